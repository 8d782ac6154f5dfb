import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { DefaultValues, FieldValues, Path, UseFormReturn } from 'react-hook-form';
import type { ReactNode } from 'react';
import type { z } from 'zod';
import { toFormErrors } from '../lib/form-errors.ts';

// The islands' one way to make a form: react-hook-form holds the values, the shared zod schema
// (src/server/**/*.schemas.ts, the one the endpoint parses with) checks them before anything is
// sent, and the server's `fields` land on the same fields.

/**
 * A form checked by `schema` on submit and, after a failed submit, on every change. The submit
 * handler receives the schema's output (trimmed, parsed).
 */
export function useSchemaForm<S extends z.ZodType<FieldValues, FieldValues>>(
  schema: S,
  defaultValues: DefaultValues<z.input<S>>,
): UseFormReturn<z.input<S>, unknown, z.output<S>> {
  return useForm<z.input<S>, unknown, z.output<S>>({ resolver: zodResolver(schema), defaultValues });
}

/**
 * The <form> of a schema form: no browser validation (the schema's messages show instead), and
 * `onSubmit` runs only with valid values. Whatever it throws is shown in the form (setServerErrors).
 */
export function Form<T extends FieldValues, O>({
  form,
  onSubmit,
  className,
  children,
}: {
  form: UseFormReturn<T, unknown, O>;
  onSubmit: (values: O) => unknown;
  className?: string;
  children: ReactNode;
}) {
  const submit = async (values: O) => {
    try {
      await onSubmit(values);
    } catch (error) {
      setServerErrors(form, error);
    }
  };
  return (
    <form noValidate onSubmit={(event) => void form.handleSubmit(submit)(event)} className={className}>
      {children}
    </form>
  );
}

/**
 * Shows a failed request in the form: the server's field messages on the fields of that name
 * (the first one focused), anything else (429, 5xx, network) as the form's message.
 */
export function setServerErrors<T extends FieldValues, O>(form: UseFormReturn<T, unknown, O>, error: unknown): void {
  const { fields, message } = toFormErrors(error, Object.keys(form.getValues()));
  Object.entries(fields).forEach(([name, text], index) => {
    form.setError(name as Path<T>, { type: 'server', message: text }, { shouldFocus: index === 0 });
  });
  if (message) form.setError('root.server', { type: 'server', message });
}

/** The form-level message set by setServerErrors (cleared at the next submit). */
export function formMessage<T extends FieldValues, O>(form: UseFormReturn<T, unknown, O>): string | undefined {
  return form.formState.errors.root?.server?.message;
}
