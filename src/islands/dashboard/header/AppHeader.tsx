import type { User } from '../../auth/auth.ts';
import { UserMenu } from '../../auth/UserMenu.tsx';
import { cn } from '../../lib/cn.ts';
import { NotificationBell } from '../../notifications/NotificationBell.tsx';
import { CurrencyPicker } from '../../pricing/CurrencyPicker.tsx';
import { ThemeToggle } from '../../ui/theme-toggle.tsx';
import { Icon } from '../shell/icons.tsx';
import { m } from '../../../shared/i18n/messages.ts';

const iconLink = cn(
  'inline-flex size-9 items-center justify-center rounded-md text-foreground transition-colors',
  'hover:bg-accent hover:text-accent-foreground',
);

/**
 * The signed-in header: home icon, theme toggle, currency picker, dashboard icon,
 * notifications bell and user menu; the Support link only shows to signed-in users (all here).
 */
export function AppHeader({ user, pathname }: { user: User; pathname: string }) {
  return (
    <header className="sticky top-0 z-40 border-b border-border bg-background/80 backdrop-blur supports-[backdrop-filter]:bg-background/70">
      <div className="flex h-14 items-center gap-1 px-3 sm:gap-2 sm:px-4">
        <a href="/" aria-label={m.header_home()} title={m.header_home()} className={iconLink}>
          <Icon name="home" className="size-5" />
        </a>
        <span className="hidden items-center gap-2 font-semibold tracking-tight sm:flex">
          <svg viewBox="0 0 32 32" className="size-6 text-primary" aria-hidden="true" focusable="false">
            <path
              fill="currentColor"
              d="M16 2 4 8v8c0 7 5.2 12.7 12 14 6.8-1.3 12-7 12-14V8L16 2Zm0 5 7 3.5V16c0 4.4-3 8.2-7 9.3-4-1.1-7-4.9-7-9.3v-5.5L16 7Z"
            />
          </svg>
          <span>
            Sovereign<span className="text-primary">K8s</span>
          </span>
        </span>
        <div className="ml-auto flex items-center gap-1 sm:gap-2">
          <a
            href="/support"
            className="hidden h-9 items-center rounded-md px-3 text-sm font-medium text-muted-foreground transition-colors hover:bg-accent hover:text-accent-foreground lg:inline-flex"
          >
            {m.header_support()}
          </a>
          <ThemeToggle />
          <CurrencyPicker />
          <a
            href="/dashboard"
            aria-label={m.header_dashboard()}
            title={m.header_dashboard()}
            aria-current={pathname === '/dashboard' ? 'page' : undefined}
            className={cn(iconLink, 'aria-[current=page]:text-primary')}
          >
            <Icon name="dashboard" className="size-5" />
          </a>
          <NotificationBell user={user} />
          <UserMenu user={user} />
        </div>
      </div>
    </header>
  );
}
