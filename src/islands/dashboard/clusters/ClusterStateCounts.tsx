import { useQuery } from '@tanstack/react-query';
import type { ClusterStatus } from './cluster-types.ts';
import { STATUS_LABELS } from './cluster-view.ts';
import { clustersQueryOptions } from './clusters.queries.ts';

const ORDER: ClusterStatus[] = ['running', 'provisioning', 'updating', 'pending', 'deleting', 'failed'];

/** The organization's clusters by state (dashboard home), from GET /api/clusters. */
export function ClusterStateCounts() {
  const clusters = useQuery(clustersQueryOptions());
  if (!clusters.data || clusters.data.length === 0) return null;
  const counts = new Map<ClusterStatus, number>();
  for (const cluster of clusters.data) counts.set(cluster.status, (counts.get(cluster.status) ?? 0) + 1);
  return (
    <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm" aria-label="Clusters by state">
      {ORDER.filter((s) => counts.has(s)).map((status) => (
        <li key={status}>
          <span className="font-semibold tabular-nums">{counts.get(status)}</span> {STATUS_LABELS[status].toLowerCase()}
        </li>
      ))}
    </ul>
  );
}
