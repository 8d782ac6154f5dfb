import { queryOptions } from '@tanstack/react-query';
import { fetchNotificationPage, notificationKeys } from '../../notifications/notifications.queries.ts';
import { NOTIFICATIONS_POLL_MS } from '../../notifications/notifications.ts';
import type { Notification } from '../../notifications/notifications.ts';

/** How many notifications the dashboard home lists. */
export const RECENT_NOTIFICATIONS = 5;

/**
 * The newest notifications for the home page. The key sits under the bell's, so its
 * invalidations (new message over /ws, read, trash) refresh this list too; polled like the bell.
 */
export const recentNotificationsQueryOptions = () =>
  queryOptions<Notification[]>({
    queryKey: notificationKeys.recent(),
    // A 401 means the session just ended; the access guard takes over, so show nothing.
    queryFn: async ({ signal }) =>
      (await fetchNotificationPage({ limit: RECENT_NOTIFICATIONS, cursor: null }, signal))?.items ?? [],
    refetchInterval: NOTIFICATIONS_POLL_MS,
    refetchIntervalInBackground: false,
  });
