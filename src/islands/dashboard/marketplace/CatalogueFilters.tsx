import { useId } from 'react';
import type { Marketplace } from '../../../shared/marketplace/marketplace.schemas.ts';
import { m } from '../../../shared/i18n/messages.ts';
import { inputClass } from '../../ui/input-class.ts';
import { cn } from '../../lib/cn.ts';
import { categoryLabel, shortTierName, type CatalogueFilter } from './marketplace.ts';

const UNITS = [
  ['', m.marketplace_unit_any],
  ['per cluster', m.marketplace_unit_per_cluster],
  ['per node', m.marketplace_unit_per_node],
  ['per GB', m.marketplace_unit_per_gb],
  ['flat', m.marketplace_unit_flat_monthly],
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
  const set = <K extends keyof CatalogueFilter>(key: K, value: CatalogueFilter[K]) =>
    onChange({ ...filter, [key]: value });
  const select = cn(inputClass, 'pr-8');
  return (
    <form
      role="search"
      aria-label={m.marketplace_filters_label()}
      className="grid gap-3 sm:grid-cols-2 lg:grid-cols-5"
      onSubmit={(event) => event.preventDefault()}
    >
      <div className="grid gap-1.5 sm:col-span-2 lg:col-span-1">
        <label htmlFor={`${id}-q`} className="text-sm font-medium">
          {m.marketplace_search()}
        </label>
        <input
          id={`${id}-q`}
          type="search"
          className={inputClass}
          value={filter.q}
          placeholder={m.marketplace_search_placeholder()}
          onChange={(e) => set('q', e.target.value)}
        />
      </div>
      <div className="grid gap-1.5">
        <label htmlFor={`${id}-kind`} className="text-sm font-medium">
          {m.marketplace_type()}
        </label>
        <select
          id={`${id}-kind`}
          className={select}
          value={filter.kind}
          onChange={(e) => set('kind', e.target.value as CatalogueFilter['kind'])}
        >
          <option value="">{m.marketplace_type_any()}</option>
          <option value="addon">{m.marketplace_type_addons()}</option>
          <option value="product">{m.marketplace_type_products()}</option>
        </select>
      </div>
      <div className="grid gap-1.5">
        <label htmlFor={`${id}-category`} className="text-sm font-medium">
          {m.marketplace_category()}
        </label>
        <select
          id={`${id}-category`}
          className={select}
          value={filter.category}
          onChange={(e) => set('category', e.target.value)}
        >
          <option value="">{m.marketplace_category_any()}</option>
          {categories.map((c) => (
            <option key={c} value={c}>
              {categoryLabel(c)}
            </option>
          ))}
        </select>
      </div>
      <div className="grid gap-1.5">
        <label htmlFor={`${id}-tier`} className="text-sm font-medium">
          {m.marketplace_tier()}
        </label>
        <select
          id={`${id}-tier`}
          className={select}
          value={filter.tierId}
          onChange={(e) => set('tierId', e.target.value)}
        >
          <option value="">{m.marketplace_tier_any()}</option>
          {tiers.map((t) => (
            <option key={t.id} value={t.id}>
              {shortTierName(t.name)}
            </option>
          ))}
        </select>
      </div>
      <div className="grid gap-1.5">
        <label htmlFor={`${id}-unit`} className="text-sm font-medium">
          {m.marketplace_unit()}
        </label>
        <select
          id={`${id}-unit`}
          className={select}
          value={filter.unit}
          onChange={(e) => set('unit', e.target.value as CatalogueFilter['unit'])}
        >
          {UNITS.map(([value, label]) => (
            <option key={value} value={value}>
              {label()}
            </option>
          ))}
        </select>
      </div>
    </form>
  );
}
