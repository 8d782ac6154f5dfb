import { useId } from 'react';
import type { ReactNode } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { ApiError } from '../lib/api-error.ts';
import { errorMessage } from '../lib/form-errors.ts';

/** A labelled control with its error: the control gets the ids through the render prop. */
export function Field({
  label,
  error,
  hint,
  children,
}: {
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
  children: (ids: { id: string; 'aria-invalid': true | undefined; 'aria-describedby': string | undefined }) => ReactNode;
}) {
  const id = useId();
  const described = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className="grid gap-1">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      {children({ id, 'aria-invalid': error ? true : undefined, 'aria-describedby': described })}
      {hint ? (
        <p id={`${id}-hint`} className="text-xs text-muted-foreground">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="text-sm text-destructive">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/**
 * Puts the server's field messages (dotted paths such as `card.number`) on the form's fields and
 * anything else in the form's message.
 */
export function applyServerErrors<T extends FieldValues, O>(form: UseFormReturn<T, unknown, O>, error: unknown, paths: readonly string[]): void {
  const fields = error instanceof ApiError ? Object.entries(error.fields ?? {}).filter(([name]) => paths.includes(name)) : [];
  fields.forEach(([name, text], index) => form.setError(name as Path<T>, { type: 'server', message: text }, { shouldFocus: index === 0 }));
  if (fields.length === 0) form.setError('root.server', { type: 'server', message: errorMessage(error) });
}
