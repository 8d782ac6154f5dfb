import { lazy } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { User } from '../../../auth/auth.ts';
import { clusterPagesQueryOptions } from '../cluster-list-api.ts';

const ClusterListPage = lazy(() => import('./ClusterListPage.tsx').then((m) => ({ default: m.ClusterListPage })));

/**
 * /my-clusters: in the browser, the first page (no filter, the list's first view) is asked for
 * while the screen's code is still loading, so the rows wait for the slower of the two instead
 * of both in turn. Asked during render on purpose: an effect here would wait for the code too.
 */
export function ClusterListRoute({ user }: { user: User }) {
  const client = useQueryClient();
  const firstPage = clusterPagesQueryOptions({});
  if (typeof window !== 'undefined' && !client.getQueryState(firstPage.queryKey)) void client.prefetchInfiniteQuery(firstPage);
  return <ClusterListPage user={user} />;
}
