import { describe, expect, it } from 'vitest';
import { BACKENDS } from '../../../test/support/storage.ts';
import { journalDocument } from '../../../test/support/journal-documents.ts';
import type { OrderRecord } from '../../shared/orders/orders.schemas.ts';
import type { Repositories } from '../store/repositories.ts';
import type { ClusterSubscriptionRecord } from '../../shared/subscriptions/cluster-subscriptions.schemas.ts';
import { SalesJournalService } from './sales-journal.service.ts';

// The export over documents stored in each backend, read a few at a time: which documents a
// period holds (by issue day, and settlements paid in it of documents issued before), and the
// revenue account each document's kind of sale gives.

const ORDERS: Record<string, OrderRecord['kind']> = {
  'order-cluster': 'cluster',
  'order-addon': 'addon',
  'order-product': 'product',
};

/** The stored invoices, and orders and cluster subscriptions that only say what they are. */
function journalRepositories(
  repositories: Repositories,
): Pick<Repositories, 'invoices' | 'orders' | 'clusterSubscriptions' | 'credits' | 'organizations'> {
  return {
    invoices: repositories.invoices,
    credits: repositories.credits,
    organizations: repositories.organizations,
    orders: {
      findAny: async (id: string) => (ORDERS[id] ? ({ id, kind: ORDERS[id] } as OrderRecord) : undefined),
    } as unknown as Repositories['orders'],
    clusterSubscriptions: {
      findAny: async (id: string) => (id === 'cluster-9' ? ({ id } as ClusterSubscriptionRecord) : undefined),
    } as unknown as Repositories['clusterSubscriptions'],
  };
}

const DOCUMENTS = [
  // December's month-end invoice, collected on 3 January: January holds its payment only.
  journalDocument({
    number: 'INV-2025-000090',
    subtotal: 1000,
    tax: 200,
    usagePeriod: '2025-12',
    issuedAt: '2025-12-31T23:30:00.000Z',
    collection: { attempts: 2, nextAttemptAt: null, lastError: null, paidAt: '2026-01-03T02:00:00.000Z' },
  }),
  journalDocument({
    number: 'INV-2026-000001',
    subtotal: 10_000,
    tax: 2000,
    orderId: 'order-cluster',
    issuedAt: '2026-01-05T10:00:00.000Z',
  }),
  journalDocument({
    number: 'INV-2026-000002',
    subtotal: 3000,
    tax: 600,
    renewsSubscriptionId: 'org-1',
    issuedAt: '2026-01-10T10:00:00.000Z',
  }),
  journalDocument({
    number: 'CN-2026-000001',
    subtotal: 2000,
    tax: 400,
    paymentStatus: 'credited',
    creditsInvoiceId: 'id-INV-2026-000001',
    issuedAt: '2026-01-12T10:00:00.000Z',
  }),
  journalDocument({
    number: 'INV-2026-000003',
    subtotal: 500,
    tax: 100,
    renewsSubscriptionId: 'order-product',
    issuedAt: '2026-01-20T10:00:00.000Z',
  }),
  journalDocument({
    number: 'INV-2026-000004',
    subtotal: 700,
    tax: 140,
    renewsSubscriptionId: 'cluster-9',
    issuedAt: '2026-01-25T10:00:00.000Z',
  }),
  journalDocument({
    number: 'INV-2026-000005',
    subtotal: 800,
    tax: 160,
    orderId: 'order-addon',
    issuedAt: '2026-01-31T23:59:59.999Z',
  }),
  journalDocument({
    number: 'INV-2026-000006',
    subtotal: 900,
    tax: 180,
    issuedAt: '2026-01-31T12:00:00.000Z',
    buyer: { ...journalDocument({ number: 'x', subtotal: 0, tax: 0 }).buyer, accountId: null },
  }),
  journalDocument({
    number: 'INV-2026-000007',
    subtotal: 100,
    tax: 20,
    orderId: 'order-cluster',
    issuedAt: '2026-02-01T00:00:00.000Z',
  }),
  // In dollars: booked at the rate of the day (0.5 € per $ here).
  journalDocument({
    number: 'INV-2026-000008',
    subtotal: 1000,
    tax: 200,
    currency: 'USD',
    orderId: 'order-product',
    issuedAt: '2026-01-15T10:00:00.000Z',
  }),
].map((document) => ({ ...document, id: `id-${document.number}` }));

