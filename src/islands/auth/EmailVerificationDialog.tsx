import { useEffect, useId, useRef, useState } from 'react';
import type { KeyboardEvent, ReactNode, RefObject } from 'react';
import { apiRequest } from '../lib/request.ts';
import { cn } from '../lib/cn.ts';
import { toast } from '../stores/toasts.ts';
import { Button } from '../ui/button.tsx';
import { Spinner } from '../ui/spinner.tsx';
import { readStorage, writeStorage } from './auth.ts';
import type { User } from './auth.ts';
import { AuthProvider, useAuth } from './AuthProvider.tsx';

/** sessionStorage flag set by 'Continue Without Verification'; it lasts for the browser session. */
export const EMAIL_VERIFICATION_DISMISSED_KEY = 'emailVerificationDismissed';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

export interface EmailVerificationDialogProps {
  /** The user the server rendered the page for; omit to fetch it on the client. */
  initialUser?: User | null;
  /** The page content, shown behind the dialog (blurred and inert while it is open). */
  children?: ReactNode;
}

/** Wraps a signed-in page; blocks it with a dialog while the user's e-mail is unverified (SPEC §4). */
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
      {open && user ? <VerificationDialog email={user.email} onDismiss={dismiss} /> : null}
    </>
  );
}

type ResendState = 'idle' | 'sending' | 'sent';

function VerificationDialog({ email, onDismiss }: { email: string; onDismiss: () => void }) {
  const titleId = useId();
  const descriptionId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  const [resend, setResend] = useState<ResendState>('idle');
  const [refreshing, setRefreshing] = useState(false);
  const { refresh } = useAuth();

  useFocusTrap(dialogRef);

  const resendEmail = async () => {
    setResend('sending');
    try {
      await apiRequest('/api/auth/resend-verification', { method: 'POST', body: { email } });
      setResend('sent');
      toast({
        title: 'Verification Email Sent',
        description: 'Please check your email for the verification link.',
        variant: 'success',
      });
    } catch {
      setResend('idle');
      toast({
        title: 'Error',
        description: 'Failed to resend verification email. Please try again.',
        variant: 'destructive',
      });
    }
  };

  const refreshUser = async () => {
    setRefreshing(true);
    try {
      const user = await refresh();
      if (user && !user.emailVerified) {
        toast({
          title: 'Not verified yet',
          description: 'Open the link in the e-mail we sent you, then refresh again.',
          variant: 'info',
        });
      }
    } catch (error) {
      toast({
        title: 'Error',
        description: error instanceof Error ? error.message : 'Could not refresh. Please try again.',
        variant: 'destructive',
      });
    } finally {
      setRefreshing(false);
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    // Blocking by design (SPEC §4): only 'Continue Without Verification' closes it.
    if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
    }
  };

  return (
    <div className="fixed inset-0 z-50 flex items-center justify-center bg-background/60 p-4">
      <div
        ref={dialogRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={descriptionId}
        tabIndex={-1}
        onKeyDown={onKeyDown}
        className="w-full max-w-md rounded-lg border border-border bg-card p-6 text-card-foreground shadow-lg"
      >
        <h2 id={titleId} className="text-lg font-semibold">
          Verify your e-mail address
        </h2>
        <p id={descriptionId} className="mt-2 text-sm text-muted-foreground">
          We sent a verification link to <strong className="text-foreground">{email}</strong>. Verify your address
          to keep using your account.
        </p>
        <ol className="mt-4 list-decimal space-y-1 pl-5 text-sm">
          <li>Check your inbox, and your spam folder.</li>
          <li>Click the link in the e-mail.</li>
          <li>Return here and refresh the page.</li>
        </ol>
        <div className="mt-6 flex flex-col gap-2 sm:flex-row">
          <Button onClick={() => void resendEmail()} disabled={resend !== 'idle'} className="sm:flex-1">
            {resend === 'sending' ? <Spinner size="sm" label="Sending" className="text-current" /> : null}
            {resend === 'idle' ? 'Resend verification email' : resend === 'sending' ? 'Sending…' : 'Email sent'}
          </Button>
          <Button variant="outline" onClick={() => void refreshUser()} disabled={refreshing} className="sm:flex-1">
            {refreshing ? <Spinner size="sm" label="Refreshing" /> : null}
            Refresh
          </Button>
        </div>
        <p aria-live="polite" className="sr-only">
          {resend === 'sent' ? 'Verification email sent.' : ''}
        </p>
        <Button variant="link" onClick={onDismiss} className="mt-4 h-auto px-0 text-muted-foreground">
          Continue Without Verification (Not Recommended)
        </Button>
      </div>
    </div>
  );
}

/** Moves focus into the container, keeps Tab and Shift+Tab inside it, and restores focus on close. */
function useFocusTrap(ref: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const container = ref.current;
    if (!container) return;
    const previouslyFocused = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const focusables = () => Array.from(container.querySelectorAll<HTMLElement>(FOCUSABLE));
    (focusables()[0] ?? container).focus();

    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.key !== 'Tab') return;
      const items = focusables();
      const first = items[0];
      const last = items.at(-1);
      if (!first || !last) {
        event.preventDefault();
        return;
      }
      if (event.shiftKey && (document.activeElement === first || !container.contains(document.activeElement))) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (document.activeElement === last || !container.contains(document.activeElement))) {
        event.preventDefault();
        first.focus();
      }
    };
    // Elements outside the inert page (e.g. the header) could still take focus by a screen-reader
    // command; pull it back. The toast region (F8) stays reachable so its messages can be read.
    const onFocusIn = (event: FocusEvent) => {
      const target = event.target;
      if (!(target instanceof Element) || container.contains(target) || target.closest('[role="region"]')) return;
      (focusables()[0] ?? container).focus();
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('focusin', onFocusIn);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('focusin', onFocusIn);
      previouslyFocused?.focus();
    };
  }, [ref]);
}
