import { Suspense, lazy, useState } from 'react';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getQueryFn } from '../lib/api/client.ts';
import { queryClient } from '../lib/query-client.ts';
import { avatarInitial } from './auth.ts';
import type { User } from './auth.ts';
import { accountTriggerClass, accountTriggerLabel } from './account-trigger.ts';
import { AuthProvider, useAuth } from './AuthProvider.tsx';
import { MS_PER_MINUTE } from '../../shared/time.ts';
import { authKeys } from './keys.ts';

/** Officers access is cached 5 minutes and never retried. */
export const officersAccessQuery = (userId: string | undefined) =>
  queryOptions({
    // The default query function GETs the first key part; the id keeps users' answers apart.
    queryKey: authKeys.officersAccess(userId),
    queryFn: getQueryFn<boolean>({ on401: 'returnNull' }),
    staleTime: 5 * MS_PER_MINUTE,
    retry: false,
    enabled: Boolean(userId),
  });

/** Header island: the avatar button and the account menu. */
export function UserMenu({ user }: { user: User }) {
  return (
    <AuthProvider initialUser={user}>
      <AccountMenu />
    </AuthProvider>
  );
}

// The menu library (Radix menu, its positioning) is not part of the page's up-front JavaScript:
// it loads when the pointer or focus reaches the avatar, and the menu opens once it is there.
const loadDropdown = () => import('./AccountDropdown.tsx');
const AccountDropdown = lazy(() => loadDropdown().then((module) => ({ default: module.AccountDropdown })));

/** Until the avatar is pressed, the button alone (pointing at it or focusing it fetches the menu's code). */
type MenuStage = 'button' | 'open';

function AccountMenu() {
  const { user, logout } = useAuth();
  const [loggingOut, setLoggingOut] = useState(false);
  const [stage, setStage] = useState<MenuStage>('button');
  const officers = useQuery(officersAccessQuery(user?.id), queryClient);

  if (!user) return null;

  const signOut = async () => {
    setLoggingOut(true);
    try {
      await logout();
    } catch (error) {
      // In the header a failed logout is only logged.
      console.error('Logout failed', error);
      setLoggingOut(false);
    }
  };

  // The same button before and while the menu's code loads, so nothing moves or flashes.
  const button = (
    <button
      type="button"
      aria-label={accountTriggerLabel(user)}
      aria-haspopup="menu"
      aria-expanded={false}
      className={accountTriggerClass}
      onPointerEnter={() => void loadDropdown()}
      onFocus={() => void loadDropdown()}
      onClick={() => setStage('open')}
      onKeyDown={(event) => {
        if (event.key === 'ArrowDown') {
          event.preventDefault();
          setStage('open');
        }
      }}
    >
      <span aria-hidden="true">{avatarInitial(user)}</span>
    </button>
  );
  if (stage === 'button') return button;
  return (
    <Suspense fallback={button}>
      <AccountDropdown
        user={user}
        defaultOpen={stage === 'open'}
        officers={officers.data === true}
        loggingOut={loggingOut}
        onSignOut={() => void signOut()}
      />
    </Suspense>
  );
}
