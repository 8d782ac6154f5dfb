import type { ClusterStatus } from '../../../server/clusters/clusters.schemas.ts';
import type { TicketCategory, TicketPriority, TicketStatus } from '../../../shared/ticket-options.ts';
import { m } from '../../../shared/i18n/messages.ts';

// The ticket choices of shared/ticket-options.ts in the page's language (the values stay the server's).

const STATUS = {
  open: m.support_status_open,
  awaiting_support: m.support_status_awaiting_support,
  awaiting_customer: m.support_status_awaiting_customer,
  resolved: m.support_status_resolved,
  closed: m.support_status_closed,
} satisfies Record<TicketStatus, () => string>;

// The states whose customer wording ("your reply") reads wrong to the staff answering the ticket.
const STAFF_STATUS: Partial<Record<TicketStatus, () => string>> = {
  awaiting_support: m.support_status_staff_awaiting_support,
  awaiting_customer: m.support_status_staff_awaiting_customer,
};

const STATUS_HINT = {
  open: m.support_status_hint_open,
  awaiting_support: m.support_status_hint_awaiting_support,
  awaiting_customer: m.support_status_hint_awaiting_customer,
  resolved: m.support_status_hint_resolved,
  closed: m.support_status_hint_closed,
} satisfies Record<TicketStatus, () => string>;

const PRIORITY = {
  low: m.support_priority_low,
  normal: m.support_priority_normal,
  high: m.support_priority_high,
  urgent: m.support_priority_urgent,
} satisfies Record<TicketPriority, () => string>;

const PRIORITY_PHRASE = {
  low: m.support_priority_phrase_low,
  normal: m.support_priority_phrase_normal,
  high: m.support_priority_phrase_high,
  urgent: m.support_priority_phrase_urgent,
} satisfies Record<TicketPriority, () => string>;

const PRIORITY_HINT = {
  low: m.support_priority_hint_low,
  normal: m.support_priority_hint_normal,
  high: m.support_priority_hint_high,
  urgent: m.support_priority_hint_urgent,
} satisfies Record<TicketPriority, () => string>;

const CATEGORY = {
  technical: m.support_category_technical,
  billing: m.support_category_billing,
  general: m.support_category_general,
} satisfies Record<TicketCategory, () => string>;

/** Who reads a ticket's state: the customer ("Waiting for your reply") or support staff. */
export type TicketAudience = 'customer' | 'staff';

/** A ticket's state in words, worded for who reads it. */
export const statusLabel = (status: TicketStatus, audience: TicketAudience = 'customer'): string =>
  ((audience === 'staff' ? STAFF_STATUS[status] : undefined) ?? STATUS[status])?.() ?? status;
/** What a ticket's state means for the customer: "Our team is working on it." */
export const statusHint = (status: TicketStatus): string => STATUS_HINT[status]?.() ?? '';
/** "High". */
export const priorityLabel = (priority: TicketPriority): string => PRIORITY[priority]?.() ?? priority;
/** "High priority". */
export const priorityPhrase = (priority: TicketPriority): string => PRIORITY_PHRASE[priority]?.() ?? priority;
/** "A production workload is degraded". */
export const priorityHint = (priority: TicketPriority): string => PRIORITY_HINT[priority]?.() ?? '';
/** "Technical". */
export const categoryLabel = (category: TicketCategory): string => CATEGORY[category]?.() ?? category;

const CLUSTER_STATUS = {
  pending: m.support_cluster_status_pending,
  provisioning: m.support_cluster_status_provisioning,
  running: m.support_cluster_status_running,
  updating: m.support_cluster_status_updating,
  deleting: m.support_cluster_status_deleting,
  deleted: m.support_cluster_status_deleted,
  failed: m.support_cluster_status_failed,
} satisfies Record<ClusterStatus, () => string>;

/** A cluster's state in lower-case words, inside a sentence or a snapshot: "running". */
export const clusterStatusWord = (status: ClusterStatus): string => CLUSTER_STATUS[status]?.() ?? status;
