import type { NotificationRecord, NotificationType } from '../../shared/notifications/notifications.schemas.ts';
import { formatRelativeTime } from '../ui/format-relative-time.ts';
import type { LiveEvent } from '../../shared/realtime-messages.ts';
import { m } from '../../shared/i18n/messages.ts';

/** A notification as GET /api/notifications returns it. */
export type Notification = NotificationRecord;
export type { NotificationType };

/** Polling period of the list and the count, and the WebSocket reconnect delay. */
export const NOTIFICATIONS_POLL_MS = 10_000;
export const REALTIME_RECONNECT_MS = 5_000;
/** The panel first shows 5; 'View all notifications' adds 10 per click. */
export const FIRST_PAGE_SIZE = 5;
export const MORE_PAGE_SIZE = 10;

/** The badge text; '99+' above 99, nothing at 0. */
export function badgeText(count: number): string {
  if (count <= 0) return '';
  return count > 99 ? '99+' : String(count);
}

/** The bell's accessible name: the exact unread count, which the badge may cap. */
export function bellLabel(count: number): string {
  return count > 0 ? m.notifications_bell_unread({ count }) : m.notifications_title();
}

/**
 * Relative time: under 60 s 'Just now', then minutes, hours, days up to 6, otherwise the
 * local date. The rule is the one the account pages already use; one implementation, one rule.
 */
export function relativeTime(timestamp: string, now: number = Date.now()): string {
  return formatRelativeTime(timestamp, now);
}

/** The /ws URL of this page's host: wss on https. */
export function realtimeUrl(location: Pick<Location, 'protocol' | 'host'>): string {
  return `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}/ws`;
}

/** True for a `{ type: 'notification', userId }` message addressed to this user. */
export function isNotificationFor(message: LiveEvent, userId: string): boolean {
  return message.type === 'notification' && message.userId === userId;
}

/** Words for each type, read before the message by screen readers, in the current language. */
export function notificationTypeLabel(type: NotificationType): string {
  switch (type) {
    case 'success':
      return m.notifications_type_success();
    case 'warning':
      return m.notifications_type_warning();
    case 'error':
      return m.notifications_type_error();
    case 'system':
      return m.notifications_type_system();
    case 'info':
      return m.notifications_type_info();
  }
}

/** notificationTypeLabel as a map: each read gives the word in the language being rendered. */
export const TYPE_LABELS: Readonly<Record<NotificationType, string>> = {
  get success() {
    return notificationTypeLabel('success');
  },
  get warning() {
    return notificationTypeLabel('warning');
  },
  get error() {
    return notificationTypeLabel('error');
  },
  get system() {
    return notificationTypeLabel('system');
  },
  get info() {
    return notificationTypeLabel('info');
  },
};
