import type { Cluster, ClusterStatus } from '../cluster-types.ts';

/** What the clusters list is narrowed to. */
export type ClusterFilters = { query: string; status: ClusterStatus | ''; tierId: string; providerId: string };

export const NO_FILTERS: ClusterFilters = { query: '', status: '', tierId: '', providerId: '' };

/** Clusters matching the filters; the search looks at name, region and version. */
export function filterClusters(clusters: readonly Cluster[], filters: ClusterFilters): Cluster[] {
  const query = filters.query.trim().toLowerCase();
  return clusters.filter(
    (c) =>
      (!filters.status || c.status === filters.status) &&
      (!filters.tierId || c.tierId === filters.tierId) &&
      (!filters.providerId || c.providerId === filters.providerId) &&
      (!query || c.name.includes(query) || c.regionId.includes(query) || c.kubernetesVersion.includes(query)),
  );
}

/** One page of a list: its items, and how many pages there are. */
export function pageOf<T>(
  items: readonly T[],
  page: number,
  size: number,
): { items: T[]; pages: number; page: number } {
  const pages = Math.max(1, Math.ceil(items.length / size));
  const current = Math.min(Math.max(1, page), pages);
  return { items: items.slice((current - 1) * size, current * size), pages, page: current };
}
