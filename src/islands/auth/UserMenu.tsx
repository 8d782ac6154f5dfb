import { useState } from 'react';
import type { ComponentProps } from 'react';
import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { cn } from '../lib/cn.ts';
import { getQueryFn } from '../lib/query-fn.ts';
import { queryClient } from '../lib/query-client.ts';
import { Spinner } from '../ui/spinner.tsx';
import { avatarInitial } from './auth.ts';
import type { User } from './auth.ts';
import { AuthProvider, useAuth } from './AuthProvider.tsx';
import { MS_PER_MINUTE } from '../../shared/time.ts';

/** SPEC §6, §9: officers access is cached 5 minutes and never retried. */
export const officersAccessQuery = (userId: string | undefined) =>
  queryOptions({
    // The default query function GETs the first key part; the id keeps users' answers apart.
    queryKey: ['/api/officers/check-access', userId] as const,
    queryFn: getQueryFn<boolean>({ on401: 'returnNull' }),
    staleTime: 5 * MS_PER_MINUTE,
    retry: false,
    enabled: Boolean(userId),
  });

/** Header island: the avatar button and the account menu (SPEC §2). */
export function UserMenu({ user }: { user: User }) {
  return (
    <AuthProvider initialUser={user}>
      <AccountMenu />
    </AuthProvider>
  );
}

const itemClass = cn(
  'flex cursor-default items-center gap-2 rounded-sm px-2 py-1.5 text-sm outline-none select-none',
  'data-[highlighted]:bg-accent data-[highlighted]:text-accent-foreground',
  'data-[disabled]:pointer-events-none data-[disabled]:opacity-50',
);

function LinkItem({ href, children }: { href: string; children: ComponentProps<'a'>['children'] }) {
  return (
    <DropdownMenu.Item asChild className={itemClass}>
      <a href={href}>{children}</a>
    </DropdownMenu.Item>
  );
}

function AccountMenu() {
  const { user, logout } = useAuth();
  const [loggingOut, setLoggingOut] = useState(false);
  const officers = useQuery(officersAccessQuery(user?.id), queryClient);

  if (!user) return null;

  const signOut = async () => {
    setLoggingOut(true);
    try {
      await logout();
    } catch (error) {
      // SPEC §8: in the header a failed logout is only logged.
      console.error('Logout failed', error);
      setLoggingOut(false);
    }
  };

  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger
        aria-label={`Account menu for ${user.username || user.email}`}
        className={cn(
          'inline-flex size-9 items-center justify-center rounded-full bg-primary text-sm font-semibold text-primary-foreground',
          'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
        )}
      >
        <span aria-hidden="true">{avatarInitial(user)}</span>
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={8}
          className="z-50 min-w-64 rounded-md border border-border bg-popover p-1 text-popover-foreground shadow-md"
        >
          <DropdownMenu.Label className="px-2 py-1.5">
            <span className="block truncate text-sm font-medium">{user.username || user.email}</span>
            <span className="block truncate text-xs text-muted-foreground">{user.email}</span>
          </DropdownMenu.Label>
          <DropdownMenu.Separator className="my-1 h-px bg-border" />
          <DropdownMenu.Label className="px-2 py-1.5 text-xs text-muted-foreground">
            <span className="block truncate font-medium text-foreground">{user.companyName ?? 'Organization'}</span>
            <span className="block">
              Billing ID: <span className="font-mono">{user.companyId ?? 'N/A'}</span>
            </span>
          </DropdownMenu.Label>
          <DropdownMenu.Separator className="my-1 h-px bg-border" />
          {officers.data === true ? <LinkItem href="/officers/panel">Officers Panel</LinkItem> : null}
          <LinkItem href="/settings">Settings</LinkItem>
          <DropdownMenu.Item
            className={itemClass}
            disabled={loggingOut}
            onSelect={(event) => {
              // Keep the menu open so 'Logging out...' stays visible until the page changes.
              event.preventDefault();
              void signOut();
            }}
          >
            {loggingOut ? <Spinner size="sm" label="Logging out" /> : null}
            {loggingOut ? 'Logging out...' : 'Logout'}
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
