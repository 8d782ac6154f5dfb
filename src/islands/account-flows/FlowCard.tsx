import type { ReactNode } from 'react';
import { Alert, buttonVariants, ErrorWithRetry, Spinner } from '../ui/light.ts';

// Plain class strings throughout: these public pages load no class-merging library.

/** The centred card every e-mail link page uses: the page's heading and its current step. */
export function FlowCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="mx-auto w-full max-w-md px-4 py-12 sm:py-20">
      <div className="rounded-lg border border-border bg-card p-6 text-card-foreground shadow-sm sm:p-8">
        <h1 className="text-2xl font-semibold tracking-tight">{title}</h1>
        <div className="mt-4 grid gap-4 text-sm">{children}</div>
      </div>
    </section>
  );
}

const tones = {
  default: 'grid gap-2',
  success: 'grid gap-2 rounded-md border border-success/40 bg-success/5 px-4 py-3',
  error: 'grid gap-2 rounded-md border border-destructive/40 bg-destructive/5 px-4 py-3',
} as const;

/** A short explanation block, announced when it replaces the pending state. */
export function FlowMessage({
  tone = 'default',
  children,
}: {
  tone?: 'default' | 'success' | 'error';
  children: ReactNode;
}) {
  if (tone === 'error') {
    return (
      <Alert look="banner" className="grid gap-2">
        {children}
      </Alert>
    );
  }
  return (
    <div role="status" className={tones[tone]}>
      {children}
    </div>
  );
}

/** A request that failed for another reason than its token (a network error): the message and "Try again". */
export function FlowRetry({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <ErrorWithRetry
      onRetry={onRetry}
      buttonClassName={buttonVariants({ className: 'justify-self-start' })}
      className="grid gap-4"
    >
      <div className={tones.error}>
        <p>{message}</p>
      </div>
    </ErrorWithRetry>
  );
}

/** Shown while the link's token is being checked. */
export function FlowPending({ label }: { label: string }) {
  return (
    <div className="flex items-center gap-3 text-muted-foreground">
      <Spinner size="sm" label={label} />
      <span aria-hidden="true">{label}</span>
    </div>
  );
}

/** A link styled as a button, for the next step after a flow ends. */
export function FlowLink({
  href,
  children,
  variant = 'default',
}: {
  href: string;
  children: ReactNode;
  variant?: 'default' | 'outline' | 'link';
}) {
  return (
    <a href={href} className={buttonVariants({ variant, className: 'justify-self-start' })}>
      {children}
    </a>
  );
}
