import { describe, expect, it } from 'vitest';
import { FEC_COLUMNS, salesJournalQuerySchema } from '../../shared/accounting/accounting.schemas.ts';
import {
  fecCsv,
  fecFileName,
  fecText,
  journalEntries,
  saleEntry,
  settlementEntries,
  type JournalEntry,
} from './sales-journal.ts';
import { JOURNAL_BUYER, journalDocument } from '../../../test/support/journal-documents.ts';

// The entry builder over hand-made document records: the worked example of
// /documentation/how-billing-works (INV-3 paid from the credits balance, CN-1 credited to it), a
// payment split between the balance and the card, a month-end invoice collected later, documents
// issued before the balance fields, and documents in US dollars and pounds booked in euros.

const BUYER = JOURNAL_BUYER;
const doc = journalDocument;

/** An entry's lines as "D 411 26.23" words, to read like the FEC lines of the worked example. */
const said = (entry: JournalEntry) =>
  entry.lines.map(
    (l) =>
      `${l.debit > 0 || l.credit === 0 ? 'D' : 'C'} ${l.account.number} ${((l.debit || l.credit) / 100).toFixed(2)}`,
  );
const balanced = (entry: JournalEntry) => entry.lines.reduce((sum, l) => sum + l.debit - l.credit, 0) === 0;

// The worked example of /documentation/how-billing-works (VAT 20 %).
const CN1 = doc({
  number: 'CN-2026-000001',
  subtotal: 4372,
  tax: 874,
  paymentStatus: 'credited',
  balanceCredited: 5246,
  creditsInvoiceId: 'INV-2026-000002',
});
const INV3 = doc({
  number: 'INV-2026-000003',
  subtotal: 2186,
  tax: 437,
  balancePaid: 2623,
  issuedAt: '2026-12-06T09:05:00.000Z',
});

describe('DESIGN.md’s worked example, line for line', () => {
  it('INV-3: D 411 26.23 / C 706 21.86 / C 44571 4.37, then D 4191 26.23 / C 411 26.23', () => {
    expect(said(saleEntry(INV3, 'cluster'))).toEqual(['D 411 26.23', 'C 706100 21.86', 'C 44571 4.37']);
    const [payment, ...others] = settlementEntries(INV3);
    expect(others).toEqual([]);
    expect(said(payment!)).toEqual(['D 4191 26.23', 'C 411 26.23']);
    expect(payment).toMatchObject({
      date: '2026-12-06',
      label: `Invoice INV-2026-000003 paid from the credits balance — ${BUYER}`,
    });
  });

  it('CN-1: D 706 43.72 / D 44571 8.74 / C 411 52.46, then D 411 52.46 / C 4191 52.46', () => {
    expect(said(saleEntry(CN1, 'cluster'))).toEqual(['D 706100 43.72', 'D 44571 8.74', 'C 411 52.46']);
    const [credit, ...others] = settlementEntries(CN1);
    expect(others).toEqual([]);
    expect(said(credit!)).toEqual(['D 411 52.46', 'C 4191 52.46']);
    expect(credit?.label).toBe(`Credit note CN-2026-000001 to the credits balance — ${BUYER}`);
  });

  it('names the customer’s auxiliary account on its lines only, and says what each entry is', () => {
    const sale = saleEntry(INV3, 'cluster');
    expect(sale.label).toBe(`Invoice INV-2026-000003 — ${BUYER}`);
    expect(sale.lines.map((l) => l.auxiliary)).toEqual([{ number: 'ACME-42', name: BUYER }, null, null]);
    expect(
      saleEntry(
        doc({ number: 'INV-2026-000009', subtotal: 100, tax: 20, buyer: { ...INV3.buyer, accountId: null } }),
        'support',
      ).lines[0]?.auxiliary,
    ).toEqual({ number: 'org-1', name: BUYER });
  });
});

