import { cn } from '../lib/cn.ts';
import type { User } from './auth.ts';
import { m } from '../../shared/i18n/messages.ts';

/** The avatar button's look: the same before and after the menu's code has loaded. */
export const accountTriggerClass = cn(
  'inline-flex size-9 items-center justify-center rounded-full bg-primary text-sm font-semibold text-primary-foreground',
  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
);

/** The avatar button's accessible name. */
export const accountTriggerLabel = (user: User) => m.auth_account_menu_for({ name: user.username || user.email });
