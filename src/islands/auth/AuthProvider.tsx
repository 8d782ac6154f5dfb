import { createContext, useContext, useEffect, useMemo } from 'react';
import type { ReactNode } from 'react';
import { useStore } from '@nanostores/react';
import type { User } from './auth.ts';
import { $authError, $user, listenForLogoutInOtherTabs, loadUser, logout, setInitialUser } from './auth-store.ts';
import type { AuthStatus } from './auth-store.ts';

/** What useAuth() returns. */
export interface AuthContextValue {
  /** undefined while loading, null when signed out. */
  user: User | null | undefined;
  status: AuthStatus;
  /** Why the session could not be checked (not a 401); null otherwise. */
  error: Error | null;
  logout: () => Promise<void>;
  /** Fetches the user again, e.g. after the e-mail address was verified in another tab. */
  refresh: () => Promise<User | null>;
}

const AuthContext = createContext<AuthContextValue | null>(null);

export interface AuthProviderProps {
  /** The user the server rendered the page for (`Astro.locals.user`); omit to fetch it. */
  initialUser?: User | null;
  children?: ReactNode;
}

function statusOf(user: User | null | undefined): AuthStatus {
  return user === undefined ? 'loading' : user === null ? 'signed-out' : 'signed-in';
}

/**
 * Gives its subtree the session. Every island that needs it renders one (islands are separate
 * React roots); they all share the $user store, so one fetch serves the whole page.
 */
export function AuthProvider({ initialUser, children }: AuthProviderProps) {
  const storedUser = useStore($user);
  const error = useStore($authError);
  // The store is process-wide on the server, so SSR never writes to it: until the effect below
  // has seeded it, the page's own initialUser stands in (no spinner flash, no hydration mismatch).
  const user = storedUser === undefined ? initialUser : storedUser;

  useEffect(() => {
    if (initialUser !== undefined) {
      setInitialUser(initialUser);
    } else if ($user.get() === undefined) {
      // Failures are kept in $authError for the UI; nothing else to do with them here.
      loadUser().catch(() => {});
    }
    listenForLogoutInOtherTabs();
  }, [initialUser]);

  const value = useMemo<AuthContextValue>(
    () => ({ user, status: statusOf(user), error, logout, refresh: () => loadUser() }),
    [user, error],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

/** The session for components inside an AuthProvider. */
export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (value === null) throw new Error('useAuth must be used within an AuthProvider');
  return value;
}
