import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import type { Attachment } from '../../../server/attachments/attachments.schemas.ts';
import { TICKET_CATEGORIES, TICKET_STATUSES } from '../../../shared/ticket-options.ts';
import { AttachmentPicker } from '../custom-solutions/AttachmentPicker.tsx';
import { PageHeader } from '../pages/PageHeader.tsx';
import { cn } from '../../lib/cn.ts';
import { errorMessage } from '../../lib/form-errors.ts';
import { apiRequest } from '../../lib/request.ts';
import { useRealtimeMessages } from '../../notifications/use-realtime.ts';
import { Button } from '../../ui/button.tsx';
import { formatDateTime } from '../../ui/date-time.ts';
import { inputClass } from '../../ui/input-class.ts';
import { FormAlert } from '../../ui/form-alert.tsx';
import { PendingButton } from '../../ui/pending-button.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { RoleNote } from '../../auth/RoleNote.tsx';
import { useCan } from '../../auth/use-can.ts';
import { clusterQueryOptions } from '../clusters/clusters.queries.ts';
import { Conversation } from './Conversation.tsx';
import { SlaClock } from './SlaClock.tsx';
import { SnapshotConsent } from './SnapshotConsent.tsx';
import { SnapshotView } from './SnapshotView.tsx';
import { priorityLabel, StatusBadge } from './StatusBadge.tsx';
import { storeTicket, ticketKeys, type CustomerTicket } from './tickets.queries.ts';

const noop = () => undefined;

/** /orders/support/{id}: one ticket of the organization, live: conversation, reply, snapshots, rating. */
export function TicketDetailRoute({ id }: { id: string }) {
  // Keeps the tab's /ws socket open: a `ticket` message refetches this ticket (realtime-invalidation.ts).
  useRealtimeMessages(noop);
  const ticket = useQuery<CustomerTicket>({ queryKey: ticketKeys.one(id) });
  const writes = useCan('support.write');
  if (ticket.isPending) return <Spinner label="Loading the ticket" />;
  if (ticket.isError) {
    return (
      <div className="grid gap-3">
        <PageHeader title="Ticket not found" description="It does not exist, or belongs to another organization." />
        <a href="/orders/support" className="text-primary underline underline-offset-4">Back to your tickets</a>
      </div>
    );
  }
  const t = ticket.data;
  const status = TICKET_STATUSES.find((s) => s.value === t.status);
  return (
    <div className="grid max-w-4xl gap-6">
      <PageHeader title={t.subject} description={<><span className="font-mono">{t.trackingCode}</span> · {TICKET_CATEGORIES.find((c) => c.value === t.category)?.label} · {priorityLabel(t.priority)} priority</>}>
        <a href="/orders/support" className="text-sm text-primary underline underline-offset-4">All tickets</a>
      </PageHeader>
      <div className="grid gap-1" aria-live="polite">
        <p className="flex flex-wrap items-center gap-2 text-sm">
          <span>State:</span> <StatusBadge status={t.status} /> <span className="text-muted-foreground">{status?.hint}</span>
        </p>
        <SlaClock sla={t.sla} />
        {t.clusterId ? <AboutCluster clusterId={t.clusterId} /> : null}
      </div>
      <section aria-labelledby="conversation-heading" className="grid gap-3">
        <h2 id="conversation-heading" className="text-lg font-semibold">Conversation</h2>
        <Conversation messages={t.messages} />
      </section>
      {t.snapshots.length > 0 ? <SharedSnapshots ticket={t} /> : null}
      {!writes ? <RoleNote permission="support.write" className="text-sm" /> : t.canReply ? <ReplyForm ticket={t} /> : <p className="text-sm">{t.status === 'closed' ? 'This ticket is closed. Open a new ticket if you need more help.' : 'The 14 days to reopen this ticket have passed. Open a new ticket and mention its tracking code.'}</p>}
      {writes && t.canReopen ? <ReopenButton ticket={t} /> : null}
      {writes && t.canRate ? <RatingForm ticket={t} /> : null}
    </div>
  );
}

/** The cluster a ticket is about, by its name for the roles that can open it. */
function AboutCluster({ clusterId }: { clusterId: string }) {
  const readsClusters = useCan('clusters.read');
  const cluster = useQuery({ ...clusterQueryOptions(clusterId), enabled: readsClusters });
  if (!readsClusters) return <p className="text-sm">About one of your organization’s clusters.</p>;
  return (
    <p className="text-sm">
      About the cluster <a href={`/clusters/${encodeURIComponent(clusterId)}`} className="text-primary underline underline-offset-4">{cluster.data?.name ?? 'of this ticket'}</a>
    </p>
  );
}

