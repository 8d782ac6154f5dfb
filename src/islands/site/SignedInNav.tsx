import { useEffect, useState } from 'react';
import type { ReactNode } from 'react';
import { useStore } from '@nanostores/react';
import { useQuery } from '@tanstack/react-query';
import { m } from '../../shared/i18n/messages.ts';
import { publicUserSchema } from '../auth/user-schema.ts';
import { $user, listenForLogoutInOtherTabs, loadUser, logout, setInitialUser } from '../auth/auth-store.ts';
import { officersAccessQuery, UserMenu } from '../auth/UserMenu.tsx';
import { queryClient } from '../lib/query-client.ts';
import { NotificationBell } from '../notifications/NotificationBell.tsx';
import { CurrencyPicker } from '../pricing/CurrencyPicker.tsx';
import { ThemeToggle } from '../ui/theme-toggle.tsx';
import { DashboardIcon, HomeIcon } from './icons.tsx';
import { currentMarker, iconButtonClass, navLinkClass, panelItemClass } from './nav-styles.ts';

/** Seeds $user with the probe's answer (no second round trip); asks again if it is malformed. */
function adoptProbedUser(probedUser: unknown): void {
  const parsed = publicUserSchema.safeParse(probedUser);
  if (parsed.success) setInitialUser(parsed.data);
  // loadUser records its failures in $authError; the header then stays signed out.
  else if ($user.get() === undefined) loadUser().catch(() => {});
}

export interface SignedInNavProps {
  /** The body of the 200 answer of GET /api/user that made the header load this module. */
  probedUser: unknown;
  currentPath: string;
  /** What to show once the user signs out (in this tab or another). */
  signedOut: ReactNode;
}

/**
 * The signed-in header: Support, home icon, theme toggle, currency picker, dashboard
 * icon, notifications bell with its badge, and the user menu.
 */
export default function SignedInNav({ probedUser, currentPath, signedOut }: SignedInNavProps) {
  // Seeded during the first render so the controls appear with no signed-out flash in between.
  useState(() => adoptProbedUser(probedUser));
  const user = useStore($user);
  useEffect(() => listenForLogoutInOtherTabs(), []);

  if (!user) return <>{signedOut}</>;
  return (
    <>
      <a
        href="/support"
        className={`${navLinkClass} max-lg:hidden`}
        aria-current={currentMarker(currentPath, '/support')}
      >
        {m.site_nav_support()}
      </a>
      {/* On a phone, Home and Dashboard are in the floating menu (and Home on the band below): the row keeps to the screen. */}
      <a
        href="/"
        aria-label={m.site_nav_home()}
        title={m.site_nav_home()}
        className={`${iconButtonClass} max-sm:hidden`}
        aria-current={currentMarker(currentPath, '/')}
      >
        <HomeIcon />
      </a>
      <ThemeToggle />
      <CurrencyPicker />
      <a
        href="/dashboard"
        aria-label={m.site_nav_dashboard()}
        title={m.site_nav_dashboard()}
        className={`${iconButtonClass} max-sm:hidden`}
      >
        <DashboardIcon />
      </a>
      <NotificationBell user={user} />
      <UserMenu user={user} />
    </>
  );
}

/**
 * The floating menu's signed-in rows: Officers Panel (with officers access), Settings
 * and Logout. A failed logout is only logged, and the panel closes either way.
 */
export function MobileAccountItems({ currentPath, close }: { currentPath: string; close: () => void }) {
  const user = useStore($user);
  const officers = useQuery(officersAccessQuery(user?.id), queryClient);
  if (!user) return null;

  const signOut = () => {
    close();
    logout().catch((error: unknown) => console.error('Logout failed', error));
  };

  return (
    <>
      <li aria-hidden="true" className="my-1 h-px bg-border" />
      {officers.data === true ? (
        <li>
          <a
            href="/officers/panel"
            className={panelItemClass}
            aria-current={currentMarker(currentPath, '/officers/panel')}
          >
            {m.site_nav_officers_panel()}
          </a>
        </li>
      ) : null}
      <li>
        <a href="/settings" className={panelItemClass} aria-current={currentMarker(currentPath, '/settings')}>
          {m.site_nav_settings()}
        </a>
      </li>
      <li>
        <button type="button" className={panelItemClass} onClick={signOut}>
          {m.site_nav_logout()}
        </button>
      </li>
    </>
  );
}
