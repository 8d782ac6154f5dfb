import type { JsonStore } from '../store/json-store.ts';
import type { StoreDocument } from '../store/store-document.ts';
import type { LeadKind, LeadRecord } from './leads.schemas.ts';
import { takeNewestFirst, type PageCursor } from './pagination.ts';

/** Storage of leads (contact, demo, sales, quote and migration requests). */
export interface LeadRepository {
  create(record: LeadRecord): Promise<void>;
  findById(id: string): Promise<LeadRecord | undefined>;
  /** Up to `limit` leads older than `before`, newest first, of one kind or all. */
  list(filter: { kind?: LeadKind }, page: { limit: number; before?: PageCursor }): Promise<LeadRecord[]>;
  count(kind?: LeadKind): Promise<number>;
}

/** LeadRepository over the embedded JSON store. */
export class LowdbLeadRepository implements LeadRepository {
  #store: JsonStore<StoreDocument>;

  constructor(store: JsonStore<StoreDocument>) {
    this.#store = store;
  }

  async create(record: LeadRecord) {
    await this.#store.update((doc) => {
      doc.leads.push(structuredClone(record));
    });
  }

  async findById(id: string) {
    const found = this.#store.data.leads.find((lead) => lead.id === id);
    return found && structuredClone(found);
  }

  async list(filter: { kind?: LeadKind }, page: { limit: number; before?: PageCursor }) {
    const matching = this.#store.data.leads.filter((lead) => !filter.kind || lead.kind === filter.kind);
    return takeNewestFirst(matching, page.limit, page.before).map((lead) => structuredClone(lead));
  }

  async count(kind?: LeadKind) {
    return kind ? this.#store.data.leads.filter((lead) => lead.kind === kind).length : this.#store.data.leads.length;
  }
}
