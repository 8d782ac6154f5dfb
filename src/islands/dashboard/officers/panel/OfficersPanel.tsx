import { useQuery } from '@tanstack/react-query';
import { Suspense } from 'react';
import type { QueueSummary } from '../../../../server/officers/officers.schemas.ts';
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
export function OfficersPanel() {
  const queues = useQuery(queueSummariesQueryOptions());
  const now = useNow();
  return (
    <>
      <PageHeader title="Officers panel" description="What waits for the operations team, the oldest first in each queue. Counts update live." />
      <QueryState compact query={queues} label="the queues" empty="No queue is set up.">
        {(items) => (
          <>
            <nav aria-label="Queues" className="mb-8">
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
      <span className="font-medium">{queue.label}</span>
      <span className="text-2xl font-bold tabular-nums">
        {queue.count}
        <span className="sr-only"> waiting</span>
      </span>
      <span className="text-sm text-muted-foreground">{queue.oldestAt ? `Oldest waiting ${waitedFor(queue.oldestAt, now)}` : 'Nothing waiting'}</span>
    </a>
  );
}

function QueueSection({ queue }: { queue: QueueSummary }) {
  const Component = QUEUE_COMPONENTS[queue.id];
  const headingId = `queue-${queue.id}-heading`;
  return (
    <section id={`queue-${queue.id}`} aria-labelledby={headingId} className="grid scroll-mt-20 gap-3">
      <h2 id={headingId} className="text-lg font-semibold">
        {queue.label} <span className="font-normal text-muted-foreground">({queue.count})</span>
      </h2>
      {Component ? (
        <Suspense fallback={<Spinner label={`Loading ${queue.label}`} className="py-6" />}>
          <Component />
        </Suspense>
      ) : (
        <p className="text-sm text-muted-foreground">This queue is counted here; it is worked on its own page.</p>
      )}
    </section>
  );
}
