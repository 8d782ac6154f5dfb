import type { TicketCategory, TicketPriority, TicketStatus } from '../../shared/ticket-options.ts';

/** What POST /api/support/tickets/track and /reply answer: the ticket as its requester sees it. */
export type VisitorTicket = {
  trackingCode: string;
  subject: string;
  category: TicketCategory;
  priority: TicketPriority;
  status: TicketStatus;
  createdAt: string;
  updatedAt: string;
  canReply: boolean;
  messages: { id: string; author: 'customer' | 'support'; body: string; at: string }[];
};

const dateTime = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' });

/** A date and time in the visitor's time zone, e.g. "4 May 2026, 11:02". */
export function formatDateTime(iso: string): string {
  return dateTime.format(new Date(iso));
}