describe('settlements', () => {
  it('splits an invoice paid part from the balance, part by the card at issue: one entry, each pair balanced', () => {
    const invoice = doc({ number: 'INV-2026-000010', subtotal: 10_000, discount: 500, tax: 1900, balancePaid: 3000 });
    expect(said(saleEntry(invoice, 'product'))).toEqual(['D 411 114.00', 'C 706300 95.00', 'C 44571 19.00']);
    const [payment, ...others] = settlementEntries(invoice);
    expect(others).toEqual([]);
    expect(said(payment!)).toEqual(['D 4191 30.00', 'C 411 30.00', 'D 512 84.00', 'C 411 84.00']);
    expect(payment?.label).toBe(`Payment of invoice INV-2026-000010, part from the credits balance — ${BUYER}`);
  });

  it('books a month-end invoice’s card payment on the day its collection paid it, the balance’s part at issue', () => {
    const invoice = doc({
      number: 'INV-2027-000001',
      subtotal: 5000,
      tax: 1000,
      usagePeriod: '2026-12',
      issuedAt: '2027-01-01T02:00:00.000Z',
      balancePaid: 1000,
      collection: { attempts: 2, nextAttemptAt: null, lastError: null, paidAt: '2027-01-04T02:00:00.000Z' },
    });
    const entries = settlementEntries(invoice);
    expect(entries.map((e) => [e.date, ...said(e)])).toEqual([
      ['2027-01-01', 'D 4191 10.00', 'C 411 10.00'],
      ['2027-01-04', 'D 512 50.00', 'C 411 50.00'],
    ]);
    // Due (or failed): only what the balance paid.
    expect(
      settlementEntries({
        ...invoice,
        paymentStatus: 'due',
        collection: { attempts: 0, nextAttemptAt: null, lastError: null, paidAt: null },
      }).map(said),
    ).toEqual([['D 4191 10.00', 'C 411 10.00']]);
    // The export of the days it was paid on has the payment and not the sale; that of its issue day, the sale and the balance's part.
    expect(
      journalEntries([{ document: invoice, saleKind: null }], { from: '2027-01-02', to: '2027-01-31' }).map((e) => [
        e.number,
        e.kind,
        e.date,
      ]),
    ).toEqual([[1, 'settlement', '2027-01-04']]);
    expect(
      journalEntries([{ document: invoice, saleKind: 'usage' }], { from: '2027-01-01', to: '2027-01-01' }).map((e) => [
        e.number,
        e.kind,
        said(e)[1],
      ]),
    ).toEqual([
      [1, 'sale', 'C 706500 50.00'],
      [2, 'settlement', 'C 411 10.00'],
    ]);
  });

  it('treats documents issued before the balance fields as the brief says: a paid invoice by its method, a credited note to the balance, another refunded', () => {
    expect(settlementEntries(doc({ number: 'INV-2025-000001', subtotal: 1000, tax: 200 })).map(said)).toEqual([
      ['D 512 12.00', 'C 411 12.00'],
    ]);
    expect(
      settlementEntries(doc({ number: 'INV-2025-000002', subtotal: 1000, tax: 200, paymentStatus: 'refunded' })).map(
        said,
      ),
    ).toEqual([['D 512 12.00', 'C 411 12.00']]);
    expect(
      settlementEntries(doc({ number: 'INV-2025-000003', subtotal: 1000, tax: 200, paymentStatus: 'failed' })),
    ).toEqual([]);
    expect(
      settlementEntries(doc({ number: 'CN-2025-000001', subtotal: 1000, tax: 200, paymentStatus: 'credited' })).map(
        said,
      ),
    ).toEqual([['D 411 12.00', 'C 4191 12.00']]);
    const refunded = settlementEntries(
      doc({ number: 'CN-2025-000002', subtotal: 1000, tax: 200, paymentStatus: 'refunded' }),
    );
    expect(refunded.map(said)).toEqual([['D 411 12.00', 'C 512 12.00']]);
    expect(refunded[0]?.label).toBe(`Refund of credit note CN-2025-000002 — ${BUYER}`);
  });

  it('splits a credit note between the balance and the card', () => {
    const note = doc({
      number: 'CN-2026-000004',
      subtotal: 1000,
      tax: 200,
      paymentStatus: 'refunded',
      balanceCredited: 500,
    });
    expect(settlementEntries(note).map(said)).toEqual([['D 411 5.00', 'C 4191 5.00', 'D 411 7.00', 'C 512 7.00']]);
  });

  it('gives a reverse-charged document no VAT line', () => {
    expect(
      said(
        saleEntry(
          doc({ number: 'INV-2026-000011', subtotal: 1000, tax: 0, vatRateBp: 0, reverseCharge: true }),
          'addon',
        ),
      ),
    ).toEqual(['D 411 10.00', 'C 706200 10.00']);
  });
});

