import type { Db } from '../store/db.ts';
import { defineTable } from '../store/table-spec.ts';
import type { OrderKind, OrderRecord, OrderStatus } from '../../shared/orders/orders.schemas.ts';

export const ordersTable = defineTable<OrderRecord>({
  name: 'orders',
  order: { column: 'created_at', key: (o) => o.createdAt },
  indexes: {
    organization: { column: 'organization_id', key: (o) => o.organizationId },
    organizationKind: { column: 'organization_kind', key: (o) => `${o.organizationId}:${o.kind}` },
    organizationStatus: { column: 'organization_status', key: (o) => `${o.organizationId}:${o.status}` },
    number: { column: 'number', key: (o) => o.number, unique: true },
    // Unpaid orders by age, for the job that cancels them after 24 hours.
    unpaidSince: { column: 'unpaid_since', key: (o) => (o.status === 'pending_payment' ? o.createdAt : null) },
    cluster: { column: 'cluster_id', key: (o) => o.clusterId },
    // Payment attempts in progress, by the end of their lease: what the recovery settles.
    paymentLease: { column: 'payment_lease_until', key: paymentLeaseKey },
    requestKey: { column: 'request_key', key: (o) => o.requestKey ?? null, unique: true },
  },
});

/** An attempt in progress is due for recovery at its lease's end (an attempt of an older release: at once). */
function paymentLeaseKey(order: OrderRecord): string | null {
  if (order.status !== 'pending_payment') return null;
  if (order.payment.state !== 'processing' && order.payment.state !== 'requires_action') return null;
  return order.paymentLeaseUntil ?? order.updatedAt;
}

/** Storage of orders; every read names the organization, so another's order is not found. */
export interface OrderRepository {
  create(order: OrderRecord): Promise<OrderRecord>;
  find(organizationId: string, id: string): Promise<OrderRecord | undefined>;
  /** An order whatever its organization: background jobs only. */
  findAny(id: string): Promise<OrderRecord | undefined>;
  /** Newest first, keyset pages; `status` and `kind` filter. */
  list(
    organizationId: string,
    filter: { kind?: OrderKind; status?: OrderStatus },
    page: { limit: number; after?: { createdAt: string; id: string } },
  ): Promise<OrderRecord[]>;
  count(organizationId: string, filter?: { status?: OrderStatus }): Promise<number>;
  /** Reads an order and, inside a transaction, locks its row until the transaction ends. */
  lock(id: string): Promise<OrderRecord | undefined>;
  /** Changes an order atomically (its row locked); `change` returns the new order or throws. */
  update(id: string, change: (current: OrderRecord) => OrderRecord | undefined): Promise<OrderRecord | undefined>;
  /** Orders still unpaid that were created before `before`. */
  listUnpaidBefore(before: string, limit: number): Promise<OrderRecord[]>;
  listForCluster(clusterId: string): Promise<OrderRecord[]>;
  /** The orders of many clusters at once. */
  listForClusters(clusterIds: readonly string[]): Promise<OrderRecord[]>;
  /** The order created under an Idempotency-Key (hashed with its caller), if any. */
  findByRequestKey(requestKey: string): Promise<OrderRecord | undefined>;
  /** Orders whose payment attempt's lease ended before `before`, oldest order first. */
  listPaymentLeaseEndedBefore(before: string, limit: number): Promise<OrderRecord[]>;
}

/** OrderRepository over either backend. */
export function createOrderRepository(db: Db): OrderRepository {
  const orders = db.collection(ordersTable);
  return {
    create: (order) => orders.insert(order),
    async find(organizationId, id) {
      const order = await orders.get(id);
      return order?.organizationId === organizationId ? order : undefined;
    },
    findAny: (id) => orders.get(id),
    list(organizationId, filter, page) {
      const where: Record<string, string> = {};
      if (filter.kind) where.organizationKind = `${organizationId}:${filter.kind}`;
      if (filter.status) where.organizationStatus = `${organizationId}:${filter.status}`;
      if (!filter.kind && !filter.status) where.organization = organizationId;
      return orders.list({
        where,
        limit: page.limit,
        after: page.after && { order: page.after.createdAt, id: page.after.id },
      });
    },
    count: (organizationId, filter = {}) =>
      orders.count(
        filter.status ? { organizationStatus: `${organizationId}:${filter.status}` } : { organization: organizationId },
      ),
    // An update that changes nothing is a read that locks the row (SELECT … FOR UPDATE).
    lock: (id) => orders.update(id, () => undefined),
    update: (id, change) => orders.update(id, change),
    listUnpaidBefore: (before, limit) =>
      orders.list({ where: { unpaidSince: { lt: before } }, direction: 'asc', limit }),
    listForCluster: (clusterId) => orders.list({ where: { cluster: clusterId } }),
    listForClusters: (clusterIds) => orders.listIn('cluster', clusterIds),
    findByRequestKey: (requestKey) => orders.findOne({ where: { requestKey } }),
    listPaymentLeaseEndedBefore: (before, limit) =>
      orders.list({ where: { paymentLease: { lt: before } }, direction: 'asc', limit }),
  };
}
