import { afterEach, describe, expect, it } from 'vitest';
import { UNMATCHED_CHARGE_ACTION } from '../../src/server/orders/payment-recovery.ts';
import type { PaymentProvider } from '../../src/server/payments/payment-provider.ts';
import type { TestPaymentProvider } from '../../src/server/payments/test-provider.ts';
import { TEST_CARDS } from '../../src/server/payments/test-provider.ts';
import { addTestCard } from '../support/billing-fixtures.ts';
import { billingWorld } from '../support/billing-walk-world.ts';
import { BACKENDS } from '../support/storage.ts';
import { subscribedCluster, walkPools, walkSpec } from '../support/subscribed-cluster.ts';

// A process that dies between a change's (or a renewal's) charge and its commit, on a test clock
// on both backends. The crash is injected at the provider: the call goes through (or not) and then
// the request never resumes, as a SIGKILL would leave it. The settle job and the reconciliation
// sweep must then finish what was charged, exactly once, or refund it, exactly once.

const ORDERED = Date.parse('2027-03-10T09:00:00.000Z');
const CHANGED = Date.parse('2027-03-15T10:00:00.000Z');
/** Past the claim and past the sweep's 10-minute delay. */
const LATER = 11 * 60_000;

type World = Awaited<ReturnType<typeof billingWorld>>;
const worlds: World[] = [];
afterEach(async () => {
  await Promise.all(worlds.splice(0).map((w) => w.close()));
});

type CrashPoint = 'before-charge' | 'after-charge';

/** Makes the provider's next charge the last thing the "process" does: before or after the money is taken. */
function crashAt(provider: PaymentProvider, point: CrashPoint): { crashed: Promise<void> } {
  const own = provider as PaymentProvider & { charge: PaymentProvider['charge'] };
  const original = own.charge.bind(provider);
  let reached: () => void = () => {};
  const crashed = new Promise<void>((resolve) => (reached = resolve));
  own.charge = async (input) => {
    delete (own as Partial<typeof own>).charge; // later calls (another process) reach the provider
    if (point === 'after-charge') await original(input);
    reached();
    return new Promise(() => {}); // the process is gone: nothing after this runs
  };
  return { crashed };
}

async function world(backend: (typeof BACKENDS)[number][1]) {
  const clock = { now: ORDERED };
  const w = await billingWorld(await backend(), clock);
  worlds.push(w);
  const subscribed = await subscribedCluster(w, clock);
  clock.now = CHANGED;
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
  const unmatched = async () =>
    (await w.repositories.audit.listRecent(200, { action: UNMATCHED_CHARGE_ACTION })).filter(
      (e) => e.organizationId === subscribed.organization.id,
    );
  /** A raise 3 → 5 whose request dies at `point`; resolves once it has. */
  const crashedRaise = async (point: CrashPoint) => {
    const { crashed } = crashAt(w.commerce.provider, point);
    void w.clusters.update(subscribed.user, subscribed.clusterId, walkPools(5));
    await crashed;
  };
  return { w, clock, ...subscribed, changeInvoices, charges, unmatched, crashedRaise };
}

