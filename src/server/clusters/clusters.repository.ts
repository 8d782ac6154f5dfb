import { UniqueViolation, type Db } from '../store/db.ts';
import { defineTable } from '../store/table-spec.ts';
import { errors } from '../http/app-error.ts';
import { isBilled, type ClusterRecord, type ClusterStatus } from '../../shared/clusters/clusters.schemas.ts';
import { MS_PER_HOUR } from '../../shared/time.ts';
import { isLiveCluster } from '../../shared/cluster-lifecycle.ts';
import { m } from '../../shared/i18n/messages.ts';

/** Live clusters (isLiveCluster: not deleted) are in the live indexes; listLive answers these. */
const live = isLiveCluster;

/**
 * Until when a cluster still has usage to meter: null once it is deleted and metered to the end,
 * and always null for a cluster that is not billed (a provider test cluster), so it is never due.
 */
export function meterDue(c: ClusterRecord): string | null {
  if (!isBilled(c)) return null;
  const since =
    c.meteredUntil ?? new Date(Math.floor(Date.parse(c.createdAt) / MS_PER_HOUR) * MS_PER_HOUR).toISOString();
  if (c.status !== 'deleted' || !c.deletedAt) return since;
  const lastHourEnd = new Date(Math.ceil(Date.parse(c.deletedAt) / MS_PER_HOUR) * MS_PER_HOUR).toISOString();
  return since < lastHourEnd ? since : null;
}

export const clustersTable = defineTable<ClusterRecord>({
  name: 'clusters',
  order: { column: 'created_at', key: (c) => c.createdAt },
  indexes: {
    organization: { column: 'organization_id', key: (c) => c.organizationId },
    // Names are unique in an organization among clusters not deleted.
    liveName: { column: 'live_name', key: (c) => (live(c) ? `${c.organizationId}:${c.name}` : null), unique: true },
    liveOrganization: { column: 'live_organization_id', key: (c) => (live(c) ? c.organizationId : null) },
    // The list filtered by state, and the counts by state, without reading the clusters.
    liveOrganizationStatus: {
      column: 'live_organization_status',
      key: (c) => (live(c) ? `${c.organizationId}:${c.status}` : null),
    },
    order: { column: 'order_id', key: (c) => c.orderId },
    meterDue: { column: 'meter_due', key: meterDue },
    /** The officers' failed-provisioning queue. */
    failed: { column: 'failed', key: (c) => (c.status === 'failed' ? 'failed' : null) },
    /** Live clusters with an autoscaled pool: what the autoscaler reconciles at each tick. */
    autoscaled: {
      column: 'autoscaled',
      key: (c) => (live(c) && c.nodePools.some((pool) => pool.autoscale) ? 'on' : null),
    },
    /** Live clusters of every organization: what the maintenance job looks at. */
    maintained: { column: 'maintained', key: (c) => (live(c) ? 'on' : null) },
  },
});

