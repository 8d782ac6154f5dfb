import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import type { OfficerTicket } from '../../../../shared/tickets/support-desk.schemas.ts';
import { m } from '../../../../shared/i18n/messages.ts';
import { TICKET_PRIORITIES, type TicketPriority } from '../../../../shared/ticket-options.ts';
import { cn } from '../../../lib/cn.ts';
import { errorMessage } from '../../../lib/form-errors.ts';
import { apiRequest } from '../../../lib/api/client.ts';
import { useRealtimeMessages } from '../../../notifications/use-realtime.ts';
import { Button } from '../../../ui/button.tsx';
import { inputClass } from '../../../ui/input-class.ts';
import { Alert } from '../../../ui/alert.tsx';
import { PendingButton } from '../../../ui/pending-button.tsx';
import { QueryState } from '../../../ui/query-state.tsx';
import { Conversation } from '../Conversation.tsx';
import { SlaClock } from '../SlaClock.tsx';
import { SnapshotView } from '../SnapshotView.tsx';
import { StatusBadge } from '../StatusBadge.tsx';
import { priorityLabel, priorityPhrase } from '../ticket-labels.ts';
import { ticketKeys } from '../tickets.queries.ts';

type StateEvent = 'acknowledge' | 'resolve' | 'close' | 'reopen';
const EVENTS: { event: StateEvent; label: () => string; applies: (t: OfficerTicket) => boolean }[] = [
  { event: 'acknowledge', label: m.support_queue_acknowledge, applies: (t) => t.status === 'open' },
  {
    event: 'resolve',
    label: m.support_queue_resolve,
    applies: (t) => ['open', 'awaiting_support', 'awaiting_customer'].includes(t.status),
  },
  { event: 'close', label: m.support_queue_close, applies: (t) => t.status === 'resolved' },
  { event: 'reopen', label: m.support_queue_reopen, applies: (t) => t.canReopen },
];

const noop = () => undefined;

/**
 * The officers' ticket queue: tickets past their response time first, then by due time. Each
 * opens to its conversation, consented snapshots and files, internal notes, and the actions
 * (take, reply, note, state, priority). Live: a `ticket` message over /ws refetches it.
 */
/** The officers' ticket queue; `titled={false}` inside the Officers Panel, whose section names it. */
export function TicketQueue({ currentUserId, titled = true }: { currentUserId?: string; titled?: boolean }) {
  useRealtimeMessages(noop);
  const queue = useQuery<OfficerTicket[]>({ queryKey: ticketKeys.queue });
  const [openId, setOpenId] = useState<string | null>(null);
  return (
    <section
      {...(titled ? { 'aria-labelledby': 'ticket-queue-heading' } : { 'aria-label': m.support_queue_heading() })}
      className="grid gap-3"
    >
      {titled ? (
        <h2 id="ticket-queue-heading" className="text-lg font-semibold">
          {m.support_queue_heading()}
        </h2>
      ) : null}
      <QueryState compact query={queue} label={m.support_queue_loading()} empty={m.support_queue_empty()}>
        {(tickets) => (
          <ul className="grid gap-2" aria-label={m.support_queue_list()}>
            {tickets.map((t) => (
              <li
                key={t.id}
                className={cn(
                  'rounded-lg border bg-card p-3',
                  t.sla.breached ? 'border-destructive/60' : 'border-border',
                )}
              >
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <div className="grid gap-1">
                    <p className="flex flex-wrap items-center gap-2">
                      <span className="font-medium">{t.subject}</span>
                      <StatusBadge status={t.status} audience="staff" />
                      <span className="text-xs">{priorityPhrase(t.priority)}</span>
                    </p>
                    <p className="text-xs text-muted-foreground">
                      <span className="font-mono">{t.trackingCode}</span> · {t.requesterName} {`<${t.requesterEmail}>`}{' '}
                      ·{' '}
                      {t.assigneeId
                        ? t.assigneeId === currentUserId
                          ? m.support_queue_taken_by_you()
                          : m.support_queue_taken()
                        : m.support_queue_not_taken()}
                    </p>
                    <SlaClock sla={t.sla} className="text-xs" audience="staff" />
                  </div>
                  <Button
                    size="sm"
                    variant="outline"
                    aria-expanded={openId === t.id}
                    onClick={() => setOpenId(openId === t.id ? null : t.id)}
                  >
                    {openId === t.id ? m.support_queue_hide() : m.support_queue_open()}{' '}
                    <span className="sr-only">{t.subject}</span>
                  </Button>
                </div>
                {openId === t.id ? <QueueTicket ticket={t} /> : null}
              </li>
            ))}
          </ul>
        )}
      </QueryState>
    </section>
  );
}

