import { cn } from '../lib/cn.ts';
import { CheckIcon, TrashIcon } from './notification-icons.tsx';
import { notificationTypeLabel, relativeTime, type Notification, type NotificationType } from './notifications.ts';
import { m } from '../../shared/i18n/messages.ts';

const DOT: Record<NotificationType, string> = {
  success: 'bg-success',
  warning: 'bg-warning',
  error: 'bg-destructive',
  system: 'bg-muted-foreground',
  info: 'bg-info',
};

const iconButton = cn(
  'inline-flex size-8 shrink-0 items-center justify-center rounded-md text-muted-foreground transition-colors',
  'hover:bg-accent hover:text-accent-foreground disabled:pointer-events-none disabled:opacity-50',
  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
);

export type NotificationItemProps = {
  notification: Notification;
  now: number;
  busy: boolean;
  onMarkRead: (id: string) => void;
  onTrash: (id: string) => void;
};

/** One row of the panel: clicking it marks it read; its buttons mark it read or trash it. */
export function NotificationItem({ notification, now, busy, onMarkRead, onTrash }: NotificationItemProps) {
  const { id, type, message, timestamp, read } = notification;
  return (
    <li
      className={cn('flex items-start gap-1 border-b border-border px-2 py-2 last:border-b-0', !read && 'bg-accent/40')}
    >
      <button
        type="button"
        onClick={() => {
          if (!read) onMarkRead(id);
        }}
        className={cn(
          'flex min-w-0 flex-1 items-start gap-3 rounded-md px-2 py-1 text-left',
          'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
        )}
      >
        <span className={cn('mt-1.5 size-2 shrink-0 rounded-full', DOT[type])} aria-hidden="true" />
        <span className="min-w-0 flex-1">
          <span className="sr-only">
            {read
              ? m.notifications_item_prefix({ type: notificationTypeLabel(type) })
              : m.notifications_item_prefix_unread({ type: notificationTypeLabel(type) })}
          </span>
          <span
            className={cn('block text-sm break-words', read ? 'text-muted-foreground' : 'font-medium text-foreground')}
          >
            {message}
          </span>
          <time dateTime={timestamp} className="mt-0.5 block text-xs text-muted-foreground">
            {relativeTime(timestamp, now)}
          </time>
        </span>
      </button>
      {read ? null : (
        <button
          type="button"
          className={iconButton}
          disabled={busy}
          onClick={() => onMarkRead(id)}
          aria-label={m.notifications_mark_read()}
          title={m.notifications_mark_read()}
        >
          <CheckIcon className="size-4" />
        </button>
      )}
      <button
        type="button"
        className={iconButton}
        disabled={busy}
        onClick={() => onTrash(id)}
        aria-label={m.notifications_trash()}
        title={m.notifications_trash()}
      >
        <TrashIcon className="size-4" />
      </button>
    </li>
  );
}
