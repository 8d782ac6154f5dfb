import { useQuery } from '@tanstack/react-query';
import { Suspense } from 'react';
import type { QueueSummary } from '../../../../shared/officers/officers.schemas.ts';
import { m } from '../../../../shared/i18n/messages.ts';
import { cn } from '../../../lib/cn.ts';
import { QueryState } from '../../../ui/query-state.tsx';
import { Spinner } from '../../../ui/spinner.tsx';
import { PageHeader } from '../../pages/PageHeader.tsx';
import { queueSummariesQueryOptions } from './officers-panel.queries.ts';
import { QUEUE_COMPONENTS } from './queue-components.tsx';
import { waitedFor } from './queue-age.ts';
import { useNow } from './use-now.ts';

/**
 * /officers/panel: every queue officers work, each with its count and how long its oldest item
 * has waited, then the queues themselves. Counts and lists follow the server over /ws (an
 * `officers` message makes every /api/officers read stale); nothing polls.
 */
// The server's queue labels (server/officers/officer-queues.ts) in the page's language, by queue id.
const QUEUE_LABELS: Readonly<Record<string, () => string>> = {
  tickets: m.officers_queue_tickets,
  provisioning: m.officers_queue_provisioning,
  payments: m.officers_queue_payments,
  'custom-solutions': m.officers_queue_custom_solutions,
  registrations: m.officers_queue_registrations,
};

/** A queue's name in the page's language; the server's label for a queue this page does not know. */
export const queueLabel = (queue: Pick<QueueSummary, 'id' | 'label'>): string =>
  QUEUE_LABELS[queue.id]?.() ?? queue.label;

export function OfficersPanel() {
  const queues = useQuery(queueSummariesQueryOptions());
  const now = useNow();
  return (
    <>
      <PageHeader title={m.officers_panel_title()} description={m.officers_panel_description()} />
      <QueryState compact query={queues} label={m.officers_panel_loading()} empty={m.officers_panel_empty()}>
        {(items) => (
          <>
            <nav aria-label={m.officers_panel_queues()} className="mb-8">
              <ul className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
                {items.map((queue) => (
                  <li key={queue.id}>
                    <QueueCard queue={queue} now={now} />
                  </li>
                ))}
              </ul>
            </nav>
            <div className="grid gap-10">
              {items.map((queue) => (
                <QueueSection key={queue.id} queue={queue} />
              ))}
            </div>
          </>
        )}
      </QueryState>
    </>
  );
}

function QueueCard({ queue, now }: { queue: QueueSummary; now: number }) {
  return (
    <a
      href={`#queue-${queue.id}`}
      data-testid={`queue-${queue.id}`}
      className={cn(
        'grid gap-1 rounded-lg border bg-card p-4 hover:bg-muted/50 focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none',
        queue.count > 0 ? 'border-primary/40' : 'border-border',
      )}
    >
      <span className="font-medium">{queueLabel(queue)}</span>
      <span className="text-2xl font-bold tabular-nums">
        {queue.count}
        <span className="sr-only">{` ${m.officers_panel_waiting()}`}</span>
      </span>
      <span className="text-sm text-muted-foreground">
        {queue.oldestAt
          ? m.officers_panel_oldest({ age: waitedFor(queue.oldestAt, now) })
          : m.officers_panel_nothing_waiting()}
      </span>
    </a>
  );
}

function QueueSection({ queue }: { queue: QueueSummary }) {
  const Component = QUEUE_COMPONENTS[queue.id];
  const headingId = `queue-${queue.id}-heading`;
  return (
    <section id={`queue-${queue.id}`} aria-labelledby={headingId} className="grid scroll-mt-20 gap-3">
      <h2 id={headingId} className="text-lg font-semibold">
        {queueLabel(queue)} <span className="font-normal text-muted-foreground">({queue.count})</span>
      </h2>
      {Component ? (
        <Suspense
          fallback={<Spinner label={m.officers_panel_loading_queue({ queue: queueLabel(queue) })} className="py-6" />}
        >
          <Component />
        </Suspense>
      ) : (
        <p className="text-sm text-muted-foreground">{m.officers_panel_worked_elsewhere()}</p>
      )}
    </section>
  );
}
