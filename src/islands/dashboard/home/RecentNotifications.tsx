import { useQuery } from '@tanstack/react-query';
import { cn } from '../../lib/cn.ts';
import { relativeTime } from '../../notifications/notifications.ts';
import type { NotificationType } from '../../notifications/notifications.ts';
import { QueryError } from '../../ui/query-state.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { Card } from './Card.tsx';
import { recentNotificationsQueryOptions } from './home.queries.ts';
import { m } from '../../../shared/i18n/messages.ts';

const DOT: Record<NotificationType, string> = {
  success: 'bg-success',
  warning: 'bg-warning',
  error: 'bg-destructive',
  system: 'bg-primary',
  info: 'bg-info',
};

const TYPE_LABELS: Record<NotificationType, () => string> = {
  success: m.home_notification_type_success,
  warning: m.home_notification_type_warning,
  error: m.home_notification_type_error,
  system: m.home_notification_type_system,
  info: m.home_notification_type_info,
};

/** The newest notifications; reading and trashing them happens in the bell's panel. */
export function RecentNotifications() {
  const recent = useQuery(recentNotificationsQueryOptions());
  return (
    <Card title={m.home_recent_notifications()} icon="bell">
      {recent.isPending ? (
        <Spinner size="sm" label={m.home_notifications_loading()} align="start" />
      ) : recent.isError ? (
        <QueryError
          compact
          lead={m.home_notifications_error()}
          error={recent.error}
          onRetry={() => void recent.refetch()}
        />
      ) : recent.data.length === 0 ? (
        <p className="text-sm text-muted-foreground">{m.home_notifications_empty()}</p>
      ) : (
        <ul className="grid gap-3">
          {recent.data.map((notification) => (
            <li key={notification.id} className="flex gap-3 text-sm">
              <span aria-hidden="true" className={cn('mt-1.5 size-2 shrink-0 rounded-full', DOT[notification.type])} />
              <div className="min-w-0">
                <p className={cn('break-words', !notification.read && 'font-medium')}>
                  <span className="sr-only">
                    {notification.read
                      ? m.home_notification_read({ type: TYPE_LABELS[notification.type]() })
                      : m.home_notification_unread({ type: TYPE_LABELS[notification.type]() })}{' '}
                  </span>
                  {notification.message}
                </p>
                <p className="text-xs text-muted-foreground">
                  <time dateTime={notification.timestamp}>{relativeTime(notification.timestamp)}</time>
                </p>
              </div>
            </li>
          ))}
        </ul>
      )}
      <p className="mt-auto pt-3 text-xs text-muted-foreground">{m.home_notifications_bell_hint()}</p>
    </Card>
  );
}
