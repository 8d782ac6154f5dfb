import seed from './catalog/seed/catalog.json' with { type: 'json' };
import { catalogSeedSchema, type CatalogSeed, type ClusterTier } from './catalog/catalog.schemas.ts';

/**
 * The version-controlled catalog, validated once, when this module is first imported. The
 * server seeds its store from it; pre-rendered pages (home, pricing, docs, cluster types, forms)
 * read it at build time. This is the only module that parses catalog.json.
 */
export const catalogSeed: CatalogSeed = catalogSeedSchema.parse(seed);

/** The tiers in display order. */
export const tiersInOrder: readonly ClusterTier[] = [...catalogSeed.tiers].sort((a, b) => a.sortOrder - b.sortOrder);

/** A copy of the validated seed, for a store to keep (the copy cannot change the module's value). */
export async function readCatalogSeed(): Promise<CatalogSeed> {
  return structuredClone(catalogSeed);
}
