import { useId } from 'react';
import type { ComponentProps, ReactNode } from 'react';
import { cn } from '../lib/cn.ts';
import { useHydrated } from '../lib/use-hydrated.ts';

export interface AuthFieldProps extends Omit<ComponentProps<'input'>, 'id'> {
  label: string;
  /** Shown under the input while there is no error. */
  hint?: ReactNode;
  /** The field's error; it is tied to the input with aria-describedby and aria-invalid. */
  error?: string;
  /** Something to show on the label's line, right-aligned (e.g. a 'Forgot password?' link). */
  labelAside?: ReactNode;
}

/** A labelled input with a hint and an error message, for the sign-in and registration forms. */
export function AuthField({ label, hint, error, labelAside, className, disabled, ...inputProps }: AuthFieldProps) {
  const hydrated = useHydrated();
  const id = useId();
  const messageId = `${id}-message`;
  const message = error ?? hint;
  return (
    <div className="grid gap-1.5">
      <div className="flex items-baseline justify-between gap-2">
        <label htmlFor={id} className="text-sm font-medium">
          {label}
        </label>
        {labelAside}
      </div>
      <input
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={message ? messageId : undefined}
        className={cn(
          'h-10 w-full rounded-md border border-input bg-background px-3 text-sm shadow-xs',
          'placeholder:text-muted-foreground disabled:cursor-not-allowed disabled:opacity-50',
          'focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-ring',
          error && 'border-destructive',
          className,
        )}
        disabled={disabled || !hydrated}
        {...inputProps}
      />
      {message ? (
        <p id={messageId} className={cn('text-sm', error ? 'text-destructive' : 'text-muted-foreground')}>
          {message}
        </p>
      ) : null}
    </div>
  );
}

/** Focuses the first input of the form that is marked invalid, after React has rendered it. */
export function focusFirstInvalid(form: HTMLFormElement | null): void {
  requestAnimationFrame(() => form?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
}

/** A form-level message (e.g. the server's answer to a failed sign-in), announced when it appears. */
export function FormAlert({ children }: { children?: ReactNode }) {
  if (!children) return null;
  return (
    <p role="alert" className="rounded-md border border-destructive/40 bg-destructive/10 px-3 py-2 text-sm text-destructive">
      {children}
    </p>
  );
}
