import type { InfiniteData, QueryClient, QueryKey } from '@tanstack/react-query';
import type { LiveEvent } from '../../../shared/realtime-messages.ts';
import { refreshQueries } from '../../lib/refresh-queries.ts';
import type { ClusterListFilters, ClusterListItem, ClusterPage } from './cluster-list-api.ts';
import type { Cluster } from './cluster-types.ts';
import { clusterKeys, invalidateAllClusters } from './clusters.queries.ts';
import { isLiveCluster } from '../../../shared/cluster-lifecycle.ts';

type ClusterMessage = Extract<LiveEvent, { type: 'cluster' }>;
type LiveState = Pick<ClusterListItem, 'status' | 'phase' | 'progress'>;
/** What a list query holds: keyset pages (/my-clusters) or every row (pickers, topology). */
type ListData = InfiniteData<ClusterPage> | ClusterListItem[];

const withLive = (rows: ClusterListItem[], clusterId: string, live: LiveState): ClusterListItem[] =>
  rows.map((row) => (row.id === clusterId ? { ...row, ...live } : row)).filter(isLiveCluster);

/**
 * Puts a cluster's new state into every list query that shows it, in place, and answers the list
 * queries that must be read again instead: those that do not show it yet (a new cluster) and those
 * filtered by status (it may no longer belong there). A list of many pages is never read again
 * whole for a progress message about one of its rows.
 */
function patchLists(client: QueryClient, clusterId: string, live: LiveState): QueryKey[] {
  const stale: QueryKey[] = [];
  for (const [key, data] of client.getQueriesData<ListData>({ queryKey: clusterKeys.list })) {
    if (!data) continue;
    const rows = Array.isArray(data) ? data : data.pages.flatMap((page) => page.items);
    const filters = key[2] as ClusterListFilters | undefined;
    if (filters?.status || !rows.some((row) => row.id === clusterId)) {
      stale.push(key);
      continue;
    }
    const patched: ListData = Array.isArray(data)
      ? withLive(data, clusterId, live)
      : { ...data, pages: data.pages.map((page) => ({ ...page, items: withLive(page.items, clusterId, live) })) };
    client.setQueryData(key, patched);
  }
  return stale;
}

/**
 * What a `/ws` message changes on the cluster screens (no polling): a cluster message patches the
 * lists and the detail in place and reads again that cluster's detail, events and health and the
 * orders; an order message reads that order again; after a reconnect everything cluster-related is
 * read again (messages were lost).
 */
export function applyLiveMessage(client: QueryClient, message: LiveEvent): void {
  if (message.type === 'reconnected') {
    void invalidateAllClusters(client);
    void refreshQueries(client, {
      predicate: (query) => typeof query.queryKey[0] === 'string' && query.queryKey[0].startsWith('/api/orders/'),
    });
  } else if (message.type === 'cluster') {
    applyClusterMessage(client, message);
  } else if (message.type === 'order') {
    void refreshQueries(client, { queryKey: clusterKeys.order(message.orderId) });
  }
}

function applyClusterMessage(client: QueryClient, message: ClusterMessage): void {
  // The server sends the cluster's own status (clusters.schemas.ts): the message is its wire copy.
  const live = { status: message.status, phase: message.phase, progress: message.progress } as LiveState;
  const staleLists = patchLists(client, message.clusterId, live);
  client.setQueryData<Cluster>(clusterKeys.detail(message.clusterId), (current) =>
    current ? { ...current, ...live } : current,
  );
  const detail = clusterKeys.detail(message.clusterId)[0];
  void refreshQueries(client, {
    predicate: (query) => {
      const path = query.queryKey[0];
      if (typeof path !== 'string') return false;
      if (path === clusterKeys.list[0]) return staleLists.includes(query.queryKey);
      return path.startsWith(detail) || path.startsWith('/api/orders/');
    },
  });
}
