import { randomBytes } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { organizationWithOwner } from '../../../test/support/billing-fixtures.ts';
import { BACKENDS, type ContractBackend } from '../../../test/support/storage.ts';
import { AuditService } from '../audit/audit.service.ts';
import { catalogSeed } from '../../shared/catalog-seed.ts';
import { ExchangeRatesService } from '../exchange-rates/exchange-rates.service.ts';
import { MailQueue } from '../mail/mail-queue.ts';
import { SecretBox } from '../secrets/secret-box.ts';
import { NotificationService } from '../notifications/notifications.service.ts';
import { PaymentMethodService } from '../payments/payment-methods.service.ts';
import { TEST_CARDS, TestPaymentProvider } from '../payments/test-provider.ts';
import { PricingService } from '../pricing/pricing.service.ts';
import { unconnectedChannel } from '../ws/realtime-channel.ts';
import { CheckoutService } from './checkout.service.ts';
import { OrderNotices } from './order-notices.ts';
import type { OrderInput } from '../../shared/orders/orders.schemas.ts';
import { OrderService } from './orders.service.ts';
import { claimForPayment } from './payment-claim.ts';
import { PAYMENT_LEASE_MS, PaymentRecovery, UNMATCHED_CHARGE_ACTION } from './payment-recovery.ts';
import { PaymentSettlement } from './payment-settlement.ts';
import { testCard } from '../../../test/support/builders.ts';

// A crash between the provider's charge and our commit, replayed on a test clock on both backends:
// the request's work up to the charge is done by the real claim and the real provider, then the
// "process" stops, and the recovery (or a retry) must finish it as the request would have.

const START = Date.UTC(2026, 2, 2, 10, 0);
const HARBOR: OrderInput = {
  kind: 'product',
  product: { productId: 'harbor', quantity: 1 },
  currency: 'EUR',
  billingCycle: 'monthly',
  promoCode: undefined,
};
const card = (number: string) => ({ card: testCard(number) });

type Opened = Awaited<ReturnType<ContractBackend['open']>>;
const opened: Opened[] = [];
afterEach(async () => {
  await Promise.all(opened.splice(0).map((store) => store.close()));
});

async function world(backend: () => Promise<ContractBackend>) {
  const store = await (await backend()).open();
  opened.push(store);
  const { repositories } = store;
  await repositories.catalog.sync(catalogSeed);
  const clock = { now: START };
  const now = () => clock.now;
  // The exchange-rate source is out of reach: the built-in rates apply, as on a machine offline.
  const exchangeRates = new ExchangeRatesService({
    url: 'http://127.0.0.1:9/rates',
    fetch: async () => Promise.reject(new Error('offline')),
    now,
    warn: () => {},
  });
  const notifications = new NotificationService(repositories.notifications, unconnectedChannel(), now);
  const notices = new OrderNotices({
    notifications,
    realtime: unconnectedChannel(),
    mailer: new MailQueue(repositories, new SecretBox(randomBytes(32))),
    publicOrigin: 'http://localhost:4321',
    repositories,
  });
  const provider = new TestPaymentProvider(store.storage.db, now);
  const paymentMethods = new PaymentMethodService({ repositories, provider });
  const settlement = new PaymentSettlement({ repositories, provider, paymentMethods, notices, now });
  const officers: string[] = [];
  const recovery = new PaymentRecovery({
    repositories,
    provider,
    settlement,
    audit: new AuditService(repositories.audit, repositories.users),
    officers: { changed: (q) => void officers.push(q) },
    now,
  });
  const pricing = new PricingService({
    catalog: repositories.catalog,
    organizations: repositories.organizations,
    exchangeRates,
  });
  const orders = new OrderService({
    repositories,
    pricing,
    notices,
    settleDeadPayment: (order) => recovery.settle(order),
    voidChallenge: (order) => recovery.voidChallenge(order),
    now,
  });
  const checkout = new CheckoutService({
    repositories,
    orders,
    paymentMethods,
    provider,
    exchangeRates,
    notices,
    settlement,
    recovery,
    now,
  });
  const { user } = await organizationWithOwner(repositories);

  /** What a pay request does up to the provider's answer, then its process dies. */
  async function crashAfterCharge(orderId: string, attemptId: string, number: string | null) {
    const order = await repositories.orders.findAny(orderId);
    if (!order) throw new Error('no order');
    const method = { kind: 'card' as const, brand: 'visa', last4: (number ?? '0000').slice(-4) };
    const claim = await claimForPayment(
      { repositories, exchangeRates, recovery, now },
      {
        organizationId: user.organizationId,
        orderId,
        attemptId,
        paying: { method, description: 'Visa •••• 4242', cardToSave: null },
      },
    );
    if (number === null) return claim;
    const vaulted = await provider.tokenizeCard(card(number).card);
    const result = await provider.charge({
      amount: claim.order.total,
      currency: claim.order.currency,
      source: { kind: 'card', token: vaulted.token },
      idempotencyKey: attemptId,
      description: 'test',
      reference: { kind: 'order', id: orderId },
    });
    return { claim, result };
  }
  const invoicesOf = () => repositories.invoices.list(user.organizationId, { kind: 'invoice' }, { limit: 50 });
  const charges = async () =>
    (
      await provider.listSucceededCharges({
        from: '2000-01-01T00:00:00.000Z',
        to: '2100-01-01T00:00:00.000Z',
        limit: 100,
      })
    ).charges;
  return {
    repositories,
    provider,
    checkout,
    orders,
    recovery,
    clock,
    user,
    officers,
    crashAfterCharge,
    invoicesOf,
    charges,
  };
}