/** Storage of clusters; reads name the organization, so another's cluster is not found. */
export interface ClusterRepository {
  /** Stores a new cluster; a name in use in the organization is a 409 on `name`. */
  create(cluster: ClusterRecord): Promise<ClusterRecord>;
  find(organizationId: string, id: string): Promise<ClusterRecord | undefined>;
  findAny(id: string): Promise<ClusterRecord | undefined>;
  /** The clusters with these ids, any organization's, by id (one read for a batch). */
  findMany(ids: readonly string[]): Promise<Map<string, ClusterRecord>>;
  findByName(organizationId: string, name: string): Promise<ClusterRecord | undefined>;
  findByOrder(orderId: string): Promise<ClusterRecord | undefined>;
  /** The organization's clusters that are not deleted, newest first. */
  listLive(organizationId: string): Promise<ClusterRecord[]>;
  countLive(organizationId: string): Promise<number>;
  /** Every cluster the organization ever had, deleted ones too, newest first. */
  listForOrganization(organizationId: string): Promise<ClusterRecord[]>;
  /** Every cluster of many organizations at once (deleted ones too), in no particular order. */
  listForOrganizations(organizationIds: readonly string[]): Promise<ClusterRecord[]>;
  /**
   * One keyset page of the organization's clusters that are not deleted, newest first: up to
   * `limit` clusters older than `after` (the previous page's last), of one state when given.
   */
  listLivePage(
    organizationId: string,
    page: { limit: number; after?: { createdAt: string; id: string }; status?: ClusterStatus },
  ): Promise<readonly Readonly<ClusterRecord>[]>;
  /** How many of the organization's clusters (not deleted) are in `status`. */
  countLiveWithStatus(organizationId: string, status: ClusterStatus): Promise<number>;
  /** Clusters (any organization) with usage not yet metered before `before`, oldest cursor first. */
  listMeterDue(before: string, limit: number): Promise<ClusterRecord[]>;
  /** Live clusters with an autoscaled pool, oldest first, a page at a time. */
  listAutoscaled(limit: number, after?: { createdAt: string; id: string }): Promise<readonly Readonly<ClusterRecord>[]>;
  /** Live clusters of every organization, oldest first, a page at a time. */
  listMaintained(limit: number, after?: { createdAt: string; id: string }): Promise<readonly Readonly<ClusterRecord>[]>;
  /** Failed clusters of every organization, oldest first (the officers' queue). */
  listFailed(limit: number): Promise<ClusterRecord[]>;
  countFailed(): Promise<number>;
  /** Changes a cluster atomically (its row locked); `change` returns the new record or throws. */
  update(id: string, change: (current: ClusterRecord) => ClusterRecord | undefined): Promise<ClusterRecord | undefined>;
  /** `update` for many at once (rows locked together, written in one statement); answers those changed. */
  updateMany(
    ids: readonly string[],
    change: (current: ClusterRecord) => ClusterRecord | undefined,
  ): Promise<ClusterRecord[]>;
}

const nameTaken = () =>
  errors.conflict(m.error_organization_already_has_cluster_with_name(), {
    name: m.field_name_use_by_another_cluster(),
  });

/** ClusterRepository over either backend. */
export function createClusterRepository(db: Db): ClusterRepository {
  const clusters = db.collection(clustersTable);
  return {
    async create(cluster) {
      try {
        return await clusters.insert(cluster);
      } catch (error) {
        throw error instanceof UniqueViolation && error.index === 'liveName' ? nameTaken() : error;
      }
    },
    async find(organizationId, id) {
      const cluster = await clusters.get(id);
      return cluster?.organizationId === organizationId ? cluster : undefined;
    },
    findAny: (id) => clusters.get(id),
    findMany: async (ids) => new Map((await clusters.getMany(ids)).map((c) => [c.id, c])),
    findByName: (organizationId, name) => clusters.findOne({ where: { liveName: `${organizationId}:${name}` } }),
    findByOrder: (orderId) => clusters.findOne({ where: { order: orderId } }),
    listLive: (organizationId) => clusters.list({ where: { liveOrganization: organizationId } }),
    countLive: (organizationId) => clusters.count({ liveOrganization: organizationId }),
    listForOrganization: (organizationId) => clusters.list({ where: { organization: organizationId } }),
    listForOrganizations: (organizationIds) => clusters.listIn('organization', organizationIds),
    // The list only reads: the stored records, not copies.
    listLivePage: (organizationId, page) =>
      clusters.peek({
        where: page.status
          ? { liveOrganizationStatus: `${organizationId}:${page.status}` }
          : { liveOrganization: organizationId },
        limit: page.limit,
        after: page.after && { order: page.after.createdAt, id: page.after.id },
      }),
    countLiveWithStatus: (organizationId, status) =>
      clusters.count({ liveOrganizationStatus: `${organizationId}:${status}` }),
    update: (id, change) => clusters.update(id, change),
    updateMany: (ids, change) => clusters.upsertMany(ids, (_id, current) => current && change(current)),
    listFailed: (limit) => clusters.list({ where: { failed: 'failed' }, direction: 'asc', limit }),
    countFailed: () => clusters.count({ failed: 'failed' }),
    listMeterDue: (before, limit) => clusters.list({ where: { meterDue: { lt: before } }, direction: 'asc', limit }),
    listMaintained: (limit, after) =>
      clusters.peek({
        where: { maintained: 'on' },
        direction: 'asc',
        limit,
        after: after && { order: after.createdAt, id: after.id },
      }),
    listAutoscaled: (limit, after) =>
      clusters.peek({
        where: { autoscaled: 'on' },
        direction: 'asc',
        limit,
        after: after && { order: after.createdAt, id: after.id },
      }),
  };
}
