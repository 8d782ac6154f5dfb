import { useQuery } from '@tanstack/react-query';
import { cn } from '../../lib/cn.ts';
import { systemStatusQueryOptions } from './sidebar.queries.ts';
import type { SystemStatus as Status } from './sidebar.queries.ts';

const LABELS: Record<Status, string> = { healthy: 'Healthy', degraded: 'Degraded', unreachable: 'Unreachable' };
const DOTS: Record<Status, string> = { healthy: 'bg-success', degraded: 'bg-warning', unreachable: 'bg-destructive' };

/** SPEC §2 System Status indicator, fed by GET /api/health. */
export function SystemStatus({ collapsible = false }: { collapsible?: boolean }) {
  const status = useQuery(systemStatusQueryOptions()).data;
  const label = status ? LABELS[status] : 'Checking…';
  return (
    <p
      className={cn(
        'flex h-8 items-center gap-2 px-3 text-xs text-muted-foreground',
        collapsible && 'lg:[[data-sidebar=collapsed]_&]:justify-center lg:[[data-sidebar=collapsed]_&]:px-0',
      )}
      title={`System Status: ${label}`}
    >
      <span
        aria-hidden="true"
        className={cn('size-2 shrink-0 rounded-full', status ? DOTS[status] : 'bg-muted-foreground')}
      />
      <span className={cn(collapsible && 'lg:[[data-sidebar=collapsed]_&]:sr-only')}>
        System Status:{' '}
        <span className="font-medium text-foreground" data-system-status={status ?? 'checking'}>
          {label}
        </span>
      </span>
    </p>
  );
}