describe.each(BACKENDS)('the sales journal over the %s store', (_name, makeBackend) => {
  it('holds the period’s documents by issue day and the payments made in it, each sold on its account', async () => {
    const { repositories, close } = await (await makeBackend()).open();
    try {
      for (const document of DOCUMENTS) await repositories.invoices.create(document);
      // A credits balance paid back to the card on 20 January (no organization record: its id names the buyer).
      await repositories.credits.add({
        id: 'payback-1',
        organizationId: 'org-1',
        createdAt: '2026-01-20T10:00:00.000Z',
        kind: 'payback',
        description: 'Paid back to Visa •••• 4242',
        amountUsdCents: -5742,
        amount: -5246,
        currency: 'EUR',
        countsInBalance: true,
        orderId: null,
        invoiceId: null,
        clusterId: null,
      });
      const asked: string[] = [];
      const journal = new SalesJournalService({
        repositories: journalRepositories(repositories),
        rateOf: async (currency) => {
          asked.push(currency);
          return 0.5;
        },
        now: () => Date.parse('2026-02-10T08:00:00Z'),
        pageSize: 3,
      });
      const file = await journal.export({ from: '2026-01-01', to: '2026-01-31', format: 'fec' });
      expect(file).toMatchObject({ contentType: 'text/plain; charset=utf-8', filename: '123456789FEC20260131.txt' });
      expect(asked).toEqual(['EUR']);
      const rows = file.body
        .trimEnd()
        .split('\r\n')
        .slice(1)
        .map((line) => line.split('|'));
      const revenue = Object.fromEntries(rows.filter((r) => r[4]?.startsWith('706')).map((r) => [r[8], r[4]]));
      expect(revenue).toEqual({
        'INV-2026-000001': '706100',
        'INV-2026-000002': '706400',
        'CN-2026-000001': '706100',
        'INV-2026-000003': '706300',
        'INV-2026-000004': '706100',
        'INV-2026-000005': '706200',
        'INV-2026-000006': '706000',
        'INV-2026-000008': '706300',
      });
      // December's invoice: its payment on 3 January, no sale.
      expect(rows.filter((r) => r[8] === 'INV-2025-000090').map((r) => [r[3], r[4], r[11], r[12]])).toEqual([
        ['20260103', '512', '12,00', '0,00'],
        ['20260103', '411', '0,00', '12,00'],
      ]);
      // The payback: the balance held for the customer (4191) to the bank (512), its ledger entry as the piece.
      expect(rows.filter((r) => r[8] === 'payback-1').map((r) => [r[3], r[4], r[11], r[12], r[10]])).toEqual([
        ['20260120', '4191', '52,46', '0,00', 'Credits balance: Paid back to Visa •••• 4242 — org-1'],
        ['20260120', '512', '0,00', '52,46', 'Credits balance: Paid back to Visa •••• 4242 — org-1'],
      ]);
      // Numbered 1… without a gap in date order; the export's day as ValidDate; the organization's id without a billing ID.
      const numbers = [...new Set(rows.map((r) => Number(r[2])))];
      expect(numbers).toEqual(numbers.map((_, i) => i + 1));
      expect(rows.map((r) => r[3]!)).toEqual(rows.map((r) => r[3]!).sort());
      expect(new Set(rows.map((r) => r[15]))).toEqual(new Set(['20260210']));
      expect(rows.find((r) => r[8] === 'INV-2026-000006' && r[4] === '411')?.[6]).toBe('org-1');
      expect(rows.find((r) => r[8] === 'INV-2026-000008' && r[4] === '411')?.slice(11)).toEqual([
        '6,00',
        '0,00',
        '',
        '',
        '20260210',
        '12,00',
        'USD',
      ]);

      const csv = await journal.export({ from: '2026-01-01', to: '2026-01-31', format: 'csv' });
      expect(csv).toMatchObject({ contentType: 'text/csv; charset=utf-8', filename: '123456789FEC20260131.csv' });
      expect(csv.body.trimEnd().split('\r\n')).toHaveLength(rows.length + 1);

      // A period of euro documents only asks for no rate.
      asked.length = 0;
      const february = await journal.export({ from: '2026-02-01', to: '2026-02-28', format: 'fec' });
      expect(asked).toEqual([]);
      expect(
        new Set(
          february.body
            .trimEnd()
            .split('\r\n')
            .slice(1)
            .map((line) => line.split('|')[8]),
        ),
      ).toEqual(new Set(['INV-2026-000007']));
    } finally {
      await close();
    }
  });
});
