import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { errorMessage } from '../../lib/form-errors.ts';
import { apiRequest } from '../../lib/request.ts';
import { Button } from '../../ui/button.tsx';
import { formatDateTime } from '../../ui/date-time.ts';
import { QueryState } from '../../ui/query-state.tsx';
import { SlaClock } from './SlaClock.tsx';
import { priorityLabel, StatusBadge } from './StatusBadge.tsx';
import { ticketKeys, type TicketSummary } from './tickets.queries.ts';

/** The organization's tickets, newest first, each a link to its conversation; live over /ws. */
export function TicketList() {
  const client = useQueryClient();
  const tickets = useQuery<TicketSummary[]>({ queryKey: ticketKeys.list });
  const claim = useMutation({
    mutationFn: () => apiRequest<{ claimed: number }>('/api/tickets/claim', { method: 'POST' }),
    onSuccess: () => client.invalidateQueries({ queryKey: ticketKeys.list }),
  });
  return (
    <section aria-labelledby="tickets-heading" className="grid content-start gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="tickets-heading" className="text-lg font-semibold">Your organization’s tickets</h2>
        <Button size="sm" variant="outline" onClick={() => claim.mutate()} disabled={claim.isPending}>
          Add tickets I opened before signing in
        </Button>
      </div>
      {claim.isSuccess ? (
        <p role="status" className="text-sm">
          {claim.data.claimed === 0 ? 'No other ticket was opened with your e-mail address.' : `${claim.data.claimed} ticket${claim.data.claimed === 1 ? '' : 's'} added.`}
        </p>
      ) : null}
      {claim.isError ? <p role="alert" className="text-sm text-destructive">{errorMessage(claim.error)}</p> : null}
      <QueryState compact query={tickets} label="your tickets" empty="No ticket yet.">
        {(list) => (
          <ul className="grid gap-2" aria-label="Tickets">
            {list.map((t) => (
              <li key={t.id} className="grid gap-1 rounded-lg border border-border bg-card p-3">
                <div className="flex flex-wrap items-center gap-2">
                  <a href={`/orders/support/${encodeURIComponent(t.id)}`} className="font-medium text-primary underline-offset-4 hover:underline">
                    {t.subject}
                  </a>
                  <StatusBadge status={t.status} />
                </div>
                <p className="text-xs text-muted-foreground">
                  <span className="font-mono">{t.trackingCode}</span> · {priorityLabel(t.priority)} priority · {t.messageCount} message{t.messageCount === 1 ? '' : 's'} · updated{' '}
                  <time dateTime={t.updatedAt}>{formatDateTime(t.updatedAt)}</time>
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