describe('documents in another currency', () => {
  // 1 USD = 0.50 EUR: $10.05 → €5.025 → €5.03, $2.01 → €1.005 → €1.01, so the customer owes
  // €6.04 where $12.06 alone would give €6.03: the cent is on 411 and the entry balances.
  const usd = doc({ number: 'INV-2026-000020', subtotal: 1005, tax: 201, currency: 'USD', rate: 1, balancePaid: 603 });

  it('converts each line at the EUR rate, puts the rounding cent on 411, and keeps the document’s own amount and currency', () => {
    const sale = saleEntry(usd, 'cluster', 0.5);
    expect(said(sale)).toEqual(['D 411 6.04', 'C 706100 5.03', 'C 44571 1.01']);
    expect(balanced(sale)).toBe(true);
    expect(sale.lines.map((l) => l.foreign)).toEqual([
      { amount: 1206, currency: 'USD' },
      { amount: 1005, currency: 'USD' },
      { amount: 201, currency: 'USD' },
    ]);
  });

  it('settles the customer’s euros exactly: the last part takes the rounding, so 411 ends at zero', () => {
    const [payment] = settlementEntries(usd, 0.5);
    // $6.03 from the balance → €3.015 → €3.02; the card's $6.03 takes the rest of €6.04.
    expect(said(payment!)).toEqual(['D 4191 3.02', 'C 411 3.02', 'D 512 3.02', 'C 411 3.02']);
    const customer = [saleEntry(usd, 'cluster', 0.5), payment!]
      .flatMap((e) => e.lines)
      .filter((l) => l.account.number === '411');
    expect(customer.reduce((sum, l) => sum + l.debit - l.credit, 0)).toBe(0);
  });

  it('goes from pounds back to dollars at the document’s own rate, then to euros', () => {
    // £10.00 at 0.78 £/$ and 0.91 €/$: 1000 × 0.91 / 0.78 = 1166.67 → €11.67.
    const gbp = doc({
      number: 'CN-2026-000021',
      subtotal: 1000,
      tax: 0,
      currency: 'GBP',
      rate: 0.78,
      paymentStatus: 'credited',
    });
    expect(said(saleEntry(gbp, 'support', 0.91))).toEqual(['D 706400 11.67', 'C 411 11.67']);
    expect(saleEntry(gbp, 'support', 0.91).lines[1]?.foreign).toEqual({ amount: 1000, currency: 'GBP' });
    expect(() => saleEntry(gbp, 'support')).toThrow(/euro rate/);
  });
});

