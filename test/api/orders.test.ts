import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient, latestMail, newAccount } from './api-client.ts';
import { withBillingProfile } from './commerce-helpers.ts';
import { startServer, type RunningServer } from './server-harness.ts';
import { WAIT_MS } from '../support/budgets.ts';
import { testCard } from '../support/builders.ts';

let server: RunningServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await server.stop();
});

const CARD = testCard();
const card = (number: string) => ({ card: testCard(number) });
const business = (extra: Record<string, unknown> = {}) => ({
  kind: 'support',
  support: { planId: 'business' },
  currency: 'EUR',
  billingCycle: 'monthly',
  ...extra,
});
const harbor = (extra: Record<string, unknown> = {}) => ({
  kind: 'product',
  product: { productId: 'harbor', quantity: 1 },
  currency: 'USD',
  billingCycle: 'monthly',
  ...extra,
});

/** A new customer, signed in; with a French company's billing profile unless `profile` is false. */
async function customer({ profile = true } = {}) {
  const client = new ApiClient(server.url);
  const account = newAccount();
  expect((await client.post('/api/register', account)).status).toBe(201);
  if (profile) await withBillingProfile(client);
  return { client, account };
}

async function placed(client: ApiClient, body: Record<string, unknown>) {
  const response = await client.post('/api/orders', body);
  expect(response.status, JSON.stringify(response.json)).toBe(201);
  return response.json;
}

