import { useEffect, useId, useState } from 'react';
import type { ComponentProps, ReactNode } from 'react';
import { m } from '../../shared/i18n/messages.ts';
import { useHydrated } from '../lib/use-hydrated.ts';

// Light twins of ui/form-field.tsx and ui/button.tsx for the public forms: the same look and
// the same label / hint / error wiring, without tailwind-merge (8 kB gzipped), so a public form
// page stays within 10 kB of JavaScript more than the home page. Class lists here never
// conflict, so joining them is enough.

/** Joins class names, skipping empty ones. */
export const cx = (...classes: (string | false | null | undefined)[]) => classes.filter(Boolean).join(' ');

/** Classes shared by inputs, selects and textareas (height is each one's own). */
export const controlClass = cx(
  'w-full rounded-md border border-input bg-background px-3 text-sm shadow-xs',
  'placeholder:text-muted-foreground disabled:cursor-not-allowed disabled:opacity-50',
  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
  'aria-invalid:border-destructive',
);

const BUTTON_BASE = cx(
  'inline-flex shrink-0 items-center justify-center gap-2 rounded-md text-sm font-medium whitespace-nowrap transition-colors',
  'disabled:pointer-events-none disabled:opacity-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
);
const BUTTON_VARIANTS = {
  default: 'h-9 px-4 py-2 bg-primary text-primary-foreground shadow-xs hover:bg-primary/90',
  outline: 'h-8 px-3 border border-input bg-background shadow-xs hover:bg-accent hover:text-accent-foreground',
  link: 'text-primary underline-offset-4 hover:underline',
} as const;

/** Button classes, as ui/button.tsx draws them: default, outline (small) or link. */
export const buttonClass = (variant: keyof typeof BUTTON_VARIANTS = 'default') => cx(BUTTON_BASE, BUTTON_VARIANTS[variant]);

/** Ids tying a control to its hint and error. */
export function useFieldIds(id: string | undefined, hint: ReactNode, error: string | undefined) {
  const generated = useId();
  const inputId = id ?? generated;
  const hintId = hint ? `${inputId}-hint` : undefined;
  const errorId = error ? `${inputId}-error` : undefined;
  return { inputId, hintId, errorId, describedBy: [hintId, errorId].filter(Boolean).join(' ') || undefined };
}

/** The hint and the error under a control. */
export function HintAndError({ hintId, errorId, hint, error }: { hintId?: string; errorId?: string; hint?: ReactNode; error?: string }) {
  return (
    <>
      {hint ? <p id={hintId} className="text-xs text-muted-foreground">{hint}</p> : null}
      {error ? <p id={errorId} className="text-sm text-destructive">{error}</p> : null}
    </>
  );
}

/** A labelled input, disabled until hydrated (before that a submit would be the browser's own GET). */
export function TextField({ label, error, hint, id, className, disabled, ...props }: ComponentProps<'input'> & { label: string; error?: string; hint?: ReactNode }) {
  const hydrated = useHydrated();
  const { inputId, hintId, errorId, describedBy } = useFieldIds(id, hint, error);
  return (
    <div className="grid gap-1.5">
      <label htmlFor={inputId} className="text-sm font-medium">{label}</label>
      <input
        id={inputId}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className={cx(controlClass, 'h-9', className)}
        disabled={disabled || !hydrated}
        {...props}
      />
      <HintAndError hintId={hintId} errorId={errorId} hint={hint} error={error} />
    </div>
  );
}

/** A form-level message (rate limit, not found, network); role="alert" so it is announced. */
export function FormAlert({ message }: { message?: string }) {
  if (!message) return null;
  return (
    <p role="alert" className="rounded-md border border-destructive/40 bg-destructive/5 px-3 py-2 text-sm text-destructive">
      {message}
    </p>
  );
}

/** A small spinner; the label is for screen readers. */
export function InlineSpinner({ label }: { label?: string }) {
  return (
    <span role={label ? 'status' : undefined} className="inline-flex">
      <svg className="size-4 animate-spin" viewBox="0 0 24 24" fill="none" aria-hidden="true" focusable="false">
        <circle cx="12" cy="12" r="9" stroke="currentColor" strokeOpacity={0.25} strokeWidth={3} />
        <path d="M21 12a9 9 0 0 0-9-9" stroke="currentColor" strokeWidth={3} strokeLinecap="round" />
      </svg>
      {label ? <span className="sr-only">{label}</span> : null}
    </span>
  );
}

/** The submit button: disabled with a spinner while pending, and until the island has hydrated. */
export function SubmitButton({ pending, children, className }: { pending: boolean; children: ReactNode; className?: string }) {
  const hydrated = useHydrated();
  return (
    <button type="submit" disabled={pending || !hydrated} className={cx(buttonClass(), 'justify-self-start', className)}>
      {pending ? <InlineSpinner /> : null}
      {children}
    </button>
  );
}

/** Copies `text`, saying 'Copied' for 2 s (announced); without clipboard access the text stays selectable. */
export function CopyTextButton({ text, label }: { text: string; label: string }) {
  const [copied, setCopied] = useState<boolean | 'failed'>(false);
  useEffect(() => {
    if (copied === false) return;
    const timer = setTimeout(() => setCopied(false), 2000);
    return () => clearTimeout(timer);
  }, [copied]);
  const copy = () =>
    navigator.clipboard.writeText(text).then(
      () => setCopied(true),
      () => setCopied('failed'),
    );
  return (
    <button type="button" className={buttonClass('outline')} onClick={() => void copy()}>
      <span aria-live="polite">{copied === true ? m.forms_copied() : copied === 'failed' ? m.forms_select_and_copy() : label}</span>
    </button>
  );
}
