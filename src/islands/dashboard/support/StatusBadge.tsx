import { TICKET_PRIORITIES, TICKET_STATUSES, type TicketPriority, type TicketStatus } from '../../../shared/ticket-options.ts';
import { cn } from '../../lib/cn.ts';

const TONE: Record<TicketStatus, string> = {
  open: 'border-info/50 bg-info/10',
  awaiting_support: 'border-info/50 bg-info/10',
  awaiting_customer: 'border-warning/60 bg-warning/10',
  resolved: 'border-success/60 bg-success/10',
  closed: 'border-border bg-muted',
};

/** Who reads the badge: the customer ("Waiting for your reply") or support staff. */
export type TicketAudience = 'customer' | 'staff';

// The states whose customer wording ("your reply") reads wrong to the staff answering the ticket.
const STAFF_LABELS: Partial<Record<TicketStatus, string>> = {
  awaiting_support: 'Waiting for us',
  awaiting_customer: 'Waiting for the customer',
};

/** A ticket's state in words (never by colour alone), worded for who reads it. */
export function StatusBadge({ status, audience = 'customer' }: { status: TicketStatus; audience?: TicketAudience }) {
  const label = (audience === 'staff' ? STAFF_LABELS[status] : undefined) ?? TICKET_STATUSES.find((s) => s.value === status)?.label ?? status;
  return <span className={cn('inline-flex rounded-full border px-2 py-0.5 text-xs font-medium text-foreground', TONE[status])}>{label}</span>;
}

export const priorityLabel = (priority: TicketPriority) => TICKET_PRIORITIES.find((p) => p.value === priority)?.label ?? priority;
