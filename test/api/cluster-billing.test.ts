import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newAccount, type ApiClient } from './api-client.ts';
import { PAY_AND_SAVE_CARD, PAY_WITH_CARD, registeredCustomer, until } from './commerce-helpers.ts';
import { startServer, type RunningServer } from './server-harness.ts';
import { accept, invite } from './team-helpers.ts';
import { testCard, testClusterSpec } from '../support/builders.ts';

// A cluster is a subscription charged in advance: a change that raises the period's price is
// charged at once from the default method (the preview's amount, to the cent), one that lowers it
// is credited with a credit note to the credits balance, and a deletion credits the unused days.

let server: RunningServer;
beforeAll(async () => {
  server = await startServer({ SIMULATED_PHASE_SECONDS: '0.3' });
});
afterAll(async () => {
  await server.stop();
});

const pools = (count: number) => ({ nodePools: [{ name: 'web', nodeSizeId: 'gp-2-4', count }] });

/** A running cluster of `nodes` nodes (3 are in the tier's price), paid in EUR; the card saved as the default method unless `saveCard` is false. */
async function runningCluster(name: string, saveCard = true, nodes = 3) {
  const client = await registeredCustomer(server.url);
  const cluster = testClusterSpec({ name, ...pools(nodes) });
  const order = await client.post('/api/orders', {
    kind: 'cluster',
    cluster,
    currency: 'EUR',
    billingCycle: 'monthly',
  });
  expect(order.status, order.text).toBe(201);
  expect(
    (await client.post(`/api/orders/${order.json.id}/pay`, saveCard ? PAY_AND_SAVE_CARD : PAY_WITH_CARD)).status,
  ).toBe(200);
  const clusterId = (
    await until(
      () => client.get(`/api/orders/${order.json.id}`),
      (r) => Boolean(r.json.clusterId),
    )
  ).json.clusterId as string;
  await until(
    () => client.get(`/api/clusters/${clusterId}`),
    (r) => r.json.status === 'running',
  );
  return { client, clusterId, orderId: order.json.id as string };
}

type Invoice = import('../../src/shared/invoices/invoices.schemas.ts').Invoice;
const documents = async (client: ApiClient, kind: 'invoice' | 'credit_note') =>
  (await client.get(`/api/billing/invoices?kind=${kind}`)).json as unknown as Invoice[];
const changeInvoices = async (client: ApiClient) =>
  (await documents(client, 'invoice')).filter((i) => i.orderId === null);

