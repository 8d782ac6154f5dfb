import { afterEach, describe, expect, it } from 'vitest';
import { billingWorld, finishOperation } from '../support/billing-walk-world.ts';
import { BACKENDS } from '../support/storage.ts';
import { subscribedCluster, walkPools } from '../support/subscribed-cluster.ts';

// The credits a change gives and takes are kept in the organization's billing currency as the
// documents say them: a credit note's total (VAT included) goes to the balance as is (no trip
// through US cents and back, so no cent can be lost to rounding), and a later raise is taxed on
// its full price and paid from the balance like a payment method. Both backends, GBP and EUR.

const ORDERED = Date.parse('2027-03-10T09:00:00.000Z');

type World = Awaited<ReturnType<typeof billingWorld>>;
const worlds: World[] = [];
afterEach(async () => {
  await Promise.all(worlds.splice(0).map((w) => w.close()));
});

describe.each(BACKENDS)('change credits in the billing currency (%s)', (_name, backend) => {
  it.each(['GBP', 'EUR'] as const)(
    'keeps the credit note and the credits drawn in %s, to the minor unit',
    async (currency) => {
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
      const [note, ...otherNotes] = await w.repositories.invoices.list(
        organization.id,
        { kind: 'credit_note' },
        { limit: 10 },
      );
      expect(otherNotes).toEqual([]);
      expect(note?.currency).toBe(currency);
      const ledger = await w.repositories.credits.list(organization.id);
      const credited = ledger.find((e) => e.kind === 'credit_note');
      expect(note).toMatchObject({ balanceCredited: note?.total });
      expect(credited).toMatchObject({ currency, amount: note?.total, invoiceId: note?.id });

      const lastRaise = (await w.repositories.invoices.list(organization.id, { kind: 'invoice' }, { limit: 10 })).find(
        (i) => i.id.startsWith('change-') && (i.balancePaid ?? 0) > 0,
      );
      // Taxed on its full price: the balance is a payment, never an allowance lowering the VAT base.
      expect(lastRaise?.allowances?.some((a) => a.reason.startsWith('Credits applied'))).toBe(false);
      expect(lastRaise?.tax).toBe(
        lastRaise ? Math.round(((lastRaise.subtotal - lastRaise.discount) * lastRaise.vatRateBp) / 10_000) : -1,
      );
      const drawn = ledger.find((e) => e.kind === 'applied' && e.invoiceId === lastRaise?.id);
      expect(drawn).toMatchObject({ currency, amount: -(lastRaise?.balancePaid ?? 0) });

      // The ledger as the customer reads it: the same amounts, and a balance that adds them up.
      const credits = await w.billing.reads.credits(organization.id, currency);
      expect(credits.currency).toBe(currency);
      expect(credits.entries.find((e) => e.kind === 'credit_note')?.amount).toBe(credited?.amount);
      expect(credits.entries.find((e) => e.kind === 'applied')?.amount).toBe(drawn?.amount);
      expect(credits.entries.some((e) => e.kind === 'refund')).toBe(false);
      expect(credits.balance).toBe((credited?.amount ?? 0) + (drawn?.amount ?? 0));
      expect(await w.repositories.credits.balance(organization.id)).toBe(credits.balance);
    },
  );
});