async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs = WAIT_MS): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('pricing and orders', () => {
  it('prices a plan in the chosen currency with PARIS and French VAT, in integer minor units', async () => {
    const { client } = await customer();
    const quote = (await client.post('/api/pricing/quote', business({ promoCode: ' paris ' }))).json;
    expect(quote.lines).toEqual([
      expect.objectContaining({ kind: 'support-plan', ref: 'business', amountUsdCents: 100_000 }),
    ]);
    expect(quote.discountUsdCents).toBe(5_000);
    expect(quote.vat).toMatchObject({ rateBp: 2000, reverseCharge: false, country: 'FR' });
    expect(quote.taxUsdCents).toBe(19_000);
    expect(quote.totalUsdCents).toBe(114_000);
    expect(quote.total).toBe(quote.subtotal - quote.discount + quote.tax);
    for (const key of ['subtotal', 'discount', 'tax', 'total', 'subtotalUsdCents', 'totalUsdCents'])
      expect(Number.isInteger(quote[key])).toBe(true);
    expect(quote.total).toBeGreaterThan(0);
    const yearly = (await client.post('/api/pricing/quote', business({ billingCycle: 'yearly' }))).json;
    expect(yearly.subtotalUsdCents).toBe(1_200_000);
  });

  it('creates an order priced by the server, readable only by its organization', async () => {
    const { client } = await customer();
    const order = await placed(client, { ...harbor(), total: 1, subtotalUsdCents: 1, lines: [] });
    expect(order).toMatchObject({
      kind: 'product',
      status: 'pending_payment',
      currency: 'USD',
      rate: 1,
      subtotalUsdCents: 4_900,
      promoCode: null,
    });
    expect(order.number).toMatch(/^ORD-\d{4}-\d{6}$/);
    expect(Date.parse(order.rateLockedUntil) - Date.parse(order.createdAt)).toBe(30 * 60_000);
    expect((await client.get(`/api/orders/${order.id}`)).json.id).toBe(order.id);
    expect((await client.get('/api/orders?kind=product')).json.map((o: unknown) => (o as { id: string }).id)).toContain(
      order.id,
    );
    expect((await client.get('/api/orders?kind=support')).json).toEqual([]);
    expect((await client.get(`/api/orders?q=${order.number}`)).json).toHaveLength(1);
    const { client: other } = await customer();
    expect((await other.get(`/api/orders/${order.id}`)).status).toBe(404);
    expect((await other.post(`/api/orders/${order.id}/pay`, card('4242424242424242'))).status).toBe(404);
    expect((await other.post(`/api/orders/${order.id}/cancel`)).status).toBe(404);
    expect((await client.get('/api/sidebar-counts')).json.orders.total).toBe(1);
  });

  it('lists orders a page at a time, newest first, with the next page’s cursor only while more exist', async () => {
    const { client } = await customer();
    const placedIds: string[] = [];
    for (let i = 0; i < 3; i += 1) placedIds.push((await placed(client, harbor())).id);
    const ids = (await client.get('/api/orders')).json.map((o: unknown) => (o as { id: string }).id);
    expect([...ids].sort()).toEqual([...placedIds].sort());
    const first = await client.get('/api/orders?limit=2');
    expect(first.json.map((o: unknown) => (o as { id: string }).id)).toEqual(ids.slice(0, 2));
    const cursor = first.headers.get('x-next-cursor');
    expect(cursor).toBeTruthy();
    const second = await client.get(`/api/orders?limit=2&cursor=${encodeURIComponent(cursor ?? '')}`);
    expect(second.json.map((o: unknown) => (o as { id: string }).id)).toEqual(ids.slice(2));
    expect(second.headers.get('x-next-cursor')).toBeNull();
    expect((await client.get('/api/orders?limit=3')).headers.get('x-next-cursor')).toBeNull();
  });

  it('refuses bad input with a field message and stores nothing', async () => {
    const { client } = await customer();
    const cases: [Record<string, unknown>, string][] = [
      [harbor({ product: { productId: 'no-such-product', quantity: 1 } }), 'product.productId'],
      [harbor({ product: { productId: 'harbor', quantity: -3 } }), 'product.quantity'],
      [harbor({ product: { productId: 'harbor', quantity: 10_000_000 } }), 'product.quantity'],
      [harbor({ product: { productId: 'harbor', quantity: 2 } }), 'product.quantity'],
      [harbor({ product: { productId: 'cloudnativepg', quantity: 1 } }), 'product.clusterId'],
      [harbor({ currency: 'JPY' }), 'currency'],
      [harbor({ promoCode: 'FREE100' }), 'promoCode'],
      [business({ support: { planId: 'pay-as-you-go' } }), 'support.planId'],
      [
        {
          kind: 'cluster',
          cluster: { name: 'Bad_Name', tierId: 'standard' },
          currency: 'EUR',
          billingCycle: 'monthly',
        },
        'cluster.name',
      ],
    ];
    for (const [body, field] of cases) {
      const response = await client.post('/api/orders', body);
      expect(response.status, field).toBe(400);
      expect(Object.keys(response.json.fields ?? {}), field).toContain(field);
    }
    expect((await client.get('/api/orders')).json).toEqual([]);
  });

  it('answers a retried POST with the same Idempotency-Key with the first order, and refuses the key for another body', async () => {
    const { client } = await customer();
    const first = await client.request('POST', '/api/orders', harbor(), { 'Idempotency-Key': 'order-attempt-1' });
    const retry = await client.request('POST', '/api/orders', harbor(), { 'Idempotency-Key': 'order-attempt-1' });
    expect(first.status).toBe(201);
    expect(retry.status).toBe(201);
    expect(retry.json.id).toBe(first.json.id);
    expect(retry.headers.get('idempotent-replayed')).toBe('true');
    const other = await client.request('POST', '/api/orders', business(), { 'Idempotency-Key': 'order-attempt-1' });
    expect(other.status).toBe(422);
    expect((await client.get('/api/orders')).json).toHaveLength(1);
  });

  it('cancels an unpaid order, and refuses to pay or cancel it again', async () => {
    const { client } = await customer();
    const order = await placed(client, harbor());
    const cancelled = await client.post(`/api/orders/${order.id}/cancel`);
    expect(cancelled.json).toMatchObject({ status: 'cancelled' });
    expect((await client.post(`/api/orders/${order.id}/cancel`)).status).toBe(409);
    expect((await client.post(`/api/orders/${order.id}/pay`, card('4242424242424242'))).status).toBe(409);
  });
});

