import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Statement } from '../../src/shared/billing/statement.schemas.ts';
import type { Invoice } from '../../src/shared/invoices/invoices.schemas.ts';
import { PAY_WITH_CARD } from './commerce-helpers.ts';
import { startServer, type RunningServer } from './server-harness.ts';
import { team } from './team-helpers.ts';

// GET /api/billing/statement as an API client sees it: the statement of a month with a paid
// order (JSON and CSV, the reader's language), who may read it, and the period's checks.

let server: RunningServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await server.stop();
});

const today = () => new Date().toISOString().slice(0, 10);
const monthStart = () => `${today().slice(0, 8)}01`;
const minor = (value: string | undefined) => Math.round(Number(value) * 100);

describe('the statement of account', () => {
  it('answers a month with a paid order as JSON and CSV, in the reader’s language, to members who may read billing', async () => {
    const org = await team(server.url);
    const order = await org.owner.post('/api/orders', {
      kind: 'support',
      support: { planId: 'business' },
      currency: 'EUR',
      billingCycle: 'monthly',
    });
    expect(order.status, order.text).toBe(201);
    const paid = await org.owner.post(`/api/orders/${order.json.id}/pay`, PAY_WITH_CARD);
    expect(paid.status, paid.text).toBe(200);
    const [invoice] = (await org.owner.get('/api/billing/invoices')).json as unknown as Invoice[];
    if (!invoice) throw new Error('no invoice');
    expect(invoice).toMatchObject({ kind: 'invoice', paymentStatus: 'paid' });

    const query = `from=${monthStart()}&to=${today()}`;
    const response = await org.billing.get(`/api/billing/statement?${query}`);
    expect(response.status, response.text).toBe(200);
    const statement = response.json as unknown as Statement;
    expect(statement).toMatchObject({
      currency: 'EUR',
      from: monthStart(),
      to: today(),
      opening: { balance: 0, creditsBalance: 0, due: 0 },
      entries: [
        {
          kind: 'invoice',
          documentId: invoice.id,
          number: invoice.number,
          amount: -invoice.total,
          balance: -invoice.total,
          creditsBalance: 0,
        },
        {
          kind: 'payment',
          documentId: invoice.id,
          number: invoice.number,
          amount: invoice.total,
          balance: 0,
          creditsBalance: 0,
        },
      ],
      closing: { balance: 0, creditsBalance: 0, due: 0 },
    });
    expect(statement.entries[0]?.description).toBe(`Invoice ${invoice.number}: Order ${order.json.number}`);
    expect(statement.entries[1]?.description).toBe(`Payment of invoice ${invoice.number} by Visa •••• 4242`);
    // The closing credits balance is the credits ledger's.
    expect(statement.closing.creditsBalance).toBe((await org.owner.get('/api/billing/credits')).json.balance);

    const csv = await org.owner.get(`/api/billing/statement?${query}&format=csv`);
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(csv.headers.get('content-disposition')).toBe(
      `attachment; filename="statement-${monthStart()}-${today()}.csv"`,
    );
    const lines = csv.text.split('\r\n');
    expect(lines.pop()).toBe('');
    expect(lines[0]).toBe('at,kind,document_id,number,description,amount_eur,balance_eur,credits_balance_eur');
    expect(lines[1]).toBe(`${monthStart()}T00:00:00.000Z,opening,,,Opening balance,,0.00,0.00`);
    expect(lines.at(-1)).toBe(`${today()}T23:59:59.999Z,closing,,,Closing balance,,0.00,0.00`);
    const rows = lines.slice(2, -1).map((line) => line.split(','));
    expect(rows.map((row) => [row[1], row[2], row[3], minor(row[5]), minor(row[6]), minor(row[7])])).toEqual(
      statement.entries.map((e) => [e.kind, e.documentId, e.number, e.amount, e.balance, e.creditsBalance]),
    );
    expect(rows[0]?.[5]).toBe(`-${(invoice.total / 100).toFixed(2)}`);

    // Said in the reader's language; the figures are the same.
    const preferences = { currency: 'EUR', billingCycle: 'monthly', theme: 'system', language: 'fr' };
    expect((await org.owner.put('/api/user/preferences', preferences)).status).toBe(200);
    const french = (await org.owner.get(`/api/billing/statement?${query}`)).json as unknown as Statement;
    expect(french.entries.map((e) => e.amount)).toEqual(statement.entries.map((e) => e.amount));
    expect(french.entries[0]?.description).toBe(`Facture ${invoice.number}\u00a0: Commande ${order.json.number}`);
    expect(french.entries[1]?.description).toBe(`Paiement de la facture ${invoice.number} par Visa •••• 4242`);
    const frenchCsv = await org.owner.get(`/api/billing/statement?${query}&format=csv`);
    expect(frenchCsv.text.split('\r\n')[1]).toBe(
      `${monthStart()}T00:00:00.000Z,opening,,,Solde d’ouverture,,0.00,0.00`,
    );

    // A viewer may not read billing; a visitor is not signed in.
    expect((await org.viewer.get(`/api/billing/statement?${query}`)).status).toBe(403);
    expect((await fetch(`${server.url}/api/billing/statement?${query}`)).status).toBe(401);
  });

  it('refuses a day that is none, a reversed period and more than 366 days, with the field', async () => {
    const { owner } = await team(server.url);
    const refused = async (query: string) => {
      const response = await owner.get(`/api/billing/statement?${query}`);
      expect(response.status, response.text).toBe(400);
      return response.json.fields;
    };
    expect(await refused('from=yesterday&to=2027-01-31')).toMatchObject({
      from: 'A date as YYYY-MM-DD, e.g. 2026-01-31.',
    });
    expect(await refused('from=2027-02-01&to=2027-02-30')).toEqual({ to: 'A date as YYYY-MM-DD, e.g. 2026-01-31.' });
    expect(await refused('to=2027-01-31')).toHaveProperty('from');
    expect(await refused('from=2027-03-01&to=2027-02-28')).toEqual({ to: 'The end must not come before the start.' });
    expect(await refused('from=2027-01-01&to=2028-01-02')).toEqual({
      to: 'At most 366 days at a time (one fiscal year).',
    });
    expect(await refused('from=2027-01-01&to=2027-01-31&format=pdf')).toHaveProperty('format');
    // 366 days, a leap year's whole, is one statement.
    expect((await owner.get('/api/billing/statement?from=2028-01-01&to=2028-12-31')).status).toBe(200);
  });
});
