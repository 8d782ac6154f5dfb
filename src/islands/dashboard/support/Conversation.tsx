import type { CustomerTicket } from '../../../shared/tickets/support-desk.schemas.ts';
import { m } from '../../../shared/i18n/messages.ts';
import { formatDateTime } from '../../ui/date-time.ts';
import { DownloadLink } from '../../ui/download-link.tsx';

/** A ticket's messages in order, with their files (downloads) and any shared snapshot. */
export function Conversation({
  messages,
  customerLabel,
}: {
  messages: CustomerTicket['messages'];
  customerLabel?: string;
}) {
  const customer = customerLabel ?? m.support_conversation_you();
  return (
    <ol className="grid gap-3" aria-label={m.support_conversation_label()}>
      {messages.map((message) => (
        <li
          key={message.id}
          className={
            message.author === 'support'
              ? 'rounded-lg border border-primary/40 bg-primary/5 p-3'
              : 'rounded-lg border border-border bg-card p-3'
          }
        >
          <p className="text-xs text-muted-foreground">
            <span className="font-semibold text-foreground">
              {message.author === 'support' ? m.support_conversation_support() : customer}
            </span>{' '}
            · <time dateTime={message.at}>{formatDateTime(message.at)}</time>
          </p>
          <p className="mt-1 whitespace-pre-wrap break-words text-sm">{message.body}</p>
          {message.attachments.length > 0 ? (
            <ul className="mt-2 flex flex-wrap gap-2 text-sm" aria-label={m.support_conversation_files()}>
              {message.attachments.map((a) => (
                <li key={a.id}>
                  <DownloadLink
                    href={`/api/attachments/${encodeURIComponent(a.id)}`}
                    className="text-primary underline underline-offset-4"
                  >
                    {a.name}
                  </DownloadLink>{' '}
                  <span className="text-muted-foreground">
                    {m.support_conversation_file_size({ size: Math.ceil(a.size / 1024) })}
                  </span>
                </li>
              ))}
            </ul>
          ) : null}
          {message.snapshotId ? (
            <p className="mt-2 text-xs text-muted-foreground">{m.support_conversation_snapshot_shared()}</p>
          ) : null}
        </li>
      ))}
    </ol>
  );
}
