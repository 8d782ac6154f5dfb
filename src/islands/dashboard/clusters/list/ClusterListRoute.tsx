import { lazy } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { User } from '../../../auth/auth.ts';
import { catalogQuery } from '../../../lib/catalog-query.ts';
import { clusterPagesQueryOptions } from '../cluster-list-api.ts';

const ClusterListPage = lazy(() => import('./ClusterListPage.tsx').then((m) => ({ default: m.ClusterListPage })));

/**
 * /my-clusters: in the browser, the first page (no filter, the list's first view) and the
 * catalog its rows name tiers and regions from are asked for while the screen's code is still
 * loading, so the rows wait for the slower of the three instead of each in turn. Asked during
 * render on purpose: an effect here would wait for the code too.
 */
export function ClusterListRoute({ user }: { user: User }) {
  const client = useQueryClient();
  if (typeof window !== 'undefined') {
    const firstPage = clusterPagesQueryOptions({});
    if (!client.getQueryState(firstPage.queryKey)) void client.prefetchInfiniteQuery(firstPage);
    const catalog = catalogQuery();
    if (!client.getQueryState(catalog.queryKey)) void client.prefetchQuery(catalog);
  }
  return <ClusterListPage user={user} />;
}
