import { useQuery } from '@tanstack/react-query';
import { QueryError } from '../../../ui/query-state.tsx';
import { Spinner } from '../../../ui/spinner.tsx';
import { clusterEventsQueryOptions } from '../clusters.queries.ts';
import { formatClock } from '../../../ui/date-time.ts';
import { m } from '../../../../shared/i18n/messages.ts';

const time = formatClock;

/** A cluster's events, newest first; refetched when a /ws message says the cluster moved. */
export function EventStream({ clusterId, limit = 30 }: { clusterId: string; limit?: number }) {
  const events = useQuery(clusterEventsQueryOptions(clusterId));
  if (events.isPending) return <Spinner size="sm" label={m.clusters_events_loading()} align="start" />;
  if (events.isError) return <QueryError compact error={events.error} onRetry={() => void events.refetch()} />;
  if (events.data.length === 0) return <p className="text-sm text-muted-foreground">{m.clusters_events_none()}</p>;
  return (
    <ol className="grid max-h-80 gap-1 overflow-y-auto text-sm" aria-label={m.clusters_events()} tabIndex={0}>
      {events.data.slice(0, limit).map((event) => (
        <li key={event.id} className="flex gap-3">
          <time dateTime={event.at} className="shrink-0 font-mono text-xs text-muted-foreground tabular-nums">
            {time(event.at)}
          </time>
          <span className="min-w-0 break-words">{event.message}</span>
        </li>
      ))}
    </ol>
  );
}
