import { takeNewestFirst, type PageCursor } from '../leads/pagination.ts';
import type { JsonStore } from '../store/json-store.ts';
import type { StoreDocument } from '../store/store-document.ts';
import type { TicketCategory, TicketRecord, TicketStatus } from './tickets.schemas.ts';

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
}

/** TicketRepository over the embedded JSON store, with an index by tracking code. */
export class LowdbTicketRepository implements TicketRepository {
  #store: JsonStore<StoreDocument>;
  #byCode = new Map<string, TicketRecord>();
  #byId = new Map<string, TicketRecord>();

  constructor(store: JsonStore<StoreDocument>) {
    this.#store = store;
    for (const ticket of store.data.tickets) this.#index(ticket);
  }

  async create(ticket: TicketRecord) {
    return this.#store.update((doc) => {
      if (this.#byCode.has(ticket.trackingCode) || this.#byId.has(ticket.id)) return false;
      const stored = structuredClone(ticket);
      doc.tickets.push(stored);
      this.#index(stored);
      return true;
    });
  }

  async findById(id: string) {
    return copy(this.#byId.get(id));
  }

  async findByTrackingCode(code: string) {
    return copy(this.#byCode.get(code));
  }

  async update(id: string, change: (current: TicketRecord) => TicketRecord) {
    return this.#store.update(() => {
      const ticket = this.#byId.get(id);
      if (!ticket) return undefined;
      const next = change(structuredClone(ticket));
      // Identity never changes; everything else is the service's to decide.
      Object.assign(ticket, structuredClone(next), { id: ticket.id, trackingCode: ticket.trackingCode });
      return structuredClone(ticket);
    });
  }

  async list(filter: TicketFilter, page: { limit: number; before?: PageCursor }) {
    const matching = this.#store.data.tickets.filter(
      (t) =>
        (!filter.status || t.status === filter.status) &&
        (!filter.category || t.category === filter.category) &&
        (!filter.organizationId || t.organizationId === filter.organizationId),
    );
    return takeNewestFirst(matching, page.limit, page.before).map((t) => structuredClone(t));
  }

  async listResolvedBefore(resolvedBefore: Date) {
    const limit = resolvedBefore.toISOString();
    return this.#store.data.tickets
      .filter((t) => t.status === 'resolved' && t.resolvedAt !== null && t.resolvedAt < limit)
      .map((t) => structuredClone(t));
  }

  #index(ticket: TicketRecord) {
    this.#byId.set(ticket.id, ticket);
    this.#byCode.set(ticket.trackingCode, ticket);
  }
}

function copy(ticket: TicketRecord | undefined): TicketRecord | undefined {
  return ticket && structuredClone(ticket);
}
