import { useQuery } from '@tanstack/react-query';
import type { ClusterStatus } from './cluster-types.ts';
import { m } from '../../../shared/i18n/messages.ts';
import { statusLabel } from './cluster-view.ts';
import { clusterCountsQueryOptions } from './cluster-list-api.ts';

const ORDER: ClusterStatus[] = ['running', 'provisioning', 'updating', 'pending', 'deleting', 'failed'];

/** The organization's clusters by state (dashboard home), from GET /api/clusters/counts. */
export function ClusterStateCounts() {
  const counts = useQuery(clusterCountsQueryOptions());
  if (!counts.data || counts.data.total === 0) return null;
  const byStatus = counts.data.byStatus;
  const count = (status: ClusterStatus) => (status === 'deleted' ? 0 : (byStatus[status] ?? 0));
  return (
    <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm" aria-label={m.clusters_by_state()}>
      {ORDER.filter((s) => count(s) > 0).map((status) => (
        <li key={status}>
          <span className="font-semibold tabular-nums">{count(status)}</span> {statusLabel(status).toLowerCase()}
        </li>
      ))}
    </ul>
  );
}
