import { useQuery } from '@tanstack/react-query';
import { cn } from '../../lib/cn.ts';
import { systemStatusQueryOptions } from './sidebar.queries.ts';
import type { SystemStatus as Status } from './sidebar.queries.ts';
import { m } from '../../../shared/i18n/messages.ts';
import { richMessage } from '../../ui/rich-message.tsx';

const LABELS: Record<Status, () => string> = {
  healthy: m.sidebar_status_healthy,
  degraded: m.sidebar_status_degraded,
  unreachable: m.sidebar_status_unreachable,
};
const DOTS: Record<Status, string> = { healthy: 'bg-success', degraded: 'bg-warning', unreachable: 'bg-destructive' };

/** The sidebar's System Status indicator, fed by GET /api/health. */
export function SystemStatus({ collapsible = false }: { collapsible?: boolean }) {
  const status = useQuery(systemStatusQueryOptions()).data;
  const label = status ? LABELS[status]() : m.sidebar_status_checking();
  return (
    <p
      className={cn(
        'flex h-8 items-center gap-2 px-3 text-xs text-muted-foreground',
        collapsible && 'lg:[[data-sidebar=collapsed]_&]:justify-center lg:[[data-sidebar=collapsed]_&]:px-0',
      )}
      title={m.sidebar_system_status({ status: label })}
    >
      <span
        aria-hidden="true"
        className={cn('size-2 shrink-0 rounded-full', status ? DOTS[status] : 'bg-muted-foreground')}
      />
      <span className={cn(collapsible && 'lg:[[data-sidebar=collapsed]_&]:sr-only')}>
        {richMessage((slot) => m.sidebar_system_status({ status: slot.status }), {
          status: (
            <span className="font-medium text-foreground" data-system-status={status ?? 'checking'}>
              {label}
            </span>
          ),
        })}
      </span>
    </p>
  );
}
