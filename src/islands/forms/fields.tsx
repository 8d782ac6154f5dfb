import { useId, useRef } from 'react';
import type { ComponentProps, ReactNode, RefObject } from 'react';
import { m } from '../../shared/i18n/messages.ts';
import { useHydrated } from '../lib/use-hydrated.ts';
import { controlClass, cx, FieldMessages, useFieldIds } from '../ui/light.ts';

// More controls of the public forms: a textarea, a select, a group of checkboxes, and the honeypot.

type Described = { label: string; hint?: ReactNode; error?: string };

/** A labelled textarea with a character count; the text is sent and shown as plain text. */
export function TextAreaField({
  label,
  hint,
  error,
  id,
  className,
  disabled,
  maxLength,
  value,
  ...props
}: Described & ComponentProps<'textarea'>) {
  const hydrated = useHydrated();
  const { inputId, describedBy } = useFieldIds(id, hint, error);
  const length = typeof value === 'string' ? value.length : 0;
  return (
    <div className="grid gap-1.5">
      <div className="flex items-baseline justify-between gap-2">
        <label htmlFor={inputId} className="text-sm font-medium">
          {label}
        </label>
        {maxLength ? (
          <span className="text-xs text-muted-foreground tabular-nums" aria-hidden="true">
            {length}/{maxLength}
          </span>
        ) : null}
      </div>
      <textarea
        id={inputId}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className={cx(controlClass, 'min-h-32 py-2 leading-relaxed', className)}
        disabled={disabled || !hydrated}
        maxLength={maxLength}
        value={value}
        {...props}
      />
      <FieldMessages id={inputId} description={hint} error={error} />
    </div>
  );
}

/** A labelled native select (keyboard and screen-reader friendly everywhere). */
export function SelectField({
  label,
  hint,
  error,
  id,
  className,
  disabled,
  options,
  placeholder,
  ...props
}: Described &
  ComponentProps<'select'> & { options: readonly { value: string; label: string }[]; placeholder?: string }) {
  const hydrated = useHydrated();
  const { inputId, describedBy } = useFieldIds(id, hint, error);
  return (
    <div className="grid gap-1.5">
      <label htmlFor={inputId} className="text-sm font-medium">
        {label}
      </label>
      <select
        id={inputId}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className={cx(controlClass, 'h-9 pr-8', className)}
        disabled={disabled || !hydrated}
        {...props}
      >
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <FieldMessages id={inputId} description={hint} error={error} />
    </div>
  );
}

/** Checkboxes under one legend; `values` holds the checked ones. */
export function CheckboxGroup({
  legend,
  hint,
  error,
  options,
  values,
  onChange,
  name,
}: {
  legend: string;
  hint?: ReactNode;
  error?: string;
  name: string;
  options: readonly { value: string; label: string }[];
  values: readonly string[];
  onChange: (next: string[]) => void;
}) {
  const hydrated = useHydrated();
  const { inputId: groupId, describedBy } = useFieldIds(`${name}-group`, hint, error);
  const toggle = (value: string, checked: boolean) =>
    onChange(checked ? [...values, value] : values.filter((v) => v !== value));
  return (
    <fieldset className="grid gap-2" aria-describedby={describedBy} data-invalid={error ? true : undefined}>
      <legend className="mb-1 text-sm font-medium">{legend}</legend>
      <div className="grid gap-2 sm:grid-cols-2">
        {options.map((option) => (
          <label key={option.value} className="flex items-start gap-2 text-sm">
            <input
              type="checkbox"
              name={name}
              value={option.value}
              checked={values.includes(option.value)}
              onChange={(event) => toggle(option.value, event.target.checked)}
              disabled={!hydrated}
              className="mt-0.5 size-4 shrink-0 accent-primary"
            />
            <span>{option.label}</span>
          </label>
        ))}
      </div>
      <FieldMessages id={groupId} description={hint} error={error} />
    </fieldset>
  );
}

/**
 * The honeypot: off-screen, out of the tab order and hidden from assistive technology, so only
 * bots fill it in. Uncontrolled on purpose: bots that set `.value` without events are caught too.
 */
export function Honeypot({ inputRef }: { inputRef: RefObject<HTMLInputElement | null> }) {
  const id = useId();
  return (
    <div aria-hidden="true" className="absolute -left-[9999px] top-auto size-px overflow-hidden">
      <label htmlFor={id}>{m.forms_honeypot()}</label>
      <input ref={inputRef} id={id} type="text" name="website" tabIndex={-1} autoComplete="off" defaultValue="" />
    </div>
  );
}

/** A ref for the honeypot and a reader of its value at submit time. */
export function useHoneypot() {
  const ref = useRef<HTMLInputElement>(null);
  return { ref, value: () => ref.current?.value ?? '' };
}
