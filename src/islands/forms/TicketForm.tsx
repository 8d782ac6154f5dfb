import { useState } from 'react';
import type { SubmitEvent } from 'react';
import { TICKET_CATEGORIES, TICKET_PRIORITIES, type TicketCategory } from '../../shared/ticket-options.ts';
import { CopyTextButton, FormAlert, SubmitButton, TextField } from './controls.tsx';
import { Honeypot, SelectField, TextAreaField, useHoneypot } from './fields.tsx';
import { FormSuccess, PrivacyNote } from './FormSuccess.tsx';
import { emailProblem, missing, useFormSubmit } from './use-form-submit.ts';
import { useProbedUser } from '../site/use-probed-user.ts';

const FIELDS = ['name', 'email', 'subject', 'category', 'priority', 'message'] as const;
type Values = Record<(typeof FIELDS)[number], string>;

const hintOf = (options: readonly { value: string; hint: string }[], value: string) => options.find((o) => o.value === value)?.hint;

/**
 * Island of /submit-ticket, /technical-support and /billing-support: a visitor's ticket, with its
 * tracking code after; a signed-in user's ticket goes straight to their organization's tickets.
 */
export function TicketForm({ category }: { category?: TicketCategory }) {
  const signedIn = Boolean(useProbedUser());
  const [values, setValues] = useState<Values>({ name: '', email: '', subject: '', category: category ?? '', priority: 'normal', message: '' });
  const honeypot = useHoneypot();
  const visitorSubmission = useFormSubmit<{ trackingCode: string; message: string }>('/api/support/tickets', FIELDS);
  const accountSubmission = useFormSubmit<{ id: string; trackingCode: string }>('/api/tickets', FIELDS);
  const submission = signedIn ? accountSubmission : visitorSubmission;
  const set = (name: keyof Values) => (value: string) => setValues((current) => ({ ...current, [name]: value }));

  function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const problems = missing(values, {
      ...(signedIn ? {} : { name: 'Enter your name.' }),
      subject: 'Enter a subject.',
      category: 'Choose a category.',
      message: 'Describe the problem.',
    });
    if (signedIn) {
      const { subject, category: chosen, priority, message } = values;
      void accountSubmission.send({ subject, category: chosen, priority, message }, problems);
      return;
    }
    const email = emailProblem(values.email);
    if (email) problems.email = email;
    void visitorSubmission.send({ ...values, website: honeypot.value() }, problems);
  }

  if (signedIn && accountSubmission.data) {
    const { id, trackingCode } = accountSubmission.data;
    return (
      <FormSuccess title="Your ticket is open" onReset={accountSubmission.reset} resetLabel="Open another ticket">
        <p>
          Ticket <code className="font-mono font-semibold">{trackingCode}</code> is in your organization’s tickets: follow our replies,
          add files or a cluster snapshot there.
        </p>
        <p>
          <a href={`/orders/support/${encodeURIComponent(id)}`} className="font-medium text-primary underline-offset-4 hover:underline">
            Open the ticket
          </a>
        </p>
      </FormSuccess>
    );
  }

  if (!signedIn && visitorSubmission.data) {
    const { trackingCode } = visitorSubmission.data;
    return (
      <FormSuccess title="Your ticket is open" onReset={visitorSubmission.reset} resetLabel="Open another ticket">
        <p>Your tracking code:</p>
        <div className="flex flex-wrap items-center gap-3">
          <code className="rounded-md border border-border bg-background px-3 py-1.5 font-mono text-base font-semibold tracking-wider">{trackingCode}</code>
          <CopyTextButton text={trackingCode} label="Copy tracking code" />
        </div>
        <p>{visitorSubmission.data.message}</p>
        <p>
          <a href={`/track-ticket?code=${encodeURIComponent(trackingCode)}`} className="font-medium text-primary underline-offset-4 hover:underline">
            Track this ticket
          </a>
        </p>
      </FormSuccess>
    );
  }

  return (
    <form ref={submission.formRef} noValidate onSubmit={submit} className="relative grid gap-5">
      {signedIn ? (
        <p className="rounded-md border border-info/40 bg-info/10 p-3 text-sm">
          You are signed in: this ticket opens in your organization’s tickets, where you can attach files and share a cluster snapshot.
        </p>
      ) : (
      <div className="grid items-start gap-4 sm:grid-cols-2">
        <TextField label="Full name" name="name" autoComplete="name" maxLength={100} value={values.name} onChange={(e) => set('name')(e.target.value)} error={submission.fields.name} />
        <TextField label="E-mail" name="email" type="email" autoComplete="email" maxLength={254} value={values.email} onChange={(e) => set('email')(e.target.value)} error={submission.fields.email} hint="We send the tracking code and our replies here." />
      </div>
      )}
      <TextField label="Subject" name="subject" maxLength={200} value={values.subject} onChange={(e) => set('subject')(e.target.value)} error={submission.fields.subject} />
      <div className="grid items-start gap-4 sm:grid-cols-2">
        {category ? null : (
          <SelectField label="Category" name="category" placeholder="Choose…" options={TICKET_CATEGORIES} hint={hintOf(TICKET_CATEGORIES, values.category)} value={values.category} onChange={(e) => set('category')(e.target.value)} error={submission.fields.category} />
        )}
        <SelectField label="Priority" name="priority" options={TICKET_PRIORITIES} hint={hintOf(TICKET_PRIORITIES, values.priority)} value={values.priority} onChange={(e) => set('priority')(e.target.value)} error={submission.fields.priority} />
      </div>
      <TextAreaField
        label="Describe the problem"
        name="message"
        maxLength={5000}
        hint="At least 10 characters. Include what you expected, what happened, and when."
        value={values.message}
        onChange={(e) => set('message')(e.target.value)}
        error={submission.fields.message}
      />
      <Honeypot inputRef={honeypot.ref} />
      <FormAlert message={submission.message} />
      <SubmitButton pending={submission.pending}>
        Submit ticket
      </SubmitButton>
      <PrivacyNote />
    </form>
  );
}
