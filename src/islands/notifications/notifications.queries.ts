import { infiniteQueryOptions, queryOptions, type QueryClient } from '@tanstack/react-query';
import { ApiError } from '../lib/api-error.ts';
import { apiResponse, getQueryFn, readJson } from '../lib/api/client.ts';
import { FIRST_PAGE_SIZE, MORE_PAGE_SIZE, NOTIFICATIONS_POLL_MS, type Notification } from './notifications.ts';
import { refreshQueries } from '../lib/refresh-queries.ts';

/** Query keys; the default query function GETs the first part. */
export const notificationKeys = {
  all: ['/api/notifications'] as const,
  panel: () => ['/api/notifications', 'panel'] as const,
  /** The home page's newest few, under the bell's key so its invalidations reach them. */
  recent: () => ['/api/notifications', 'recent'] as const,
  count: ['/api/notifications/count'] as const,
};

/** One page of the panel: items newest first and the server's cursor for the next page. */
export type NotificationPage = { items: Notification[]; nextCursor: string | null };
type PageParam = { limit: number; cursor: string | null };

// Every 10 s, never in a background tab, and only while signed in (`enabled`).
const polling = { refetchInterval: NOTIFICATIONS_POLL_MS, refetchIntervalInBackground: false } as const;

/** The unread count; 401 (signed out meanwhile) gives null. */
export const notificationCountQuery = (signedIn: boolean) =>
  queryOptions({
    queryKey: notificationKeys.count,
    queryFn: getQueryFn<{ count: number }>({ on401: 'returnNull' }),
    enabled: signedIn,
    ...polling,
  });

/** The panel's list, 5 first then 10 per 'View all notifications', polled like the count. */
export const notificationPanelQuery = (signedIn: boolean) =>
  infiniteQueryOptions({
    queryKey: notificationKeys.panel(),
    queryFn: ({ pageParam, signal }) => fetchNotificationPage(pageParam, signal),
    initialPageParam: { limit: FIRST_PAGE_SIZE, cursor: null } as PageParam,
    getNextPageParam: (last): PageParam | undefined =>
      last?.nextCursor ? { limit: MORE_PAGE_SIZE, cursor: last.nextCursor } : undefined,
    enabled: signedIn,
    ...polling,
  });

/**
 * GET /api/notifications for one page (read through the client, since the default query function
 * cannot see the X-Next-Cursor header): 401 (signed out meanwhile) gives null, like the count.
 */
export async function fetchNotificationPage(param: PageParam, signal?: AbortSignal): Promise<NotificationPage | null> {
  const search = new URLSearchParams({ limit: String(param.limit) });
  if (param.cursor) search.set('cursor', param.cursor);
  try {
    const response = await apiResponse(`/api/notifications?${search}`, { signal });
    return { items: await readJson<Notification[]>(response), nextCursor: response.headers.get('X-Next-Cursor') };
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}

/** Refetches the list and the count (after a change here, or a /ws message). */
export function invalidateNotifications(client: QueryClient): Promise<void> {
  return Promise.all([
    refreshQueries(client, { queryKey: notificationKeys.all }),
    refreshQueries(client, { queryKey: notificationKeys.count }),
  ]).then(() => undefined);
}
