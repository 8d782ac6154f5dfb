import { z } from 'zod';
import { localizeCatalog } from '../../shared/catalog-text.ts';
import type { Locale } from '../../shared/i18n/locale.ts';
import { requestLocale } from '../i18n/request-locale.ts';
import type { CatalogRepository } from './catalog.repository.ts';
import type { Catalog } from '../../shared/catalog/catalog.schemas.ts';

/** `GET /api/cluster-tiers` items: id and name only. */
export const clusterTierSummarySchema = z.object({
  id: z.string().meta({ example: 'standard' }),
  name: z.string().meta({ example: 'Standard (Blue)' }),
});
export type ClusterTierSummary = z.infer<typeof clusterTierSummarySchema>;

/** Catalog rules: what customers may browse and order. */
export class CatalogService {
  #repository: CatalogRepository;

  constructor(repository: CatalogRepository) {
    this.#repository = repository;
  }

  /** The cluster tiers in display order, as id and name. */
  async listTierSummaries(): Promise<ClusterTierSummary[]> {
    const tiers = await this.#repository.listTiers();
    return tiers.map(({ id, name }) => ({ id, name }));
  }

  /**
   * Everything a customer can browse and order, as stored (the public `GET /api/catalog`), its
   * descriptions and features in the caller's language (English: exactly as stored).
   */
  async getCatalog(locale: Locale = requestLocale()): Promise<Catalog> {
    const repository = this.#repository;
    const [tiers, providers, regions, kubernetesVersions, nodeSizes, addons, products, billingPlans] =
      await Promise.all([
        repository.listTiers(),
        repository.listProviders(),
        repository.listRegions(),
        repository.listKubernetesVersions(),
        repository.listNodeSizes(),
        repository.listAddons(),
        repository.listProducts(),
        repository.listBillingPlans(),
      ]);
    return localizeCatalog(
      { tiers, providers, regions, kubernetesVersions, nodeSizes, addons, products, billingPlans },
      locale,
    );
  }
}
