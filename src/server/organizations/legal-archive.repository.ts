import type { Db } from '../store/db.ts';
import { defineTable } from '../store/table-spec.ts';
import type { LegalArchiveEntry } from '../../shared/organization-closing/closing.schemas.ts';

/** An archived record: the entry staff read, and the record itself as it was when archived. */
export type LegalArchiveRecord = LegalArchiveEntry & { snapshot: unknown };

export const legalArchiveTable = defineTable<LegalArchiveRecord>({
  name: 'legal_archive',
  order: { column: 'issued_at', key: (e) => e.issuedAt },
  indexes: {
    organization: { column: 'organization_id', key: (e) => e.organizationId },
    retainUntil: { column: 'retain_until', key: (e) => e.retainUntil },
  },
});

/** The restricted archive of what the law keeps after an organization is erased (invoices, credit notes, ledger). */
export interface LegalArchiveRepository {
  /** Stores entries whose id is not there yet (archiving again changes nothing); answers how many it added. */
  addMany(entries: readonly LegalArchiveRecord[]): Promise<number>;
  listForOrganization(organizationId: string): Promise<LegalArchiveRecord[]>;
  find(id: string): Promise<LegalArchiveRecord | undefined>;
}

/** LegalArchiveRepository over either backend. */
export function createLegalArchiveRepository(db: Db): LegalArchiveRepository {
  const archive = db.collection(legalArchiveTable);
  return {
    addMany: (entries) => (entries.length === 0 ? Promise.resolve(0) : archive.insertMany(entries, { ifAbsent: true })),
    listForOrganization: (organizationId) =>
      archive.list({ where: { organization: organizationId }, direction: 'asc' }),
    find: (id) => archive.get(id),
  };
}
