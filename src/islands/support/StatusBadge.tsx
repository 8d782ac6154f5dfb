import { TICKET_PRIORITIES, TICKET_STATUSES, type TicketPriority, type TicketStatus } from '../../server/tickets/ticket-options.ts';
import { cn } from '../lib/cn.ts';

const TONE: Record<TicketStatus, string> = {
  open: 'border-info/50 bg-info/10',
  awaiting_support: 'border-info/50 bg-info/10',
  awaiting_customer: 'border-warning/60 bg-warning/10',
  resolved: 'border-success/60 bg-success/10',
  closed: 'border-border bg-muted',
};

/** A ticket's state in words (never by colour alone). */
export function StatusBadge({ status }: { status: TicketStatus }) {
  const label = TICKET_STATUSES.find((s) => s.value === status)?.label ?? status;
  return <span className={cn('inline-flex rounded-full border px-2 py-0.5 text-xs font-medium text-foreground', TONE[status])}>{label}</span>;
}

export const priorityLabel = (priority: TicketPriority) => TICKET_PRIORITIES.find((p) => p.value === priority)?.label ?? priority;
