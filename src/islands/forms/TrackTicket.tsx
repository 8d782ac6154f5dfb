import { useEffect, useState } from 'react';
import type { SubmitEvent } from 'react';
import { m } from '../../shared/i18n/messages.ts';
import { richMessage } from '../ui/rich-message.tsx';
import { Alert, buttonVariants, PendingButton, TextField } from '../ui/light.ts';
import { TicketConversation } from './TicketConversation.tsx';
import type { VisitorTicket } from './ticket-view.ts';
import { emailProblem, useFormSubmit } from './use-form-submit.ts';

/** What a tracking code looks like (the same in every language). */
const CODE_FORMAT = 'TCK-XXXX-XXXX-XXXX';

/** Island of /track-ticket: the tracking code and e-mail address open the ticket and its conversation. */
export function TrackTicket() {
  const [code, setCode] = useState('');
  const [email, setEmail] = useState('');
  const [ticket, setTicket] = useState<VisitorTicket>();
  const lookup = useFormSubmit<VisitorTicket>('/api/support/tickets/track', ['trackingCode', 'email']);

  // The e-mail's link carries the code (never the address): prefill it after hydration.
  useEffect(() => {
    const fromLink = new URLSearchParams(window.location.search).get('code');
    if (fromLink) setCode(fromLink.slice(0, 40));
  }, []);

  async function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const problems: Record<string, string> = {};
    if (code.trim() === '') problems.trackingCode = m.forms_track_enter_code();
    const emailIssue = emailProblem(email);
    if (emailIssue) problems.email = emailIssue;
    const found = await lookup.send({ trackingCode: code, email }, problems);
    if (found) setTicket(found);
  }

  if (ticket) {
    return (
      <div className="grid gap-6">
        <TicketConversation ticket={ticket} email={email} onChange={setTicket} />
        <button
          type="button"
          className={buttonVariants({ variant: 'link', size: 'inline', className: 'justify-self-start' })}
          onClick={() => {
            setTicket(undefined);
            lookup.reset();
          }}
        >
          {m.forms_track_another()}
        </button>
      </div>
    );
  }

  const notFound = lookup.error !== undefined && lookup.message !== undefined && !lookup.fields.trackingCode;
  return (
    <form ref={lookup.formRef} noValidate onSubmit={(e) => void submit(e)} className="grid gap-4">
      <div className="grid items-start gap-4 sm:grid-cols-2">
        <TextField
          label={m.forms_track_code()}
          name="trackingCode"
          autoComplete="off"
          spellCheck={false}
          placeholder={CODE_FORMAT}
          maxLength={40}
          className="font-mono uppercase placeholder:normal-case"
          value={code}
          onChange={(e) => setCode(e.target.value)}
          error={lookup.fields.trackingCode}
        />
        <TextField
          label={m.forms_track_email()}
          name="email"
          type="email"
          autoComplete="email"
          maxLength={254}
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          error={lookup.fields.email}
        />
      </div>
      <Alert>{lookup.message}</Alert>
      {notFound ? (
        <p className="text-sm text-muted-foreground">
          {richMessage((slot) => m.forms_track_lost_code({ link: slot.link }), {
            link: (
              <a href="/submit-ticket" className="font-medium text-primary underline-offset-4 hover:underline">
                {m.forms_track_new_ticket()}
              </a>
            ),
          })}
        </p>
      ) : null}
      <PendingButton type="submit" pending={lookup.pending} className="justify-self-start">
        {m.forms_track_submit()}
      </PendingButton>
    </form>
  );
}
