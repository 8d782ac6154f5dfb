import type { TicketCategory, TicketPriority, TicketStatus } from '../../shared/ticket-options.ts';
import { intlTag } from '../../shared/i18n/locale.ts';

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

/** A date and time in the visitor's time zone and the page's language, e.g. "4 May 2026, 11:02". */
export function formatDateTime(iso: string): string {
  return new Intl.DateTimeFormat(intlTag(), { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
}
