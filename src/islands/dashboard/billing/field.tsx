import { useId } from 'react';
import type { ReactNode } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { ApiError } from '../../lib/api-error.ts';
import { errorMessage } from '../../lib/form-errors.ts';
import { describedBy, FieldMessages } from '../../ui/field-messages.tsx';

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
  children: (ids: {
    id: string;
    'aria-invalid': true | undefined;
    'aria-describedby': string | undefined;
  }) => ReactNode;
}) {
  const id = useId();
  return (
    <div className="grid gap-1">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      {children({ id, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy(id, hint, error) })}
      <FieldMessages id={id} description={hint} error={error} />
    </div>
  );
}

/**
 * Puts the server's field messages (dotted paths such as `card.number`) on the form's fields and
 * anything else in the form's message.
 */
export function applyServerErrors<T extends FieldValues, O>(
  form: UseFormReturn<T, unknown, O>,
  error: unknown,
  paths: readonly string[],
): void {
  const fields =
    error instanceof ApiError ? Object.entries(error.fields ?? {}).filter(([name]) => paths.includes(name)) : [];
  fields.forEach(([name, text], index) =>
    form.setError(name as Path<T>, { type: 'server', message: text }, { shouldFocus: index === 0 }),
  );
  if (fields.length === 0) form.setError('root.server', { type: 'server', message: errorMessage(error) });
}