describe('paying', () => {
  it('pays with 4242, issues an invoice, fulfils the plan change, and e-mails the invoice', async () => {
    const { client, account } = await customer();
    const order = await placed(client, business({ promoCode: 'PARIS' }));
    const paid = await client.post(`/api/orders/${order.id}/pay`, card('4242 4242 4242 4242'));
    expect(paid.status, JSON.stringify(paid.json)).toBe(200);
    expect(paid.json).toMatchObject({
      status: 'paid',
      payment: { state: 'succeeded', method: { kind: 'card', brand: 'visa', last4: '4242' } },
    });
    expect(JSON.stringify(paid.json)).not.toContain('4242424242424242');
    const done = await until(
      () => client.get(`/api/orders/${order.id}`).then((r) => r.json),
      (o) => o.status === 'completed',
    );
    expect(done.events.map((e: { type: string }) => e.type)).toEqual([
      'created',
      'payment_started',
      'paid',
      'invoice_issued',
      'fulfilment_started',
      'completed',
    ]);
    expect((await client.get('/api/billing/plans')).json.currentPlanId).toBe('business');
    const invoice = (await client.get(`/api/billing/invoices/${paid.json.invoiceId}`)).json;
    expect(invoice).toMatchObject({
      kind: 'invoice',
      orderId: order.id,
      currency: 'EUR',
      total: order.total,
      paymentStatus: 'paid',
    });
    expect(invoice.number).toMatch(/^INV-\d{4}-\d{6}$/);
    const pdf = await fetch(`${server.url}/api/billing/invoices/${invoice.id}/pdf`, {
      headers: { Cookie: client.cookie ?? '' },
    });
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(pdf.headers.get('content-disposition')).toContain(`${invoice.number}.pdf`);
    expect(
      Buffer.from(await pdf.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
    const mail = await until(() => latestMail(server.url, account.email, /paid/).catch(() => undefined), Boolean);
    expect(mail?.mail.subject).toContain(invoice.number);
    // PARIS was this organization's first paid order: never again.
    const again = await client.post('/api/orders', harbor({ currency: 'EUR', promoCode: 'PARIS' }));
    expect(again.status).toBe(400);
    expect(again.json.fields.promoCode).toMatch(/first purchase/);
    const { client: other } = await customer();
    expect((await other.get(`/api/billing/invoices/${invoice.id}`)).status).toBe(404);
    expect(
      (await fetch(`${server.url}/api/billing/invoices/${invoice.id}/pdf`, { headers: { Cookie: other.cookie ?? '' } }))
        .status,
    ).toBe(404);
  });

  it('switches to a plan once: a second order for the same plan, paid after the first, is refunded and says why', async () => {
    const { client } = await customer();
    const first = await placed(client, business());
    const second = await placed(client, business());
    expect((await client.post(`/api/orders/${first.id}/pay`, card('4242424242424242'))).status).toBe(200);
    await until(
      () => client.get(`/api/orders/${first.id}`).then((r) => r.json),
      (o) => o.status === 'completed',
    );
    expect((await client.post(`/api/orders/${second.id}/pay`, card('4242424242424242'))).status).toBe(200);
    const refunded = await until(
      () => client.get(`/api/orders/${second.id}`).then((r) => r.json),
      (o) => o.status === 'failed',
    );
    expect(refunded).toMatchObject({
      status: 'failed',
      failureReason: 'Your organization is already on the Business plan',
      creditNoteId: expect.any(String),
    });
    expect((await client.get('/api/billing/plans')).json.currentPlanId).toBe('business');
  });

  it('declines 0002 and 9995 with 402, leaving the order payable', async () => {
    const { client } = await customer();
    const order = await placed(client, harbor());
    const declined = await client.post(`/api/orders/${order.id}/pay`, card('4000000000000002'));
    expect(declined.status).toBe(402);
    expect(declined.json.code).toBe('card_declined');
    const poor = await client.post(`/api/orders/${order.id}/pay`, card('4000000000009995'));
    expect(poor.status).toBe(402);
    expect(poor.json.code).toBe('insufficient_funds');
    const still = (await client.get(`/api/orders/${order.id}`)).json;
    expect(still).toMatchObject({
      status: 'pending_payment',
      payment: { state: 'failed', failureCode: 'insufficient_funds' },
    });
    expect((await client.post(`/api/orders/${order.id}/pay`, card('4242424242424242'))).json.status).toBe('paid');
    expect((await client.get('/api/billing/invoices')).json).toHaveLength(1);
  });

  it('asks 3184 for 3-D Secure; a failed check charges nothing, an approved one pays', async () => {
    const { client } = await customer();
    const order = await placed(client, harbor());
    const asked = await client.post(`/api/orders/${order.id}/pay`, card('4000 0027 6000 3184'));
    expect(asked.json).toMatchObject({ status: 'requires_action', challenge: { id: expect.any(String) } });
    const failed = await client.post(`/api/orders/${order.id}/challenge`, {
      challengeId: asked.json.challenge.id,
      outcome: 'fail',
    });
    expect(failed.status).toBe(402);
    expect(failed.json.code).toBe('authentication_failed');
    const again = await client.post(`/api/orders/${order.id}/pay`, card('4000002760003184'));
    const approved = await client.post(`/api/orders/${order.id}/challenge`, {
      challengeId: again.json.challenge.id,
      outcome: 'approve',
    });
    expect(approved.json.status).toBe('paid');
    expect(
      (
        await client.post(`/api/orders/${order.id}/challenge`, {
          challengeId: again.json.challenge.id,
          outcome: 'approve',
        })
      ).status,
    ).toBe(409);
  });

  it('voids a waiting 3-D Secure challenge when the order is cancelled: approving it later charges nothing', async () => {
    const { client } = await customer();
    const order = await placed(client, harbor());
    const asked = await client.post(`/api/orders/${order.id}/pay`, card('4000 0027 6000 3184'));
    expect(asked.json).toMatchObject({ status: 'requires_action', challenge: { id: expect.any(String) } });
    const cancelled = await client.post(`/api/orders/${order.id}/cancel`);
    expect(cancelled.status).toBe(200);
    expect(cancelled.json).toMatchObject({ status: 'cancelled', payment: { state: 'none', challengeId: null } });
    const late = await client.post(`/api/orders/${order.id}/challenge`, {
      challengeId: asked.json.challenge.id,
      outcome: 'approve',
    });
    expect(late.status).toBe(409);
    const after = (await client.get(`/api/orders/${order.id}`)).json;
    expect(after).toMatchObject({ status: 'cancelled', payment: { state: 'none', chargeId: null } });
    expect(after.events.map((e: { type: string }) => e.type)).not.toContain('refunded');
    expect((await client.get('/api/billing/invoices')).json).toHaveLength(0);
  });

  it('keeps a card the customer asked to save only once it has paid (declined: not kept; 3-D Secure: kept after approval)', async () => {
    const { client } = await customer();
    const order = await placed(client, harbor());
    const saving = (number: string) => ({ card: { ...CARD, number }, save: true });
    expect((await client.post(`/api/orders/${order.id}/pay`, saving('4000000000000002'))).status).toBe(402);
    expect((await client.get('/api/billing/payment-methods')).json).toEqual([]);
    const asked = await client.post(`/api/orders/${order.id}/pay`, saving('4000002760003184'));
    expect(asked.json.status).toBe('requires_action');
    expect(asked.json).not.toHaveProperty('cardToSave');
    expect((await client.get('/api/billing/payment-methods')).json).toEqual([]);
    await client.post(`/api/orders/${order.id}/challenge`, {
      challengeId: asked.json.challenge.id,
      outcome: 'approve',
    });
    const methods = (await client.get('/api/billing/payment-methods')).json;
    expect(methods).toEqual([expect.objectContaining({ kind: 'card', last4: '3184', isDefault: true })]);
    // In the currency the first paid order fixed (USD).
    const second = await placed(client, business({ currency: 'USD' }));
    expect((await client.post(`/api/orders/${second.id}/pay`, saving('4242424242424242'))).json.status).toBe('paid');
    expect(
      ((await client.get('/api/billing/payment-methods')).json as { last4: string }[]).map((m) => m.last4).sort(),
    ).toEqual(['3184', '4242']);
  });

  it('refuses a bad number, an expired card and a wrong CVC with field messages', async () => {
    const { client } = await customer();
    const order = await placed(client, harbor());
    const cases: [Record<string, unknown>, string][] = [
      [card('4242424242424241'), 'card.number'],
      [{ card: { ...CARD, number: '4242424242424242', expYear: 2021 } }, 'card.expYear'],
      [{ card: { ...CARD, number: '4242424242424242', cvc: '12' } }, 'card.cvc'],
      [{ paymentMethodId: 'someone-elses' }, 'paymentMethodId'],
    ];
    for (const [body, field] of cases) {
      const response = await client.post(`/api/orders/${order.id}/pay`, body);
      expect(response.status, field).toBe(400);
      expect(Object.keys(response.json.fields ?? {}), field).toContain(field);
    }
    expect((await client.get(`/api/orders/${order.id}`)).json.payment.state).toBe('none');
  });

  it('completes an order with nothing to pay from an empty body, and asks a priced order for a payment method', async () => {
    const { client } = await customer();
    const priced = await placed(client, harbor());
    const refused = await client.post(`/api/orders/${priced.id}/pay`, {});
    expect(refused.status).toBe(400);
    expect(refused.json.fields).toMatchObject({ paymentMethodId: 'Choose a payment method.' });
    expect((await client.get(`/api/orders/${priced.id}`)).json).toMatchObject({
      status: 'pending_payment',
      payment: { state: 'none' },
    });

    // Back to Pay as you go from Business: a plan change that costs nothing.
    const toBusiness = await placed(client, business());
    expect((await client.post(`/api/orders/${toBusiness.id}/pay`, card('4242424242424242'))).status).toBe(200);
    await until(
      () => client.get('/api/billing/plans').then((r) => r.json),
      (plans) => plans.currentPlanId === 'business',
    );
    const free = await placed(client, {
      kind: 'support',
      support: { planId: 'pay-as-you-go' },
      currency: 'EUR',
      billingCycle: 'monthly',
    });
    expect(free.total).toBe(0);
    const paid = await client.post(`/api/orders/${free.id}/pay`, {});
    expect(paid.status, JSON.stringify(paid.json)).toBe(200);
    expect(paid.json).toMatchObject({ status: 'paid', payment: { state: 'succeeded', method: { kind: 'none' } } });
    expect(
      (
        await until(
          () => client.get(`/api/orders/${free.id}`).then((r) => r.json),
          (o) => o.status === 'completed',
        )
      ).status,
    ).toBe('completed');
  });

  it('charges once when pay is called 10 times at once', async () => {
    const { client } = await customer();
    const order = await placed(client, harbor());
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => client.post(`/api/orders/${order.id}/pay`, card('4242424242424242'))),
    );
    const statuses = answers.map((a) => a.status).sort();
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.every((s) => s === 200 || s === 409)).toBe(true);
    expect((await client.get('/api/billing/invoices')).json).toHaveLength(1);
  });

  it('saves cards and SEPA mandates without their numbers, and pays with a saved method', async () => {
    const { client } = await customer();
    const saved = await client.post('/api/billing/payment-methods', {
      kind: 'card',
      card: { ...CARD, number: '5555555555554444' },
    });
    expect(saved.json).toMatchObject({ kind: 'card', brand: 'mastercard', last4: '4444', isDefault: true });
    const badIban = await client.post('/api/billing/payment-methods', {
      kind: 'sepa_debit',
      sepa: { iban: 'FR7630006000011234567890188', name: 'Ada', acceptMandate: true },
    });
    expect(badIban.status).toBe(400);
    expect(badIban.json.fields['sepa.iban']).toMatch(/not valid/);
    const sepa = await client.post('/api/billing/payment-methods', {
      kind: 'sepa_debit',
      sepa: { iban: 'FR76 3000 6000 0112 3456 7890 189', name: 'Ada SAS', acceptMandate: true },
    });
    expect(sepa.json).toMatchObject({
      kind: 'sepa_debit',
      last4: '0189',
      country: 'FR',
      mandateReference: expect.stringMatching(/^MNDT-/),
    });
    const methods = (await client.get('/api/billing/payment-methods')).json;
    expect(JSON.stringify(methods)).not.toMatch(/5555555555554444|30006000011234567890189|providerToken/);
    const order = await placed(client, harbor());
    const paid = await client.post(`/api/orders/${order.id}/pay`, { paymentMethodId: sepa.json.id });
    expect(paid.json).toMatchObject({ status: 'paid', payment: { method: { kind: 'sepa_debit', last4: '0189' } } });
    expect((await client.post(`/api/billing/payment-methods/${sepa.json.id}/default`)).json.isDefault).toBe(true);
    expect((await client.delete(`/api/billing/payment-methods/${saved.json.id}`)).status).toBe(204);
  });
});

