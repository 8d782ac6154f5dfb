import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import type { Attachment } from '../../../shared/attachments/attachments.schemas.ts';
import { m } from '../../../shared/i18n/messages.ts';
import { AttachmentPicker } from '../custom-solutions/AttachmentPicker.tsx';
import { PageHeader } from '../pages/PageHeader.tsx';
import { cn } from '../../lib/cn.ts';
import { errorMessage } from '../../lib/form-errors.ts';
import { apiRequest } from '../../lib/api/client.ts';
import { useRealtimeMessages } from '../../notifications/use-realtime.ts';
import { Button } from '../../ui/button.tsx';
import { formatDateTime } from '../../ui/date-time.ts';
import { inputClass } from '../../ui/input-class.ts';
import { Alert } from '../../ui/alert.tsx';
import { PendingButton } from '../../ui/pending-button.tsx';
import { richMessage } from '../../ui/rich-message.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { RoleNote } from '../../auth/RoleNote.tsx';
import { useCan } from '../../auth/use-can.ts';
import { clusterQueryOptions } from '../clusters/clusters.queries.ts';
import { Conversation } from './Conversation.tsx';
import { SlaClock } from './SlaClock.tsx';
import { SnapshotConsent } from './SnapshotConsent.tsx';
import { SnapshotView } from './SnapshotView.tsx';
import { StatusBadge } from './StatusBadge.tsx';
import { categoryLabel, priorityPhrase, statusHint } from './ticket-labels.ts';
import { storeTicket, ticketKeys, type CustomerTicket } from './tickets.queries.ts';

const noop = () => undefined;

/** /orders/support/{id}: one ticket of the organization, live: conversation, reply, snapshots, rating. */
export function TicketDetailRoute({ id }: { id: string }) {
  // Keeps the tab's /ws socket open: a `ticket` message refetches this ticket (realtime-invalidation.ts).
  useRealtimeMessages(noop);
  const ticket = useQuery<CustomerTicket>({ queryKey: ticketKeys.one(id) });
  const writes = useCan('support.write');
  if (ticket.isPending) return <Spinner label={m.support_detail_loading()} />;
  if (ticket.isError) {
    return (
      <div className="grid gap-3">
        <PageHeader title={m.support_detail_not_found()} description={m.support_detail_not_found_help()} />
        <a href="/orders/support" className="text-primary underline underline-offset-4">
          {m.support_detail_back()}
        </a>
      </div>
    );
  }
  const t = ticket.data;
  return (
    <div className="grid max-w-4xl gap-6">
      <PageHeader
        title={t.subject}
        description={
          <>
            <span className="font-mono">{t.trackingCode}</span> · {categoryLabel(t.category)} ·{' '}
            {priorityPhrase(t.priority)}
          </>
        }
      >
        <a href="/orders/support" className="text-sm text-primary underline underline-offset-4">
          {m.support_detail_all()}
        </a>
      </PageHeader>
      <div className="grid gap-1" aria-live="polite">
        <p className="flex flex-wrap items-center gap-2 text-sm">
          <span>{m.support_detail_state()}</span> <StatusBadge status={t.status} />{' '}
          <span className="text-muted-foreground">{statusHint(t.status)}</span>
        </p>
        <SlaClock sla={t.sla} />
        {t.clusterId ? <AboutCluster clusterId={t.clusterId} /> : null}
      </div>
      <section aria-labelledby="conversation-heading" className="grid gap-3">
        <h2 id="conversation-heading" className="text-lg font-semibold">
          {m.support_detail_conversation()}
        </h2>
        <Conversation messages={t.messages} />
      </section>
      {t.snapshots.length > 0 ? <SharedSnapshots ticket={t} /> : null}
      {!writes ? (
        <RoleNote permission="support.write" className="text-sm" />
      ) : t.canReply ? (
        <ReplyForm ticket={t} />
      ) : (
        <p className="text-sm">
          {t.status === 'closed' ? m.support_detail_closed() : m.support_detail_reopen_expired()}
        </p>
      )}
      {writes && t.canReopen ? <ReopenButton ticket={t} /> : null}
      {writes && t.canRate ? <RatingForm ticket={t} /> : null}
    </div>
  );
}

/** The cluster a ticket is about, by its name for the roles that can open it. */
function AboutCluster({ clusterId }: { clusterId: string }) {
  const readsClusters = useCan('clusters.read');
  const cluster = useQuery({ ...clusterQueryOptions(clusterId), enabled: readsClusters });
  if (!readsClusters) return <p className="text-sm">{m.support_detail_about_some_cluster()}</p>;
  return (
    <p className="text-sm">
      {richMessage((slot) => m.support_detail_about_cluster({ cluster: slot.cluster }), {
        cluster: (
          <a href={`/clusters/${encodeURIComponent(clusterId)}`} className="text-primary underline underline-offset-4">
            {cluster.data?.name ?? m.support_detail_this_cluster()}
          </a>
        ),
      })}
    </p>
  );
}

