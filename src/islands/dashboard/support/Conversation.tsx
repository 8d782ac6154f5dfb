import type { CustomerTicket } from '../../../server/tickets/support-desk.schemas.ts';
import { formatDateTime } from '../../ui/date-time.ts';

/** A ticket's messages in order, with their files (downloads) and any shared snapshot. */
export function Conversation({ messages, customerLabel = 'You' }: { messages: CustomerTicket['messages']; customerLabel?: string }) {
  return (
    <ol className="grid gap-3" aria-label="Conversation">
      {messages.map((m) => (
        <li key={m.id} className={m.author === 'support' ? 'rounded-lg border border-primary/40 bg-primary/5 p-3' : 'rounded-lg border border-border bg-card p-3'}>
          <p className="text-xs text-muted-foreground">
            <span className="font-semibold text-foreground">{m.author === 'support' ? 'Support' : customerLabel}</span> · <time dateTime={m.at}>{formatDateTime(m.at)}</time>
          </p>
          <p className="mt-1 whitespace-pre-wrap break-words text-sm">{m.body}</p>
          {m.attachments.length > 0 ? (
            <ul className="mt-2 flex flex-wrap gap-2 text-sm" aria-label="Files">
              {m.attachments.map((a) => (
                <li key={a.id}>
                  <a href={`/api/attachments/${encodeURIComponent(a.id)}`} download className="text-primary underline underline-offset-4">
                    {a.name}
                  </a>{' '}
                  <span className="text-muted-foreground">({Math.ceil(a.size / 1024)} kB)</span>
                </li>
              ))}
            </ul>
          ) : null}
          {m.snapshotId ? <p className="mt-2 text-xs text-muted-foreground">A diagnostic snapshot was shared with this message.</p> : null}
        </li>
      ))}
    </ol>
  );
}