describe('cluster changes are charged or credited at once', () => {
  it('charges a raise before it applies: the invoice is the preview to the cent, and the subscription pays for the new configuration', async () => {
    const { client, clusterId } = await runningCluster('raise-me');
    const subscription = (await client.get(`/api/clusters/${clusterId}/subscription`)).json;
    expect(subscription).toMatchObject({
      state: 'active',
      currency: 'EUR',
      billingCycle: 'monthly',
      chargedSpec: pools(3),
    });
    const preview = (await client.post(`/api/clusters/${clusterId}/preview`, pools(5))).json;
    expect(preview.billing).toMatchObject({
      direction: 'charge',
      currency: 'EUR',
      vatRateBp: 2000,
      periodEndsAt: subscription.periodEnd,
    });
    expect(preview.billing.chargedNow).toBe(preview.billing.total);
    expect(preview.billing.total).toBe(preview.billing.subtotal - preview.billing.discount + preview.billing.tax);

    const changed = await client.patch(`/api/clusters/${clusterId}`, pools(5));
    expect(changed.status, changed.text).toBe(202);
    const [invoice, ...others] = await changeInvoices(client);
    expect(others).toEqual([]);
    expect(invoice).toMatchObject({
      paymentStatus: 'paid',
      currency: 'EUR',
      subtotal: preview.billing.subtotal,
      tax: preview.billing.tax,
      total: preview.billing.chargedNow,
      periodEnd: subscription.periodEnd,
    });
    expect((await client.get(`/api/clusters/${clusterId}/subscription`)).json.chargedSpec).toMatchObject(pools(5));
  });

  it('changes nothing when the raise cannot be paid: 402, no invoice, the cluster as it was', async () => {
    const { client, clusterId } = await runningCluster('declined', false);
    const noMethod = await client.patch(`/api/clusters/${clusterId}`, pools(4));
    expect(noMethod.status).toBe(402);
    expect(noMethod.json.code).toBe('payment_method_required');
    const saved = await client.post('/api/billing/payment-methods', {
      kind: 'card',
      card: testCard('4000000000000002'),
      makeDefault: true,
    });
    expect(saved.status, saved.text).toBe(201);
    const declined = await client.patch(`/api/clusters/${clusterId}`, pools(4));
    expect(declined.status).toBe(402);
    expect(declined.json.code).toBe('card_declined');
    expect(await changeInvoices(client)).toEqual([]);
    expect((await client.get(`/api/clusters/${clusterId}`)).json).toMatchObject({ status: 'running', ...pools(3) });
    expect((await client.get(`/api/clusters/${clusterId}/subscription`)).json.chargedSpec).toMatchObject(pools(3));
  });

  it('answers a raise the bank wants confirmed with requires_action, and applies it once the challenge is approved', async () => {
    const { client, clusterId } = await runningCluster('three-d-s', false);
    const saved = await client.post('/api/billing/payment-methods', {
      kind: 'card',
      card: testCard('4000002760003184'),
      makeDefault: true,
    });
    expect(saved.status, saved.text).toBe(201);
    const preview = (await client.post(`/api/clusters/${clusterId}/preview`, pools(5))).json;
    const waiting = await client.patch(`/api/clusters/${clusterId}`, pools(5));
    expect(waiting.status, waiting.text).toBe(202);
    expect(waiting.json).toMatchObject({
      status: 'running',
      ...pools(3),
      change: { status: 'requires_action', amount: preview.billing.chargedNow, currency: 'EUR' },
    });
    const challengeId = (waiting.json.change as { challenge: { id: string } }).challenge.id;
    expect((await client.get(`/api/clusters/${clusterId}/subscription`)).json.pendingChange).toMatchObject({
      status: 'requires_action',
      challenge: { id: challengeId },
    });
    expect(await changeInvoices(client)).toEqual([]);

    const wrong = await client.post(`/api/clusters/${clusterId}/challenge`, {
      challengeId: '3ds_other',
      outcome: 'approve',
    });
    expect(wrong.status).toBe(409);
    const approved = await client.post(`/api/clusters/${clusterId}/challenge`, { challengeId, outcome: 'approve' });
    expect(approved.status, approved.text).toBe(202);
    expect(approved.json).toMatchObject({ status: 'updating' });
    const [invoice, ...others] = await changeInvoices(client);
    expect(others).toEqual([]);
    expect(invoice).toMatchObject({ paymentStatus: 'paid', total: preview.billing.chargedNow });
    expect(
      (await client.post(`/api/clusters/${clusterId}/challenge`, { challengeId, outcome: 'approve' })).status,
    ).toBe(409);
    expect(await changeInvoices(client)).toHaveLength(1);
  });

  it('cancels a raise waiting for 3-D Secure: nothing charged, the cluster as it was, a new change at once', async () => {
    const { client, clusterId } = await runningCluster('give-up', false);
    const saved = await client.post('/api/billing/payment-methods', {
      kind: 'card',
      card: testCard('4000002760003184'),
      makeDefault: true,
    });
    expect(saved.status, saved.text).toBe(201);
    const waiting = await client.patch(`/api/clusters/${clusterId}`, pools(5));
    expect(waiting.json.change).toMatchObject({ status: 'requires_action' });
    const challengeId = (waiting.json.change as { challenge: { id: string } }).challenge.id;

    // A viewer of the organization may not cancel it; another organization does not see the cluster.
    const viewer = (await accept(server.url, await invite(client, newAccount().email, 'viewer'))).client;
    const refused = await viewer.delete(`/api/clusters/${clusterId}/challenge`);
    expect(refused.status).toBe(403);
    expect(refused.json.code).toBe('forbidden');
    const stranger = await registeredCustomer(server.url);
    expect((await stranger.delete(`/api/clusters/${clusterId}/challenge`)).status).toBe(404);
    expect((await client.get(`/api/clusters/${clusterId}/subscription`)).json.pendingChange).toMatchObject({
      challenge: { id: challengeId },
    });

    const cancelled = await client.delete(`/api/clusters/${clusterId}/challenge`);
    expect(cancelled.status, cancelled.text).toBe(200);
    expect(cancelled.json).toMatchObject({ status: 'running', ...pools(3) });
    expect((await client.get(`/api/clusters/${clusterId}/subscription`)).json).toMatchObject({
      chargedSpec: pools(3),
      pendingChange: null,
    });
    expect(await changeInvoices(client)).toEqual([]);
    // The voided payment can no longer be approved into a charge, and there is nothing left to cancel.
    expect(
      (await client.post(`/api/clusters/${clusterId}/challenge`, { challengeId, outcome: 'approve' })).status,
    ).toBe(409);
    expect((await client.delete(`/api/clusters/${clusterId}/challenge`)).status).toBe(409);
    expect(await changeInvoices(client)).toEqual([]);

    // A new change goes ahead at once (a card that needs no check now): charged once, as previewed.
    expect(
      (await client.post('/api/billing/payment-methods', { kind: 'card', card: testCard(), makeDefault: true })).status,
    ).toBe(201);
    const preview = (await client.post(`/api/clusters/${clusterId}/preview`, pools(4))).json;
    const applied = await client.patch(`/api/clusters/${clusterId}`, pools(4));
    expect(applied.status, applied.text).toBe(202);
    expect(applied.json).toMatchObject({ status: 'updating' });
    expect((await changeInvoices(client)).map((i) => i.total)).toEqual([preview.billing.chargedNow]);
  });

  it('credits a lowering with a credit note whose total, VAT included, goes to the credits balance', async () => {
    const { client, clusterId } = await runningCluster('lower-me', true, 5);
    const before = (await client.get('/api/billing/credits')).json.balance as number;
    // 5 → 3 nodes: the 2 above the tier's included 3 are no longer paid for.
    const preview = (await client.post(`/api/clusters/${clusterId}/preview`, pools(3))).json;
    expect(preview.billing).toMatchObject({ direction: 'credit', chargedNow: 0 });
    expect(preview.billing.creditedNow).toBe(preview.billing.total);
    expect(preview.newMonthlyUsdCents - preview.currentMonthlyUsdCents).toBe(-2 * 2402);
    expect((await client.patch(`/api/clusters/${clusterId}`, pools(3))).status).toBe(202);
    const [note, ...others] = await documents(client, 'credit_note');
    expect(others).toEqual([]);
    expect(note).toMatchObject({
      paymentStatus: 'credited',
      subtotal: preview.billing.subtotal,
      tax: preview.billing.tax,
      total: preview.billing.total,
    });
    const credits = (await client.get('/api/billing/credits')).json;
    expect(credits.balance - before).toBe(note?.total);
    expect((credits.entries as unknown as { invoiceId: string }[]).find((e) => e.invoiceId === note?.id)).toMatchObject(
      { kind: 'credit_note', countsInBalance: true, amount: note?.total },
    );
    // One story: no second entry saying the same credit was refunded elsewhere.
    expect((credits.entries as unknown as { kind: string }[]).filter((e) => e.kind === 'refund')).toEqual([]);

    // The balance goes back to the card when the customer asks: a member cannot ask, an owner can, once.
    const member = (await accept(server.url, await invite(client, newAccount().email, 'member'))).client;
    const refused = await member.post('/api/billing/credits/payback');
    expect(refused.status).toBe(403);
    expect((await client.get('/api/billing/credits')).json.balance).toBe(credits.balance);
    const payback = await client.post('/api/billing/credits/payback');
    expect(payback.status, payback.text).toBe(200);
    expect(payback.json).toMatchObject({ amount: credits.balance, currency: 'EUR', method: 'Visa •••• 4242' });
    const after = (await client.get('/api/billing/credits')).json;
    expect(after.balance).toBe(0);
    expect((after.entries as unknown as { kind: string; amount: number }[])[0]).toMatchObject({
      kind: 'payback',
      amount: -credits.balance,
    });
    const again = await client.post('/api/billing/credits/payback');
    expect(again.status).toBe(409);
    expect(again.json.code).toBe('nothing_to_pay_back');
  });

  it('charges two changes fired together once: one applies, the other is refused', async () => {
    const { client, clusterId } = await runningCluster('together');
    const answers = await Promise.all([
      client.patch(`/api/clusters/${clusterId}`, pools(5)),
      client.patch(`/api/clusters/${clusterId}`, pools(6)),
    ]);
    const statuses = answers.map((a) => a.status).sort();
    expect(statuses).toEqual([202, 409]);
    const invoices = await changeInvoices(client);
    expect(invoices).toHaveLength(1);
    const charged = (await client.get(`/api/clusters/${clusterId}/subscription`)).json.chargedSpec;
    expect([pools(5).nodePools, pools(6).nodePools]).toContainEqual(charged.nodePools);
  });

  it('credits the unused days when the cluster is deleted, and ends the subscription', async () => {
    const { client, clusterId } = await runningCluster('delete-me');
    // The delete dialog's preview: the credit the deletion will issue, to the cent, nothing changed.
    const preview = (await client.get(`/api/clusters/${clusterId}/deletion-preview`)).json.billing;
    expect(preview).toMatchObject({ direction: 'credit', chargedNow: 0 });
    expect(preview.creditedNow).toBeGreaterThan(0);
    expect(await documents(client, 'credit_note')).toHaveLength(0);
    const deleted = await client.request('DELETE', `/api/clusters/${clusterId}`, { confirmName: 'delete-me' });
    expect(deleted.status).toBe(202);
    const [note] = await documents(client, 'credit_note');
    expect(note).toMatchObject({ kind: 'credit_note', paymentStatus: 'credited' });
    expect(note?.total).toBeGreaterThan(0);
    expect(note?.total).toBe(preview.creditedNow);
    expect(note?.tax).toBe(preview.tax);
    // Ended: nothing more to credit.
    expect((await client.get(`/api/clusters/${clusterId}/deletion-preview`)).json.billing).toBeNull();
    expect((await client.get(`/api/clusters/${clusterId}/subscription`)).json.state).toBe('ended');
  });
});