function SharedSnapshots({ ticket }: { ticket: CustomerTicket }) {
  const writes = useCan('support.write');
  const client = useQueryClient();
  const revoke = useMutation({
    mutationFn: (snapshotId: string) =>
      apiRequest<CustomerTicket>(
        `/api/tickets/${encodeURIComponent(ticket.id)}/snapshot?snapshotId=${encodeURIComponent(snapshotId)}`,
        { method: 'DELETE' },
      ),
    onSuccess: (updated) => storeTicket(client, updated),
  });
  return (
    <section aria-labelledby="snapshots-heading" className="grid gap-3">
      <h2 id="snapshots-heading" className="text-lg font-semibold">
        {m.support_detail_snapshots()}
      </h2>
      {ticket.snapshots.map((s) =>
        s.content ? (
          <div key={s.id} className="grid gap-2">
            <SnapshotView
              snapshot={s.content}
              heading={m.support_detail_snapshot_of({ date: formatDateTime(s.takenAt) })}
            />
            {writes ? (
              <PendingButton
                size="sm"
                variant="outline"
                pending={revoke.isPending && revoke.variables === s.id}
                className="justify-self-start"
                onClick={() => revoke.mutate(s.id)}
              >
                {m.support_detail_revoke()}
              </PendingButton>
            ) : null}
          </div>
        ) : (
          <p key={s.id} className="text-sm text-muted-foreground">
            {m.support_detail_revoked({ date: formatDateTime(s.takenAt) })}
          </p>
        ),
      )}
      <Alert>{revoke.isError ? errorMessage(revoke.error) : undefined}</Alert>
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
    <form
      className="grid gap-3 rounded-lg border border-border bg-card p-4"
      onSubmit={(event) => (event.preventDefault(), send.mutate())}
      aria-labelledby={`${id}-heading`}
    >
      <h2 id={`${id}-heading`} className="text-lg font-semibold">
        {ticket.status === 'resolved' ? m.support_detail_reply_reopen() : m.support_detail_reply()}
      </h2>
      <div className="grid gap-1.5">
        <label htmlFor={id} className="text-sm font-medium">
          {m.support_detail_your_message()}
        </label>
        <textarea
          id={id}
          rows={4}
          value={message}
          onChange={(e) => setMessage(e.target.value)}
          className={cn(inputClass, 'h-auto py-2')}
          aria-describedby={`${id}-help`}
        />
        <p id={`${id}-help`} className="text-xs text-muted-foreground">
          {m.support_detail_message_help()}
        </p>
      </div>
      <AttachmentPicker files={files} onChange={setFiles} />
      {ticket.clusterId ? <SnapshotConsent clusterId={ticket.clusterId} checked={share} onChange={setShare} /> : null}
      <Alert>{send.isError ? errorMessage(send.error) : undefined}</Alert>
      <PendingButton type="submit" pending={send.isPending} className="justify-self-start">
        {m.support_detail_send()}
      </PendingButton>
    </form>
  );
}

function ReopenButton({ ticket }: { ticket: CustomerTicket }) {
  const client = useQueryClient();
  const reopen = useMutation({
    mutationFn: () =>
      apiRequest<CustomerTicket>(`/api/tickets/${encodeURIComponent(ticket.id)}/reopen`, { method: 'POST' }),
    onSuccess: (updated) => storeTicket(client, updated),
  });
  return (
    <div className="grid gap-2">
      <Button
        variant="outline"
        className="justify-self-start"
        onClick={() => reopen.mutate()}
        disabled={reopen.isPending}
      >
        {m.support_detail_reopen()}
      </Button>
      <Alert>{reopen.isError ? errorMessage(reopen.error) : undefined}</Alert>
    </div>
  );
}

function RatingForm({ ticket }: { ticket: CustomerTicket }) {
  const id = useId();
  const client = useQueryClient();
  const [score, setScore] = useState(ticket.rating?.score ?? 0);
  const [comment, setComment] = useState(ticket.rating?.comment ?? '');
  const rate = useMutation({
    mutationFn: () =>
      apiRequest<CustomerTicket>(`/api/tickets/${encodeURIComponent(ticket.id)}/rating`, {
        method: 'POST',
        body: { score, comment },
      }),
    onSuccess: (updated) => storeTicket(client, updated),
  });
  return (
    <form
      className="grid gap-3 rounded-lg border border-border bg-card p-4"
      onSubmit={(event) => (event.preventDefault(), rate.mutate())}
    >
      <fieldset className="grid gap-2">
        <legend className="text-lg font-semibold">{m.support_detail_rating_legend()}</legend>
        <div className="flex flex-wrap gap-3">
          {[1, 2, 3, 4, 5].map((n) => (
            <label key={n} className="flex items-center gap-1 text-sm">
              <input
                type="radio"
                name={`${id}-score`}
                value={n}
                checked={score === n}
                onChange={() => setScore(n)}
                className="size-4"
              />
              {n === 1
                ? m.support_detail_rating_poor({ score: n })
                : n === 5
                  ? m.support_detail_rating_excellent({ score: n })
                  : n}
            </label>
          ))}
        </div>
      </fieldset>
      <div className="grid gap-1.5">
        <label htmlFor={`${id}-comment`} className="text-sm font-medium">
          {m.support_detail_rating_comment()}
        </label>
        <textarea
          id={`${id}-comment`}
          rows={2}
          value={comment}
          onChange={(e) => setComment(e.target.value)}
          className={cn(inputClass, 'h-auto py-2')}
        />
      </div>
      {ticket.rating ? (
        <p role="status" className="text-sm">
          {m.support_detail_rating_thanks({ score: ticket.rating.score })}
        </p>
      ) : null}
      <Alert>{rate.isError ? errorMessage(rate.error) : undefined}</Alert>
      <PendingButton type="submit" pending={rate.isPending} disabled={score === 0} className="justify-self-start">
        {ticket.rating ? m.support_detail_rating_update() : m.support_detail_rating_send()}
      </PendingButton>
    </form>
  );
}
