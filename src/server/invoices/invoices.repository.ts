import type { Db } from '../store/db.ts';
import { defineTable } from '../store/table-spec.ts';
import type { InvoiceRecord } from '../../shared/invoices/invoices.schemas.ts';

export const invoicesTable = defineTable<InvoiceRecord>({
  name: 'invoices',
  order: { column: 'issued_at', key: (i) => i.issuedAt },
  indexes: {
    organization: { column: 'organization_id', key: (i) => i.organizationId },
    organizationKind: { column: 'organization_kind', key: (i) => `${i.organizationId}:${i.kind}` },
    number: { column: 'number', key: (i) => i.number, unique: true },
    order: { column: 'order_id', key: (i) => i.orderId },
    /** The officers' failed-payments queue. */
    unpaid: { column: 'unpaid', key: (i) => (i.paymentStatus === 'failed' ? 'failed' : null) },
    collectAt: {
      column: 'collect_at',
      key: (i) => ((i.paymentStatus === 'due' || i.paymentStatus === 'failed') && i.collection?.nextAttemptAt) || null,
    },
  },
});

/** Issued invoices and credit notes: their content never changes, only a usage invoice's collection. */
export interface InvoiceRepository {
  create(invoice: InvoiceRecord): Promise<InvoiceRecord>;
  find(organizationId: string, id: string): Promise<InvoiceRecord | undefined>;
  findAny(id: string): Promise<InvoiceRecord | undefined>;
  /** The invoices with these ids, by id (one read for a batch). */
  findMany(ids: readonly string[]): Promise<Map<string, InvoiceRecord>>;
  /** Issues many invoices in one write; UniqueViolation (none stored) when one id or number is taken. */
  createMany(invoices: readonly InvoiceRecord[]): Promise<void>;
  list(
    organizationId: string,
    filter: { kind?: InvoiceRecord['kind'] },
    page: { limit: number; after?: { issuedAt: string; id: string } },
  ): Promise<InvoiceRecord[]>;
  listForOrder(orderId: string): Promise<InvoiceRecord[]>;
  /** Invoices and credit notes of every organization in issue order (oldest first), a page at a time (keyset on issuedAt, id): the sales journal. */
  listIssuedPage(limit: number, after: { issuedAt: string; id: string }): Promise<InvoiceRecord[]>;
  /** Every document of an organization issued at or after `since` (ISO), oldest first. */
  listSince(organizationId: string, since: string): Promise<InvoiceRecord[]>;
  /** Every number of a year's sequence, in order (for the no-gap checks). */
  listNumbers(prefix: string): Promise<string[]>;
  /** Records a collection attempt's outcome (status and collection only; the content is immutable). */
  setCollection(
    id: string,
    change: Pick<InvoiceRecord, 'paymentStatus' | 'paymentMethod' | 'collection'>,
  ): Promise<InvoiceRecord | undefined>;
  /** Records many collection outcomes at once (one locked read, one write); answers the invoices changed. */
  setCollections(
    changes: ReadonlyMap<string, Pick<InvoiceRecord, 'paymentStatus' | 'paymentMethod' | 'collection'>>,
  ): Promise<InvoiceRecord[]>;
  /** Usage invoices whose next collection attempt is due by `at`. */
  listCollectDue(at: string, limit: number): Promise<InvoiceRecord[]>;
  /** Invoices of every organization whose collection failed, oldest first (the officers' queue). */
  listFailed(limit: number): Promise<InvoiceRecord[]>;
  countFailed(): Promise<number>;
}

/** InvoiceRepository over either backend. */
export function createInvoiceRepository(
  db: Db,
  onIssued?: (tx: Db, documents: readonly InvoiceRecord[]) => Promise<void>,
): InvoiceRepository {
  const invoices = db.collection(invoicesTable);
  return {
    // A document and what is recorded of its issue (the audit log) are written together.
    create: (invoice) =>
      onIssued
        ? db.transaction(async (tx) => {
            const stored = await tx.collection(invoicesTable).insert(invoice);
            await onIssued(tx, [stored]);
            return stored;
          })
        : invoices.insert(invoice),
    async find(organizationId, id) {
      const invoice = await invoices.get(id);
      return invoice?.organizationId === organizationId ? invoice : undefined;
    },
    findAny: (id) => invoices.get(id),
    findMany: async (ids) => new Map((await invoices.getMany(ids)).map((i) => [i.id, i])),
    async createMany(records) {
      if (!onIssued) {
        await invoices.insertMany(records);
        return;
      }
      await db.transaction(async (tx) => {
        await tx.collection(invoicesTable).insertMany(records);
        await onIssued(tx, records);
      });
    },
    setCollections: (changes) =>
      invoices.upsertMany([...changes.keys()], (id, current) => {
        const change = changes.get(id);
        return current && change ? { ...current, ...change } : undefined;
      }),
    list(organizationId, filter, page) {
      const where = filter.kind
        ? { organizationKind: `${organizationId}:${filter.kind}` }
        : { organization: organizationId };
      return invoices.list({
        where,
        limit: page.limit,
        after: page.after && { order: page.after.issuedAt, id: page.after.id },
      });
    },
    listForOrder: (orderId) => invoices.list({ where: { order: orderId }, direction: 'asc' }),
    listIssuedPage: (limit, after) =>
      invoices.list({ limit, direction: 'asc', after: { order: after.issuedAt, id: after.id } }),
    async listSince(organizationId, since) {
      const all = await invoices.list({ where: { organization: organizationId }, direction: 'asc' });
      return all.filter((i) => i.issuedAt >= since);
    },
    setCollection: (id, change) => invoices.update(id, (current) => ({ ...current, ...change })),
    listFailed: (limit) => invoices.list({ where: { unpaid: 'failed' }, limit, direction: 'asc' }),
    countFailed: () => invoices.count({ unpaid: 'failed' }),
    listCollectDue: (at, limit) => invoices.list({ where: { collectAt: { lte: at } }, limit, direction: 'asc' }),
    async listNumbers(prefix) {
      const all = await invoices.list({ where: { number: { gte: prefix, lt: `${prefix}\uffff` } } });
      return all.map((i) => i.number).sort();
    },
  };
}
