import { useId } from 'react';
import type { ComponentProps, ReactNode } from 'react';
import { Button } from '../ui/button.tsx';
import type { ButtonProps } from '../ui/button.tsx';
import { Spinner } from '../ui/spinner.tsx';
import { cn } from '../lib/cn.ts';
import { useHydrated } from '../lib/use-hydrated.ts';

/** Classes of a text input, shared by FormField and the few inputs laid out differently. */
export const inputClass = cn(
  'h-9 w-full rounded-md border border-input bg-background px-3 text-sm shadow-xs',
  'placeholder:text-muted-foreground disabled:cursor-not-allowed disabled:opacity-50',
  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
  'aria-invalid:border-destructive',
);

export interface FormFieldProps extends ComponentProps<'input'> {
  label: string;
  /** The field's error, e.g. from ApiError.fields; announced with the input. */
  error?: string;
  hint?: ReactNode;
}

/** A labelled input whose hint and error are tied to it with aria-describedby. */
export function FormField({ label, error, hint, id, className, disabled, ...props }: FormFieldProps) {
  const hydrated = useHydrated();
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const hintId = hint ? `${inputId}-hint` : undefined;
  const errorId = error ? `${inputId}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className="grid gap-1.5">
      <label htmlFor={inputId} className="text-sm font-medium">
        {label}
      </label>
      <input
        id={inputId}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className={cn(inputClass, className)}
        disabled={disabled || !hydrated}
        {...props}
      />
      {hint ? (
        <p id={hintId} className="text-xs text-muted-foreground">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="text-sm text-destructive">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** A form-level message (rate limit, server error); role="alert" so it is announced when it appears. */
export function FormAlert({ message }: { message?: string }) {
  if (!message) return null;
  return (
    <p
      role="alert"
      className="rounded-md border border-destructive/40 bg-destructive/5 px-3 py-2 text-sm text-destructive"
    >
      {message}
    </p>
  );
}

/**
 * A button that is disabled and shows a spinner while its request is pending. It also stays
 * disabled until the island has hydrated: before that, a submit would be the browser's own GET,
 * putting e-mail addresses and passwords into the URL.
 */
export function PendingButton({ pending, children, disabled, ...props }: ButtonProps & { pending: boolean }) {
  const hydrated = useHydrated();
  return (
    <Button disabled={pending || disabled || !hydrated} {...props}>
      {/* Hidden from the accessibility tree so the button keeps its own name. */}
      {pending ? (
        <span aria-hidden="true" className="inline-flex">
          <Spinner size="sm" className="text-current [&_svg]:text-current" />
        </span>
      ) : null}
      {children}
    </Button>
  );
}
