import {
  TICKET_PRIORITIES,
  TICKET_STATUSES,
  ticketCategoryLabel,
  ticketPriorityLabel,
  ticketStatusLabel,
  type TicketCategory,
  type TicketOption,
  type TicketPriority,
  type TicketStatus,
} from '../../../shared/ticket-options.ts';
import { m } from '../../../shared/i18n/messages.ts';

// States, priorities and categories keep the shared lists' words (label and hint); the support
// screens add the staff's wording of two states and the priority as a phrase.

// The states whose customer wording ("your reply") reads wrong to the staff answering the ticket.
const STAFF_STATUS: Partial<Record<TicketStatus, () => string>> = {
  awaiting_support: m.support_status_staff_awaiting_support,
  awaiting_customer: m.support_status_staff_awaiting_customer,
};

const PRIORITY_PHRASE = {
  low: m.support_priority_phrase_low,
  normal: m.support_priority_phrase_normal,
  high: m.support_priority_phrase_high,
  urgent: m.support_priority_phrase_urgent,
} satisfies Record<TicketPriority, () => string>;

const hintIn = (options: readonly TicketOption[], value: string): string =>
  options.find((o) => o.value === value)?.hint() ?? '';

/** Who reads a ticket's state: the customer ("Waiting for your reply") or support staff. */
export type TicketAudience = 'customer' | 'staff';

/** A ticket's state in words, worded for who reads it. */
export const statusLabel = (status: TicketStatus, audience: TicketAudience = 'customer'): string =>
  (audience === 'staff' ? STAFF_STATUS[status]?.() : undefined) ?? ticketStatusLabel(status);
/** What a ticket's state means for the customer: "Our team is working on it." */
export const statusHint = (status: TicketStatus): string => hintIn(TICKET_STATUSES, status);
/** "High". */
export const priorityLabel = (priority: TicketPriority): string => ticketPriorityLabel(priority);
/** "High priority". */
export const priorityPhrase = (priority: TicketPriority): string => PRIORITY_PHRASE[priority]?.() ?? priority;
/** "A production workload is degraded". */
export const priorityHint = (priority: TicketPriority): string => hintIn(TICKET_PRIORITIES, priority);
/** "Technical". */
export const categoryLabel = (category: TicketCategory): string => ticketCategoryLabel(category);

/** A cluster's state in lower-case words (the shared map). */
export { clusterStatusWord } from '../../../shared/cluster-lifecycle.ts';
