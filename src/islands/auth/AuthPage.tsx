import { useEffect, useId, useRef, useState } from 'react';
import type { KeyboardEvent, ReactNode } from 'react';
import { cn } from '../lib/cn.ts';
import { toast } from '../stores/toasts.ts';
import { Alert } from '../ui/alert.tsx';
import { m } from '../../shared/i18n/messages.ts';
import { Spinner } from '../ui/spinner.tsx';
import { MFA_TOKEN_KEY, clearAuthStorage, readStorage, takeRedirectAfterLogin, writeStorage } from './auth.ts';
import type { User } from './auth.ts';
import { signIn } from './auth-store.ts';
import { AuthProvider, useAuth } from './AuthProvider.tsx';
import { MfaStep } from './MfaStep.tsx';
import { RegisterForm } from './RegisterForm.tsx';
import { SignInForm } from './SignInForm.tsx';

type Tab = 'sign-in' | 'register';
type Step =
  | { kind: 'forms'; notice?: string }
  | { kind: 'mfa'; mfaToken: string }
  | { kind: 'pending'; message: string };

const TABS: { id: Tab; label: () => string }[] = [
  { id: 'sign-in', label: m.auth_sign_in },
  { id: 'register', label: m.auth_create_account },
];

/** The /auth island: sign in (with the MFA step) or create an account, then go where the user was headed. */
export function AuthPage() {
  return (
    <AuthProvider>
      <AuthScreen />
    </AuthProvider>
  );
}

function AuthScreen() {
  const { status } = useAuth();
  const [tab, setTab] = useState<Tab>('sign-in');
  const [step, setStep] = useState<Step>({ kind: 'forms' });

  // The page is prerendered, so the query string and the pending MFA token are read after mount.
  useEffect(() => {
    if (new URLSearchParams(window.location.search).get('tab') === 'register') setTab('register');
    const mfaToken = readStorage('sessionStorage', MFA_TOKEN_KEY);
    if (mfaToken) setStep({ kind: 'mfa', mfaToken });
  }, []);

  // Already signed in, or just signed in here: go where the user was headed.
  useEffect(() => {
    if (status === 'signed-in') window.location.replace(takeRedirectAfterLogin(window.location.search));
  }, [status]);

  const chooseTab = (next: Tab) => {
    setTab(next);
    const url = new URL(window.location.href);
    if (next === 'register') url.searchParams.set('tab', 'register');
    else url.searchParams.delete('tab');
    window.history.replaceState(window.history.state, '', url);
  };

  const signedIn = (user: User) => {
    toast({
      title: m.auth_login_success_title(),
      description: m.auth_welcome_back({ name: user.name }),
      variant: 'success',
    });
    signIn(user);
  };
  const registered = (user: User) => {
    toast({
      title: m.auth_registration_success_title(),
      description: m.auth_welcome({ name: user.name }),
      variant: 'success',
    });
    signIn(user);
  };
  const mfaRequired = (mfaToken: string) => {
    writeStorage('sessionStorage', MFA_TOKEN_KEY, mfaToken);
    setStep({ kind: 'mfa', mfaToken });
  };
  const leaveMfa = (notice?: string) => {
    clearAuthStorage([MFA_TOKEN_KEY, 'tempUserId']);
    setStep({ kind: 'forms', notice });
  };

  if (status === 'signed-in') {
    return (
      <div className="flex min-h-64 items-center justify-center">
        <Spinner size="lg" label={m.auth_signing_you_in()} />
      </div>
    );
  }

  return (
    <div className="rounded-lg border border-border bg-card p-6 text-card-foreground shadow-sm sm:p-8">
      {step.kind === 'mfa' ? (
        <MfaStep mfaToken={step.mfaToken} onSignedIn={signedIn} onCancel={leaveMfa} />
      ) : step.kind === 'pending' ? (
        <PendingApproval message={step.message} />
      ) : (
        <>
          <Alert>{step.notice}</Alert>
          <Tabs active={tab} onChange={chooseTab}>
            {tab === 'sign-in' ? (
              <SignInForm onSignedIn={signedIn} onMfaRequired={mfaRequired} />
            ) : (
              <RegisterForm
                onRegistered={registered}
                onPendingApproval={(message) => setStep({ kind: 'pending', message })}
              />
            )}
          </Tabs>
        </>
      )}
    </div>
  );
}

/** WAI-ARIA tabs with automatic activation: arrows, Home and End move between them. */
function Tabs({ active, onChange, children }: { active: Tab; onChange: (tab: Tab) => void; children: ReactNode }) {
  const baseId = useId();
  const tabRefs = useRef<Partial<Record<Tab, HTMLButtonElement | null>>>({});

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = TABS.findIndex((tab) => tab.id === active);
    const last = TABS.length - 1;
    const next =
      event.key === 'ArrowRight'
        ? (index + 1) % TABS.length
        : event.key === 'ArrowLeft'
          ? (index - 1 + TABS.length) % TABS.length
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : undefined;
    const target = next === undefined ? undefined : TABS[next];
    if (!target) return;
    event.preventDefault();
    onChange(target.id);
    tabRefs.current[target.id]?.focus();
  };

  return (
    <>
      <div
        role="tablist"
        aria-label={m.auth_tabs_label()}
        onKeyDown={onKeyDown}
        className="mb-6 grid grid-cols-2 rounded-md bg-muted p-1"
      >
        {TABS.map((tab) => {
          const selected = tab.id === active;
          return (
            <button
              key={tab.id}
              ref={(element) => {
                tabRefs.current[tab.id] = element;
              }}
              type="button"
              role="tab"
              id={`${baseId}-${tab.id}-tab`}
              aria-selected={selected}
              aria-controls={`${baseId}-${tab.id}-panel`}
              tabIndex={selected ? 0 : -1}
              onClick={() => onChange(tab.id)}
              className={cn(
                'h-9 rounded-sm text-sm font-medium transition-colors',
                selected ? 'bg-background text-foreground shadow-xs' : 'text-muted-foreground hover:text-foreground',
              )}
            >
              {tab.label()}
            </button>
          );
        })}
      </div>
      <div role="tabpanel" id={`${baseId}-${active}-panel`} aria-labelledby={`${baseId}-${active}-tab`}>
        {children}
      </div>
    </>
  );
}

/** Shown instead of a session when the registration waits for confirmation and review. */
function PendingApproval({ message }: { message: string }) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  return (
    <div className="grid gap-3" role="status">
      <h2 ref={headingRef} tabIndex={-1} className="text-lg font-semibold outline-none">
        {m.auth_pending_title()}
      </h2>
      <p className="text-sm">{message}</p>
      <ol className="list-decimal space-y-1 pl-5 text-sm text-muted-foreground">
        <li>{m.auth_pending_step_confirm()}</li>
        <li>{m.auth_pending_step_review()}</li>
        <li>{m.auth_pending_step_approved()}</li>
      </ol>
      <a href="/" className="mt-2 text-sm font-medium text-primary underline-offset-4 hover:underline">
        {m.auth_back_home()}
      </a>
    </div>
  );
}
