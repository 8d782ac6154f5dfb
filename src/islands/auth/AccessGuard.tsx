import { useEffect } from 'react';
import type { ReactNode } from 'react';
import { useStore } from '@nanostores/react';
import { buttonVariants } from '../ui/button.tsx';
import { ErrorWithRetry } from '../ui/error-with-retry.tsx';
import { Spinner } from '../ui/spinner.tsx';
import { m } from '../../shared/i18n/messages.ts';
import { REDIRECT_AFTER_LOGIN_KEY, writeStorage } from './auth.ts';
import type { User } from './auth.ts';
import { $signingOut } from './auth-store.ts';
import { AuthProvider, useAuth } from './AuthProvider.tsx';

/** The redirect to /auth waits this long (ms). */
export const SIGN_IN_REDIRECT_DELAY_MS = 100;

export interface AccessGuardProps {
  /** The user the server rendered the page for; omit to fetch it on the client. */
  initialUser?: User | null;
  children?: ReactNode;
}

/**
 * Client-side access guard: a spinner while the session loads; without a user, remembers
 * the page and goes to /auth; with one, renders its children. Works as an island or nested.
 */
export function AccessGuard({ initialUser, children }: AccessGuardProps) {
  return (
    <AuthProvider initialUser={initialUser}>
      <Guard>{children}</Guard>
    </AuthProvider>
  );
}

function Guard({ children }: { children?: ReactNode }) {
  const { status, error, refresh } = useAuth();
  const signingOut = useStore($signingOut);

  useEffect(() => {
    // Logout sends the user to / itself; going to /auth instead would fight it.
    if (status !== 'signed-out' || signingOut) return;
    const { pathname, search, hash } = window.location;
    writeStorage('localStorage', REDIRECT_AFTER_LOGIN_KEY, pathname + search + hash);
    const timer = setTimeout(() => window.location.assign('/auth'), SIGN_IN_REDIRECT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [status, signingOut]);

  if (status === 'signed-in') return <>{children}</>;

  if (status === 'loading' && error) {
    return (
      <ErrorWithRetry
        onRetry={() => void refresh().catch(() => {})}
        buttonClassName={buttonVariants({ variant: 'outline' })}
        className="mx-auto flex min-h-[50vh] max-w-md flex-col items-center justify-center gap-4 px-4 text-center"
      >
        <p className="font-medium">{m.auth_session_check_failed()}</p>
        <p className="text-sm text-muted-foreground">
          {m.auth_session_check_failed_detail({ message: error.message })}
        </p>
      </ErrorWithRetry>
    );
  }

  return (
    <div className="flex min-h-[50vh] items-center justify-center">
      <Spinner size="lg" label={status === 'loading' ? m.auth_checking_session() : m.auth_redirecting_to_sign_in()} />
    </div>
  );
}
