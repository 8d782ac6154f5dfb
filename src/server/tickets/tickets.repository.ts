import type { PageCursor } from '../platform/pagination.ts';
import { UniqueViolation, type Db } from '../store/db.ts';
import { defineTable } from '../store/table-spec.ts';
import type { TicketCategory, TicketRecord, TicketStatus } from '../../shared/tickets/tickets.schemas.ts';

/** Which tickets a list shows. */
export type TicketFilter = { status?: TicketStatus; category?: TicketCategory; organizationId?: string };

/** Storage of support tickets. Tracking codes are unique. */
export interface TicketRepository {
  /** Stores a new ticket; false (nothing stored) when its tracking code is taken. */
  create(ticket: TicketRecord): Promise<boolean>;
  findById(id: string): Promise<TicketRecord | undefined>;
  findByTrackingCode(code: string): Promise<TicketRecord | undefined>;
  /**
   * Applies `change` to the current ticket atomically; `change` may throw to refuse (e.g. a
   * transition that no longer applies) and returns the new ticket. Undefined when not found.
   */
  update(id: string, change: (current: TicketRecord) => TicketRecord): Promise<TicketRecord | undefined>;
  /** Up to `limit` tickets older than `before`, newest first. */
  list(filter: TicketFilter, page: { limit: number; before?: PageCursor }): Promise<TicketRecord[]>;
  /** Resolved tickets whose reopen window ended before `resolvedBefore`. */
  listResolvedBefore(resolvedBefore: Date): Promise<TicketRecord[]>;
  /** Visitor tickets (no organization yet) opened with this e-mail address. */
  listVisitorTickets(email: string): Promise<TicketRecord[]>;
  /** Every ticket still being worked (open, waiting for support or for the customer). */
  listWorking(): Promise<TicketRecord[]>;
}

const WORKING = new Set(['open', 'awaiting_support', 'awaiting_customer']);

export const ticketsTable = defineTable<TicketRecord>({
  name: 'tickets',
  order: { column: 'created_at', key: (t) => t.createdAt },
  indexes: {
    trackingCode: { column: 'tracking_code', key: (t) => t.trackingCode, unique: true },
    status: { column: 'status', key: (t) => t.status },
    category: { column: 'category', key: (t) => t.category },
    organization: { column: 'organization_id', key: (t) => t.organizationId },
    resolvedAt: { column: 'resolved_at', key: (t) => (t.status === 'resolved' ? t.resolvedAt : null) },
    // Visitor tickets by address, for a signed-in user with that address to claim them.
    visitorEmail: { column: 'visitor_email', key: (t) => (t.organizationId === null ? t.requesterEmail : null) },
    // The officers' queue: tickets being worked, by the time support must answer.
    queueDue: { column: 'queue_due', key: (t) => (WORKING.has(t.status) ? (t.slaDueAt ?? t.createdAt) : null) },
  },
});

/** TicketRepository over either backend. */
export function createTicketRepository(db: Db): TicketRepository {
  const tickets = db.collection(ticketsTable);
  return {
    async create(ticket) {
      try {
        await tickets.insert(ticket);
        return true;
      } catch (error) {
        if (error instanceof UniqueViolation) return false;
        throw error;
      }
    },
    findById: (id) => tickets.get(id),
    findByTrackingCode: (code) => tickets.findOne({ where: { trackingCode: code } }),
    // Identity never changes; everything else is the service's to decide.
    update: (id, change) =>
      tickets.update(id, (current) => ({ ...change(current), id: current.id, trackingCode: current.trackingCode })),
    list(filter, page) {
      const where: Record<string, string> = {};
      if (filter.status) where.status = filter.status;
      if (filter.category) where.category = filter.category;
      if (filter.organizationId) where.organization = filter.organizationId;
      return tickets.list({
        where,
        limit: page.limit,
        after: page.before && { order: page.before.createdAt, id: page.before.id },
      });
    },
    listResolvedBefore: (resolvedBefore) =>
      tickets.list({ where: { resolvedAt: { lt: resolvedBefore.toISOString() } } }),
    listVisitorTickets: (email) => tickets.list({ where: { visitorEmail: email.trim().toLowerCase() } }),
    listWorking: () => tickets.list({ where: { queueDue: { gte: '' } } }),
  };
}
