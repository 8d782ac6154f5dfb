import { afterEach, describe, expect, it } from 'vitest';
import type { TestPaymentProvider } from '../../src/server/payments/test-provider.ts';
import { TEST_CARDS } from '../../src/server/payments/test-provider.ts';
import { addTestCard } from '../support/billing-fixtures.ts';
import { billingWorld, finishOperation } from '../support/billing-walk-world.ts';
import { BACKENDS } from '../support/storage.ts';
import { until } from './commerce-helpers.ts';
import { subscribedCluster, walkPools, walkSpec } from '../support/subscribed-cluster.ts';

// A raise whose charge the bank wants confirmed (3-D Secure) follows the flow orders follow: the
// change waits, unapplied and uncharged, until the customer answers; approved, it applies once
// with its invoice; failed or abandoned (the challenge expires), nothing changes. Both backends.

const ORDERED = Date.parse('2027-03-10T09:00:00.000Z');
const CHALLENGE_MS = 15 * 60_000;

type World = Awaited<ReturnType<typeof billingWorld>>;
const worlds: World[] = [];
afterEach(async () => {
  await Promise.all(worlds.splice(0).map((w) => w.close()));
});

/** A running cluster whose default method now asks for 3-D Secure, on the 15th. */
async function askingForThreeDSecure(backend: (typeof BACKENDS)[number][1]) {
  const clock = { now: ORDERED };
  const w = await billingWorld(await backend(), clock);
  worlds.push(w);
  const subscribed = await subscribedCluster(w, clock);
  await addTestCard(
    w.repositories,
    w.commerce.provider as unknown as TestPaymentProvider,
    subscribed.organization.id,
    subscribed.user.id,
    TEST_CARDS.threeDSecure,
  );
  const methods = await w.repositories.paymentMethods.list(subscribed.organization.id);
  const threeDs = methods.find((m) => m.last4 === TEST_CARDS.threeDSecure.slice(-4));
  await w.repositories.paymentMethods.setDefault(subscribed.organization.id, threeDs?.id ?? '');
  clock.now = Date.parse('2027-03-15T10:00:00.000Z');
  const changeInvoices = async () =>
    (await w.repositories.invoices.list(subscribed.organization.id, { kind: 'invoice' }, { limit: 50 })).filter((i) =>
      i.id.startsWith('change-'),
    );
  const charges = async () =>
    (
      await w.commerce.provider.listSucceededCharges({
        from: '2000-01-01T00:00:00.000Z',
        to: '2100-01-01T00:00:00.000Z',
        limit: 100,
      })
    ).charges;
  return { w, clock, ...subscribed, changeInvoices, charges };
}

