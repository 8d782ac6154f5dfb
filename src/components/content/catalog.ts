import { catalogSeed, tiersInOrder } from '../../shared/catalog-seed.ts';
import { shortTierName } from '../../shared/tier-name.ts';
import { localizeCatalog } from '../../shared/catalog-text.ts';
import { currentLocale } from '../../shared/i18n/locale.ts';
import { m } from '../../shared/i18n/messages.ts';

// The docs tables read the one parsed catalog (build time), so their numbers are the seed's.
export { catalogSeed as catalog, tiersInOrder as tiers };

/** Our own regions (sovereign cloud), in catalog order, named in the language being rendered. */
export function sovereignRegions() {
  return localizeCatalog({ regions: catalogSeed.regions.filter((region) => region.sovereign) }, currentLocale())
    .regions;
}

/** The tier ids as short names: ['standard', 'ai-ml'] → 'Standard, AI/ML'. */
export function tierNames(ids: readonly string[]): string {
  if (ids.length === tiersInOrder.length) return m.web_table_all_types();
  return tiersInOrder
    .filter((tier) => ids.includes(tier.id))
    .map((tier) => shortTierName(tier.name))
    .join(', ');
}
