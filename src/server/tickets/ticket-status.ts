import { AppError } from '../http/app-error.ts';
import { REOPEN_WINDOW_MS, type TicketStatus } from '../../shared/ticket-options.ts';
import { m } from '../../shared/i18n/messages.ts';

/** What can happen to a ticket. */
export type TicketEvent = 'customer_reply' | 'support_reply' | 'acknowledge' | 'resolve' | 'reopen' | 'close';

const WORKING: readonly TicketStatus[] = ['open', 'awaiting_support', 'awaiting_customer'];

/** True while a resolved ticket may still be reopened by its customer. */
export function canReopen(ticket: { status: TicketStatus; resolvedAt: string | null }, now: number): boolean {
  return (
    ticket.status === 'resolved' && ticket.resolvedAt !== null && now - Date.parse(ticket.resolvedAt) < REOPEN_WINDOW_MS
  );
}

/**
 * The status after `event` (open → awaiting_support ↔ awaiting_customer → resolved →
 * closed, reopen within 14 days); 409 when the event does not apply to the ticket's status.
 */
export function nextStatus(
  ticket: { status: TicketStatus; resolvedAt: string | null },
  event: TicketEvent,
  now: number,
): TicketStatus {
  const { status } = ticket;
  switch (event) {
    case 'customer_reply':
      // More details on a ticket nobody has picked up yet leave it in the queue as it was.
      if (status === 'open' || status === 'awaiting_support') return status;
      if (status === 'awaiting_customer') return 'awaiting_support';
      if (canReopen(ticket, now)) return 'awaiting_support';
      throw closedError();
    case 'reopen':
      if (canReopen(ticket, now)) return 'awaiting_support';
      throw status === 'resolved' || status === 'closed' ? closedError() : notApplicable(m.error_ticket_not_resolved());
    case 'support_reply':
      if (WORKING.includes(status)) return 'awaiting_customer';
      throw notApplicable(m.error_ticket_reopen_first());
    case 'acknowledge':
      if (status === 'open') return 'awaiting_support';
      throw notApplicable(m.error_ticket_already_picked_up());
    case 'resolve':
      if (WORKING.includes(status)) return 'resolved';
      throw notApplicable(m.error_ticket_already_resolved());
    case 'close':
      if (status === 'resolved') return 'closed';
      throw notApplicable(m.error_ticket_close_resolved_only());
  }
}

const closedError = () => new AppError(409, 'ticket_closed', m.error_ticket_closed_can_no_longer_answered());
const notApplicable = (why: string) => new AppError(409, 'invalid_transition', m.error_ticket_transition({ why }));
