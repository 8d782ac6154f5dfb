import { MS_PER_DAY } from './time.ts';
import { m } from './i18n/messages.ts';
// Ticket choices with their labels. The server's schemas validate against the values and the
// islands render their selects from them; a label or hint is a message, read where it is shown
// (`option.label()`), so it follows the language being rendered.

export const TICKET_CATEGORIES = [
  { value: 'technical', label: m.rules_ticket_category_technical, hint: m.rules_ticket_category_technical_hint },
  { value: 'billing', label: m.rules_ticket_category_billing, hint: m.rules_ticket_category_billing_hint },
  { value: 'general', label: m.rules_ticket_category_general, hint: m.rules_ticket_category_general_hint },
] as const;

export const TICKET_PRIORITIES = [
  { value: 'low', label: m.rules_ticket_priority_low, hint: m.rules_ticket_priority_low_hint },
  { value: 'normal', label: m.rules_ticket_priority_normal, hint: m.rules_ticket_priority_normal_hint },
  { value: 'high', label: m.rules_ticket_priority_high, hint: m.rules_ticket_priority_high_hint },
  { value: 'urgent', label: m.rules_ticket_priority_urgent, hint: m.rules_ticket_priority_urgent_hint },
] as const;

/** Ticket states: open → awaiting_support ↔ awaiting_customer → resolved → closed. */
export const TICKET_STATUSES = [
  { value: 'open', label: m.rules_ticket_status_open, hint: m.rules_ticket_status_open_hint },
  {
    value: 'awaiting_support',
    label: m.rules_ticket_status_awaiting_support,
    hint: m.rules_ticket_status_awaiting_support_hint,
  },
  {
    value: 'awaiting_customer',
    label: m.rules_ticket_status_awaiting_customer,
    hint: m.rules_ticket_status_awaiting_customer_hint,
  },
  { value: 'resolved', label: m.rules_ticket_status_resolved, hint: m.rules_ticket_status_resolved_hint },
  { value: 'closed', label: m.rules_ticket_status_closed, hint: m.rules_ticket_status_closed_hint },
] as const;

export type TicketCategory = (typeof TICKET_CATEGORIES)[number]['value'];
export type TicketPriority = (typeof TICKET_PRIORITIES)[number]['value'];
export type TicketStatus = (typeof TICKET_STATUSES)[number]['value'];

export const ticketCategories = TICKET_CATEGORIES.map((o) => o.value) as [TicketCategory, ...TicketCategory[]];
export const ticketPriorities = TICKET_PRIORITIES.map((o) => o.value) as [TicketPriority, ...TicketPriority[]];
export const ticketStatuses = TICKET_STATUSES.map((o) => o.value) as [TicketStatus, ...TicketStatus[]];

/** A ticket option: its value and, in the language being rendered, its label and hint. */
export type TicketOption<V extends string = string> = { value: V; label: () => string; hint: () => string };

const labelIn = (options: readonly TicketOption[], value: string) =>
  options.find((o) => o.value === value)?.label() ?? value;
/** "Technical" (the value itself when unknown). */
export const ticketCategoryLabel = (category: string): string => labelIn(TICKET_CATEGORIES, category);
/** "High" (the value itself when unknown). */
export const ticketPriorityLabel = (priority: string): string => labelIn(TICKET_PRIORITIES, priority);
/** "Waiting for your reply" (the value itself when unknown). */
export const ticketStatusLabel = (status: string): string => labelIn(TICKET_STATUSES, status);

/** A resolved ticket can be reopened by the customer for this long. */
export const REOPEN_WINDOW_MS = 14 * MS_PER_DAY;
