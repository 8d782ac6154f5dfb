import type { ComponentProps } from 'react';
import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { cn } from '../lib/cn.ts';
import { Spinner } from '../ui/spinner.tsx';
import { richMessage } from '../ui/rich-message.tsx';
import { m } from '../../shared/i18n/messages.ts';
import { avatarInitial } from './auth.ts';
import type { User } from './auth.ts';
import { accountTriggerClass, accountTriggerLabel } from './account-trigger.ts';

export interface AccountDropdownProps {
  user: User;
  /** Opens at once: the user asked for the menu before its code was there. */
  defaultOpen: boolean;
  officers: boolean;
  loggingOut: boolean;
  onSignOut: () => void;
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

/** The account menu itself, with its menu library: loaded when the avatar is first used. */
export function AccountDropdown({ user, defaultOpen, officers, loggingOut, onSignOut }: AccountDropdownProps) {
  return (
    <DropdownMenu.Root defaultOpen={defaultOpen}>
      <DropdownMenu.Trigger aria-label={accountTriggerLabel(user)} className={accountTriggerClass}>
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
            <span className="block truncate font-medium text-foreground">
              {user.companyName ?? m.auth_organization_fallback()}
            </span>
            <span className="block">
              {richMessage((slot) => m.auth_billing_id({ id: slot.id }), {
                id: <span className="font-mono">{user.companyId ?? m.auth_not_available()}</span>,
              })}
            </span>
          </DropdownMenu.Label>
          <DropdownMenu.Separator className="my-1 h-px bg-border" />
          {officers ? <LinkItem href="/officers/panel">{m.auth_officers_panel()}</LinkItem> : null}
          <LinkItem href="/settings">{m.auth_settings()}</LinkItem>
          <DropdownMenu.Item
            className={itemClass}
            disabled={loggingOut}
            onSelect={(event) => {
              // Keep the menu open so 'Logging out...' stays visible until the page changes.
              event.preventDefault();
              onSignOut();
            }}
          >
            {loggingOut ? <Spinner size="sm" label={m.auth_logging_out()} /> : null}
            {loggingOut ? m.auth_logging_out_ellipsis() : m.auth_logout()}
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
