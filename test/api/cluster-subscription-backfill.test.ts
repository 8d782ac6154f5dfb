import { afterEach, describe, expect, it } from 'vitest';
import type { ClusterSpec } from '../../src/shared/clusters/clusters.schemas.ts';
import type { StorageBackend } from '../../src/server/store/storage.ts';
import { organizationWithOwner } from '../support/billing-fixtures.ts';
import { finishOperation, wireBilling } from '../support/billing-walk-world.ts';
import { embeddedReopenable, postgresReopenable, type Reopenable } from '../support/reopenable-store.ts';
import { testCard, testClusterSpec } from '../support/builders.ts';

// A cluster paid before subscriptions existed has no subscription row. The store's migration
// (PostgreSQL 016, embedded 10) gives it one from its order when the server starts on the new
// version; run again, it changes nothing; and the renewal sweep then renews it like any other.
// A cluster paid long ago starts in the period under way when the store migrates: the months the
// old model already billed are never charged again.

const PAID = Date.parse('2027-01-31T09:00:00.000Z');
const CARD = testCard();
const spec: ClusterSpec = testClusterSpec({ name: 'legacy', addonIds: ['monitoring'] });

const BACKFILL = { table: 'cluster_subscriptions', postgresVersion: 16, embeddedVersion: 10 };
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

/** Pays a cluster order at the clock's time and leaves its cluster running, as the store had it before subscriptions. */
async function paidRunningCluster(store: Reopenable, clock: { now: number }) {
  const w = await started(store, clock);
  const { organization, user } = await organizationWithOwner(w.repositories);
  const order = await w.commerce.orders.create(user, {
    kind: 'cluster',
    cluster: spec,
    currency: 'EUR',
    billingCycle: 'monthly',
    promoCode: undefined,
  });
  expect((await w.commerce.checkout.pay(user, order.id, { card: CARD, save: true })).kind).toBe('paid');
  const paid = await w.repositories.orders.findAny(order.id);
  if (!paid) throw new Error('order not stored');
  await w.clusters.createFromOrder(paid);
  const clusterId = (await w.repositories.orders.findAny(order.id))?.clusterId ?? '';
  await finishOperation(w.repositories, clusterId, clock.now + 60_000);
  await closeAll();
  return { organization, order, paid, clusterId };
}

describe.each([
  ['embedded', embeddedReopenable],
  ['postgres', postgresReopenable],
] as const)('clusters paid before subscriptions (%s)', (_name, backend) => {
  it('start a cluster paid long ago in the period under way, so no past month is charged', async () => {
    const store = await backend();
    // Paid 17 months before the migration runs (the store migrates at the real time of its start).
    const migratedAt = Date.now();
    const paidAt = new Date(migratedAt);
    paidAt.setUTCMonth(paidAt.getUTCMonth() - 17, 15);
    const clock = { now: paidAt.getTime() };
    const { organization, clusterId } = await paidRunningCluster(store, clock);
    await rewindTo(store, true);
    clock.now = Date.now();
    const after = await started(store, clock);
    const backfilled = await after.billing.clusterSubscriptions.get(organization.id, clusterId);
    const start = Date.parse(backfilled.periodStart);
    const end = Date.parse(backfilled.periodEnd);
    // The period holding the migration, on the payment's day of the month, one month long.
    expect(start).toBeLessThanOrEqual(clock.now);
    expect(end).toBeGreaterThan(migratedAt);
    expect(new Date(start).getUTCDate()).toBe(15);
    const next = new Date(start);
    next.setUTCMonth(next.getUTCMonth() + 1);
    expect(end).toBe(next.getTime());
    // Nothing is due now: no renewal invoice for the months before.
    expect(await after.billing.clusterRenewals.renewDue()).toEqual({ renewed: 0, ended: 0 });
    expect(
      (await after.repositories.invoices.list(organization.id, {}, { limit: 100 })).filter(
        (invoice) => invoice.renewsSubscriptionId,
      ),
    ).toEqual([]);
  });

  it('get a subscription from their order, once, and renew at its period end', async () => {
    const store = await backend();
    const clock = { now: PAID };
    const { organization, order, paid, clusterId } = await paidRunningCluster(store, clock);

    // As the store looked before subscriptions: a paid, running cluster and no subscription.
    await rewindTo(store, true);
    clock.now = Date.parse('2027-02-14T08:00:00.000Z');
    const after = await started(store, clock);
    const backfilled = await after.billing.clusterSubscriptions.get(organization.id, clusterId);
    expect(backfilled).toMatchObject({
      state: 'active',
      orderId: order.id,
      billingCycle: 'monthly',
      currency: 'EUR',
      rate: order.rate,
      periodStart: '2027-01-31T09:00:00.000Z',
      // One calendar month on, counted as every subscription counts it.
      periodEnd: '2027-03-03T09:00:00.000Z',
      chargedSpec: spec,
      periodPriceUsdCents: order.subtotalUsdCents,
      invoiceId: paid.invoiceId,
    });
    expect(backfilled.events.map((e) => e.type)).toEqual(['activated']);
    await closeAll();

    // The migration run again finds the subscription and leaves it as it is.
    await rewindTo(store, false);
    const again = await started(store, clock);
    expect(await again.repositories.clusterSubscriptions.list(organization.id)).toHaveLength(1);
    expect(await again.billing.clusterSubscriptions.get(organization.id, clusterId)).toEqual(backfilled);

    // At its period's end the sweep renews it for one more month, charged to the saved card, once.
    clock.now = Date.parse('2027-03-03T12:00:00.000Z');
    expect(await again.billing.clusterRenewals.renewDue()).toEqual({ renewed: 1, ended: 0 });
    expect(await again.billing.clusterRenewals.renewDue()).toEqual({ renewed: 0, ended: 0 });
    const renewed = await again.billing.clusterSubscriptions.get(organization.id, clusterId);
    expect(renewed).toMatchObject({ periodStart: '2027-03-03T09:00:00.000Z', periodEnd: '2027-04-03T09:00:00.000Z' });
    const renewal = await again.repositories.invoices.findAny(renewed.invoiceId ?? '');
    expect(renewal).toMatchObject({ renewsSubscriptionId: clusterId, paymentStatus: 'paid', currency: 'EUR' });
    expect(renewal?.lines.some((line) => line.description.includes('Pool "web": 3 ×'))).toBe(true);
  });
});
