import { queryOptions } from '@tanstack/react-query';
import { apiStatus } from '../../lib/api/client.ts';
import { MS_PER_MINUTE } from '../../../shared/time.ts';

/** GET /api/sidebar-counts: orders.total may come as a number or a string. */
export interface SidebarCounts {
  clusters: number;
  orders: { total: number | string };
  /** Counts that nothing records yet, with the reason to show instead of a bare 0. */
  notCounted?: { clusters?: string; orders?: string };
}

/** What the System Status indicator shows. */
export type SystemStatus = 'healthy' | 'degraded' | 'unreachable';

/** Query keys of the sidebar; the first part is the API path. */
export const sidebarKeys = {
  counts: ['/api/sidebar-counts'] as const,
  health: ['/api/health'] as const,
} as const;

/** Polled every 30 s, stale after 5 s, only while signed in. */
export const sidebarCountsQueryOptions = (signedIn: boolean) =>
  queryOptions<SidebarCounts>({
    queryKey: sidebarKeys.counts,
    refetchInterval: 30_000,
    staleTime: 5_000,
    enabled: signedIn,
  });

/** Reads /api/health's answer: 200 healthy, 503 degraded (the store fails), anything else unreachable. */
export function statusFromHealth(httpStatus: number): SystemStatus {
  if (httpStatus === 200) return 'healthy';
  if (httpStatus === 503) return 'degraded';
  return 'unreachable';
}

/** The System Status indicator's source, checked every minute; a network failure is 'unreachable'. */
export const systemStatusQueryOptions = () =>
  queryOptions<SystemStatus>({
    queryKey: sidebarKeys.health,
    queryFn: async ({ signal }) => {
      try {
        return statusFromHealth(await apiStatus('/api/health', { signal }));
      } catch (error) {
        // An aborted check is not news about the server; let the query keep its last answer.
        if (signal.aborted) throw error;
        return 'unreachable';
      }
    },
    refetchInterval: MS_PER_MINUTE,
    staleTime: 30_000,
  });
