import { useId } from 'react';
import type { Marketplace } from '../../../server/marketplace/marketplace.schemas.ts';
import { inputClass } from '../../ui/input-class.ts';
import { cn } from '../../lib/cn.ts';
import { categoryLabel, shortTierName, type CatalogueFilter } from './marketplace.ts';

const UNITS = [
  ['', 'Any pricing unit'],
  ['per cluster', 'Per cluster'],
  ['per node', 'Per node'],
  ['per GB', 'Per GB'],
  ['flat', 'Flat monthly'],
] as const;

/** Search and filters of the catalogue; every control labelled, changes apply as you type. */
export function CatalogueFilters({
  filter,
  onChange,
  categories,
  tiers,
}: {
  filter: CatalogueFilter;
  onChange: (next: CatalogueFilter) => void;
  categories: string[];
  tiers: Marketplace['tiers'];
}) {
  const id = useId();
  const set = <K extends keyof CatalogueFilter>(key: K, value: CatalogueFilter[K]) => onChange({ ...filter, [key]: value });
  const select = cn(inputClass, 'pr-8');
  return (
    <form role="search" aria-label="Catalogue" className="grid gap-3 sm:grid-cols-2 lg:grid-cols-5" onSubmit={(event) => event.preventDefault()}>
      <div className="grid gap-1.5 sm:col-span-2 lg:col-span-1">
        <label htmlFor={`${id}-q`} className="text-sm font-medium">Search</label>
        <input id={`${id}-q`} type="search" className={inputClass} value={filter.q} placeholder="Name, use, vendor…" onChange={(e) => set('q', e.target.value)} />
      </div>
      <div className="grid gap-1.5">
        <label htmlFor={`${id}-kind`} className="text-sm font-medium">Type</label>
        <select id={`${id}-kind`} className={select} value={filter.kind} onChange={(e) => set('kind', e.target.value as CatalogueFilter['kind'])}>
          <option value="">Add-ons and products</option>
          <option value="addon">Add-ons</option>
          <option value="product">Products</option>
        </select>
      </div>
      <div className="grid gap-1.5">
        <label htmlFor={`${id}-category`} className="text-sm font-medium">Category</label>
        <select id={`${id}-category`} className={select} value={filter.category} onChange={(e) => set('category', e.target.value)}>
          <option value="">All categories</option>
          {categories.map((c) => (
            <option key={c} value={c}>{categoryLabel(c)}</option>
          ))}
        </select>
      </div>
      <div className="grid gap-1.5">
        <label htmlFor={`${id}-tier`} className="text-sm font-medium">Runs on cluster type</label>
        <select id={`${id}-tier`} className={select} value={filter.tierId} onChange={(e) => set('tierId', e.target.value)}>
          <option value="">Any cluster type</option>
          {tiers.map((t) => (
            <option key={t.id} value={t.id}>{shortTierName(t.name)}</option>
          ))}
        </select>
      </div>
      <div className="grid gap-1.5">
        <label htmlFor={`${id}-unit`} className="text-sm font-medium">Pricing unit</label>
        <select id={`${id}-unit`} className={select} value={filter.unit} onChange={(e) => set('unit', e.target.value as CatalogueFilter['unit'])}>
          {UNITS.map(([value, label]) => (
            <option key={value} value={value}>{label}</option>
          ))}
        </select>
      </div>
    </form>
  );
}
