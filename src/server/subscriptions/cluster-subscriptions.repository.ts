import type { Db } from '../store/db.ts';
import { defineTable } from '../store/table-spec.ts';
import type { ClusterSubscriptionRecord } from '../../shared/subscriptions/cluster-subscriptions.schemas.ts';

export const clusterSubscriptionsTable = defineTable<ClusterSubscriptionRecord>({
  name: 'cluster_subscriptions',
  order: { column: 'created_at', key: (s) => s.createdAt },
  indexes: {
    organization: { column: 'organization_id', key: (s) => s.organizationId },
    // The renewal sweep: active subscriptions by the end of their period (none held by a closing).
    renewAt: { column: 'renew_at', key: (s) => (s.state === 'active' && !s.heldForClosing ? s.periodEnd : null) },
  },
});

/** Storage of cluster subscriptions (one per billed cluster, its id the cluster's). */
export interface ClusterSubscriptionRepository {
  create(record: ClusterSubscriptionRecord): Promise<ClusterSubscriptionRecord>;
  /** The organization's subscription of a cluster; another organization's is not found. */
  find(organizationId: string, clusterId: string): Promise<ClusterSubscriptionRecord | undefined>;
  findAny(clusterId: string): Promise<ClusterSubscriptionRecord | undefined>;
  list(organizationId: string): Promise<ClusterSubscriptionRecord[]>;
  /** Active subscriptions whose period ended by `at`, oldest first. */
  listDue(at: string, limit: number): Promise<ClusterSubscriptionRecord[]>;
  /** Atomic read-check-write: `change` answers the new record, or undefined to leave it. */
  update(
    clusterId: string,
    change: (current: ClusterSubscriptionRecord) => ClusterSubscriptionRecord | undefined,
  ): Promise<ClusterSubscriptionRecord | undefined>;
  /** `update` for many at once (rows locked together, written in one statement); answers those changed. */
  updateMany(
    clusterIds: readonly string[],
    change: (current: ClusterSubscriptionRecord) => ClusterSubscriptionRecord | undefined,
  ): Promise<ClusterSubscriptionRecord[]>;
  /** The subscriptions of many organizations at once. */
  listForOrganizations(organizationIds: readonly string[]): Promise<ClusterSubscriptionRecord[]>;
}

/** ClusterSubscriptionRepository over either backend. */
export function createClusterSubscriptionRepository(db: Db): ClusterSubscriptionRepository {
  const subscriptions = db.collection(clusterSubscriptionsTable);
  return {
    create: (record) => subscriptions.insert(record),
    async find(organizationId, clusterId) {
      const record = await subscriptions.get(clusterId);
      return record?.organizationId === organizationId ? record : undefined;
    },
    findAny: (clusterId) => subscriptions.get(clusterId),
    list: (organizationId) => subscriptions.list({ where: { organization: organizationId }, limit: 1000 }),
    listDue: (at, limit) => subscriptions.list({ where: { renewAt: { lte: at } }, limit, direction: 'asc' }),
    update: (clusterId, change) => subscriptions.update(clusterId, change),
    updateMany: (clusterIds, change) =>
      subscriptions.upsertMany(clusterIds, (_id, current) => current && change(current)),
    listForOrganizations: (organizationIds) => subscriptions.listIn('organization', organizationIds),
  };
}
