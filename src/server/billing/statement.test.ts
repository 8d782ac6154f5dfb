import { describe, expect, it } from 'vitest';
import { withLocale } from '../i18n/request-locale.ts';
import type { InvoiceRecord } from '../../shared/invoices/invoices.schemas.ts';
import { statementQuerySchema } from '../../shared/billing/statement.schemas.ts';
import { buildStatement, statementCsv, statementMovements, type StatementLedgerEntry } from './statement.ts';

// The statement of account from documents and a ledger (the walk over a real month on both
// backends: test/api/statement-walk.test.ts): collections after the period, refunds to the card,
// corrections of the balance, the older rule's credits, the CSV and the query's checks.

const same = (_document: InvoiceRecord, amount: number) => amount;

function invoice(
  overrides: Partial<InvoiceRecord> & Pick<InvoiceRecord, 'id' | 'number' | 'total' | 'issuedAt'>,
): InvoiceRecord {
  return {
    kind: 'invoice',
    currency: 'EUR',
    rate: 0.9,
    paymentStatus: 'paid',
    paymentMethod: 'Visa •••• 4242',
    organizationId: 'org',
    ...overrides,
  } as InvoiceRecord;
}
const creditNote = (overrides: Partial<InvoiceRecord> & Pick<InvoiceRecord, 'id' | 'number' | 'total' | 'issuedAt'>) =>
  invoice({ kind: 'credit_note', paymentStatus: 'credited', ...overrides });

function entry(
  overrides: Partial<StatementLedgerEntry> & Pick<StatementLedgerEntry, 'id' | 'createdAt' | 'amount'>,
): StatementLedgerEntry {
  return { kind: 'applied', description: 'stored words', countsInBalance: true, invoiceId: null, ...overrides };
}

const statementOf = (documents: InvoiceRecord[], ledger: StatementLedgerEntry[], from: string, to: string) =>
  buildStatement(statementMovements(documents, ledger, same), { currency: 'EUR', from, to });

