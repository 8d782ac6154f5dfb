import type { Cluster } from '../../../shared/clusters/clusters.schemas.ts';

/** Nodes of a cluster across its pools (what a per-node product is counted by). */
export const nodeCount = (cluster: Pick<Cluster, 'nodePools'>) =>
  cluster.nodePools.reduce((sum, pool) => sum + pool.count, 0);

/** The organization's running clusters whose type is one of `tiers`. */
export function runningClustersFor<C extends Pick<Cluster, 'status' | 'tierId'>>(
  clusters: readonly C[],
  tiers: readonly string[],
): C[] {
  return clusters.filter((c) => c.status === 'running' && tiers.includes(c.tierId));
}
