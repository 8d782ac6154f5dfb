import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { m } from '../../../shared/i18n/messages.ts';
import { errorMessage } from '../../lib/form-errors.ts';
import { apiRequest, invalidateApi } from '../../lib/api/client.ts';
import { Button } from '../../ui/button.tsx';
import { formatDateTime } from '../../ui/date-time.ts';
import { QueryState } from '../../ui/query-state.tsx';
import { richMessage } from '../../ui/rich-message.tsx';
import { SlaClock } from './SlaClock.tsx';
import { StatusBadge } from './StatusBadge.tsx';
import { priorityPhrase } from './ticket-labels.ts';
import { ticketKeys, type TicketSummary } from './tickets.queries.ts';
import { useCan } from '../../auth/use-can.ts';
import { Alert } from '../../ui/alert.tsx';

/** The organization's tickets, newest first, each a link to its conversation; live over /ws. */
export function TicketList() {
  const client = useQueryClient();
  // Claiming writes to the organization's tickets: not offered to a role the server refuses (viewer).
  const mayClaim = useCan('support.write');
  const tickets = useQuery<TicketSummary[]>({ queryKey: ticketKeys.list });
  const claim = useMutation({
    mutationFn: () => apiRequest<{ claimed: number }>('/api/tickets/claim', { method: 'POST' }),
    onSuccess: () => invalidateApi(client, [ticketKeys.list]),
  });
  return (
    <section aria-labelledby="tickets-heading" className="grid content-start gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="tickets-heading" className="text-lg font-semibold">
          {m.support_list_heading()}
        </h2>
        {mayClaim ? (
          <Button size="sm" variant="outline" onClick={() => claim.mutate()} disabled={claim.isPending}>
            {m.support_list_claim()}
          </Button>
        ) : null}
      </div>
      {claim.isSuccess ? (
        <p role="status" className="text-sm">
          {claim.data.claimed === 0
            ? m.support_list_claimed_none()
            : m.support_list_claimed({ count: claim.data.claimed })}
        </p>
      ) : null}
      {claim.isError ? <Alert look="text">{errorMessage(claim.error)}</Alert> : null}
      <QueryState compact query={tickets} label={m.support_list_loading()} empty={m.support_list_empty()}>
        {(list) => (
          <ul className="grid gap-2" aria-label={m.support_list_label()}>
            {list.map((t) => (
              <li key={t.id} className="grid gap-1 rounded-lg border border-border bg-card p-3">
                <div className="flex flex-wrap items-center gap-2">
                  <a
                    href={`/orders/support/${encodeURIComponent(t.id)}`}
                    className="font-medium text-primary underline-offset-4 hover:underline"
                  >
                    {t.subject}
                  </a>
                  <StatusBadge status={t.status} />
                </div>
                <p className="text-xs text-muted-foreground">
                  <span className="font-mono">{t.trackingCode}</span> ·{' '}
                  {richMessage(
                    (slot) =>
                      m.support_list_meta({
                        priority: priorityPhrase(t.priority),
                        count: t.messageCount,
                        updated: slot.updated,
                      }),
                    {
                      updated: <time dateTime={t.updatedAt}>{formatDateTime(t.updatedAt)}</time>,
                    },
                  )}
                </p>
                <SlaClock sla={t.sla} className="text-xs" />
              </li>
            ))}
          </ul>
        )}
      </QueryState>
    </section>
  );
}
