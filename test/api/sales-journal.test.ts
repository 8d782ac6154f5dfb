import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient } from './api-client.ts';
import { PAY_AND_SAVE_CARD, PAY_WITH_CARD, registeredCustomer, until } from './commerce-helpers.ts';
import { startServer, type RunningServer } from './server-harness.ts';
import { testClusterSpec } from '../support/builders.ts';
import { FEC_COLUMNS } from '../../src/shared/accounting/accounting.schemas.ts';

// The seller's sales journal (GET /api/admin/accounting/fec) over documents issued for real: a
// cluster paid by a saved card, lowered (a credit note to the credits balance) and raised again
// (a change invoice), a support plan paid by card, and a support plan paid in US dollars. The FEC
// is parsed and checked against the documents the customers see.

type Invoice = import('../../src/shared/invoices/invoices.schemas.ts').Invoice;

let server: RunningServer;
let admin: ApiClient;
const customers: ApiClient[] = [];

const pools = (count: number) => ({ nodePools: [{ name: 'web', nodeSizeId: 'gp-2-4', count }] });
const day = (offsetDays: number) => new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);
// Yesterday to tomorrow (UTC): every document of this run, even one issued across midnight.
const FROM = day(-1);
const TO = day(1);

beforeAll(async () => {
  server = await startServer({ SIMULATED_PHASE_SECONDS: '0.3' });
  admin = new ApiClient(server.url);
  expect((await admin.post('/api/dev/login', { as: 'admin' })).status).toBe(200);

  // A cluster of 5 nodes paid by a saved card, lowered to 3 (credit note), raised to 4 (change invoice).
  const clusterCustomer = await registeredCustomer(server.url);
  const order = await clusterCustomer.post('/api/orders', {
    kind: 'cluster',
    cluster: testClusterSpec({ name: 'books', ...pools(5) }),
    currency: 'EUR',
    billingCycle: 'monthly',
  });
  expect(order.status, order.text).toBe(201);
  expect((await clusterCustomer.post(`/api/orders/${order.json.id}/pay`, PAY_AND_SAVE_CARD)).status).toBe(200);
  const clusterId = (
    await until(
      () => clusterCustomer.get(`/api/orders/${order.json.id}`),
      (r) => Boolean(r.json.clusterId),
    )
  ).json.clusterId as string;
  await until(
    () => clusterCustomer.get(`/api/clusters/${clusterId}`),
    (r) => r.json.status === 'running',
  );
  const lowered = await clusterCustomer.patch(`/api/clusters/${clusterId}`, pools(3));
  expect(lowered.status, lowered.text).toBe(202);
  await until(
    () => clusterCustomer.get(`/api/clusters/${clusterId}`),
    (r) => r.json.status === 'running',
  );
  const raised = await clusterCustomer.patch(`/api/clusters/${clusterId}`, pools(4));
  expect(raised.status, raised.text).toBe(202);
  customers.push(clusterCustomer);

  // A support plan paid by card in euros, and one in US dollars (booked in euros).
  for (const currency of ['EUR', 'USD']) {
    const client = await registeredCustomer(server.url);
    const support = await client.post('/api/orders', {
      kind: 'support',
      support: { planId: 'business' },
      currency,
      billingCycle: 'monthly',
    });
    expect(support.status, support.text).toBe(201);
    const paid = await client.post(`/api/orders/${support.json.id}/pay`, PAY_WITH_CARD);
    expect(paid.status, paid.text).toBe(200);
    customers.push(client);
  }
});
afterAll(async () => {
  await server?.stop();
});

/** Every document the customers of this run were issued. */
async function documents(): Promise<Invoice[]> {
  const all: Invoice[] = [];
  for (const client of customers)
    all.push(...((await client.get('/api/billing/invoices?limit=100')).json as unknown as Invoice[]));
  return all;
}

type Row = Record<(typeof FEC_COLUMNS)[number], string>;

/** The FEC's lines as rows by column name; fails unless every line has the 18 columns. */
function parseFec(text: string): Row[] {
  expect(text.endsWith('\r\n')).toBe(true);
  const [header, ...lines] = text.slice(0, -2).split('\r\n');
  expect(header).toBe(FEC_COLUMNS.join('|'));
  return lines.map((line) => {
    const cells = line.split('|');
    expect(cells, line).toHaveLength(18);
    return Object.fromEntries(FEC_COLUMNS.map((column, i) => [column, cells[i] ?? ''])) as Row;
  });
}

/** "1234,56" → 123456 cents (FEC amounts: a decimal comma, no thousands separator). */
const cents = (amount: string) => {
  expect(amount).toMatch(/^\d+,\d{2}$/);
  return Number(amount.replace(',', ''));
};

