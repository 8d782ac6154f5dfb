import { useId, useRef, useState } from 'react';
import type { FormEvent, ReactNode } from 'react';
import { toFormErrors } from '../lib/form-errors.ts';
import { useHydrated } from '../lib/use-hydrated.ts';
import { describedBy, FieldMessages } from '../ui/field-messages.tsx';
import { inputClass } from '../ui/light.ts';
import type { FieldErrors } from './light-validation.ts';

// A small stand-in for useSchemaForm + <Form> on the e-mail link pages, with the same behaviour:
// checked on submit, then again on every change of a field; the first invalid field focused; the
// server's `fields` on the fields of that name, anything else as the form's message (cleared at
// the next submit); submitting while the request runs.

export interface LightForm<K extends string> {
  values: Record<K, string>;
  errors: FieldErrors<K>;
  message: string | undefined;
  submitting: boolean;
  /** The props a field needs: its value, change handler, error and focus target. */
  field: (name: K) => {
    name: K;
    value: string;
    error: string | undefined;
    onChange: (value: string) => void;
    inputRef: (element: HTMLInputElement | null) => void;
  };
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
}

export function useLightForm<K extends string>({
  initial,
  validate,
  submit,
}: {
  initial: Record<K, string>;
  /** The field messages for these values; none when they pass. */
  validate: (values: Record<K, string>) => FieldErrors<K>;
  /** Sends the valid values; what it throws is shown in the form. */
  submit: (values: Record<K, string>) => Promise<unknown>;
}): LightForm<K> {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors<K>>({});
  const [message, setMessage] = useState<string | undefined>();
  const [submitting, setSubmitting] = useState(false);
  const submitted = useRef(false);
  const inputs = useRef<Partial<Record<K, HTMLInputElement | null>>>({});
  const names = Object.keys(initial) as K[];

  const focusFirst = (found: FieldErrors<K>) => {
    const first = names.find((name) => found[name]);
    if (first) inputs.current[first]?.focus();
  };

  const change = (name: K, value: string) => {
    const next = { ...values, [name]: value };
    setValues(next);
    // After the first submit every change re-checks the field that changed.
    if (submitted.current) setErrors((current) => ({ ...current, [name]: validate(next)[name] }));
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    submitted.current = true;
    setMessage(undefined);
    const found = validate(values);
    setErrors(found);
    if (names.some((name) => found[name])) {
      focusFirst(found);
      return;
    }
    setSubmitting(true);
    submit(values)
      .catch((error: unknown) => {
        const { fields, message: formMessage } = toFormErrors(error, names);
        const serverErrors = fields as FieldErrors<K>;
        setErrors(serverErrors);
        focusFirst(serverErrors);
        setMessage(formMessage);
      })
      .finally(() => setSubmitting(false));
  };

  return {
    values,
    errors,
    message,
    submitting,
    field: (name) => ({
      name,
      value: values[name],
      error: errors[name],
      onChange: (value) => change(name, value),
      inputRef: (element) => {
        inputs.current[name] = element;
      },
    }),
    onSubmit,
  };
}

/** ui/form-field's FormField for a plain <input>: label, control, description and error, wired for assistive tech. */
export function LightField({
  field,
  label,
  description,
  type,
  autoComplete,
}: {
  field: ReturnType<LightForm<string>['field']>;
  label: ReactNode;
  description?: ReactNode;
  type: string;
  autoComplete: string;
}) {
  const hydrated = useHydrated();
  const id = useId();
  const { error } = field;
  return (
    <div className="grid gap-1.5">
      <div className="flex items-baseline justify-between gap-2">
        <label htmlFor={id} className="text-sm font-medium">
          {label}
        </label>
      </div>
      <input
        type={type}
        autoComplete={autoComplete}
        id={id}
        name={field.name}
        value={field.value}
        onChange={(event) => field.onChange(event.target.value)}
        ref={field.inputRef}
        disabled={!hydrated}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, description, error)}
        className={inputClass}
      />
      <FieldMessages id={id} description={description} error={error} />
    </div>
  );
}
