import { describe, expect, it } from 'vitest';
import type { MarketplaceItem } from '../../../shared/marketplace/marketplace.schemas.ts';
import {
  categoryLabel,
  EMPTY_FILTER,
  filterItems,
  itemFromSearch,
  marketplaceItemHref,
  unitSuffix,
} from './marketplace.ts';

const item = (extra: Partial<MarketplaceItem>): MarketplaceItem => ({
  kind: 'addon',
  id: 'x',
  name: 'X',
  category: 'security',
  description: '',
  vendor: 'Managed by us',
  license: null,
  version: '1.0.0',
  olderVersions: [],
  pricingUnit: 'per cluster',
  priceMonthlyMicroUsd: 0,
  featured: false,
  tiers: ['standard'],
  installs: null,
  ...extra,
});

describe('the catalogue filters', () => {
  const items = [
    item({ id: 'argo-cd', name: 'Argo CD', category: 'ci-cd', description: 'GitOps continuous delivery' }),
    item({ id: 'falco', name: 'Falco', tiers: ['standard', 'enterprise'] }),
    item({
      id: 'harbor',
      kind: 'product',
      name: 'Harbor',
      category: 'registry',
      pricingUnit: 'flat',
      tiers: ['standard', 'sandbox'],
    }),
  ];
  it('searches every word in name and description, case-insensitively', () => {
    expect(filterItems(items, { ...EMPTY_FILTER, q: 'gitops DELIVERY' }).map((i) => i.id)).toEqual(['argo-cd']);
    expect(filterItems(items, { ...EMPTY_FILTER, q: 'nothing-like-this' })).toEqual([]);
  });
  it('filters by kind, category, tier and pricing unit together', () => {
    expect(filterItems(items, { ...EMPTY_FILTER, tierId: 'enterprise' }).map((i) => i.id)).toEqual(['falco']);
    expect(filterItems(items, { ...EMPTY_FILTER, unit: 'flat', kind: 'product' }).map((i) => i.id)).toEqual(['harbor']);
    expect(filterItems(items, { ...EMPTY_FILTER, category: 'ci-cd', tierId: 'sandbox' })).toEqual([]);
  });
  it('names categories and units in words', () => {
    expect(categoryLabel('ci-cd')).toBe('CI/CD');
    expect(categoryLabel('observability')).toBe('Observability');
    expect(unitSuffix('per node')).toBe('/ node / month');
    expect(unitSuffix('flat')).toBe('/ month');
  });
});

describe('the item an address opens', () => {
  const items = [
    item({ id: 'velero', name: 'Velero' }),
    item({ kind: 'product', id: 'velero', name: 'Velero backups' }),
  ];
  it('comes back to the very item a link named, add-on or product of the same id', () => {
    for (const wanted of items) {
      const href = marketplaceItemHref(wanted);
      expect(itemFromSearch(items, href.slice(href.indexOf('?')))).toBe(wanted);
    }
  });
  it('opens nothing without the parameter or for an item the catalogue no longer holds', () => {
    expect(itemFromSearch(items, '')).toBeNull();
    expect(itemFromSearch(items, '?item=addon-gone')).toBeNull();
  });
});
