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
