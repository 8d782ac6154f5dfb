import { afterEach, describe, expect, it } from 'vitest';
import type { JobRecord } from '../../src/shared/jobs/jobs.schemas.ts';
import type { OrderInput } from '../../src/shared/orders/orders.schemas.ts';
import type { StorageBackend } from '../../src/server/store/storage.ts';
import { organizationWithOwner } from '../support/billing-fixtures.ts';
import { wireBilling } from '../support/billing-walk-world.ts';
import { embeddedReopenable, postgresReopenable, type Reopenable } from '../support/reopenable-store.ts';
import { testCard } from '../support/builders.ts';

// A support plan paid before support subscriptions existed has no subscription row. The store's
// migration (PostgreSQL 018, embedded 11) gives it one from the order that put the plan in effect
// when the server starts on the new version; run again, it changes nothing; and the renewal sweep
// then renews it like any other. A plan paid long ago starts in the period under way when the
// store migrates: the months already paid are never charged again.

const PAID = Date.parse('2027-01-31T09:00:00.000Z');
const CARD = testCard();
const BUSINESS: OrderInput = {
  kind: 'support',
  support: { planId: 'business' },
  currency: 'EUR',
  billingCycle: 'monthly',
  promoCode: undefined,
};
const JOB = { attempts: 1, maxAttempts: 8 } as JobRecord;
const BACKFILL = { table: 'support_subscriptions', postgresVersion: 18, embeddedVersion: 11 };
const rewindTo = (store: Reopenable, dropRows: boolean) => store.rewind({ ...BACKFILL, dropRows });

const open: StorageBackend[] = [];
afterEach(async () => {
  await Promise.all(open.splice(0).map((storage) => storage.close()));
});

async function started(store: Reopenable, clock: { now: number }) {
  const storage = await store.open();
  open.push(storage);
  return wireBilling(storage, clock);
}

async function closeAll() {
  await Promise.all(open.splice(0).map((storage) => storage.close()));
}

/** Pays the Business plan at the clock's time and puts it in effect, as the store had it before support subscriptions. */
async function paidBusinessPlan(store: Reopenable, clock: { now: number }) {
  const w = await started(store, clock);
  const { organization, user } = await organizationWithOwner(w.repositories);
  const order = await w.commerce.orders.create(user, BUSINESS);
  expect((await w.commerce.checkout.pay(user, order.id, { card: CARD, save: true })).kind).toBe('paid');
  await w.commerce.fulfilment.jobHandler()({ orderId: order.id }, JOB);
  const paid = await w.repositories.orders.findAny(order.id);
  if (!paid) throw new Error('order not stored');
  expect(await w.repositories.organizations.findById(organization.id)).toMatchObject({
    planId: 'business',
    planOrderId: order.id,
  });
  await closeAll();
  return { organization, order, paid };
}

describe.each([
  ['embedded', embeddedReopenable],
  ['postgres', postgresReopenable],
] as const)('support plans paid before subscriptions (%s)', (_name, backend) => {
  it('start a plan paid long ago in the period under way, so no past month is charged', async () => {
    const store = await backend();
    // Paid 17 months before the migration runs (the store migrates at the real time of its start).
    const migratedAt = Date.now();
    const paidAt = new Date(migratedAt);
    paidAt.setUTCMonth(paidAt.getUTCMonth() - 17, 15);
    const clock = { now: paidAt.getTime() };
    const { organization } = await paidBusinessPlan(store, clock);
    await rewindTo(store, true);
    clock.now = Date.now();
    const after = await started(store, clock);
    const { subscription } = await after.commerce.supportSubscriptions.view(organization.id);
    if (!subscription) throw new Error('no subscription backfilled');
    const start = Date.parse(subscription.periodStart);
    const end = Date.parse(subscription.periodEnd);
    // The period holding the migration, on the payment's day of the month, one month long.
    expect(start).toBeLessThanOrEqual(clock.now);
    expect(end).toBeGreaterThan(migratedAt);
    expect(new Date(start).getUTCDate()).toBe(15);
    const next = new Date(start);
    next.setUTCMonth(next.getUTCMonth() + 1);
    expect(end).toBe(next.getTime());
    // Nothing is due now: no renewal invoice for the months before.
    expect(await after.billing.supportRenewals.renewDue()).toEqual({ renewed: 0 });
    expect(
      (await after.repositories.invoices.list(organization.id, {}, { limit: 100 })).filter(
        (invoice) => invoice.renewsSubscriptionId,
      ),
    ).toEqual([]);
  });

  it('get a subscription from the order that put the plan in effect, once, and renew at its period end', async () => {
    const store = await backend();
    const clock = { now: PAID };
    const { organization, order, paid } = await paidBusinessPlan(store, clock);

    // As the store looked before support subscriptions: the plan in effect and no subscription.
    await rewindTo(store, true);
    clock.now = Date.parse('2027-02-14T08:00:00.000Z');
    const after = await started(store, clock);
    const view = await after.commerce.supportSubscriptions.view(organization.id);
    expect(view.subscription).toMatchObject({
      planId: 'business',
      planName: 'Business',
      state: 'active',
      orderId: order.id,
      billingCycle: 'monthly',
      currency: 'EUR',
      rate: order.rate,
      periodStart: '2027-01-31T09:00:00.000Z',
      // One calendar month on, counted as every subscription counts it.
      periodEnd: '2027-03-03T09:00:00.000Z',
      periodPriceUsdCents: 100_000,
      invoiceId: paid.invoiceId,
    });
    expect(view.subscription?.events.map((e) => e.type)).toEqual(['activated']);
    expect(view.nextCharge).toMatchObject({ at: '2027-03-03T09:00:00.000Z', currency: 'EUR', total: order.total });
    await closeAll();

    // The migration run again finds the subscription and leaves it as it is.
    await rewindTo(store, false);
    const again = await started(store, clock);
    expect((await again.commerce.supportSubscriptions.view(organization.id)).subscription).toEqual(view.subscription);

    // At its period's end the sweep renews it for one more month, charged to the saved card, once.
    clock.now = Date.parse('2027-03-03T12:00:00.000Z');
    expect(await again.billing.supportRenewals.renewDue()).toEqual({ renewed: 1 });
    expect(await again.billing.supportRenewals.renewDue()).toEqual({ renewed: 0 });
    const renewed = (await again.commerce.supportSubscriptions.view(organization.id)).subscription;
    expect(renewed).toMatchObject({ periodStart: '2027-03-03T09:00:00.000Z', periodEnd: '2027-04-03T09:00:00.000Z' });
    const renewal = await again.repositories.invoices.findAny(renewed?.invoiceId ?? '');
    expect(renewal).toMatchObject({
      renewsSubscriptionId: organization.id,
      paymentStatus: 'paid',
      currency: 'EUR',
      total: order.total,
    });
  });
});