describe.each(BACKENDS)('a cluster change under 3-D Secure (%s)', (_name, backend) => {
  it('waits for the confirmation, unapplied, then applies once with the previewed invoice', async () => {
    const t = await askingForThreeDSecure(backend);
    const preview = await t.w.clusters.preview(t.organization.id, t.clusterId, walkPools(5));
    const answer = await t.w.clusters.update(t.user, t.clusterId, walkPools(5));
    expect(answer).toMatchObject({
      status: 'running',
      nodePools: walkSpec(3).nodePools,
      change: { status: 'requires_action', amount: preview.billing?.chargedNow, currency: 'EUR' },
    });
    const challengeId = answer.change?.challenge.id ?? '';
    // Nothing charged, invoiced or changed while the bank waits; the subscription says what waits.
    expect(await t.changeInvoices()).toEqual([]);
    const waiting = await t.w.billing.clusterSubscriptions.get(t.organization.id, t.clusterId);
    expect(waiting).toMatchObject({
      chargedSpec: walkSpec(3),
      pendingChange: {
        status: 'requires_action',
        challenge: { id: challengeId },
        amount: preview.billing?.chargedNow,
        target: walkSpec(5),
      },
    });
    // Another change meanwhile is refused: one change of a cluster is charged at a time.
    await expect(t.w.clusters.update(t.user, t.clusterId, walkPools(6))).rejects.toMatchObject({
      status: 409,
      code: 'change_in_progress',
    });

    const confirmed = await t.w.clusters.confirmChange(t.user, t.clusterId, challengeId, 'approve');
    expect(confirmed).toMatchObject({ status: 'updating', operation: 'update' });
    const [invoice, ...others] = await t.changeInvoices();
    expect(others).toEqual([]);
    expect(invoice).toMatchObject({
      paymentStatus: 'paid',
      subtotal: preview.billing?.subtotal,
      tax: preview.billing?.tax,
      total: preview.billing?.chargedNow,
    });
    expect(await t.w.billing.clusterSubscriptions.get(t.organization.id, t.clusterId)).toMatchObject({
      chargedSpec: walkSpec(5),
      pendingChange: null,
    });

    // Answered again, or settled by the job after the challenge's end: nothing more.
    await expect(t.w.clusters.confirmChange(t.user, t.clusterId, challengeId, 'approve')).rejects.toMatchObject({
      status: 409,
    });
    t.clock.now += CHALLENGE_MS + 60_000;
    await t.w.billing.clusterSubscriptions.charges.settle(t.clusterId);
    expect(await t.w.commerce.recovery.reconcileCharges()).toBe(0);
    expect(await t.changeInvoices()).toHaveLength(1);
    const changeCharges = (await t.charges()).filter((c) => c.reference?.id === invoice?.id);
    expect(changeCharges).toMatchObject([{ amount: preview.billing?.chargedNow, refunded: false }]);
  });

  it('changes nothing when the check fails: 402, no charge, and the next change can go ahead', async () => {
    const t = await askingForThreeDSecure(backend);
    const answer = await t.w.clusters.update(t.user, t.clusterId, walkPools(5));
    await expect(
      t.w.clusters.confirmChange(t.user, t.clusterId, answer.change?.challenge.id ?? '', 'fail'),
    ).rejects.toMatchObject({ status: 402, code: 'authentication_failed' });
    expect(await t.changeInvoices()).toEqual([]);
    expect(await t.w.repositories.clusters.findAny(t.clusterId)).toMatchObject({
      status: 'running',
      nodePools: walkSpec(3).nodePools,
    });
    expect(await t.w.billing.clusterSubscriptions.get(t.organization.id, t.clusterId)).toMatchObject({
      chargedSpec: walkSpec(3),
      pendingChange: null,
    });
    // A lowering right after is not held up by the failed raise.
    const told = t.w.published.length;
    expect((await t.w.clusters.update(t.user, t.clusterId, walkPools(2))).change).toBeUndefined();
    await until(
      async () => t.w.published.length,
      (count) => count > told,
    );
  });

  it('changes nothing when the customer cancels: the payment voided, and the next change can go ahead', async () => {
    const t = await askingForThreeDSecure(backend);
    const answer = await t.w.clusters.update(t.user, t.clusterId, walkPools(5));
    const cancelled = await t.w.clusters.cancelChange(t.user, t.clusterId);
    expect(cancelled).toMatchObject({ status: 'running', nodePools: walkSpec(3).nodePools });
    expect(await t.w.billing.clusterSubscriptions.get(t.organization.id, t.clusterId)).toMatchObject({
      chargedSpec: walkSpec(3),
      pendingChange: null,
    });
    await expect(
      t.w.clusters.confirmChange(t.user, t.clusterId, answer.change?.challenge.id ?? '', 'approve'),
    ).rejects.toMatchObject({ status: 409 });
    await expect(t.w.clusters.cancelChange(t.user, t.clusterId)).rejects.toMatchObject({ status: 409 });
    expect(await t.changeInvoices()).toEqual([]);
    expect(await t.charges()).toHaveLength(1); // the order's only
    // The settle job at the challenge's end finds nothing to do.
    t.clock.now += CHALLENGE_MS + 2_000;
    await t.w.billing.clusterSubscriptions.charges.settle(t.clusterId);
    expect(await t.charges()).toHaveLength(1);
    const told = t.w.published.length;
    expect((await t.w.clusters.update(t.user, t.clusterId, walkPools(2))).change).toBeUndefined();
    // The members' sockets are told after the commit: awaited, so the store closes after it.
    await until(
      async () => t.w.published.length,
      (count) => count > told,
    );
  });

  it('changes nothing when the confirmation is abandoned: the challenge expires and the claim is settled', async () => {
    const t = await askingForThreeDSecure(backend);
    const answer = await t.w.clusters.update(t.user, t.clusterId, walkPools(5));
    expect(answer.change?.status).toBe('requires_action');
    // Before the challenge's end the settle job leaves it waiting.
    await t.w.billing.clusterSubscriptions.charges.settle(t.clusterId);
    expect((await t.w.billing.clusterSubscriptions.get(t.organization.id, t.clusterId)).pendingChange).not.toBeNull();

    t.clock.now += CHALLENGE_MS + 2_000;
    await t.w.billing.clusterSubscriptions.charges.settle(t.clusterId);
    expect(await t.w.billing.clusterSubscriptions.get(t.organization.id, t.clusterId)).toMatchObject({
      chargedSpec: walkSpec(3),
      pendingChange: null,
    });
    expect(await t.changeInvoices()).toEqual([]);
    expect(await t.charges()).toHaveLength(1); // the order's only
    // The expired challenge can no longer be approved into a charge.
    await expect(
      t.w.clusters.confirmChange(t.user, t.clusterId, answer.change?.challenge.id ?? '', 'approve'),
    ).rejects.toMatchObject({ status: 409 });

    // With a card that needs no confirmation, the same change applies at once.
    await addTestCard(
      t.w.repositories,
      t.w.commerce.provider as unknown as TestPaymentProvider,
      t.organization.id,
      t.user.id,
      TEST_CARDS.succeeds,
    );
    const good = (await t.w.repositories.paymentMethods.list(t.organization.id)).find(
      (m) => m.last4 === '4242' && m.isDefault,
    );
    await t.w.repositories.paymentMethods.setDefault(t.organization.id, good?.id ?? '');
    const told = t.w.published.length;
    const applied = await t.w.clusters.update(t.user, t.clusterId, walkPools(5));
    expect(applied).toMatchObject({ status: 'updating' });
    // The members' sockets are told after the commit: awaited, so the store closes after it.
    await until(
      async () => t.w.published.length,
      (count) => count > told,
    );
    expect(applied.change).toBeUndefined();
    await finishOperation(t.w.repositories, t.clusterId, t.clock.now + 60_000);
    expect(await t.changeInvoices()).toHaveLength(1);
  });
});
