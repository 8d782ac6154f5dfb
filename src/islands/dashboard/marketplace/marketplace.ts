import type { MarketplaceItem, PricingUnit } from '../../../shared/marketplace/marketplace.schemas.ts';
import { m } from '../../../shared/i18n/messages.ts';

/** The filters of the catalogue; '' means any. */
export type CatalogueFilter = {
  q: string;
  kind: '' | 'addon' | 'product';
  category: string;
  tierId: string;
  unit: '' | PricingUnit;
};

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

/** The catalogue's categories in words (message functions: called when rendering). */
const CATEGORY_LABELS: Record<string, () => string> = {
  'ai-ml': m.marketplace_category_ai_ml,
  analytics: m.marketplace_category_analytics,
  backup: m.marketplace_category_backup,
  cache: m.marketplace_category_cache,
  'ci-cd': m.marketplace_category_ci_cd,
  data: m.marketplace_category_data,
  database: m.marketplace_category_database,
  gpu: m.marketplace_category_gpu,
  identity: m.marketplace_category_identity,
  messaging: m.marketplace_category_messaging,
  networking: m.marketplace_category_networking,
  observability: m.marketplace_category_observability,
  registry: m.marketplace_category_registry,
  search: m.marketplace_category_search,
  security: m.marketplace_category_security,
  storage: m.marketplace_category_storage,
};

/** "ci-cd" → "CI/CD", "observability" → "Observability"; a category we have no words for is capitalised. */
export function categoryLabel(category: string): string {
  return Object.hasOwn(CATEGORY_LABELS, category)
    ? CATEGORY_LABELS[category]!()
    : category.charAt(0).toUpperCase() + category.slice(1);
}

const UNIT_SUFFIXES: Record<PricingUnit, () => string> = {
  flat: m.marketplace_unit_flat,
  'per cluster': m.marketplace_unit_cluster,
  'per node': m.marketplace_unit_node,
  'per GB': m.marketplace_unit_gb,
};

/** What one unit is, after the price: "/ cluster / month". */
export function unitSuffix(unit: PricingUnit): string {
  return UNIT_SUFFIXES[unit]();
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
