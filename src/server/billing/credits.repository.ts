import type { Db } from '../store/db.ts';
import { defineTable } from '../store/table-spec.ts';
import type { CreditEntryRecord } from '../../shared/billing/credits.schemas.ts';

export const creditEntriesTable = defineTable<CreditEntryRecord>({
  name: 'credit_entries',
  order: { column: 'created_at', key: (e) => e.createdAt },
  indexes: {
    organization: { column: 'organization_id', key: (e) => e.organizationId },
    // Paybacks by when: the sales journal's bank movements of a period.
    paybackAt: { column: 'payback_at', key: (e) => (e.kind === 'payback' ? e.createdAt : null) },
  },
});

/**
 * The stored credits ledger: money the organization holds with us, VAT included, in its billing
 * currency (credit notes credited, invoices paid from it, corrections).
 */
export interface CreditRepository {
  /** Adds an entry once: its id says what it is for (e.g. one proration per cluster and month). */
  add(entry: CreditEntryRecord): Promise<boolean>;
  /** Adds many entries in one write, each once (an id already there is passed over); answers how many were added. */
  addMany(entries: readonly CreditEntryRecord[]): Promise<number>;
  list(organizationId: string): Promise<CreditEntryRecord[]>;
  /** Every organization's paybacks (and refused paybacks returned) written from `from` to `to` (ISO, both included), oldest first. */
  listPaybacks(from: string, to: string): Promise<CreditEntryRecord[]>;
  /** The sum of the entries that count towards the balance, minor units of the billing currency. */
  balance(organizationId: string): Promise<number>;
  /** The balances of many organizations at once (0 for one without entries), minor units of each one's billing currency. */
  balances(organizationIds: readonly string[]): Promise<Map<string, number>>;
}

/** CreditRepository over either backend. */
export function createCreditRepository(db: Db): CreditRepository {
  const entries = db.collection(creditEntriesTable);
  return {
    add: (entry) => entries.insertIfAbsent(entry),
    addMany: (added) => entries.insertMany(added, { ifAbsent: true }),
    list: (organizationId) => entries.list({ where: { organization: organizationId } }),
    listPaybacks: (from, to) => entries.list({ where: { paybackAt: { gte: from, lte: to } }, direction: 'asc' }),
    async balance(organizationId) {
      const all = await entries.list({ where: { organization: organizationId } });
      return all.filter((e) => e.countsInBalance).reduce((sum, e) => sum + (e.amount ?? 0), 0);
    },
    async balances(organizationIds) {
      const sums = new Map(organizationIds.map((id) => [id, 0]));
      for (const e of await entries.listIn('organization', organizationIds)) {
        if (e.countsInBalance) sums.set(e.organizationId, (sums.get(e.organizationId) ?? 0) + (e.amount ?? 0));
      }
      return sums;
    },
  };
}
