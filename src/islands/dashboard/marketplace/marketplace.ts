import type { MarketplaceItem, PricingUnit } from '../../../server/marketplace/marketplace.schemas.ts';

/** The filters of the catalogue; '' means any. */
export type CatalogueFilter = { q: string; kind: '' | 'addon' | 'product'; category: string; tierId: string; unit: '' | PricingUnit };

export const EMPTY_FILTER: CatalogueFilter = { q: '', kind: '', category: '', tierId: '', unit: '' };

/** Items matching every filter; the search looks at name, description, vendor and category. */
export function filterItems(items: readonly MarketplaceItem[], filter: CatalogueFilter): MarketplaceItem[] {
  const words = filter.q.trim().toLowerCase().split(/\s+/).filter(Boolean);
  return items.filter((item) => {
    if (filter.kind && item.kind !== filter.kind) return false;
    if (filter.category && item.category !== filter.category) return false;
    if (filter.tierId && !item.tiers.includes(filter.tierId)) return false;
    if (filter.unit && item.pricingUnit !== filter.unit) return false;
    const haystack = `${item.name} ${item.description} ${item.vendor} ${item.category}`.toLowerCase();
    return words.every((word) => haystack.includes(word));
  });
}

/** Categories present in the items, sorted, for the category filter. */
export function categoriesOf(items: readonly MarketplaceItem[]): string[] {
  return [...new Set(items.map((i) => i.category))].sort();
}

const CATEGORY_LABELS: Record<string, string> = {
  'ci-cd': 'CI/CD',
  'ai-ml': 'AI/ML',
  gpu: 'GPU',
};

/** "ci-cd" → "CI/CD", "observability" → "Observability". */
export function categoryLabel(category: string): string {
  return CATEGORY_LABELS[category] ?? category.charAt(0).toUpperCase() + category.slice(1);
}

/** What one unit is, after the price: "/ cluster / month". */
export function unitSuffix(unit: PricingUnit): string {
  if (unit === 'flat') return '/ month';
  return `/ ${unit.replace('per ', '')} / month`;
}

/** Tier names without their colour in brackets, for compact lists. */
export const shortTierName = (name: string) => name.replace(/\s*\(.*\)\s*$/, '');

/** The query parameter that opens one item's details on /marketplace (`?item=addon-velero`). */
export const ITEM_PARAM = 'item';

/** An item's key in the catalogue: kind and id, unique across add-ons and products. */
export const itemKey = (item: Pick<MarketplaceItem, 'kind' | 'id'>) => `${item.kind}-${item.id}`;

/** The address of the marketplace with this item's details open. */
export const marketplaceItemHref = (item: Pick<MarketplaceItem, 'kind' | 'id'>) =>
  `/marketplace?${ITEM_PARAM}=${encodeURIComponent(itemKey(item))}`;

/** The item a `?item=` names, if the catalogue holds it. */
export function itemFromSearch(items: MarketplaceItem[], search: string): MarketplaceItem | null {
  const key = new URLSearchParams(search).get(ITEM_PARAM);
  return key === null ? null : (items.find((item) => itemKey(item) === key) ?? null);
}
