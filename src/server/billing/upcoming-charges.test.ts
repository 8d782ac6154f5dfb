import { afterEach, describe, expect, it } from 'vitest';
import { billingWorld } from '../../../test/support/billing-walk-world.ts';
import { BACKENDS } from '../../../test/support/storage.ts';
import { subscribedCluster } from '../../../test/support/subscribed-cluster.ts';

// The forecast's cluster renewals come from each subscription's stored period, which the renewal
// sweep moves: an order paid on 31 January renews on 28 February (one calendar month, the
// month's last day when it is shorter), then one calendar month after that.

type World = Awaited<ReturnType<typeof billingWorld>>;
const worlds: World[] = [];
afterEach(async () => {
  await Promise.all(worlds.splice(0).map((w) => w.close()));
});

describe.each(BACKENDS)('upcoming cluster renewals (%s)', (_name, backend) => {
  it('are dated by the subscription’s stored period, not the first payment’s anniversary', async () => {
    const clock = { now: Date.parse('2027-01-31T10:00:00.000Z') };
    const w = await billingWorld(await backend(), clock);
    worlds.push(w);
    const { organization, clusterId } = await subscribedCluster(w, clock);
    const subscription = await w.billing.clusterSubscriptions.get(organization.id, clusterId);
    clock.now = Date.parse('2027-02-20T10:00:00.000Z');
    const summary = await w.billing.reads.summary(organization.id, 'EUR');
    const renewal = summary.upcomingCharges.find((c) => c.kind === 'cluster');
    expect(renewal?.at).toBe(subscription.periodEnd);
    expect(renewal?.at.slice(0, 10)).toBe('2027-02-28');
    // The next charge is that renewal.
    expect(summary.nextCharge).toMatchObject({ at: subscription.periodEnd });

    // Renewed by the sweep on the 28th of February: the next one is the new period's end.
    clock.now = Date.parse('2027-02-28T12:00:00.000Z');
    await w.billing.clusterRenewals.renewDue();
    const renewed = await w.billing.clusterSubscriptions.get(organization.id, clusterId);
    const next = (await w.billing.reads.summary(organization.id, 'EUR')).upcomingCharges.find(
      (c) => c.kind === 'cluster',
    );
    expect(next?.at).toBe(renewed.periodEnd);
    // Counted from the first period's day (31 January), not from the short February's.
    expect(next?.at.slice(0, 10)).toBe('2027-03-31');
  });
});