describe('the file', () => {
  const entries = journalEntries(
    [
      { document: CN1, saleKind: 'cluster' },
      { document: INV3, saleKind: 'cluster' },
      {
        document: doc({
          number: 'INV-2026-000020',
          subtotal: 1005,
          tax: 201,
          currency: 'USD',
          issuedAt: '2026-12-07T10:00:00.000Z',
        }),
        saleKind: 'cluster',
      },
      {
        document: doc({ number: 'INV-2026-000099', subtotal: 100, tax: 20, issuedAt: '2027-01-01T00:00:00.000Z' }),
        saleKind: 'cluster',
      },
    ],
    { from: '2026-12-01', to: '2026-12-31' },
    0.5,
  );

  it('numbers the entries in date order without a gap, a document’s own entry before its settlement', () => {
    expect(entries.map((e) => [e.number, e.date, e.document.number, e.kind])).toEqual([
      [1, '2026-12-06', 'CN-2026-000001', 'sale'],
      [2, '2026-12-06', 'CN-2026-000001', 'settlement'],
      [3, '2026-12-06', 'INV-2026-000003', 'sale'],
      [4, '2026-12-06', 'INV-2026-000003', 'settlement'],
      [5, '2026-12-07', 'INV-2026-000020', 'sale'],
      [6, '2026-12-07', 'INV-2026-000020', 'settlement'],
    ]);
    expect(entries.every(balanced)).toBe(true);
  });

  it('writes the FEC: the 18 columns with their header, |-separated, dates YYYYMMDD, decimal commas', () => {
    const lines = fecText(entries, '2027-01-15').split('\r\n');
    expect(lines.pop()).toBe('');
    expect(lines[0]).toBe(FEC_COLUMNS.join('|'));
    expect(lines.slice(1).every((line) => line.split('|').length === 18)).toBe(true);
    expect(lines.slice(1, 4)).toEqual([
      `VE|Ventes|1|20261206|706100|Prestations de services - clusters|||CN-2026-000001|20261206|Credit note CN-2026-000001 — ${BUYER}|43,72|0,00|||20270115||`,
      `VE|Ventes|1|20261206|44571|TVA collectée|||CN-2026-000001|20261206|Credit note CN-2026-000001 — ${BUYER}|8,74|0,00|||20270115||`,
      `VE|Ventes|1|20261206|411|Clients|ACME-42|${BUYER}|CN-2026-000001|20261206|Credit note CN-2026-000001 — ${BUYER}|0,00|52,46|||20270115||`,
    ]);
    expect(lines.find((line) => line.startsWith('VE|Ventes|5|') && line.includes('|411|'))).toBe(
      `VE|Ventes|5|20261207|411|Clients|ACME-42|${BUYER}|INV-2026-000020|20261207|Invoice INV-2026-000020 — ${BUYER}|6,04|0,00|||20270115|12,06|USD`,
    );
  });

  it('keeps the separator and line breaks out of text fields', () => {
    const odd = doc({
      number: 'INV-2026-000030',
      subtotal: 100,
      tax: 20,
      buyer: { ...INV3.buyer, legalName: 'A|B\r\nC' },
    });
    const text = fecText(
      journalEntries([{ document: odd, saleKind: 'other' }], { from: '2026-12-06', to: '2026-12-06' }),
      '2026-12-06',
    );
    for (const line of text.trimEnd().split('\r\n')) expect(line.split('|')).toHaveLength(18);
    expect(text).toContain('|A B C|');
  });

  it('writes the same rows as CSV with decimal points, and names the file as the law asks', () => {
    const rows = fecCsv(entries, '2027-01-15').trimEnd().split('\r\n');
    expect(rows[0]).toBe(FEC_COLUMNS.join(','));
    expect(rows[3]).toBe(
      `VE,Ventes,1,20261206,411,Clients,ACME-42,${BUYER},CN-2026-000001,20261206,Credit note CN-2026-000001 — ${BUYER},0.00,52.46,,,20270115,,`,
    );
    expect(rows).toHaveLength(fecText(entries, '2027-01-15').trimEnd().split('\r\n').length);
    expect(fecFileName('123456789', '2026-12-31', 'txt')).toBe('123456789FEC20261231.txt');
  });
});

describe('the period asked for', () => {
  const fields = (query: Record<string, string>) => {
    const parsed = salesJournalQuerySchema.safeParse(query);
    return parsed.success
      ? null
      : Object.fromEntries(parsed.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
  };

  it('takes two days, the first not after the last, at most 366 days apart (a leap year whole)', () => {
    expect(salesJournalQuerySchema.parse({ from: '2028-01-01', to: '2028-12-31' })).toEqual({
      from: '2028-01-01',
      to: '2028-12-31',
      format: 'fec',
    });
    expect(fields({ from: '2026-03-01', to: '2026-03-01', format: 'csv' })).toBeNull();
    expect(Object.keys(fields({ from: '2026-01-01', to: '2027-01-02' }) ?? {})).toEqual(['to']);
    expect(Object.keys(fields({ from: '2026-02-01', to: '2026-01-31' }) ?? {})).toEqual(['to']);
    expect(Object.keys(fields({ from: '2026-02-30', to: '2026-03-01' }) ?? {})).toEqual(['from']);
    expect(Object.keys(fields({ to: '20260301' }) ?? {}).sort()).toEqual(['from', 'to']);
    expect(Object.keys(fields({ from: '2026-01-01', to: '2026-01-31', format: 'xlsx' }) ?? {})).toEqual(['format']);
  });
});