function QueueTicket({ ticket }: { ticket: OfficerTicket }) {
  const client = useQueryClient();
  const path = `/api/officers/tickets/${encodeURIComponent(ticket.id)}`;
  const act = useMutation({
    mutationFn: (request: { suffix: string; method: string; body?: unknown }) =>
      apiRequest<OfficerTicket>(`${path}${request.suffix}`, { method: request.method, body: request.body }),
    onSuccess: (updated) =>
      client.setQueryData<OfficerTicket[]>(ticketKeys.queue, (list) =>
        list?.map((t) => (t.id === updated.id ? updated : t)),
      ),
  });
  return (
    <div className="mt-3 grid gap-4 border-t border-border pt-3">
      <div className="flex flex-wrap items-end gap-2">
        {!ticket.assigneeId ? (
          <Button size="sm" onClick={() => act.mutate({ suffix: '/claim', method: 'POST' })} disabled={act.isPending}>
            {m.support_queue_take()}
          </Button>
        ) : null}
        {EVENTS.filter((e) => e.applies(ticket)).map((e) => (
          <Button
            key={e.event}
            size="sm"
            variant="outline"
            disabled={act.isPending}
            onClick={() => act.mutate({ suffix: '', method: 'PATCH', body: { event: e.event } })}
          >
            {e.label()}
          </Button>
        ))}
        <PrioritySelect
          value={ticket.priority}
          onChange={(priority) => act.mutate({ suffix: '', method: 'PATCH', body: { priority } })}
        />
      </div>
      <Alert>{act.isError ? errorMessage(act.error) : undefined}</Alert>
      <Conversation messages={ticket.messages} customerLabel={ticket.requesterName} />
      {ticket.snapshots.map((s) =>
        s.content ? <SnapshotView key={s.id} snapshot={s.content} heading={m.support_queue_snapshot()} /> : null,
      )}
      {ticket.notes.length > 0 ? (
        <section aria-label={m.support_queue_notes()} className="grid gap-2">
          <h3 className="text-sm font-semibold">{m.support_queue_notes_heading()}</h3>
          <ul className="grid gap-1 text-sm">
            {ticket.notes.map((n) => (
              <li key={n.id} className="whitespace-pre-wrap rounded border border-warning/60 bg-warning/10 p-2">
                {n.body}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <MessageForm
        label={m.support_queue_reply_label()}
        button={m.support_queue_reply_button()}
        pending={act.isPending}
        onSend={(message) => act.mutateAsync({ suffix: '/reply', method: 'POST', body: { message } })}
      />
      <MessageForm
        label={m.support_queue_note_label()}
        button={m.support_queue_note_button()}
        pending={act.isPending}
        onSend={(message) => act.mutateAsync({ suffix: '/notes', method: 'POST', body: { message } })}
      />
    </div>
  );
}

function PrioritySelect({ value, onChange }: { value: TicketPriority; onChange: (priority: TicketPriority) => void }) {
  const id = useId();
  return (
    <div className="grid gap-1">
      <label htmlFor={id} className="text-xs font-medium">
        {m.support_queue_priority()}
      </label>
      <select
        id={id}
        value={value}
        onChange={(e) => onChange(e.target.value as TicketPriority)}
        className={cn(inputClass, 'h-8 pr-8 text-sm')}
      >
        {TICKET_PRIORITIES.map((p) => (
          <option key={p.value} value={p.value}>
            {priorityLabel(p.value)}
          </option>
        ))}
      </select>
    </div>
  );
}

function MessageForm({
  label,
  button,
  pending,
  onSend,
}: {
  label: string;
  button: string;
  pending: boolean;
  onSend: (message: string) => Promise<unknown>;
}) {
  const id = useId();
  const [message, setMessage] = useState('');
  const send = async () => {
    try {
      await onSend(message);
      setMessage('');
    } catch {
      // The error shows above (the shared mutation's state).
    }
  };
  return (
    <form className="grid gap-2" onSubmit={(event) => (event.preventDefault(), void send())}>
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      <textarea
        id={id}
        rows={3}
        value={message}
        onChange={(e) => setMessage(e.target.value)}
        className={cn(inputClass, 'h-auto py-2')}
      />
      <PendingButton
        type="submit"
        size="sm"
        pending={pending}
        disabled={message.trim() === ''}
        className="justify-self-start"
      >
        {button}
      </PendingButton>
    </form>
  );
}