describe.each(BACKENDS)('a crash between a change charge and its commit (%s)', (_name, backend) => {
  it('finishes a change charged before the crash: applied once, one invoice, one charge, nothing refunded', async () => {
    const t = await world(backend);
    const preview = await t.w.clusters.preview(t.organization.id, t.clusterId, walkPools(5));
    await t.crashedRaise('after-charge');
    expect(await t.changeInvoices()).toEqual([]);
    // While the claim holds, another change waits (the dead request might still commit).
    await expect(t.w.clusters.update(t.user, t.clusterId, walkPools(6))).rejects.toMatchObject({
      status: 409,
      code: 'change_in_progress',
    });

    t.clock.now += LATER;
    expect(await t.w.commerce.recovery.reconcileCharges()).toBe(0);
    const [invoice, ...others] = await t.changeInvoices();
    expect(others).toEqual([]);
    expect(invoice).toMatchObject({
      paymentStatus: 'paid',
      total: preview.billing?.chargedNow,
      subtotal: preview.billing?.subtotal,
    });
    expect(await t.w.repositories.clusters.findAny(t.clusterId)).toMatchObject({
      status: 'updating',
      targetSpec: expect.objectContaining(walkPools(5)),
    });
    expect((await t.w.billing.clusterSubscriptions.get(t.organization.id, t.clusterId)).chargedSpec).toEqual(
      walkSpec(5),
    );

    // The settle job and another sweep meet a finished change: nothing more.
    await t.w.billing.clusterSubscriptions.charges.settle(t.clusterId);
    t.clock.now += LATER;
    expect(await t.w.commerce.recovery.reconcileCharges()).toBe(0);
    expect(await t.changeInvoices()).toHaveLength(1);
    expect((await t.charges()).filter((c) => c.reference?.id === invoice?.id)).toMatchObject([{ refunded: false }]);
    expect(await t.unmatched()).toEqual([]);
  });

  it('settles a change whose request died before the charge: nothing charged, nothing changed, the next change goes ahead', async () => {
    const t = await world(backend);
    await t.crashedRaise('before-charge');
    t.clock.now += 61_000; // the claim's end: its settle job runs
    await t.w.billing.clusterSubscriptions.charges.settle(t.clusterId);
    expect(await t.w.billing.clusterSubscriptions.get(t.organization.id, t.clusterId)).toMatchObject({
      chargedSpec: walkSpec(3),
      pendingChange: null,
    });
    expect(await t.w.repositories.clusters.findAny(t.clusterId)).toMatchObject({ status: 'running' });
    expect(await t.charges()).toHaveLength(1); // the order's
    expect((await t.w.clusters.update(t.user, t.clusterId, walkPools(5))).status).toBe('updating');
    expect(await t.changeInvoices()).toHaveLength(1);
  });

  it('shows the claim a dead request left (processing, until when) while changes answer 409, and none once it ended', async () => {
    const t = await world(backend);
    const preview = await t.w.clusters.preview(t.organization.id, t.clusterId, walkPools(5));
    await t.crashedRaise('after-charge');
    const until = new Date(t.clock.now + 60_000).toISOString();
    await expect(t.w.clusters.update(t.user, t.clusterId, walkPools(6))).rejects.toMatchObject({
      status: 409,
      code: 'change_in_progress',
    });
    expect((await t.w.billing.clusterSubscriptions.get(t.organization.id, t.clusterId)).pendingChange).toEqual({
      status: 'processing',
      challenge: null,
      until,
      amount: preview.billing?.chargedNow,
      currency: 'EUR',
      target: walkSpec(5),
    });
    t.clock.now += 59_000;
    await expect(t.w.clusters.update(t.user, t.clusterId, walkPools(6))).rejects.toMatchObject({
      status: 409,
      code: 'change_in_progress',
    });
    expect((await t.w.billing.clusterSubscriptions.get(t.organization.id, t.clusterId)).pendingChange).toMatchObject({
      status: 'processing',
      until,
    });
    t.clock.now += 2_000; // past `until`: the claim no longer holds, and the next change settles it first
    expect((await t.w.billing.clusterSubscriptions.get(t.organization.id, t.clusterId)).pendingChange).toBeNull();
    await t.w.billing.clusterSubscriptions.charges.settle(t.clusterId);
    expect((await t.w.billing.clusterSubscriptions.get(t.organization.id, t.clusterId)).pendingChange).toBeNull();
  });

  it('refunds, once, a change charged before the crash that can no longer apply (the cluster was deleted)', async () => {
    const t = await world(backend);
    await t.crashedRaise('after-charge');
    await t.w.clusters.remove(t.user, t.clusterId, 'walk');
    t.clock.now += LATER;
    expect(await t.w.commerce.recovery.reconcileCharges()).toBe(1);
    expect(await t.changeInvoices()).toEqual([]);
    const changeCharges = (await t.charges()).filter((c) => c.reference?.id.startsWith('change-'));
    expect(changeCharges).toMatchObject([{ refunded: true }]);
    expect(await t.unmatched()).toHaveLength(1);
    t.clock.now += LATER;
    expect(await t.w.commerce.recovery.reconcileCharges()).toBe(0);
    expect(await t.unmatched()).toHaveLength(1);
  });

  it('pays, once, a renewal whose collection charged before the crash', async () => {
    const t = await world(backend);
    t.clock.now = Date.parse('2027-04-10T12:00:00.000Z');
    const { crashed } = crashAt(t.w.commerce.provider, 'after-charge');
    void t.w.billing.clusterRenewals.renewDue();
    await crashed;
    const renewal = () => t.w.repositories.invoices.findAny(`renewal-${t.clusterId}-2027-04-10T09:00:00.000Z`);
    expect(await renewal()).toMatchObject({ paymentStatus: 'due' });

    t.clock.now += LATER;
    expect(await t.w.commerce.recovery.reconcileCharges()).toBe(0);
    const paid = await renewal();
    expect(paid).toMatchObject({ paymentStatus: 'paid', collection: { attempts: 1 } });
    const renewalCharges = (await t.charges()).filter((c) => c.reference?.id === paid?.id);
    expect(renewalCharges).toMatchObject([{ amount: paid?.total, refunded: false }]);
    // The collection job meets a paid invoice; the next sweep finds nothing to refund.
    await t.w.billing.invoicing.collectDue();
    t.clock.now += LATER;
    expect(await t.w.commerce.recovery.reconcileCharges()).toBe(0);
    expect((await t.charges()).filter((c) => c.reference?.id === paid?.id)).toHaveLength(1);
  });

  it('refunds a change charge no change recorded (an unknown invoice)', async () => {
    const t = await world(backend);
    const card = await addTestCard(
      t.w.repositories,
      t.w.commerce.provider as unknown as TestPaymentProvider,
      t.organization.id,
      t.user.id,
      TEST_CARDS.succeeds,
    );
    const invoiceId = `change-${t.clusterId}~00000000-0000-4000-8000-000000000000`;
    await t.w.commerce.provider.charge({
      amount: 1234,
      currency: 'EUR',
      source: { kind: 'card', token: card.providerToken },
      idempotencyKey: invoiceId,
      description: 'stray',
      reference: { kind: 'invoice', id: invoiceId },
    });
    t.clock.now += LATER;
    expect(await t.w.commerce.recovery.reconcileCharges()).toBe(1);
    expect((await t.charges()).find((c) => c.reference?.id === invoiceId)).toMatchObject({ refunded: true });
  });
});
