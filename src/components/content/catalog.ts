import seed from '../../server/catalog/seed/catalog.json';
import { catalogSeedSchema } from '../../server/catalog/catalog.schemas.ts';
import type { ClusterTier } from '../../server/catalog/catalog.schemas.ts';

/** The catalog seed, validated: the one source of the numbers the docs tables show. */
export const catalog = catalogSeedSchema.parse(seed);

/** Tiers in display order. */
export const tiers: ClusterTier[] = [...catalog.tiers].sort((a, b) => a.sortOrder - b.sortOrder);

/** Our own regions (sovereign cloud), in catalog order. */
export const sovereignRegions = catalog.regions.filter((region) => region.sovereign);

/** Tier name without its colour: 'Standard (Blue)' → 'Standard'. */
export function tierLabel(tier: Pick<ClusterTier, 'name'>): string {
  return tier.name.replace(/\s*\([^)]*\)\s*$/, '');
}

/** A USD amount as the catalog states it: '$149', '$24.02', '$0.0329'. */
export function usd(amount: number): string {
  if (amount === 0) return 'Free';
  const digits = Number.isInteger(amount) ? 0 : amount < 1 ? 4 : 2;
  return `$${amount.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits })}`;
}

/** The tier ids as short names: ['standard', 'ai-ml'] → 'Standard, AI/ML'. */
export function tierNames(ids: readonly string[]): string {
  if (ids.length === tiers.length) return 'All types';
  return tiers
    .filter((tier) => ids.includes(tier.id))
    .map(tierLabel)
    .join(', ');
}
