// GET /api/clusters as the console reads it: keyset pages of the lighter list rows, read through
// the X-Next-Cursor header (the default query function cannot see headers). Every key starts with
// '/api/clusters', so /ws cluster messages and invalidateCluster make them stale like the rest.
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import type { ClusterCounts, ClusterListItem, ClusterStatus } from '../../../shared/clusters/clusters.schemas.ts';
import { apiResponse, readJson } from '../../lib/api/client.ts';
import { clusterKeys } from './clusters.queries.ts';

export type { ClusterCounts, ClusterListItem };

/** Rows per page of the clusters list (the API's default). */
export const CLUSTER_PAGE_SIZE = 50;
/** The largest page the API answers: used when a screen needs every cluster. */
const LARGEST_PAGE = 100;

/** What the server filters the list on; empty values are no filter. */
export type ClusterListFilters = { q?: string; status?: ClusterStatus | ''; tierId?: string; providerId?: string };

export type ClusterPage = { items: ClusterListItem[]; nextCursor: string | null };

/** One page of GET /api/clusters, newest first. */
export async function fetchClusterPage(
  filters: ClusterListFilters,
  cursor: string | null,
  limit: number,
  signal?: AbortSignal,
): Promise<ClusterPage> {
  const search = new URLSearchParams({ limit: String(limit) });
  for (const key of ['q', 'status', 'tierId', 'providerId'] as const) {
    const value = filters[key]?.trim();
    if (value) search.set(key, value);
  }
  if (cursor) search.set('cursor', cursor);
  const response = await apiResponse(`/api/clusters?${search}`, { signal });
  return { items: await readJson<ClusterListItem[]>(response), nextCursor: response.headers.get('X-Next-Cursor') };
}

/** Every cluster matching the filters, page after page of the largest size (pickers, topology). */
export async function fetchAllClusters(filters: ClusterListFilters, signal?: AbortSignal): Promise<ClusterListItem[]> {
  const all: ClusterListItem[] = [];
  let cursor: string | null = null;
  do {
    const page: ClusterPage = await fetchClusterPage(filters, cursor, LARGEST_PAGE, signal);
    all.push(...page.items);
    cursor = page.nextCursor;
  } while (cursor);
  return all;
}

const normalized = (filters: ClusterListFilters): ClusterListFilters => ({
  q: filters.q?.trim() ?? '',
  status: filters.status ?? '',
  tierId: filters.tierId ?? '',
  providerId: filters.providerId ?? '',
});

/** /my-clusters: the filtered list, 50 rows at a time ("Show more" loads the next page). */
export const clusterPagesQueryOptions = (filters: ClusterListFilters) =>
  infiniteQueryOptions({
    queryKey: clusterKeys.listPages(normalized(filters)),
    queryFn: ({ pageParam, signal }) => fetchClusterPage(filters, pageParam, CLUSTER_PAGE_SIZE, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
  });

/** Every cluster matching the filters (the cluster pickers, the topology overview). */
export const allClustersQueryOptions = (filters: ClusterListFilters = {}) =>
  queryOptions({
    queryKey: clusterKeys.listAll(normalized(filters)),
    queryFn: ({ signal }) => fetchAllClusters(filters, signal),
  });

/** GET /api/clusters/counts (the default query function GETs the path). */
export const clusterCountsQueryOptions = () => queryOptions<ClusterCounts>({ queryKey: clusterKeys.counts });
