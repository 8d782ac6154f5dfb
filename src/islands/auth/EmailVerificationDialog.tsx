import { Suspense, lazy, useEffect, useState } from 'react';
import type { ReactNode } from 'react';
import { cn } from '../lib/cn.ts';
import { readStorage, writeStorage } from './auth.ts';
import type { User } from './auth.ts';
import { AuthProvider, useAuth } from './AuthProvider.tsx';

/** sessionStorage flag set by 'Continue Without Verification'; it lasts for the browser session. */
export const EMAIL_VERIFICATION_DISMISSED_KEY = 'emailVerificationDismissed';

// Only unverified users ever see it: the dialog's code loads when it opens.
const VerificationDialog = lazy(() =>
  import('./VerificationDialog.tsx').then((module) => ({ default: module.VerificationDialog })),
);

export interface EmailVerificationDialogProps {
  /** The user the server rendered the page for; omit to fetch it on the client. */
  initialUser?: User | null;
  /** The page content, shown behind the dialog (blurred and inert while it is open). */
  children?: ReactNode;
}

/** Wraps a signed-in page; blocks it with a dialog while the user's e-mail is unverified. */
export function EmailVerificationDialog({ initialUser, children }: EmailVerificationDialogProps) {
  return (
    <AuthProvider initialUser={initialUser}>
      <EmailVerificationGate>{children}</EmailVerificationGate>
    </AuthProvider>
  );
}

function EmailVerificationGate({ children }: { children?: ReactNode }) {
  const { user } = useAuth();
  // Unknown until mounted: sessionStorage does not exist on the server, and guessing "open"
  // would flash the dialog on every page for users who dismissed it.
  const [dismissed, setDismissed] = useState<boolean | null>(null);
  useEffect(() => setDismissed(readStorage('sessionStorage', EMAIL_VERIFICATION_DISMISSED_KEY) === '1'), []);

  const open = dismissed === false && user != null && !user.emailVerified;
  const dismiss = () => {
    writeStorage('sessionStorage', EMAIL_VERIFICATION_DISMISSED_KEY, '1');
    setDismissed(true);
  };

  return (
    <>
      <div inert={open} className={cn(open && 'pointer-events-none blur-sm select-none')}>
        {children}
      </div>
      {open && user ? (
        <Suspense fallback={null}>
          <VerificationDialog email={user.email} onDismiss={dismiss} />
        </Suspense>
      ) : null}
    </>
  );
}
