import { afterEach, describe, expect, it } from 'vitest';
import { billingWorld, finishOperation } from '../support/billing-walk-world.ts';
import { BACKENDS } from '../support/storage.ts';
import { subscribedCluster, walkPools } from '../support/subscribed-cluster.ts';

// The credits a change gives and takes are kept in the organization's billing currency as the
// documents say them: a credit note's net amount goes to the ledger as is (no trip through US
// cents and back, so no cent can be lost to rounding), and credits drawn by a raise are the
// allowance on its invoice. Both backends, GBP and EUR.

const ORDERED = Date.parse('2027-03-10T09:00:00.000Z');

type World = Awaited<ReturnType<typeof billingWorld>>;
const worlds: World[] = [];
afterEach(async () => {
  await Promise.all(worlds.splice(0).map((w) => w.close()));
});

describe.each(BACKENDS)('change credits in the billing currency (%s)', (_name, backend) => {
  it.each(['GBP', 'EUR'] as const)('keeps the credit note and the credits drawn in %s, to the minor unit', async (currency) => {
    const clock = { now: ORDERED };
    const w = await billingWorld(await backend(), clock);
    worlds.push(w);
    const { organization, user, clusterId } = await subscribedCluster(w, clock, currency);
    // Raise on the 12th, lower on the 17th (a credit note), raise again on the 20th (credits drawn first).
    const steps = [
      { day: '2027-03-12', nodes: 7 },
      { day: '2027-03-17', nodes: 3 },
      { day: '2027-03-20', nodes: 4 },
    ];
    for (const step of steps) {
      clock.now = Date.parse(`${step.day}T10:00:00.000Z`);
      await w.clusters.update(user, clusterId, walkPools(step.nodes));
      await finishOperation(w.repositories, clusterId, clock.now + 60_000);
    }
    const [note, ...otherNotes] = await w.repositories.invoices.list(organization.id, { kind: 'credit_note' }, { limit: 10 });
    expect(otherNotes).toEqual([]);
    expect(note?.currency).toBe(currency);
    const ledger = await w.repositories.credits.list(organization.id);
    const credited = ledger.find((e) => e.kind === 'proration');
    expect(credited).toMatchObject({ currency, amount: (note?.subtotal ?? 0) - (note?.discount ?? 0) });

    const lastRaise = (await w.repositories.invoices.list(organization.id, { kind: 'invoice' }, { limit: 10 })).find((i) => i.id.startsWith('change-') && i.allowances?.some((a) => a.reason === 'Credits applied from your balance'));
    const allowance = lastRaise?.allowances?.find((a) => a.reason === 'Credits applied from your balance');
    expect(allowance?.amount).toBeGreaterThan(0);
    const drawn = ledger.find((e) => e.kind === 'applied' && e.invoiceId === lastRaise?.id);
    expect(drawn).toMatchObject({ currency, amount: -(allowance?.amount ?? 0) });

    // The ledger as the customer reads it: the same amounts, and a balance that adds them up.
    const credits = await w.billing.reads.credits(organization.id, currency);
    expect(credits.currency).toBe(currency);
    expect(credits.entries.find((e) => e.kind === 'proration')?.amount).toBe(credited?.amount);
    expect(credits.entries.find((e) => e.kind === 'applied')?.amount).toBe(drawn?.amount);
    expect(credits.balance).toBe((credited?.amount ?? 0) + (drawn?.amount ?? 0));
  });
});
