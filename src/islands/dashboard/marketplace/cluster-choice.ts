import type { Cluster } from '../../../server/clusters/clusters.schemas.ts';

/** Nodes of a cluster across its pools (what a per-node product is counted by). */
export const nodeCount = (cluster: Pick<Cluster, 'nodePools'>) => cluster.nodePools.reduce((sum, pool) => sum + pool.count, 0);

/** The organization's running clusters whose type is one of `tiers`. */
export function runningClustersFor(clusters: readonly Cluster[], tiers: readonly string[]): Cluster[] {
  return clusters.filter((c) => c.status === 'running' && tiers.includes(c.tierId));
}
