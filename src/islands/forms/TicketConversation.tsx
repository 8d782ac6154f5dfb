import { useState } from 'react';
import type { SubmitEvent } from 'react';
import { m } from '../../shared/i18n/messages.ts';
import { richMessage } from '../ui/rich-message.tsx';
import { Alert, cx, PendingButton } from '../ui/light.ts';
import { TextAreaField } from './fields.tsx';
import { readOptionsWithHints } from './option-labels.ts';
import { TICKET_CATEGORIES, TICKET_PRIORITIES, TICKET_STATUSES } from '../../shared/ticket-options.ts';
import type { VisitorTicket } from './ticket-view.ts';
import { formatDateTime } from '../../shared/format/dates.ts';
import { useFormSubmit } from './use-form-submit.ts';

const labelOf = (options: readonly { value: string; label: string }[], value: string) =>
  options.find((o) => o.value === value)?.label ?? value;

const STATUS_TONES: Record<VisitorTicket['status'], string> = {
  open: 'border-info/40 bg-info/10',
  awaiting_support: 'border-info/40 bg-info/10',
  awaiting_customer: 'border-warning/50 bg-warning/10',
  resolved: 'border-success/40 bg-success/10',
  closed: 'border-border bg-muted',
};

/** A ticket's status, dates and conversation, with the reply form while it may be answered. */
export function TicketConversation({
  ticket,
  email,
  onChange,
}: {
  ticket: VisitorTicket;
  email: string;
  onChange: (next: VisitorTicket) => void;
}) {
  const status = readOptionsWithHints(TICKET_STATUSES).find((s) => s.value === ticket.status);
  return (
    <article className="grid gap-6" aria-labelledby="ticket-subject">
      <header className="grid gap-3">
        <p className="font-mono text-sm text-muted-foreground">{ticket.trackingCode}</p>
        <h2 id="ticket-subject" className="text-xl font-semibold break-words">
          {ticket.subject}
        </h2>
        <div className={cx('grid gap-1 rounded-md border px-4 py-3 text-sm', STATUS_TONES[ticket.status])}>
          <p>
            {richMessage((slot) => m.forms_ticket_status_line({ status: slot.status }), {
              status: <strong>{status?.label ?? ticket.status}</strong>,
            })}
          </p>
          <p className="text-muted-foreground">{status?.hint}</p>
        </div>
        <dl className="grid grid-cols-2 gap-x-6 gap-y-1 text-sm sm:grid-cols-4">
          <div>
            <dt className="text-muted-foreground">{m.forms_ticket_category()}</dt>
            <dd>{labelOf(readOptionsWithHints(TICKET_CATEGORIES), ticket.category)}</dd>
          </div>
          <div>
            <dt className="text-muted-foreground">{m.forms_ticket_priority()}</dt>
            <dd>{labelOf(readOptionsWithHints(TICKET_PRIORITIES), ticket.priority)}</dd>
          </div>
          <div>
            <dt className="text-muted-foreground">{m.forms_ticket_opened()}</dt>
            <dd>{formatDateTime(ticket.createdAt)}</dd>
          </div>
          <div>
            <dt className="text-muted-foreground">{m.forms_ticket_last_update()}</dt>
            <dd>{formatDateTime(ticket.updatedAt)}</dd>
          </div>
        </dl>
      </header>
      <section aria-label={m.forms_ticket_conversation()}>
        <ol className="grid gap-3">
          {ticket.messages.map((message) => (
            <li
              key={message.id}
              className={cx(
                'grid gap-1 rounded-lg border p-4 text-sm',
                message.author === 'support'
                  ? 'border-primary/30 bg-primary/5 sm:ml-8'
                  : 'border-border bg-card sm:mr-8',
              )}
            >
              <p className="flex flex-wrap justify-between gap-2 text-xs text-muted-foreground">
                <span className="font-semibold text-foreground">
                  {message.author === 'support' ? m.forms_ticket_support_team() : m.forms_ticket_you()}
                </span>
                <time dateTime={message.at}>{formatDateTime(message.at)}</time>
              </p>
              {/* Rendered as text, never as HTML: the body is whatever was typed. */}
              <p className="whitespace-pre-wrap break-words">{message.body}</p>
            </li>
          ))}
        </ol>
      </section>
      {ticket.canReply ? <ReplyForm ticket={ticket} email={email} onChange={onChange} /> : null}
    </article>
  );
}

function ReplyForm({
  ticket,
  email,
  onChange,
}: {
  ticket: VisitorTicket;
  email: string;
  onChange: (next: VisitorTicket) => void;
}) {
  const [message, setMessage] = useState('');
  const submission = useFormSubmit<VisitorTicket>('/api/support/tickets/reply', ['message']);
  const reopening = ticket.status === 'resolved';

  async function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const next = await submission.send(
      { trackingCode: ticket.trackingCode, email, message },
      message.trim() === '' ? { message: m.forms_ticket_write_reply() } : {},
    );
    if (!next) return;
    onChange(next);
    setMessage('');
    submission.reset();
  }

  return (
    <form
      ref={submission.formRef}
      noValidate
      onSubmit={(e) => void submit(e)}
      className="grid gap-3 border-t border-border pt-5"
    >
      <TextAreaField
        label={reopening ? m.forms_ticket_reply_to_reopen() : m.forms_ticket_your_reply()}
        name="message"
        maxLength={5000}
        value={message}
        onChange={(e) => setMessage(e.target.value)}
        error={submission.fields.message}
      />
      <Alert>{submission.message}</Alert>
      <PendingButton type="submit" pending={submission.pending} className="justify-self-start">
        {m.forms_ticket_send_reply()}
      </PendingButton>
    </form>
  );
}
