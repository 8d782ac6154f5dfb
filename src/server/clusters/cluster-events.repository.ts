import type { Db } from '../store/db.ts';
import { defineTable } from '../store/table-spec.ts';
import { timeOrderedId } from '../store/time-ordered-id.ts';
import type { ClusterEvent, ClusterSpec } from '../../shared/clusters/clusters.schemas.ts';
import type { EventText } from './event-text.ts';

/**
 * An event as stored: the answer, plus the organization, for configuration changes the spec
 * then, and for a finished phase how long it took (the expected times come from these).
 */
export type ClusterEventRecord = ClusterEvent & {
  organizationId: string;
  spec: ClusterSpec | null;
  /** Config events: nodes an autoscaler runs per pool above its configured count (metered as overage). */
  autoscaledNodes?: Record<string, number>;
  timing?: { operation: string; phase: string; durationMs: number };
  /** Events a job writes: what `message` says, as data, said again in the reader's language (event-text.ts). */
  text?: EventText;
};

export const clusterEventsTable = defineTable<ClusterEventRecord>({
  name: 'cluster_events',
  order: { column: 'at', key: (e) => e.at },
  indexes: {
    cluster: { column: 'cluster_id', key: (e) => e.clusterId },
    // The configuration history usage is metered from: what ran, from when.
    clusterConfig: { column: 'cluster_config', key: (e) => (e.type === 'config' ? e.clusterId : null) },
    organizationConfig: { column: 'organization_config', key: (e) => (e.type === 'config' ? e.organizationId : null) },
    phaseTiming: { column: 'phase_timing', key: (e) => (e.timing ? `${e.timing.operation}:${e.timing.phase}` : null) },
  },
});

/** The event stream of clusters, and their configuration history. */
export interface ClusterEventRepository {
  append(event: Omit<ClusterEventRecord, 'id' | 'at'> & { at?: string }): Promise<ClusterEventRecord>;
  /** Newest first. */
  list(clusterId: string, limit: number): Promise<ClusterEventRecord[]>;
  /** A cluster's configuration changes, oldest first. */
  configHistory(clusterId: string): Promise<ClusterEventRecord[]>;
  /** The configuration changes of many clusters at once, oldest first per cluster. */
  configHistories(clusterIds: readonly string[]): Promise<Map<string, ClusterEventRecord[]>>;
  /** Every configuration change of an organization's clusters, oldest first. */
  organizationConfigHistory(organizationId: string): Promise<ClusterEventRecord[]>;
  /** How long the latest runs of a phase took, newest first (any cluster). */
  recentPhaseDurations(operation: string, phase: string, limit: number): Promise<number[]>;
}

/** ClusterEventRepository over either backend. */
export function createClusterEventRepository(db: Db): ClusterEventRepository {
  const events = db.collection(clusterEventsTable);
  return {
    append(event) {
      const at = event.at ?? new Date().toISOString();
      return events.insert({ ...event, at, id: timeOrderedId(Date.parse(at)) });
    },
    list: (clusterId, limit) => events.list({ where: { cluster: clusterId }, limit }),
    configHistory: (clusterId) => events.list({ where: { clusterConfig: clusterId }, direction: 'asc' }),
    async configHistories(clusterIds) {
      const byCluster = new Map<string, ClusterEventRecord[]>(clusterIds.map((id) => [id, []]));
      const all = await events.listIn('clusterConfig', clusterIds);
      // The table's order (time, then id), as configHistory answers it.
      all.sort((a, b) => (a.at === b.at ? (a.id < b.id ? -1 : 1) : a.at < b.at ? -1 : 1));
      for (const e of all) byCluster.get(e.clusterId)?.push(e);
      return byCluster;
    },
    organizationConfigHistory: (organizationId) =>
      events.list({ where: { organizationConfig: organizationId }, direction: 'asc' }),
    async recentPhaseDurations(operation, phase, limit) {
      const done = await events.list({ where: { phaseTiming: `${operation}:${phase}` }, limit });
      return done.flatMap((e) => (e.timing ? [e.timing.durationMs] : []));
    },
  };
}
