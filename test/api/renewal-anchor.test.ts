import { afterEach, describe, expect, it } from 'vitest';
import type { JobRecord } from '../../src/shared/jobs/jobs.schemas.ts';
import type { OrderInput } from '../../src/shared/orders/orders.schemas.ts';
import type { StorageBackend } from '../../src/server/store/storage.ts';
import { organizationWithOwner } from '../support/billing-fixtures.ts';
import { wireBilling } from '../support/billing-walk-world.ts';
import { embeddedReopenable, postgresReopenable } from '../support/reopenable-store.ts';
import { testCard } from '../support/builders.ts';

// A subscription paid on the 31st renews on the last day of a shorter month, then on the 31st
// again: every period ends a whole number of months after the first one started, so a short
// February does not move every later renewal to the 28th.

const JOB = { attempts: 1, maxAttempts: 8 } as JobRecord;
const BUSINESS: OrderInput = {
  kind: 'support',
  support: { planId: 'business' },
  currency: 'EUR',
  billingCycle: 'monthly',
  promoCode: undefined,
};

const open: StorageBackend[] = [];
afterEach(async () => {
  await Promise.all(open.splice(0).map((storage) => storage.close()));
});

describe.each([
  ['embedded', embeddedReopenable],
  ['postgres', postgresReopenable],
] as const)('renewal dates (%s)', (_name, backend) => {
  it('keep the day the subscription started: 31 January, 28 February, 31 March, 30 April', async () => {
    const storage = await (await backend()).open();
    open.push(storage);
    const clock = { now: Date.parse('2027-01-31T09:00:00.000Z') };
    const w = await wireBilling(storage, clock);
    const { organization, user } = await organizationWithOwner(w.repositories);
    const order = await w.commerce.orders.create(user, BUSINESS);
    expect((await w.commerce.checkout.pay(user, order.id, { card: testCard(), save: true })).kind).toBe('paid');
    await w.commerce.fulfilment.jobHandler()({ orderId: order.id }, JOB);
    const periods = async () => {
      const { subscription, nextCharge } = await w.commerce.supportSubscriptions.view(organization.id);
      return { start: subscription?.periodStart, end: subscription?.periodEnd, next: nextCharge?.at };
    };
    expect(await periods()).toEqual({
      start: '2027-01-31T09:00:00.000Z',
      end: '2027-02-28T09:00:00.000Z',
      next: '2027-02-28T09:00:00.000Z',
    });
    for (const end of ['2027-03-31T09:00:00.000Z', '2027-04-30T09:00:00.000Z']) {
      const { end: due } = await periods();
      clock.now = Date.parse(due ?? '') + 60_000;
      expect(await w.billing.supportRenewals.renewDue()).toEqual({ renewed: 1 });
      // What the next charge announces is the date the renewal keeps.
      expect(await periods()).toEqual({ start: due, end, next: end });
    }
    // Each renewal's invoice names the period it pays for.
    const invoices = (await w.repositories.invoices.listSince(organization.id, '2027-01-01T00:00:00.000Z')).filter(
      (invoice) => invoice.renewsSubscriptionId === organization.id,
    );
    expect(invoices.map((invoice) => invoice.periodEnd.slice(0, 10))).toEqual(['2027-03-31', '2027-04-30']);
  });
});
