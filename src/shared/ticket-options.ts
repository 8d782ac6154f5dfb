import { MS_PER_DAY } from './time.ts';
// Ticket choices with their labels. Pure data without imports: the server's schemas validate
// against it and the islands render their selects from it.

export const TICKET_CATEGORIES = [
  { value: 'technical', label: 'Technical', hint: 'Clusters, nodes, networking, storage, add-ons, kubectl access' },
  { value: 'billing', label: 'Billing', hint: 'Invoices, payments, plans, credits, promo codes' },
  { value: 'general', label: 'General', hint: 'Accounts, compliance documents, anything else' },
] as const;

export const TICKET_PRIORITIES = [
  { value: 'low', label: 'Low', hint: 'A question or a request, no impact' },
  { value: 'normal', label: 'Normal', hint: 'Something does not work as expected' },
  { value: 'high', label: 'High', hint: 'A production workload is degraded' },
  { value: 'urgent', label: 'Urgent', hint: 'A production cluster is down' },
] as const;

/** Ticket states (DESIGN.md): open → awaiting_support ↔ awaiting_customer → resolved → closed. */
export const TICKET_STATUSES = [
  { value: 'open', label: 'Open', hint: 'Received; our team will pick it up shortly.' },
  { value: 'awaiting_support', label: 'Waiting for support', hint: 'Our team is working on it.' },
  { value: 'awaiting_customer', label: 'Waiting for your reply', hint: 'We answered and need something from you.' },
  { value: 'resolved', label: 'Resolved', hint: 'We consider it solved. Reply within 14 days to reopen it.' },
  { value: 'closed', label: 'Closed', hint: 'This ticket is closed. Open a new one if you need more help.' },
] as const;

export type TicketCategory = (typeof TICKET_CATEGORIES)[number]['value'];
export type TicketPriority = (typeof TICKET_PRIORITIES)[number]['value'];
export type TicketStatus = (typeof TICKET_STATUSES)[number]['value'];

export const ticketCategories = TICKET_CATEGORIES.map((o) => o.value) as [TicketCategory, ...TicketCategory[]];
export const ticketPriorities = TICKET_PRIORITIES.map((o) => o.value) as [TicketPriority, ...TicketPriority[]];
export const ticketStatuses = TICKET_STATUSES.map((o) => o.value) as [TicketStatus, ...TicketStatus[]];

/** A resolved ticket can be reopened by the customer for this long. */
export const REOPEN_WINDOW_MS = 14 * MS_PER_DAY;
