import { useState } from 'react';
import type { ReactNode, SubmitEvent } from 'react';
import type { LeadKind } from '../../shared/lead-options.ts';
import { m } from '../../shared/i18n/messages.ts';
import { Alert, PendingButton, TextField } from '../ui/light.ts';
import { Honeypot, TextAreaField, useHoneypot } from './fields.tsx';
import { FormSuccess, PrivacyNote } from './FormSuccess.tsx';
import { emailProblem, missing, useFormSubmit } from './use-form-submit.ts';

/** What every lead form asks for. */
export type ContactValues = { name: string; email: string; company: string; message: string };

const EMPTY: ContactValues = { name: '', email: '', company: '', message: '' };

/**
 * State and submission of one lead form (POST /api/leads with `kind`): the shared contact
 * fields, the kind's own fields in `values`, and the honeypot.
 */
export function useLeadForm<V extends Record<string, unknown>>(
  kind: LeadKind,
  initial: V,
  fieldNames: readonly string[],
) {
  const [values, setValues] = useState<ContactValues & V>({ ...EMPTY, ...initial });
  const honeypot = useHoneypot();
  const submission = useFormSubmit<{ id: string; message: string }>('/api/leads', [
    'name',
    'email',
    'company',
    'message',
    ...fieldNames,
  ]);
  const set =
    <K extends keyof (ContactValues & V)>(name: K) =>
    (value: (ContactValues & V)[K]) =>
      setValues((current) => ({ ...current, [name]: value }));

  /** Checks the contact fields (plus `problems` of the kind's own), then posts `extra` with them. */
  function submit(
    event: SubmitEvent<HTMLFormElement>,
    extra: Record<string, unknown>,
    problems: Record<string, string> = {},
    companyRequired = true,
  ) {
    event.preventDefault();
    const found = {
      ...missing(values, {
        name: m.forms_enter_name(),
        ...(companyRequired ? { company: m.forms_enter_company() } : {}),
      }),
      ...problems,
    };
    const email = emailProblem(values.email);
    if (email) found.email = email;
    void submission.send(
      {
        kind,
        name: values.name,
        email: values.email,
        company: values.company,
        message: values.message,
        ...extra,
        website: honeypot.value(),
      },
      found,
    );
  }

  return { values, set, submit, submission, honeypot };
}

type LeadFormState = ReturnType<typeof useLeadForm>;

/** Name, e-mail and company inputs of a lead form. */
export function ContactFields({ form, companyRequired = true }: { form: LeadFormState; companyRequired?: boolean }) {
  const { values, set, submission } = form;
  return (
    <div className="grid items-start gap-4 sm:grid-cols-2">
      <TextField
        label={m.forms_full_name()}
        name="name"
        autoComplete="name"
        maxLength={100}
        value={values.name}
        onChange={(e) => set('name')(e.target.value)}
        error={submission.fields.name}
      />
      <TextField
        label={m.forms_work_email()}
        name="email"
        type="email"
        autoComplete="email"
        maxLength={254}
        value={values.email}
        onChange={(e) => set('email')(e.target.value)}
        error={submission.fields.email}
      />
      <div className="sm:col-span-2">
        <TextField
          label={companyRequired ? m.forms_company() : m.forms_company_optional()}
          name="company"
          autoComplete="organization"
          maxLength={120}
          value={values.company}
          onChange={(e) => set('company')(e.target.value)}
          error={submission.fields.company}
        />
      </div>
    </div>
  );
}

/** The message textarea; optional unless said otherwise. */
export function MessageField({
  form,
  label,
  hint,
  required = false,
}: {
  form: LeadFormState;
  label: string;
  hint?: ReactNode;
  required?: boolean;
}) {
  return (
    <TextAreaField
      label={required ? label : m.forms_optional_label({ label })}
      name="message"
      maxLength={5000}
      hint={hint}
      value={form.values.message}
      onChange={(e) => form.set('message')(e.target.value)}
      error={form.submission.fields.message}
    />
  );
}

/** The form element around a lead form's fields: honeypot, form message, submit button; the confirmation after. */
export function LeadFormShell({
  form,
  submitLabel,
  successTitle,
  onSubmit,
  children,
}: {
  form: LeadFormState;
  submitLabel: string;
  successTitle: string;
  onSubmit: (event: SubmitEvent<HTMLFormElement>) => void;
  children: ReactNode;
}) {
  const { submission } = form;
  if (submission.data) {
    return (
      <FormSuccess title={successTitle} onReset={submission.reset}>
        <p>{submission.data.message}</p>
        <p className="text-muted-foreground">{m.forms_confirmation_sent({ email: form.values.email.trim() })}</p>
      </FormSuccess>
    );
  }
  return (
    <form ref={submission.formRef} noValidate onSubmit={onSubmit} className="relative grid gap-5">
      {children}
      <Honeypot inputRef={form.honeypot.ref} />
      <Alert>{submission.message}</Alert>
      <PendingButton type="submit" pending={submission.pending} className="justify-self-start">
        {submitLabel}
      </PendingButton>
      <PrivacyNote />
    </form>
  );
}
