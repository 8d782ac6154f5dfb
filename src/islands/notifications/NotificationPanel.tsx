import { useEffect, useState, type CSSProperties, type RefObject } from 'react';
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import { cn } from '../lib/cn.ts';
import { Button } from '../ui/button.tsx';
import { Spinner } from '../ui/spinner.tsx';
import { NotificationItem } from './NotificationItem.tsx';
import type { NotificationPage } from './notifications.queries.ts';
import { useNotificationActions } from './use-notification-actions.ts';
import { m } from '../../shared/i18n/messages.ts';
import { QueryError } from '../ui/query-state.tsx';

export type NotificationPanelProps = {
  id: string;
  unread: number;
  list: UseInfiniteQueryResult<InfiniteData<NotificationPage | null>>;
  panelRef: RefObject<HTMLDivElement | null>;
  /** Viewport offset of the bell's bottom edge: on narrow screens the panel spans the width below it. */
  top: number;
};

// Relative times go stale on screen: redraw them while the panel is open.
function useNow(periodMs: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), periodMs);
    return () => clearInterval(timer);
  }, [periodMs]);
  return now;
}

/** The notifications panel: non-trashed, newest first, 5 then 10 more per click. */
export function NotificationPanel({ id, unread, list, panelRef, top }: NotificationPanelProps) {
  const now = useNow(30_000);
  const { markRead, markAllRead, trash } = useNotificationActions();
  const items = list.data?.pages.flatMap((page) => page?.items ?? []) ?? [];
  const busyId = (markRead.isPending && markRead.variables) || (trash.isPending && trash.variables) || null;

  return (
    <div
      id={id}
      ref={panelRef}
      role="dialog"
      aria-label={m.notifications_title()}
      tabIndex={-1}
      style={{ '--panel-top': `${top + 8}px` } as CSSProperties}
      className={cn(
        'fixed inset-x-3 top-(--panel-top) z-50 rounded-md border border-border bg-popover text-popover-foreground shadow-lg outline-none',
        'sm:absolute sm:inset-x-auto sm:top-full sm:right-0 sm:mt-2 sm:w-[24rem]',
      )}
    >
      <div className="flex items-center justify-between gap-2 border-b border-border px-4 py-2">
        <h2 className="text-sm font-semibold">{m.notifications_title()}</h2>
        <Button
          variant="ghost"
          size="sm"
          disabled={unread === 0 || markAllRead.isPending}
          onClick={() => markAllRead.mutate()}
        >
          {markAllRead.isPending ? <Spinner size="sm" label={m.notifications_marking_all_read()} /> : null}
          {m.notifications_mark_all_read()}
        </Button>
      </div>
      <div className="max-h-[min(28rem,70vh)] overflow-y-auto">
        {list.isPending ? (
          <div className="flex justify-center p-6">
            <Spinner size="md" label={m.notifications_loading()} />
          </div>
        ) : list.isError && items.length === 0 ? (
          <div className="p-6">
            <QueryError
              compact
              error={list.error}
              onRetry={() => void list.refetch()}
              text={(message) => m.notifications_load_failed({ message })}
            />
          </div>
        ) : items.length === 0 ? (
          <p className="p-6 text-center text-sm text-muted-foreground">{m.notifications_empty()}</p>
        ) : (
          <ul aria-label={m.notifications_list_label()}>
            {items.map((notification) => (
              <NotificationItem
                key={notification.id}
                notification={notification}
                now={now}
                busy={busyId === notification.id}
                onMarkRead={(notificationId) => markRead.mutate(notificationId)}
                onTrash={(notificationId) => trash.mutate(notificationId)}
              />
            ))}
          </ul>
        )}
      </div>
      {list.hasNextPage ? (
        <div className="border-t border-border p-2">
          <Button
            variant="ghost"
            size="sm"
            className="w-full"
            disabled={list.isFetchingNextPage}
            onClick={() => void list.fetchNextPage()}
          >
            {list.isFetchingNextPage ? <Spinner size="sm" label={m.notifications_loading_more()} /> : null}
            {m.notifications_view_all()}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
