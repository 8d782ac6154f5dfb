import { isDeepStrictEqual } from 'node:util';
import type { Db } from '../store/db.ts';
import { defineTable } from '../store/table-spec.ts';
import type {
  Addon,
  BillingPlan,
  CatalogSeed,
  ClusterTier,
  KubernetesVersion,
  MarketplaceProduct,
  NodeSize,
  Provider,
  Region,
} from '../../shared/catalog/catalog.schemas.ts';

/** Read access to the product catalog, and its seeding from the version-controlled seed. */
export interface CatalogRepository {
  isSeeded(): Promise<boolean>;
  /** Stores the catalog if none is stored yet; returns whether it did. */
  seedIfEmpty(seed: CatalogSeed): Promise<boolean>;
  /** Stores the seed when it differs from the stored catalog (a new release); returns what happened. */
  sync(seed: CatalogSeed): Promise<'seeded' | 'updated' | 'unchanged'>;
  /** The whole stored catalog (a copy), for the pricing engine and the cluster rules. */
  snapshot(): Promise<CatalogSeed>;
  /**
   * The kept catalog itself, not a copy: for hot reads that only look (the clusters list, usage
   * reports). Never change what it returns; use `snapshot()` for a copy of one's own.
   */
  shared(): Promise<Readonly<CatalogSeed>>;
  listTiers(): Promise<ClusterTier[]>;
  findTier(id: string): Promise<ClusterTier | undefined>;
  listProviders(): Promise<Provider[]>;
  listRegions(): Promise<Region[]>;
  listKubernetesVersions(): Promise<KubernetesVersion[]>;
  listNodeSizes(): Promise<NodeSize[]>;
  listAddons(): Promise<Addon[]>;
  listProducts(): Promise<MarketplaceProduct[]>;
  listBillingPlans(): Promise<BillingPlan[]>;
}

type CatalogRow = { id: 'current'; seed: CatalogSeed; seededAt: string };

export const catalogTable = defineTable<CatalogRow>({
  name: 'catalog',
  order: { column: 'seeded_at', key: (c) => c.seededAt },
  indexes: {},
});

/**
 * CatalogRepository over either backend. The catalog changes only with a release, so the row
 * is read once and kept; `sync` and `seedIfEmpty` refresh the copy.
 */
export function createCatalogRepository(db: Db): CatalogRepository {
  const rows = db.collection(catalogTable);
  let cached: Promise<CatalogSeed | null> | undefined;
  const load = () => (cached ??= rows.get('current').then((row) => row?.seed ?? null));
  const list = async <K extends keyof CatalogSeed>(key: K): Promise<CatalogSeed[K]> =>
    structuredClone(((await load())?.[key] ?? []) as CatalogSeed[K]);
  const store = async (seed: CatalogSeed, when: (current: CatalogRow | undefined) => boolean) => {
    let stored = false;
    await rows.upsert('current', (current) => {
      if (!when(current)) return undefined;
      stored = true;
      return { id: 'current', seed: structuredClone(seed), seededAt: new Date().toISOString() };
    });
    cached = undefined;
    return stored;
  };
  return {
    isSeeded: async () => (await load()) !== null,
    seedIfEmpty: (seed) => store(seed, (current) => current === undefined),
    async sync(seed) {
      let existed = false;
      const stored = await store(seed, (current) => {
        existed = current !== undefined;
        return !current || !isDeepStrictEqual(current.seed, seed);
      });
      return !stored ? 'unchanged' : existed ? 'updated' : 'seeded';
    },
    async shared() {
      const seed = await load();
      if (!seed) throw new Error('The catalog is not seeded.');
      return seed;
    },
    async snapshot() {
      const seed = await load();
      if (!seed) throw new Error('The catalog is not seeded.');
      return structuredClone(seed);
    },
    listTiers: async () => (await list('tiers')).sort((a, b) => a.sortOrder - b.sortOrder),
    findTier: async (id) => (await list('tiers')).find((tier) => tier.id === id),
    listProviders: () => list('providers'),
    listRegions: () => list('regions'),
    listKubernetesVersions: () => list('kubernetesVersions'),
    listNodeSizes: () => list('nodeSizes'),
    listAddons: () => list('addons'),
    listProducts: () => list('products'),
    listBillingPlans: () => list('billingPlans'),
  };
}
