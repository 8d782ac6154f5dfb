import type { TicketStatus } from '../../../shared/ticket-options.ts';
import { cn } from '../../lib/cn.ts';
import { statusLabel, type TicketAudience } from './ticket-labels.ts';

const TONE: Record<TicketStatus, string> = {
  open: 'border-info/50 bg-info/10',
  awaiting_support: 'border-info/50 bg-info/10',
  awaiting_customer: 'border-warning/60 bg-warning/10',
  resolved: 'border-success/60 bg-success/10',
  closed: 'border-border bg-muted',
};

export type { TicketAudience };

/** A ticket's state in words (never by colour alone), worded for who reads it. */
export function StatusBadge({ status, audience = 'customer' }: { status: TicketStatus; audience?: TicketAudience }) {
  return (
    <span
      className={cn('inline-flex rounded-full border px-2 py-0.5 text-xs font-medium text-foreground', TONE[status])}
    >
      {statusLabel(status, audience)}
    </span>
  );
}