describe('the statement of account', () => {
  it('leaves a month-end invoice due at the period’s end and shows its collection in the next, the balance’s part at issue', () => {
    const usage = invoice({
      id: 'u',
      number: 'INV-2027-000010',
      total: 12_000,
      balancePaid: 2_000,
      issuedAt: '2027-04-01T00:10:00.000Z',
      paymentStatus: 'paid',
      collection: { attempts: 2, nextAttemptAt: null, lastError: null, paidAt: '2027-05-04T08:00:00.000Z' },
    });
    const note = creditNote({
      id: 'n',
      number: 'CN-2027-000003',
      total: 5_000,
      balanceCredited: 5_000,
      issuedAt: '2027-03-20T10:00:00.000Z',
    });
    const ledger = [
      entry({ id: 'credit-note-n', kind: 'credit_note', createdAt: note.issuedAt, amount: 5_000, invoiceId: 'n' }),
      entry({ id: 'applied-u', createdAt: usage.issuedAt, amount: -2_000, invoiceId: 'u' }),
    ];
    const april = statementOf([note, usage], ledger, '2027-04-01', '2027-04-30');
    expect(april.opening).toEqual({ balance: 5_000, creditsBalance: 5_000, due: 0 });
    expect(april.entries.map((e) => [e.kind, e.amount, e.balance, e.creditsBalance])).toEqual([
      ['invoice', -12_000, -7_000, 5_000],
      ['balance_paid', -2_000, -7_000, 3_000],
    ]);
    expect(april.closing).toEqual({ balance: -7_000, creditsBalance: 3_000, due: 10_000 });
    const may = statementOf([note, usage], ledger, '2027-05-01', '2027-05-31');
    expect(may.opening).toEqual(april.closing);
    expect(may.entries).toEqual([
      expect.objectContaining({
        at: '2027-05-04T08:00:00.000Z',
        kind: 'payment',
        amount: 10_000,
        balance: 3_000,
        creditsBalance: 3_000,
        documentId: 'u',
      }),
    ]);
    expect(may.closing).toEqual({ balance: 3_000, creditsBalance: 3_000, due: 0 });
  });

  it('shows a credit note’s part refunded to the card as a refund, the rest credited to the balance', () => {
    const paid = invoice({
      id: 'i',
      number: 'INV-2027-000001',
      total: 10_000,
      balancePaid: 4_000,
      issuedAt: '2027-03-01T09:00:00.000Z',
    });
    const note = creditNote({
      id: 'n',
      number: 'CN-2027-000001',
      total: 10_000,
      balanceCredited: 4_000,
      paymentStatus: 'refunded',
      issuedAt: '2027-03-02T09:00:00.000Z',
    });
    const ledger = [
      entry({
        id: 'gift',
        kind: 'correction',
        createdAt: '2027-02-01T00:00:00.000Z',
        amount: 4_000,
        text: { key: 'vat_correction', rateBp: 2000, held: 20_000, currency: 'EUR' },
      }),
      entry({ id: 'applied-i', createdAt: paid.issuedAt, amount: -4_000, invoiceId: 'i' }),
      entry({ id: 'credit-note-n', kind: 'credit_note', createdAt: note.issuedAt, amount: 4_000, invoiceId: 'n' }),
    ];
    const march = statementOf([paid, note], ledger, '2027-03-01', '2027-03-31');
    expect(march.opening).toEqual({ balance: 4_000, creditsBalance: 4_000, due: 0 });
    expect(march.entries.map((e) => [e.kind, e.amount, e.balance, e.creditsBalance])).toEqual([
      ['invoice', -10_000, -6_000, 4_000],
      ['balance_paid', -4_000, -6_000, 0],
      ['payment', 6_000, 0, 0],
      ['credit_note', 10_000, 10_000, 0],
      ['balance_credited', 4_000, 10_000, 4_000],
      ['refund', -6_000, 4_000, 4_000],
    ]);
    expect(march.closing).toEqual({ balance: 4_000, creditsBalance: 4_000, due: 0 });
    // The correction is the balance moving without a document: both move, said from its data.
    const february = statementOf([paid, note], ledger, '2027-02-01', '2027-02-28');
    expect(february.entries).toEqual([
      {
        at: '2027-02-01T00:00:00.000Z',
        kind: 'correction',
        documentId: null,
        number: null,
        description: expect.stringMatching(/^VAT \(20%\) on the €200\.00 held before VAT/),
        amount: 4_000,
        balance: 4_000,
        creditsBalance: 4_000,
      },
    ]);
  });

  it('spends credits the older rule drew as an allowance (none of the invoice’s total) from the position too, and never shows a balance movement before its document', () => {
    // The invoice's total is after the allowance; the card paid all of it; the ledger drew 1 000.
    const older = invoice({ id: 'o', number: 'INV-2026-000100', total: 9_000, issuedAt: '2026-11-02T10:00:00.500Z' });
    const ledger = [
      entry({ id: 'credit-old', kind: 'proration', createdAt: '2026-10-01T00:00:00.000Z', amount: 1_000 }),
      entry({ id: 'applied-o', createdAt: '2026-11-02T10:00:00.000Z', amount: -1_000, invoiceId: 'o' }),
    ];
    const november = statementOf([older], ledger, '2026-11-01', '2026-11-30');
    expect(november.entries.map((e) => [e.at, e.kind, e.balance, e.creditsBalance])).toEqual([
      ['2026-11-02T10:00:00.500Z', 'invoice', -8_000, 1_000],
      ['2026-11-02T10:00:00.500Z', 'balance_paid', -9_000, 0],
      ['2026-11-02T10:00:00.500Z', 'payment', 0, 0],
    ]);
    expect(november.closing.due).toBe(0);
  });

  it('passes over ledger entries that do not count towards the balance (PARIS, refunds kept for the record)', () => {
    const ledger = [
      entry({
        id: 'refund-x',
        kind: 'refund',
        createdAt: '2027-01-05T00:00:00.000Z',
        amount: 3_000,
        countsInBalance: false,
      }),
    ];
    expect(statementOf([], ledger, '2027-01-01', '2027-01-31')).toEqual({
      currency: 'EUR',
      from: '2027-01-01',
      to: '2027-01-31',
      opening: { balance: 0, creditsBalance: 0, due: 0 },
      entries: [],
      closing: { balance: 0, creditsBalance: 0, due: 0 },
    });
  });

  it('writes the CSV with the opening first, the closing last, decimal points and the reader’s words', () => {
    const due = invoice({
      id: 'u',
      number: 'INV-2027-000010',
      total: 123_456,
      issuedAt: '2027-04-01T00:10:00.000Z',
      paymentStatus: 'due',
      cause: { kind: 'month_end', month: '2027-03' },
    });
    const csv = withLocale('fr', () => statementCsv(statementOf([due], [], '2027-04-01', '2027-04-30')));
    expect(csv.split('\r\n')).toEqual([
      'at,kind,document_id,number,description,amount_eur,balance_eur,credits_balance_eur',
      '2027-04-01T00:00:00.000Z,opening,,,Solde d’ouverture,,0.00,0.00',
      '2027-04-01T00:10:00.000Z,invoice,u,INV-2027-000010,Facture INV-2027-000010\u00a0: Consommation de mars 2027, facturée en fin de mois,-1234.56,-1234.56,0.00'.replace(
        /Facture.*mois/,
        (words) => `"${words}"`,
      ),
      '2027-04-30T23:59:59.999Z,closing,,,Solde de clôture,,-1234.56,0.00',
      '',
    ]);
  });
});

describe('the statement’s query', () => {
  const fields = (query: Record<string, string>) => {
    const parsed = statementQuerySchema.safeParse(query);
    return parsed.success
      ? null
      : Object.fromEntries(parsed.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
  };

  it('takes real days, in order, at most 366 of them, as JSON or CSV', () => {
    expect(statementQuerySchema.parse({ from: '2028-01-01', to: '2028-12-31' })).toEqual({
      from: '2028-01-01',
      to: '2028-12-31',
      format: 'json',
    });
    expect(fields({ from: '2027-01-01', to: '2027-01-01', format: 'csv' })).toBeNull();
    expect(fields({ from: '2027-03-01', to: '2027-02-28' })).toEqual({ to: 'The end must not come before the start.' });
    expect(fields({ from: '2027-01-01', to: '2028-01-02' })).toEqual({
      to: 'At most 366 days at a time (one fiscal year).',
    });
    expect(fields({ from: 'yesterday', to: '2027-02-30' })).toMatchObject({
      from: 'A date as YYYY-MM-DD, e.g. 2026-01-31.',
    });
    expect(fields({ from: '2027-02-01', to: '2027-02-30' })).toEqual({ to: 'A date as YYYY-MM-DD, e.g. 2026-01-31.' });
    expect(fields({ from: '2027-02-01', to: '2027-02-28', format: 'pdf' })).toHaveProperty('format');
  });
});
