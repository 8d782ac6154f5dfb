import { useId } from 'react';
import type { ChangeEvent, ComponentProps, ReactNode, RefCallback } from 'react';
import { useController } from 'react-hook-form';
import type { Control, FieldPathByValue, FieldValues } from 'react-hook-form';
import { cn } from '../lib/cn.ts';
import { useHydrated } from '../lib/use-hydrated.ts';
import { describedBy, FieldMessages } from './field-messages.tsx';
import { inputClass } from './input-class.ts';

type TextControl = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/** What a field hands to its control: the form's wiring and the ids of its label, description and error. */
export interface FieldControlProps {
  id: string;
  name: string;
  value: string;
  onChange: (event: ChangeEvent<TextControl>) => void;
  onBlur: () => void;
  ref: RefCallback<TextControl>;
  disabled: boolean;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
  className: string;
}

type Wired = 'id' | 'name' | 'value' | 'defaultValue' | 'onChange' | 'onBlur' | 'children' | 'ref';

export interface FormFieldProps<T extends FieldValues, O> extends Omit<ComponentProps<'input'>, Wired> {
  control: Control<T, unknown, O>;
  name: FieldPathByValue<T, string>;
  label: ReactNode;
  /** Help under the control; it stays beside the error. */
  description?: ReactNode;
  /** Something on the label's line, right-aligned (e.g. a 'Forgot password?' link). */
  labelAside?: ReactNode;
  /** Another control than an <input> (a textarea, a select), given the wiring to spread on it. */
  children?: (control: FieldControlProps) => ReactNode;
}

/**
 * One field of a form made with useSchemaForm: label, control, description and the field's
 * error (the schema's, or the server's `fields`), tied together with aria-describedby and
 * aria-invalid. Disabled until hydrated: text typed before would be reset by React.
 */
export function FormField<T extends FieldValues, O>({
  control,
  name,
  label,
  description,
  labelAside,
  className,
  disabled,
  children,
  ...inputProps
}: FormFieldProps<T, O>) {
  const hydrated = useHydrated();
  const id = useId();
  const { field, fieldState } = useController({ control, name });
  const error = fieldState.error?.message;
  const wiring: FieldControlProps = {
    id,
    name: field.name,
    value: field.value,
    onChange: field.onChange,
    onBlur: field.onBlur,
    ref: field.ref,
    disabled: Boolean(disabled) || !hydrated,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy(id, description, error),
    className: cn(inputClass, className),
  };
  return (
    <div className="grid gap-1.5">
      <div className="flex items-baseline justify-between gap-2">
        <label htmlFor={id} className="text-sm font-medium">
          {label}
        </label>
        {labelAside}
      </div>
      {children ? children(wiring) : <input {...inputProps} {...wiring} />}
      <FieldMessages id={id} description={description} error={error} />
    </div>
  );
}

export interface FormChoiceProps<T extends FieldValues, O> {
  control: Control<T, unknown, O>;
  name: FieldPathByValue<T, string>;
  legend: ReactNode;
  options: readonly { value: string; label: ReactNode; description?: ReactNode }[];
  /** Help under the choices, e.g. what happens after each. */
  description?: ReactNode;
}

/** A field whose value is one of a few options, as radio buttons under a legend. */
export function FormChoice<T extends FieldValues, O>({
  control,
  name,
  legend,
  options,
  description,
}: FormChoiceProps<T, O>) {
  const hydrated = useHydrated();
  const id = useId();
  const { field, fieldState } = useController({ control, name });
  const error = fieldState.error?.message;
  return (
    <fieldset className="grid gap-2" aria-describedby={describedBy(id, description, error)}>
      <legend className="mb-1 text-sm font-medium">{legend}</legend>
      {options.map((option, index) => (
        <label key={option.value} className="flex items-start gap-2 rounded-md border border-input px-3 py-2 text-sm">
          <input
            type="radio"
            name={field.name}
            value={option.value}
            checked={field.value === option.value}
            onChange={() => field.onChange(option.value)}
            onBlur={field.onBlur}
            // The first option takes focus when the field is marked invalid.
            ref={index === 0 ? field.ref : undefined}
            disabled={!hydrated}
            aria-invalid={error ? true : undefined}
            className="mt-0.5 size-4 shrink-0 accent-primary"
          />
          <span className="grid gap-0.5">
            <span className="font-medium">{option.label}</span>
            {option.description ? <span className="text-muted-foreground">{option.description}</span> : null}
          </span>
        </label>
      ))}
      <FieldMessages id={id} description={description} error={error} />
    </fieldset>
  );
}

export interface FormCheckboxesProps<T extends FieldValues, O> {
  control: Control<T, unknown, O>;
  name: FieldPathByValue<T, string[] | undefined>;
  legend: ReactNode;
  options: readonly { value: string; label: ReactNode }[];
  description?: ReactNode;
  /** Classes of the list of boxes, e.g. columns or a scrolling height for long lists. */
  listClassName?: string;
}

/** A field whose value is a list of options, as checkboxes under a legend. */
export function FormCheckboxes<T extends FieldValues, O>({
  control,
  name,
  legend,
  options,
  description,
  listClassName,
}: FormCheckboxesProps<T, O>) {
  const hydrated = useHydrated();
  const id = useId();
  const { field, fieldState } = useController({ control, name });
  const error = fieldState.error?.message ?? fieldState.error?.root?.message;
  const chosen: string[] = Array.isArray(field.value) ? (field.value as string[]) : [];
  const toggle = (value: string, on: boolean) =>
    field.onChange(on ? [...chosen, value] : chosen.filter((v) => v !== value));
  return (
    <fieldset className="grid gap-2" aria-describedby={describedBy(id, description, error)}>
      <legend className="mb-1 text-sm font-medium">{legend}</legend>
      <div className={cn('grid gap-1.5', listClassName)}>
        {options.map((option, index) => (
          <label key={option.value} className="flex items-start gap-2 text-sm">
            <input
              type="checkbox"
              name={field.name}
              value={option.value}
              checked={chosen.includes(option.value)}
              onChange={(event) => toggle(option.value, event.target.checked)}
              onBlur={field.onBlur}
              ref={index === 0 ? field.ref : undefined}
              disabled={!hydrated}
              aria-invalid={error ? true : undefined}
              className="mt-0.5 size-4 shrink-0 accent-primary"
            />
            <span>{option.label}</span>
          </label>
        ))}
      </div>
      <FieldMessages id={id} description={description} error={error} />
    </fieldset>
  );
}
