import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { QueryClientProvider, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { User } from '../auth/auth.ts';
import { AuthProvider, useAuth } from '../auth/AuthProvider.tsx';
import { cn } from '../lib/cn.ts';
import { queryClient } from '../lib/query-client.ts';
import { BellIcon } from './notification-icons.tsx';
import { NotificationPanel } from './NotificationPanel.tsx';
import { notificationCountQuery, notificationPanelQuery } from './notifications.queries.ts';
import { badgeText, bellLabel } from './notifications.ts';
import { useRealtime } from './use-realtime.ts';

export type NotificationBellProps = {
  /** `Astro.locals.user` when the page has it; otherwise the session is read (or shared with other islands). */
  user?: User | null;
  className?: string;
};

/**
 * The header bell: unread badge, the notifications panel, 10 s polling and the /ws
 * connection. Works as its own island and inside the dashboard island (same shared QueryClient).
 */
export function NotificationBell({ user, className }: NotificationBellProps) {
  return (
    <QueryClientProvider client={queryClient}>
      <AuthProvider initialUser={user}>
        <Bell className={className} />
      </AuthProvider>
    </QueryClientProvider>
  );
}

function Bell({ className }: { className?: string }) {
  const { user } = useAuth();
  const signedIn = Boolean(user);
  useRealtime(user?.id);
  const count = useQuery(notificationCountQuery(signedIn));
  const list = useInfiniteQuery(notificationPanelQuery(signedIn));
  const [open, setOpen] = useState(false);
  const [top, setTop] = useState(0);
  const panelId = useId();
  const containerRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);

  const close = useCallback((restoreFocus: boolean) => {
    setOpen(false);
    if (restoreFocus) buttonRef.current?.focus();
  }, []);

  // A non-modal popover: focus moves in on open; Escape or a click outside closes it.
  useEffect(() => {
    if (!open) return undefined;
    panelRef.current?.focus();
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close(true);
    };
    const onPointerDown = (event: PointerEvent) => {
      if (!containerRef.current?.contains(event.target as Node)) close(false);
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('pointerdown', onPointerDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onPointerDown);
    };
  }, [open, close]);

  if (!user) return null;
  const unread = count.data?.count ?? 0;
  const badge = badgeText(unread);

  return (
    <div ref={containerRef} className={cn('relative', className)}>
      <button
        ref={buttonRef}
        type="button"
        aria-label={bellLabel(unread)}
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        aria-haspopup="dialog"
        onClick={() => {
          if (open) return close(false);
          setTop(buttonRef.current?.getBoundingClientRect().bottom ?? 0);
          setOpen(true);
        }}
        className={cn(
          'relative inline-flex size-9 items-center justify-center rounded-md text-muted-foreground transition-colors',
          'hover:bg-accent hover:text-accent-foreground',
          'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
        )}
      >
        <BellIcon className="size-5" />
        {badge ? (
          <span
            aria-hidden="true"
            className="absolute -top-0.5 -right-0.5 flex h-4.5 min-w-4.5 items-center justify-center rounded-full bg-destructive px-1 text-[0.6875rem] leading-none font-semibold text-destructive-foreground"
          >
            {badge}
          </span>
        ) : null}
      </button>
      {open ? <NotificationPanel id={panelId} unread={unread} list={list} panelRef={panelRef} top={top} /> : null}
    </div>
  );
}
