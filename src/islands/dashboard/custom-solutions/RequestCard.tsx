import type { ReactNode } from 'react';
import type { CustomSolution } from '../../../shared/custom-solutions/custom-solutions.schemas.ts';
import { m } from '../../../shared/i18n/messages.ts';
import { formatWhen } from '../addons/addon-state.ts';
import { statusOf } from './labels.ts';
import { DownloadLink } from '../../ui/download-link.tsx';

/** One request: reference, status in words, what was asked, files and the conversation. */
export function RequestCard({
  request,
  showRequester = false,
  children,
}: {
  request: CustomSolution;
  showRequester?: boolean;
  children?: ReactNode;
}) {
  const status = statusOf(request.status);
  return (
    <li className="grid gap-3 rounded-lg border border-border bg-card p-4 text-sm" data-request={request.reference}>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 className="text-base font-semibold">{request.title}</h3>
        <span className="text-xs text-muted-foreground">
          {m.custom_solutions_sent_at({ reference: request.reference, when: formatWhen(request.createdAt) })}
        </span>
      </div>
      <p>
        <span className="font-medium">{m.custom_solutions_status({ status: status.label })}</span>{' '}
        <span className="text-muted-foreground">{status.hint}</span>
      </p>
      {showRequester ? (
        <p className="text-muted-foreground">
          {m.custom_solutions_from({
            name: request.requester.name,
            email: request.requester.email,
            company: request.requester.companyName,
          })}
        </p>
      ) : null}
      {request.attachments.length > 0 ? (
        <ul className="flex flex-wrap gap-2" aria-label={m.custom_solutions_attached_files()}>
          {request.attachments.map((file) => (
            <li key={file.id}>
              <DownloadLink
                className="text-primary underline-offset-4 hover:underline"
                href={`/api/attachments/${encodeURIComponent(file.id)}`}
                filename={file.name}
              >
                {file.name}
              </DownloadLink>
            </li>
          ))}
        </ul>
      ) : null}
      <details>
        <summary className="cursor-pointer font-medium">
          {m.custom_solutions_conversation({ count: request.messages.length })}
        </summary>
        <ol className="mt-2 grid gap-2">
          {request.messages.map((message) => (
            <li key={message.id} className="rounded border border-border p-2">
              <p className="text-xs text-muted-foreground">
                {message.author === 'support'
                  ? m.custom_solutions_author_support()
                  : showRequester
                    ? m.custom_solutions_author_customer()
                    : m.custom_solutions_author_you()}{' '}
                · {formatWhen(message.at)}
              </p>
              <p className="whitespace-pre-line">{message.body}</p>
            </li>
          ))}
        </ol>
      </details>
      {children}
    </li>
  );
}
