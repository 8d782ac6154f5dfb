import type { ReactNode } from 'react';
import type { CustomSolution } from '../../../server/custom-solutions/custom-solutions.schemas.ts';
import { TICKET_STATUSES } from '../../../shared/ticket-options.ts';
import { formatWhen } from '../addons/addon-state.ts';

/** "Waiting for your reply" and what it means. */
export function statusOf(status: CustomSolution['status']) {
  return TICKET_STATUSES.find((s) => s.value === status) ?? TICKET_STATUSES[0];
}

/** One request: reference, status in words, what was asked, files and the conversation. */
export function RequestCard({ request, showRequester = false, children }: { request: CustomSolution; showRequester?: boolean; children?: ReactNode }) {
  const status = statusOf(request.status);
  return (
    <li className="grid gap-3 rounded-lg border border-border bg-card p-4 text-sm" data-request={request.reference}>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 className="text-base font-semibold">{request.title}</h3>
        <span className="text-xs text-muted-foreground">{request.reference} · sent {formatWhen(request.createdAt)}</span>
      </div>
      <p>
        <span className="font-medium">Status: {status.label}.</span> <span className="text-muted-foreground">{status.hint}</span>
      </p>
      {showRequester ? (
        <p className="text-muted-foreground">
          From {request.requester.name} ({request.requester.email}), {request.requester.companyName}
        </p>
      ) : null}
      {request.attachments.length > 0 ? (
        <ul className="flex flex-wrap gap-2" aria-label="Attached files">
          {request.attachments.map((file) => (
            <li key={file.id}>
              <a className="text-primary underline-offset-4 hover:underline" href={`/api/attachments/${encodeURIComponent(file.id)}`} download={file.name}>
                {file.name}
              </a>
            </li>
          ))}
        </ul>
      ) : null}
      <details>
        <summary className="cursor-pointer font-medium">Conversation ({request.messages.length})</summary>
        <ol className="mt-2 grid gap-2">
          {request.messages.map((m) => (
            <li key={m.id} className="rounded border border-border p-2">
              <p className="text-xs text-muted-foreground">{m.author === 'support' ? 'Our team' : showRequester ? 'Customer' : 'You'} · {formatWhen(m.at)}</p>
              <p className="whitespace-pre-line">{m.body}</p>
            </li>
          ))}
        </ol>
      </details>
      {children}
    </li>
  );
}
