import { clusterTypeContent } from '../../content/cluster-types/index.ts';
import { catalogSeed as catalog, tiersInOrder } from '../../shared/catalog-seed.ts';
import type { ClusterTier } from '../../shared/catalog/catalog.schemas.ts';
import { shortTierName } from '../../shared/tier-name.ts';
import { currentLocale, intlTag } from '../../shared/i18n/locale.ts';
import { localizeCatalog } from '../../shared/catalog-text.ts';

// Build-time only: the home page is prerendered from the version-controlled catalog seed, the
// same data the server loads on first start.

/** A country's name in the language being rendered: 'NL' → 'Netherlands' (en-GB), 'Pays-Bas' (fr-FR). */
export function countryName(code: string): string {
  return new Intl.DisplayNames([intlTag()], { type: 'region', fallback: 'code' }).of(code) ?? code;
}

/** A tier as the home page shows it: its one-sentence tagline fits a card whole (no cut words). */
export type HomeTier = ClusterTier & { shortName: string; tagline: string };

/** The seven cluster types in display order, taglines in the language being rendered. */
export function homeTiers(): HomeTier[] {
  return tiersInOrder.map((tier) => ({
    ...tier,
    shortName: shortTierName(tier.name),
    tagline: clusterTypeContent(tier.page).tagline,
  }));
}

const sovereign = catalog.regions.filter((region) => region.sovereign && region.available);

/** Our own regions, grouped by country (in the seed's order), named in the language being rendered; the country's name comes from countryName. */
export function sovereignCountries() {
  const { regions } = localizeCatalog({ regions: sovereign }, currentLocale());
  return [...new Set(regions.map((region) => region.country))].map((code) => ({
    code,
    regions: regions.filter((region) => region.country === code),
  }));
}

/** How many regions of our own cloud can take a cluster. */
export const sovereignRegionCount = sovereign.length;

/** Third-party managed Kubernetes services the console also shows, e.g. 'GKE (Google Cloud)'. */
export const partnerServices = catalog.providers
  .filter((provider) => !provider.sovereign)
  .map((provider) => ({ id: provider.id, service: provider.managedServiceName, provider: provider.name }));

/** The certifications of our own cloud, from the seed. */
export const certifications = catalog.providers.find((provider) => provider.sovereign)?.certifications ?? [];

/** The Kubernetes version new clusters get by default. */
export const defaultKubernetes =
  catalog.kubernetesVersions.find((version) => version.default) ?? catalog.kubernetesVersions[0];

/** Counts for the hero's facts. */
export const counts = {
  nodeSizes: catalog.nodeSizes.length,
  addons: catalog.addons.length,
  products: catalog.products.length,
};
