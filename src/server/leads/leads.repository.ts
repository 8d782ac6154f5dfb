import type { Db } from '../store/db.ts';
import { defineTable } from '../store/table-spec.ts';
import type { LeadKind, LeadRecord } from '../../shared/leads/leads.schemas.ts';
import type { PageCursor } from '../platform/pagination.ts';

/** Storage of leads (contact, demo, sales, quote and migration requests). */
export interface LeadRepository {
  create(record: LeadRecord): Promise<void>;
  findById(id: string): Promise<LeadRecord | undefined>;
  /** Up to `limit` leads older than `before`, newest first, of one kind or all. */
  list(filter: { kind?: LeadKind }, page: { limit: number; before?: PageCursor }): Promise<LeadRecord[]>;
  count(kind?: LeadKind): Promise<number>;
}

export const leadsTable = defineTable<LeadRecord>({
  name: 'leads',
  order: { column: 'created_at', key: (l) => l.createdAt },
  indexes: { kind: { column: 'kind', key: (l) => l.kind } },
});

/** LeadRepository over either backend. */
export function createLeadRepository(db: Db): LeadRepository {
  const leads = db.collection(leadsTable);
  return {
    async create(record) {
      await leads.insert(record);
    },
    findById: (id) => leads.get(id),
    list(filter, page) {
      const where = filter.kind ? { kind: filter.kind } : {};
      return leads.list({
        where,
        limit: page.limit,
        after: page.before && { order: page.before.createdAt, id: page.before.id },
      });
    },
    count: (kind) => leads.count(kind ? { kind } : {}),
  };
}