describe.each(BACKENDS)('payments after a crash (%s)', (_name, backend) => {
  it('marks paid, once, an order whose charge succeeded before the process died: invoice, fulfilment, notice', async () => {
    const w = await world(backend);
    const order = await w.orders.create(w.user, HARBOR);
    await w.crashAfterCharge(order.id, 'attempt-a', TEST_CARDS.succeeds);
    expect(await w.recovery.settleDue()).toBe(0);

    w.clock.now += PAYMENT_LEASE_MS + 1;
    expect(await w.recovery.settleDue()).toBe(1);
    const paid = await w.orders.get(w.user.organizationId, order.id);
    expect(paid).toMatchObject({ status: 'paid', payment: { state: 'succeeded', chargeId: 'ch_attempt-a' } });
    expect(paid.events.map((e) => e.type)).toEqual(['created', 'payment_started', 'paid', 'invoice_issued']);
    expect(await w.invoicesOf()).toHaveLength(1);
    expect(await w.repositories.jobs.findById(`fulfil-${order.id}`)).toMatchObject({ status: 'queued' });
    // The buyer's e-mails: "created", then "paid" with its invoice (queued with the change).
    expect(await w.repositories.jobs.countPending('order.email')).toBe(2);

    // Again (another instance's sweep, the settle job): nothing more.
    await w.recovery.settle((await w.repositories.orders.findAny(order.id))!);
    expect(await w.recovery.settleDue()).toBe(0);
    expect(await w.invoicesOf()).toHaveLength(1);
    expect(await w.charges()).toHaveLength(1);
  });

  it('releases an attempt the provider never received, and the order pays normally afterwards', async () => {
    const w = await world(backend);
    const order = await w.orders.create(w.user, HARBOR);
    await w.crashAfterCharge(order.id, 'attempt-a', null);
    w.clock.now += PAYMENT_LEASE_MS + 1;
    await w.recovery.settleDue();
    expect(await w.orders.get(w.user.organizationId, order.id)).toMatchObject({
      status: 'pending_payment',
      payment: { state: 'failed', failureCode: 'payment_interrupted' },
    });
    const outcome = await w.checkout.pay(w.user, order.id, card(TEST_CARDS.succeeds));
    expect(outcome.kind).toBe('paid');
    expect(await w.charges()).toHaveLength(1);
  });

  it('lets a retry under the same key continue the attempt: the first charge, the paid order, no second charge', async () => {
    const w = await world(backend);
    const order = await w.orders.create(w.user, HARBOR);
    await w.crashAfterCharge(order.id, 'att_key-1', TEST_CARDS.succeeds);
    // Within the lease: the retry is the same attempt, so it is not "in progress" to itself.
    const retried = await w.checkout.pay(w.user, order.id, card(TEST_CARDS.succeeds), 'att_key-1');
    expect(retried).toMatchObject({ kind: 'paid', order: { status: 'paid', payment: { chargeId: 'ch_att_key-1' } } });
    // And once more after it paid: the same answer.
    expect(await w.checkout.pay(w.user, order.id, card(TEST_CARDS.succeeds), 'att_key-1')).toMatchObject({
      kind: 'paid',
      order: { id: order.id, status: 'paid' },
    });
    expect(await w.charges()).toHaveLength(1);
    expect(await w.invoicesOf()).toHaveLength(1);
  });

  it('answers 409 to another payment while the attempt lives, and settles it first once its lease ran out', async () => {
    const w = await world(backend);
    const charged = await w.orders.create(w.user, HARBOR);
    await w.crashAfterCharge(charged.id, 'attempt-a', TEST_CARDS.succeeds);
    await expect(w.checkout.pay(w.user, charged.id, card(TEST_CARDS.succeeds), 'attempt-b')).rejects.toMatchObject({
      status: 409,
      code: 'payment_in_progress',
    });
    await expect(w.orders.cancel(w.user.organizationId, charged.id)).rejects.toMatchObject({ status: 409 });
    w.clock.now += PAYMENT_LEASE_MS + 1;
    // The dead attempt had charged: it is the payment; the new one is told the order is paid.
    await expect(w.checkout.pay(w.user, charged.id, card(TEST_CARDS.succeeds), 'attempt-b')).rejects.toMatchObject({
      status: 409,
      code: 'already_paid',
    });
    expect(await w.charges()).toHaveLength(1);

    const unpaid = await w.orders.create(w.user, HARBOR);
    await w.crashAfterCharge(unpaid.id, 'attempt-c', null);
    w.clock.now += PAYMENT_LEASE_MS + 1;
    // A cancel meets the dead claim too: it is released first, then the order is cancelled.
    expect(await w.orders.cancel(w.user.organizationId, unpaid.id)).toMatchObject({ status: 'cancelled' });
  });

  it('keeps an order waiting for 3-D Secure until the challenge expires, then releases it', async () => {
    const w = await world(backend);
    const order = await w.orders.create(w.user, HARBOR);
    const outcome = await w.checkout.pay(w.user, order.id, card(TEST_CARDS.threeDSecure));
    expect(outcome.kind).toBe('requires_action');
    w.clock.now += 10 * 60_000;
    await w.recovery.settleDue();
    expect(await w.orders.get(w.user.organizationId, order.id)).toMatchObject({
      payment: { state: 'requires_action' },
    });
    w.clock.now += 6 * 60_000;
    await w.recovery.settleDue();
    expect(await w.orders.get(w.user.organizationId, order.id)).toMatchObject({
      status: 'pending_payment',
      payment: { state: 'failed', failureCode: 'authentication_failed' },
    });
    expect(await w.charges()).toHaveLength(0);
  });

  it('voids a waiting challenge on cancel (nothing charged, approving fails), and keeps the order the bank approved first (409)', async () => {
    const w = await world(backend);
    const order = await w.orders.create(w.user, HARBOR);
    const outcome = await w.checkout.pay(w.user, order.id, card(TEST_CARDS.threeDSecure));
    if (outcome.kind !== 'requires_action') throw new Error('expected 3-D Secure');
    expect(await w.orders.cancel(w.user.organizationId, order.id)).toMatchObject({
      status: 'cancelled',
      payment: { state: 'none', challengeId: null },
    });
    expect(await w.provider.completeChallenge(outcome.challenge.id, 'approve')).toMatchObject({ status: 'declined' });
    await expect(w.checkout.completeChallenge(w.user, order.id, outcome.challenge.id, 'approve')).rejects.toMatchObject(
      { status: 409 },
    );
    w.clock.now += 20 * 60_000;
    await w.recovery.settleDue();
    expect(await w.orders.get(w.user.organizationId, order.id)).toMatchObject({
      status: 'cancelled',
      payment: { state: 'none' },
    });
    expect(await w.charges()).toHaveLength(0);

    // The bank's approval reached the provider, but not us, before the cancel: the order is paid and kept.
    const approved = await w.orders.create(w.user, HARBOR);
    const asked = await w.checkout.pay(w.user, approved.id, card(TEST_CARDS.threeDSecure));
    if (asked.kind !== 'requires_action') throw new Error('expected 3-D Secure');
    expect(await w.provider.completeChallenge(asked.challenge.id, 'approve')).toMatchObject({ status: 'succeeded' });
    await expect(w.orders.cancel(w.user.organizationId, approved.id)).rejects.toMatchObject({
      status: 409,
      code: 'already_paid',
    });
    expect(await w.orders.get(w.user.organizationId, approved.id)).toMatchObject({
      status: 'paid',
      payment: { state: 'succeeded' },
    });
    expect((await w.charges()).map((c) => c.refunded)).toEqual([false]);
    expect(await w.invoicesOf()).toHaveLength(1);
  });

  it('refunds a recovered charge when PARIS was taken meanwhile by another first payment', async () => {
    const w = await world(backend);
    const withParis = await w.orders.create(w.user, { ...HARBOR, promoCode: 'PARIS' });
    await w.crashAfterCharge(withParis.id, 'attempt-a', TEST_CARDS.succeeds);
    const other = await w.orders.create(w.user, {
      kind: 'support',
      support: { planId: 'business' },
      currency: 'EUR',
      billingCycle: 'monthly',
      promoCode: undefined,
    });
    expect((await w.checkout.pay(w.user, other.id, card(TEST_CARDS.succeeds))).kind).toBe('paid');
    w.clock.now += PAYMENT_LEASE_MS + 1;
    await w.recovery.settleDue();
    expect(await w.orders.get(w.user.organizationId, withParis.id)).toMatchObject({
      status: 'pending_payment',
      payment: { state: 'failed', failureCode: 'bad_request' },
    });
    expect((await w.charges()).map((c) => [c.chargeId, c.refunded])).toEqual(
      expect.arrayContaining([['ch_attempt-a', true]]),
    );
    expect(await w.invoicesOf()).toHaveLength(1);
  });

  it('refunds a charge no paid order holds, records it once for officers, and leaves matched charges alone', async () => {
    const w = await world(backend);
    const paid = await w.orders.create(w.user, HARBOR);
    await w.checkout.pay(w.user, paid.id, card(TEST_CARDS.succeeds));
    // A charge whose order was released meanwhile (the request froze past its lease, then charged).
    const released = await w.orders.create(w.user, HARBOR);
    await w.crashAfterCharge(released.id, 'attempt-late', null);
    w.clock.now += PAYMENT_LEASE_MS + 1;
    await w.recovery.settleDue();
    const vaulted = await w.provider.tokenizeCard(card(TEST_CARDS.succeeds).card);
    await w.provider.charge({
      amount: 4_477,
      currency: 'EUR',
      source: { kind: 'card', token: vaulted.token },
      idempotencyKey: 'attempt-late',
      description: 'late',
      reference: { kind: 'order', id: released.id },
    });

    expect(await w.recovery.reconcileCharges()).toBe(0); // too recent: a request could still record it
    w.clock.now += 11 * 60_000;
    expect(await w.recovery.reconcileCharges()).toBe(1);
    expect(await w.recovery.reconcileCharges()).toBe(0);
    const refunded = (await w.charges()).filter((c) => c.refunded).map((c) => c.chargeId);
    expect(refunded).toEqual(['ch_attempt-late']);
    const events = await w.repositories.audit.listRecent(10, { action: UNMATCHED_CHARGE_ACTION });
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ organizationId: w.user.organizationId, targetId: released.id });
    expect(w.officers).toContain('payments');
    expect(await w.orders.get(w.user.organizationId, paid.id)).toMatchObject({ status: 'paid' });
  });
});
