import { useState } from 'react';
import type { SubmitEvent } from 'react';
import { m } from '../../shared/i18n/messages.ts';
import { richMessage } from '../ui/rich-message.tsx';
import { Alert, CopyTextButton, PendingButton, TextField } from '../ui/light.ts';
import { Honeypot, SelectField, TextAreaField, useHoneypot } from './fields.tsx';
import { FormSuccess, PrivacyNote } from './FormSuccess.tsx';
import { readOptionsWithHints } from './option-labels.ts';
import { TICKET_CATEGORIES, TICKET_PRIORITIES, type TicketCategory } from '../../shared/ticket-options.ts';
import { emailProblem, missing, useFormSubmit } from './use-form-submit.ts';
import { useProbedUser } from '../site/use-probed-user.ts';
import { can, refusalMessage, type OrgRole } from '../../shared/permissions.ts';

const FIELDS = ['name', 'email', 'subject', 'category', 'priority', 'message'] as const;
type Values = Record<(typeof FIELDS)[number], string>;

const hintOf = (options: readonly { value: string; hint: string }[], value: string) =>
  options.find((o) => o.value === value)?.hint;

/**
 * Island of /submit-ticket, /technical-support and /billing-support: a visitor's ticket, with its
 * tracking code after; a signed-in user's ticket goes straight to their organization's tickets.
 */
export function TicketForm({ category }: { category?: TicketCategory }) {
  const probed = useProbedUser() as { orgRole?: OrgRole } | null;
  const signedIn = Boolean(probed);
  // A signed-in member whose role may not write to support (a viewer) would fill the whole form
  // in for a 403: they read why instead, and where their organization's tickets are.
  const orgRole = probed?.orgRole;
  const refused = orgRole && !can(orgRole, 'support.write') ? refusalMessage(orgRole, 'support.write') : null;
  const [values, setValues] = useState<Values>({
    name: '',
    email: '',
    subject: '',
    category: category ?? '',
    priority: 'normal',
    message: '',
  });
  const honeypot = useHoneypot();
  const visitorSubmission = useFormSubmit<{ trackingCode: string; message: string }>('/api/support/tickets', FIELDS);
  const accountSubmission = useFormSubmit<{ id: string; trackingCode: string }>('/api/tickets', FIELDS);
  const submission = signedIn ? accountSubmission : visitorSubmission;
  const set = (name: keyof Values) => (value: string) => setValues((current) => ({ ...current, [name]: value }));

  function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const problems = missing(values, {
      ...(signedIn ? {} : { name: m.forms_enter_name() }),
      subject: m.forms_enter_subject(),
      category: m.forms_ticket_choose_category(),
      message: m.forms_ticket_describe_problem_required(),
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
      <FormSuccess
        title={m.forms_ticket_open_title()}
        onReset={accountSubmission.reset}
        resetLabel={m.forms_ticket_open_another()}
      >
        <p>
          {richMessage((slot) => m.forms_ticket_in_organization({ code: slot.code }), {
            code: <code className="font-mono font-semibold">{trackingCode}</code>,
          })}
        </p>
        <p>
          <a
            href={`/orders/support/${encodeURIComponent(id)}`}
            className="font-medium text-primary underline-offset-4 hover:underline"
          >
            {m.forms_ticket_open_link()}
          </a>
        </p>
      </FormSuccess>
    );
  }

  if (!signedIn && visitorSubmission.data) {
    const { trackingCode } = visitorSubmission.data;
    return (
      <FormSuccess
        title={m.forms_ticket_open_title()}
        onReset={visitorSubmission.reset}
        resetLabel={m.forms_ticket_open_another()}
      >
        <p>{m.forms_ticket_your_tracking_code()}</p>
        <div className="flex flex-wrap items-center gap-3">
          <code className="rounded-md border border-border bg-background px-3 py-1.5 font-mono text-base font-semibold tracking-wider">
            {trackingCode}
          </code>
          <CopyTextButton text={trackingCode} label={m.forms_ticket_copy_tracking_code()} />
        </div>
        <p>{visitorSubmission.data.message}</p>
        <p>
          <a
            href={`/track-ticket?code=${encodeURIComponent(trackingCode)}`}
            className="font-medium text-primary underline-offset-4 hover:underline"
          >
            {m.forms_ticket_track_link()}
          </a>
        </p>
      </FormSuccess>
    );
  }

  if (refused) {
    return (
      <div
        className="grid gap-3 rounded-md border border-info/40 bg-info/10 p-3 text-sm"
        data-role-note="support.write"
      >
        <p>{refused}</p>
        <p>
          <a href="/orders/support" className="font-medium text-primary underline-offset-4 hover:underline">
            {m.home_follow_tickets()}
          </a>
        </p>
      </div>
    );
  }

  const categories = readOptionsWithHints(TICKET_CATEGORIES);
  const priorities = readOptionsWithHints(TICKET_PRIORITIES);
  return (
    <form ref={submission.formRef} noValidate onSubmit={submit} className="relative grid gap-5">
      {signedIn ? (
        <p className="rounded-md border border-info/40 bg-info/10 p-3 text-sm">{m.forms_ticket_signed_in_note()}</p>
      ) : (
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
            label={m.forms_ticket_email()}
            name="email"
            type="email"
            autoComplete="email"
            maxLength={254}
            value={values.email}
            onChange={(e) => set('email')(e.target.value)}
            error={submission.fields.email}
            hint={m.forms_ticket_email_hint()}
          />
        </div>
      )}
      <TextField
        label={m.forms_subject()}
        name="subject"
        maxLength={200}
        value={values.subject}
        onChange={(e) => set('subject')(e.target.value)}
        error={submission.fields.subject}
      />
      <div className="grid items-start gap-4 sm:grid-cols-2">
        {category ? null : (
          <SelectField
            label={m.forms_ticket_category()}
            name="category"
            placeholder={m.forms_choose()}
            options={categories}
            hint={hintOf(categories, values.category)}
            value={values.category}
            onChange={(e) => set('category')(e.target.value)}
            error={submission.fields.category}
          />
        )}
        <SelectField
          label={m.forms_ticket_priority()}
          name="priority"
          options={priorities}
          hint={hintOf(priorities, values.priority)}
          value={values.priority}
          onChange={(e) => set('priority')(e.target.value)}
          error={submission.fields.priority}
        />
      </div>
      <TextAreaField
        label={m.forms_ticket_describe_problem()}
        name="message"
        maxLength={5000}
        hint={m.forms_ticket_describe_problem_hint()}
        value={values.message}
        onChange={(e) => set('message')(e.target.value)}
        error={submission.fields.message}
      />
      <Honeypot inputRef={honeypot.ref} />
      <Alert>{submission.message}</Alert>
      <PendingButton type="submit" pending={submission.pending} className="justify-self-start">
        {m.forms_ticket_submit()}
      </PendingButton>
      <PrivacyNote />
    </form>
  );
}
