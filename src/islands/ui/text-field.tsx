import { useId } from 'react';
import type { ComponentProps, ReactNode } from 'react';
import { useHydrated } from '../lib/use-hydrated.ts';
import { cx } from './cx.ts';
import { describedBy as describedByIds, FieldMessages } from './field-messages.tsx';
import { inputClass } from './input-class.ts';

// The public forms' field, without a form library (ui/form-field.tsx is the react-hook-form one):
// the same label, description and error wiring, in plain classes.

/** The control's id (given or generated) and the ids FieldMessages gives its hint and error. */
export function useFieldIds(id: string | undefined, hint: ReactNode, error: string | undefined) {
  const generated = useId();
  const inputId = id ?? generated;
  return { inputId, describedBy: describedByIds(inputId, hint, error) };
}

/** A labelled input, disabled until hydrated (before that a submit would be the browser's own GET). */
export function TextField({
  label,
  error,
  hint,
  id,
  className,
  disabled,
  ...props
}: ComponentProps<'input'> & { label: string; error?: string; hint?: ReactNode }) {
  const hydrated = useHydrated();
  const { inputId, describedBy } = useFieldIds(id, hint, error);
  return (
    <div className="grid gap-1.5">
      <label htmlFor={inputId} className="text-sm font-medium">
        {label}
      </label>
      <input
        id={inputId}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className={cx(inputClass, className)}
        disabled={disabled || !hydrated}
        {...props}
      />
      <FieldMessages id={inputId} description={hint} error={error} />
    </div>
  );
}