describe('the sales journal as the FEC', () => {
  it('books every document in one balanced entry, and its payment or credit in another, numbered without a gap', async () => {
    const issued = await documents();
    const invoices = issued.filter((d) => d.kind === 'invoice');
    const notes = issued.filter((d) => d.kind === 'credit_note');
    // The cluster's order and change, two support plans; the lowering's credit note.
    expect(invoices.length).toBeGreaterThanOrEqual(4);
    expect(notes.length).toBeGreaterThanOrEqual(1);

    const response = await admin.get(`/api/admin/accounting/fec?from=${FROM}&to=${TO}`);
    expect(response.status, response.text).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(response.headers.get('content-disposition')).toBe(
      `attachment; filename="123456789FEC${TO.replaceAll('-', '')}.txt"`,
    );
    const rows = parseFec(response.text);

    // Each entry balances; numbers run 1, 2, 3… in file order.
    const entries = new Map<string, Row[]>();
    for (const row of rows) entries.set(row.EcritureNum, [...(entries.get(row.EcritureNum) ?? []), row]);
    expect([...entries.keys()]).toEqual([...entries.keys()].map((_, i) => String(i + 1)));
    for (const [number, lines] of entries) {
      const debit = lines.reduce((sum, l) => sum + cents(l.Debit), 0);
      const credit = lines.reduce((sum, l) => sum + cents(l.Credit), 0);
      expect(debit, `entry ${number}`).toBe(credit);
      expect(new Set(lines.map((l) => l.PieceRef)).size, `entry ${number} is of one document`).toBe(1);
    }
    for (const row of rows) {
      expect(row).toMatchObject({
        JournalCode: 'VE',
        JournalLib: 'Ventes',
        ValidDate: new Date().toISOString().slice(0, 10).replaceAll('-', ''),
      });
      expect(row.EcritureDate).toMatch(/^\d{8}$/);
      expect(row.PieceDate).toMatch(/^\d{8}$/);
    }

    // Every document is there, once as its own entry, under its number and issue date.
    const euro = issued.filter((d) => d.currency === 'EUR');
    for (const document of issued) {
      const label = `${document.kind === 'invoice' ? 'Invoice' : 'Credit note'} ${document.number} — ${document.buyer.legalName}`;
      const own = rows.filter((r) => r.PieceRef === document.number && r.EcritureLib === label);
      expect(new Set(own.map((r) => r.EcritureNum)).size, document.number).toBe(1);
      expect(own[0]).toMatchObject({
        PieceDate: document.issuedAt.slice(0, 10).replaceAll('-', ''),
        EcritureDate: document.issuedAt.slice(0, 10).replaceAll('-', ''),
      });
      const customer = own.find((r) => r.CompteNum === '411');
      expect(customer?.CompAuxLib).toBe(document.buyer.legalName);
      expect(customer?.CompAuxNum).toBe(document.buyer.accountId ?? expect.any(String));
      if (document.currency === 'EUR') {
        expect(cents(document.kind === 'invoice' ? customer!.Debit : customer!.Credit)).toBe(document.total);
        expect(own.every((r) => r.Montantdevise === '' && r.Idevise === '')).toBe(true);
      } else {
        expect(customer).toMatchObject({
          Montantdevise: (document.total / 100).toFixed(2).replace('.', ','),
          Idevise: document.currency,
        });
      }
    }

    // The journal's totals are the documents': revenue (706…) and VAT collected (44571), euro documents exactly.
    const net = (account: RegExp, ref: (pieceRef: string) => boolean) =>
      rows
        .filter((r) => account.test(r.CompteNum) && ref(r.PieceRef))
        .reduce((sum, r) => sum + cents(r.Credit) - cents(r.Debit), 0);
    const euroNumbers = new Set(euro.map((d) => d.number));
    const signed = (d: Invoice, amount: number) => (d.kind === 'invoice' ? amount : -amount);
    expect(net(/^706/, (ref) => euroNumbers.has(ref))).toBe(
      euro.reduce((sum, d) => sum + signed(d, d.subtotal - d.discount), 0),
    );
    expect(net(/^44571$/, (ref) => euroNumbers.has(ref))).toBe(euro.reduce((sum, d) => sum + signed(d, d.tax), 0));
    expect(net(/^706/, () => true)).toBeGreaterThan(net(/^706/, (ref) => euroNumbers.has(ref)));

    // Revenue by kind of sale: the cluster's documents on 706100, the support plans' on 706400.
    const clusterDocuments = (await customers[0]!.get('/api/billing/invoices?limit=100')).json as unknown as Invoice[];
    for (const document of clusterDocuments)
      expect(rows.find((r) => r.PieceRef === document.number && r.CompteNum.startsWith('706'))?.CompteNum).toBe(
        '706100',
      );
    const supportInvoices = [customers[1]!, customers[2]!].map(
      async (c) => ((await c.get('/api/billing/invoices')).json as unknown as Invoice[])[0]!,
    );
    for (const invoice of await Promise.all(supportInvoices))
      expect(rows.find((r) => r.PieceRef === invoice.number && r.CompteNum.startsWith('706'))?.CompteNum).toBe(
        '706400',
      );

    // Every document is settled in the run (paid by card or the balance, or credited): 411 ends at zero for each.
    for (const document of issued) {
      const customer = rows.filter((r) => r.PieceRef === document.number && r.CompteNum === '411');
      expect(
        customer.reduce((sum, r) => sum + cents(r.Debit) - cents(r.Credit), 0),
        document.number,
      ).toBe(0);
    }
    // The credits balance (4191): the lowering's credit note went to it whole, and paid the raise
    // after it (the worked example: CN-1 to the balance, INV-3 paid from it); the card payments are on 512.
    const onBalance = (document: Invoice, side: 'Debit' | 'Credit') =>
      rows
        .filter((r) => r.PieceRef === document.number && r.CompteNum === '4191')
        .reduce((sum, r) => sum + cents(r[side]), 0);
    for (const note of notes) expect(onBalance(note, 'Credit'), note.number).toBe(note.balanceCredited ?? note.total);
    for (const invoice of invoices) expect(onBalance(invoice, 'Debit'), invoice.number).toBe(invoice.balancePaid ?? 0);
    expect(invoices.some((invoice) => (invoice.balancePaid ?? 0) > 0)).toBe(true);
    const byCard = (document: Invoice) =>
      rows
        .filter((r) => r.PieceRef === document.number && r.CompteNum === '512')
        .reduce((sum, r) => sum + cents(r.Debit), 0);
    for (const invoice of euro.filter((d) => d.kind === 'invoice'))
      expect(byCard(invoice), invoice.number).toBe(invoice.total - (invoice.balancePaid ?? 0));
  });

  it('answers the same rows as CSV with decimal points', async () => {
    const fec = parseFec((await admin.get(`/api/admin/accounting/fec?from=${FROM}&to=${TO}`)).text);
    const response = await admin.get(`/api/admin/accounting/fec?from=${FROM}&to=${TO}&format=csv`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toBe(
      `attachment; filename="123456789FEC${TO.replaceAll('-', '')}.csv"`,
    );
    const lines = response.text.trimEnd().split('\r\n');
    expect(lines[0]).toBe(FEC_COLUMNS.join(','));
    expect(lines).toHaveLength(fec.length + 1);
    expect(lines.slice(1).map((line) => /^VE,Ventes,(\d+),/.exec(line)?.[1])).toEqual(fec.map((r) => r.EcritureNum));
    expect(
      lines.some((line) => line.includes(`,${fec[0]!.Debit.replace(',', '.')},${fec[0]!.Credit.replace(',', '.')},`)),
    ).toBe(true);
  });

  it('is empty but for its header over a period with no document', async () => {
    const response = await admin.get('/api/admin/accounting/fec?from=2020-01-01&to=2020-12-31');
    expect(response.status).toBe(200);
    expect(response.text).toBe(`${FEC_COLUMNS.join('|')}\r\n`);
  });

  it('refuses a bad period with 400 and the field', async () => {
    const cases: [string, string[]][] = [
      ['', ['from', 'to']],
      [`from=${FROM}`, ['to']],
      ['from=2026-02-30&to=2026-03-31', ['from']],
      ['from=01/01/2026&to=2026-01-31', ['from']],
      ['from=2026-02-01&to=2026-01-31', ['to']],
      ['from=2026-01-01&to=2027-01-02', ['to']],
      [`from=${FROM}&to=${TO}&format=xlsx`, ['format']],
    ];
    for (const [query, fields] of cases) {
      const response = await admin.get(`/api/admin/accounting/fec?${query}`);
      expect(response.status, query).toBe(400);
      expect(response.json).toMatchObject({ code: 'bad_request', message: expect.any(String) });
      expect(Object.keys(response.json.fields as Record<string, string>).sort(), query).toEqual(fields);
    }
    expect((await admin.get('/api/admin/accounting/fec?from=2028-01-01&to=2028-12-31')).status).toBe(200);
  });

  it('is the staff’s: hidden from a customer and a visitor like every staff endpoint (404)', async () => {
    const customer = customers[0]!;
    const asCustomer = await customer.get(`/api/admin/accounting/fec?from=${FROM}&to=${TO}`);
    expect(asCustomer.status).toBe(404);
    expect(asCustomer.json.code).toBe('not_found');
    expect((await new ApiClient(server.url).get(`/api/admin/accounting/fec?from=${FROM}&to=${TO}`)).status).toBe(404);
  });
});
