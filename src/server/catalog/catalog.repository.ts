import type { JsonStore } from '../store/json-store.ts';
import type { StoreDocument } from '../store/store-document.ts';
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
} from './catalog.schemas.ts';

/** Read access to the product catalog, and its one-time seeding. */
export interface CatalogRepository {
  isSeeded(): Promise<boolean>;
  /** Stores the catalog if none is stored yet; returns whether it did. */
  seedIfEmpty(seed: CatalogSeed): Promise<boolean>;
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

/** CatalogRepository over the embedded JSON store; the catalog is small and read-mostly. */
export class LowdbCatalogRepository implements CatalogRepository {
  #store: JsonStore<StoreDocument>;

  constructor(store: JsonStore<StoreDocument>) {
    this.#store = store;
  }

  async isSeeded() {
    return this.#store.data.catalog !== null;
  }

  async seedIfEmpty(seed: CatalogSeed) {
    return this.#store.update((doc) => {
      if (doc.catalog) return false;
      doc.catalog = { ...structuredClone(seed), seededAt: new Date().toISOString() };
      return true;
    });
  }

  async listTiers() {
    return [...this.#list('tiers')].sort((a, b) => a.sortOrder - b.sortOrder);
  }

  async findTier(id: string) {
    return this.#list('tiers').find((tier) => tier.id === id);
  }

  async listProviders() {
    return [...this.#list('providers')];
  }

  async listRegions() {
    return [...this.#list('regions')];
  }

  async listKubernetesVersions() {
    return [...this.#list('kubernetesVersions')];
  }

  async listNodeSizes() {
    return [...this.#list('nodeSizes')];
  }

  async listAddons() {
    return [...this.#list('addons')];
  }

  async listProducts() {
    return [...this.#list('products')];
  }

  async listBillingPlans() {
    return [...this.#list('billingPlans')];
  }

  #list<K extends keyof CatalogSeed>(key: K): CatalogSeed[K] {
    return (this.#store.data.catalog?.[key] ?? []) as CatalogSeed[K];
  }
}
