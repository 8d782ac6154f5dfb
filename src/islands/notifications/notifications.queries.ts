import { infiniteQueryOptions, queryOptions, type QueryClient } from '@tanstack/react-query';
import { apiUrl } from '../lib/api-base.ts';
import { createApiError, errorField, messageField, parseErrorBody } from '../lib/api-error.ts';
import { getQueryFn } from '../lib/api/client.ts';
import { FIRST_PAGE_SIZE, MORE_PAGE_SIZE, NOTIFICATIONS_POLL_MS, type Notification } from './notifications.ts';
import { refreshQueries } from '../lib/refresh-queries.ts';
import { m } from '../../shared/i18n/messages.ts';

/** Query keys; the default query function GETs the first part. */
export const notificationKeys = {
  all: ['/api/notifications'] as const,
  panel: () => ['/api/notifications', 'panel'] as const,
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
 * GET /api/notifications for one page. The default query function cannot read the
 * X-Next-Cursor header, so this mirrors its rules: 401 gives null, and an error's message is the
 * body's message, then its error field, then 'Error {status}'.
 */
export async function fetchNotificationPage(param: PageParam, signal?: AbortSignal): Promise<NotificationPage | null> {
  const search = new URLSearchParams({ limit: String(param.limit) });
  if (param.cursor) search.set('cursor', param.cursor);
  const response = await fetch(apiUrl(`/api/notifications?${search}`), { credentials: 'include', signal });
  if (response.status === 401) {
    await response.arrayBuffer().catch(() => undefined);
    return null;
  }
  if (!response.ok) {
    const body = parseErrorBody(await response.text());
    throw createApiError(messageField(body) ?? errorField(body) ?? m.notifications_error_status({ status: response.status }), response.status, body);
  }
  return { items: (await response.json()) as Notification[], nextCursor: response.headers.get('X-Next-Cursor') };
}

/** Refetches the list and the count (after a change here, or a /ws message). */
export function invalidateNotifications(client: QueryClient): Promise<void> {
  return Promise.all([
    refreshQueries(client, { queryKey: notificationKeys.all }),
    refreshQueries(client, { queryKey: notificationKeys.count }),
  ]).then(() => undefined);
}
