import { randomUUID } from 'node:crypto';
import { errors } from '../http/app-error.ts';
import { UniqueViolation, type Db } from '../store/db.ts';
import { defineTable, fold } from '../store/table-spec.ts';
import { generateCompanyId } from './company-id.ts';
import type { NewOrganization, OrganizationRecord } from '../../shared/organizations/organizations.schemas.ts';
import { m } from '../../shared/i18n/messages.ts';

/** Storage of organizations (the billing identities). */
export interface OrganizationRepository {
  /** Stores a new organization with a fresh, unique companyId. */
  create(input: NewOrganization): Promise<OrganizationRecord>;
  findById(id: string): Promise<OrganizationRecord | undefined>;
  /** The record now, read at once where the store keeps its records in memory (embedded), frozen; absent on PostgreSQL. */
  readonly current?: (id: string) => Readonly<OrganizationRecord> | undefined;
  /** The organizations with these ids, by id (one read for a batch). */
  findMany(ids: readonly string[]): Promise<Map<string, OrganizationRecord>>;
  findByCompanyId(companyId: string): Promise<OrganizationRecord | undefined>;
  /** Case-insensitive match on the company name (used to route joiners to approval). */
  findByName(companyName: string): Promise<OrganizationRecord | undefined>;
  /**
   * Changes an organization atomically (its row locked): `change` returns the new fields, or
   * throws to refuse. The payment of an order claims "first paid order" this way.
   */
  change(id: string, change: (current: OrganizationRecord) => Partial<OrganizationRecord>): Promise<OrganizationRecord>;
  /** Inside a transaction, locks the organization's row until it ends (serialises its purchases' checks). */
  lock(id: string): Promise<OrganizationRecord | undefined>;
  /** Every organization, oldest first, a page at a time (keyset on creation). */
  listPage(limit: number, after?: { createdAt: string; id: string }): Promise<OrganizationRecord[]>;
  /** Closed organizations not yet erased whose grace period ended by `at` (ISO), soonest first. */
  listErasureDue(at: string, limit: number): Promise<OrganizationRecord[]>;
  /** Organizations with a budget, a page at a time. */
  listBudgeted(limit: number, after?: { createdAt: string; id: string }): Promise<OrganizationRecord[]>;
}

export const organizationsTable = defineTable<OrganizationRecord>({
  name: 'organizations',
  order: { column: 'created_at', key: (o) => o.createdAt },
  indexes: {
    companyId: { column: 'company_id', key: (o) => o.companyId, unique: true },
    name: { column: 'name_key', key: (o) => fold(o.companyName) },
    budgeted: { column: 'budgeted', key: (o) => (o.budget ? 'yes' : null) },
    /** Closed and not yet erased: when the erasure falls due. */
    eraseAfter: {
      column: 'erase_after',
      key: (o) => (o.closure && !o.closure.erasedAt ? o.closure.eraseAfter : null),
    },
  },
});

/** OrganizationRepository over either backend. */
export function createOrganizationRepository(db: Db): OrganizationRepository {
  const organizations = db.collection(organizationsTable);
  return {
    async create(input) {
      // A clash of random company ids is rare; the unique index makes it safe to just retry.
      for (;;) {
        const organization: OrganizationRecord = {
          id: randomUUID(),
          companyName: input.companyName.trim(),
          companyId: generateCompanyId(),
          createdAt: new Date().toISOString(),
        };
        try {
          return await organizations.insert(organization);
        } catch (error) {
          if (!(error instanceof UniqueViolation && error.index === 'companyId')) throw error;
        }
      }
    },
    findById: (id) => organizations.get(id),
    current: organizations.snapshot,
    findMany: async (ids) => new Map((await organizations.getMany(ids)).map((o) => [o.id, o])),
    // An update that changes nothing is a read that locks the row (SELECT … FOR UPDATE).
    lock: (id) => organizations.update(id, () => undefined),
    findByCompanyId: (companyId) => organizations.findOne({ where: { companyId: companyId.toUpperCase() } }),
    findByName: (companyName) => organizations.findOne({ where: { name: fold(companyName) }, direction: 'asc' }),
    listPage: (limit, after) =>
      organizations.list({ limit, direction: 'asc', after: after && { order: after.createdAt, id: after.id } }),
    listBudgeted: (limit, after) =>
      organizations.list({
        where: { budgeted: 'yes' },
        limit,
        direction: 'asc',
        after: after && { order: after.createdAt, id: after.id },
      }),
    listErasureDue: (at, limit) => organizations.list({ where: { eraseAfter: { lte: at } }, limit, direction: 'asc' }),
    async change(id, change) {
      const updated = await organizations.update(id, (current) => ({ ...current, ...change(current), id }));
      if (!updated) throw errors.notFound(m.error_organization_not_found());
      return updated;
    },
  };
}