function SharedSnapshots({ ticket }: { ticket: CustomerTicket }) {
  const writes = useCan('support.write');
  const client = useQueryClient();
  const revoke = useMutation({
    mutationFn: (snapshotId: string) =>
      apiRequest<CustomerTicket>(`/api/tickets/${encodeURIComponent(ticket.id)}/snapshot?snapshotId=${encodeURIComponent(snapshotId)}`, { method: 'DELETE' }),
    onSuccess: (updated) => storeTicket(client, updated),
  });
  return (
    <section aria-labelledby="snapshots-heading" className="grid gap-3">
      <h2 id="snapshots-heading" className="text-lg font-semibold">Shared diagnostic snapshots</h2>
      {ticket.snapshots.map((s) =>
        s.content ? (
          <div key={s.id} className="grid gap-2">
            <SnapshotView snapshot={s.content} heading={`Snapshot of ${formatDateTime(s.takenAt)}`} />
            {writes ? (
              <PendingButton size="sm" variant="outline" pending={revoke.isPending && revoke.variables === s.id} className="justify-self-start" onClick={() => revoke.mutate(s.id)}>
                Revoke this snapshot
              </PendingButton>
            ) : null}
          </div>
        ) : (
          <p key={s.id} className="text-sm text-muted-foreground">
            A snapshot taken {formatDateTime(s.takenAt)} was revoked: support no longer sees it.
          </p>
        ),
      )}
      <FormAlert message={revoke.isError ? errorMessage(revoke.error) : undefined} />
    </section>
  );
}

function ReplyForm({ ticket }: { ticket: CustomerTicket }) {
  const id = useId();
  const client = useQueryClient();
  const [message, setMessage] = useState('');
  const [files, setFiles] = useState<Attachment[]>([]);
  const [share, setShare] = useState(false);
  const send = useMutation({
    mutationFn: () =>
      apiRequest<CustomerTicket>(`/api/tickets/${encodeURIComponent(ticket.id)}/messages`, {
        method: 'POST',
        body: { message, attachmentIds: files.map((f) => f.id), shareSnapshot: share },
      }),
    onSuccess: (updated) => {
      storeTicket(client, updated);
      setMessage('');
      setFiles([]);
      setShare(false);
    },
  });
  return (
    <form className="grid gap-3 rounded-lg border border-border bg-card p-4" onSubmit={(event) => (event.preventDefault(), send.mutate())} aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className="text-lg font-semibold">{ticket.status === 'resolved' ? 'Reply and reopen' : 'Reply'}</h2>
      <div className="grid gap-1.5">
        <label htmlFor={id} className="text-sm font-medium">Your message</label>
        <textarea id={id} rows={4} value={message} onChange={(e) => setMessage(e.target.value)} className={cn(inputClass, 'h-auto py-2')} aria-describedby={`${id}-help`} />
        <p id={`${id}-help`} className="text-xs text-muted-foreground">10 to 5000 characters.</p>
      </div>
      <AttachmentPicker files={files} onChange={setFiles} />
      {ticket.clusterId ? <SnapshotConsent clusterId={ticket.clusterId} checked={share} onChange={setShare} /> : null}
      <FormAlert message={send.isError ? errorMessage(send.error) : undefined} />
      <PendingButton type="submit" pending={send.isPending} className="justify-self-start">Send</PendingButton>
    </form>
  );
}

function ReopenButton({ ticket }: { ticket: CustomerTicket }) {
  const client = useQueryClient();
  const reopen = useMutation({
    mutationFn: () => apiRequest<CustomerTicket>(`/api/tickets/${encodeURIComponent(ticket.id)}/reopen`, { method: 'POST' }),
    onSuccess: (updated) => storeTicket(client, updated),
  });
  return (
    <div className="grid gap-2">
      <Button variant="outline" className="justify-self-start" onClick={() => reopen.mutate()} disabled={reopen.isPending}>Reopen the ticket</Button>
      <FormAlert message={reopen.isError ? errorMessage(reopen.error) : undefined} />
    </div>
  );
}

function RatingForm({ ticket }: { ticket: CustomerTicket }) {
  const id = useId();
  const client = useQueryClient();
  const [score, setScore] = useState(ticket.rating?.score ?? 0);
  const [comment, setComment] = useState(ticket.rating?.comment ?? '');
  const rate = useMutation({
    mutationFn: () => apiRequest<CustomerTicket>(`/api/tickets/${encodeURIComponent(ticket.id)}/rating`, { method: 'POST', body: { score, comment } }),
    onSuccess: (updated) => storeTicket(client, updated),
  });
  return (
    <form className="grid gap-3 rounded-lg border border-border bg-card p-4" onSubmit={(event) => (event.preventDefault(), rate.mutate())}>
      <fieldset className="grid gap-2">
        <legend className="text-lg font-semibold">How satisfied are you with the answer?</legend>
        <div className="flex flex-wrap gap-3">
          {[1, 2, 3, 4, 5].map((n) => (
            <label key={n} className="flex items-center gap-1 text-sm">
              <input type="radio" name={`${id}-score`} value={n} checked={score === n} onChange={() => setScore(n)} className="size-4" />
              {n}{n === 1 ? ' (poor)' : n === 5 ? ' (excellent)' : ''}
            </label>
          ))}
        </div>
      </fieldset>
      <div className="grid gap-1.5">
        <label htmlFor={`${id}-comment`} className="text-sm font-medium">Comment (optional)</label>
        <textarea id={`${id}-comment`} rows={2} value={comment} onChange={(e) => setComment(e.target.value)} className={cn(inputClass, 'h-auto py-2')} />
      </div>
      {ticket.rating ? <p role="status" className="text-sm">Thank you: you rated this answer {ticket.rating.score} out of 5.</p> : null}
      <FormAlert message={rate.isError ? errorMessage(rate.error) : undefined} />
      <PendingButton type="submit" pending={rate.isPending} disabled={score === 0} className="justify-self-start">{ticket.rating ? 'Update the rating' : 'Send the rating'}</PendingButton>
    </form>
  );
}
