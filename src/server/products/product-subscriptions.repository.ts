import type { Db } from '../store/db.ts';
import { defineTable } from '../store/table-spec.ts';
import type { ProductSubscriptionRecord } from '../../shared/products/product-subscriptions.schemas.ts';

const live = (s: ProductSubscriptionRecord) => s.state !== 'cancelled';

export const productSubscriptionsTable = defineTable<ProductSubscriptionRecord>({
  name: 'product_subscriptions',
  order: { column: 'created_at', key: (s) => s.createdAt },
  indexes: {
    organization: { column: 'organization_id', key: (s) => s.organizationId },
    // What an organization runs now: one product per cluster (or one per organization when not on a cluster).
    liveProduct: {
      column: 'live_product',
      key: (s) => (live(s) ? `${s.organizationId}:${s.productId}:${s.clusterId ?? '-'}` : null),
    },
  },
});

/** Storage of product subscriptions; reads name the organization, so another's is not found. */
export interface ProductSubscriptionRepository {
  create(record: ProductSubscriptionRecord): Promise<ProductSubscriptionRecord>;
  find(organizationId: string, id: string): Promise<ProductSubscriptionRecord | undefined>;
  findAny(id: string): Promise<ProductSubscriptionRecord | undefined>;
  list(organizationId: string): Promise<ProductSubscriptionRecord[]>;
  /** The live subscription to a product (on a cluster, or organization-wide with null). */
  findLive(
    organizationId: string,
    productId: string,
    clusterId: string | null,
  ): Promise<ProductSubscriptionRecord | undefined>;
  update(
    id: string,
    change: (current: ProductSubscriptionRecord) => ProductSubscriptionRecord | undefined,
  ): Promise<ProductSubscriptionRecord | undefined>;
}

/** ProductSubscriptionRepository over either backend. */
export function createProductSubscriptionRepository(db: Db): ProductSubscriptionRepository {
  const subscriptions = db.collection(productSubscriptionsTable);
  return {
    create: (record) => subscriptions.insert(record),
    async find(organizationId, id) {
      const record = await subscriptions.get(id);
      return record?.organizationId === organizationId ? record : undefined;
    },
    findAny: (id) => subscriptions.get(id),
    list: (organizationId) => subscriptions.list({ where: { organization: organizationId }, limit: 500 }),
    findLive: (organizationId, productId, clusterId) =>
      subscriptions.findOne({ where: { liveProduct: `${organizationId}:${productId}:${clusterId ?? '-'}` } }),
    update: (id, change) => subscriptions.update(id, change),
  };
}