describe('VAT from the billing profile', () => {
  it('applies the reverse charge for an EU business with a VAT number, the country rate without one, none outside the EU', async () => {
    const { client } = await customer();
    const profile = {
      legalName: 'Globex GmbH',
      addressLine1: 'Hauptstraße 1',
      postalCode: '10115',
      city: 'Berlin',
      country: 'DE',
      vatNumber: 'DE 123 456 789',
    };
    const badVat = await client.put('/api/billing/profile', { ...profile, vatNumber: 'FR12345' });
    expect(badVat.status).toBe(400);
    expect(badVat.json.fields.vatNumber).toMatch(/starts with DE/);
    expect((await client.put('/api/billing/profile', profile)).json.vatNumber).toBe('DE123456789');
    const reverse = (await client.post('/api/pricing/quote', harbor())).json;
    expect(reverse.vat).toMatchObject({ rateBp: 0, reverseCharge: true, country: 'DE' });
    await client.put('/api/billing/profile', { ...profile, vatNumber: '' });
    expect((await client.post('/api/pricing/quote', harbor())).json.vat).toMatchObject({
      rateBp: 1900,
      reverseCharge: false,
    });
    await client.put('/api/billing/profile', { ...profile, country: 'US', vatNumber: '' });
    expect((await client.post('/api/pricing/quote', harbor())).json.vat).toMatchObject({
      rateBp: 0,
      reverseCharge: false,
      country: 'US',
    });
  });

  it('refuses an empty, three-letter, non-letter or retired country code with a 400 on fields.country, not a server error', async () => {
    const { client } = await customer({ profile: false });
    const profile = {
      legalName: 'Globex SARL',
      addressLine1: '1 rue de Rivoli',
      postalCode: '75001',
      city: 'Paris',
      vatNumber: '',
      siren: '732829320',
    };
    for (const country of ['', 'FRA', 'x1', 'XX', 'DD', 'UK']) {
      const response = await client.put('/api/billing/profile', { ...profile, country });
      expect(response.status, country).toBe(400);
      expect(response.json.fields, country).toMatchObject({ country: 'Choose a country.' });
    }
    expect((await client.get('/api/billing/profile')).json).toBeNull();
    expect((await client.put('/api/billing/profile', { ...profile, country: 'fr' })).json.country).toBe('FR');
  });
});
