import { afterAll, describe, expect, it } from 'vitest';
import { isAppError } from '../../src/server/http/app-error.ts';
import { booksProblems, readBooks } from '../support/books.ts';
import { billingWorld, finishOperation } from '../support/billing-walk-world.ts';
import { BACKENDS } from '../support/storage.ts';
import { subscribedCluster, walkPools } from '../support/subscribed-cluster.ts';
import { BALANCE_PAYBACK_JOB } from '../../src/server/billing/balance-payback.ts';
import { testCard } from '../support/builders.ts';
import { SalesJournalService } from '../../src/server/accounting/sales-journal.service.ts';
import { WALK_RATES } from '../support/billing-walk-world.ts';

// The credits balance is money the organization holds: paid back to the default payment method
// when the customer asks, and when the organization is erased, once whatever crashes. A closing
// organization's clusters are not renewed in its grace period, and renew again when it reopens.

const START = Date.parse('2027-01-28T09:00:00.000Z');
const DAY = 86_400_000;
const META = { ip: '203.0.113.7', userAgent: 'balance-payback' };

type World = Awaited<ReturnType<typeof billingWorld>>;
const worlds: World[] = [];
afterAll(async () => {
  await Promise.all(worlds.splice(0).map((w) => w.close()));
});

/** A cluster raised to 5 nodes and lowered back to 3: the lowering's credit note is in the balance. */
async function withBalance(backend: (typeof BACKENDS)[number][1]) {
  const clock = { now: START };
  const w = await billingWorld(await backend(), clock);
  worlds.push(w);
  const start = await subscribedCluster(w, clock, 'EUR');
  for (const nodes of [5, 3]) {
    clock.now += 3_600_000;
    await w.clusters.update(start.user, start.clusterId, walkPools(nodes));
    await finishOperation(w.repositories, start.clusterId, clock.now + 60_000);
  }
  const balance = await w.repositories.credits.balance(start.organization.id);
  expect(balance).toBeGreaterThan(0);
  return { w, clock, balance, ...start };
}

/**
 * What the sales journal's 4191 (the balances held for customers) holds at the end of the walk,
 * credit less debit, in euro cents: the credits balance, when the books reconcile.
 */
async function heldIn4191(w: World): Promise<number> {
  const journal = new SalesJournalService({ repositories: w.repositories, rateOf: async () => WALK_RATES.EUR });
  const file = await journal.export({ from: '2027-01-01', to: '2027-12-31', format: 'fec' });
  const rows = file.body
    .trimEnd()
    .split('\r\n')
    .slice(1)
    .map((line) => line.split('|'));
  const cents = (text: string | undefined) => Math.round(Number((text ?? '0').replace(',', '.')) * 100);
  return rows.filter((r) => r[4] === '4191').reduce((sum, r) => sum + cents(r[12]) - cents(r[11]), 0);
}

const payouts = async (w: World) =>
  (await w.commerce.provider.listPayouts({ from: '2000-01-01T00:00:00Z', to: '2100-01-01T00:00:00Z', limit: 100 }))
    .payouts;

describe.each(BACKENDS)('paying the credits balance back (%s)', (_name, backend) => {
  it('sends the whole balance to the default card once, shows it on the statement, and tells the owner', async () => {
    const { w, clock, balance, organization } = await withBalance(backend);
    const payback = await w.payback.payBack(organization.id, { leaving: false });
    expect(payback).toMatchObject({ amount: balance, currency: 'EUR', method: 'Visa •••• 4242' });
    expect(await w.repositories.credits.balance(organization.id)).toBe(0);
    expect((await payouts(w)).map((p) => p.amount)).toEqual([balance]);

    // Asked again: nothing left (409), and the job the request queued sends nothing more.
    const again = await w.payback.payBack(organization.id, { leaving: false }).catch((error: unknown) => error);
    expect(isAppError(again) && again.status === 409 && again.code === 'nothing_to_pay_back').toBe(true);
    const [job] = await w.repositories.jobs.claim(
      't',
      new Date(clock.now),
      new Date(clock.now + 60_000),
      10,
      BALANCE_PAYBACK_JOB,
    );
    expect(job).toBeDefined();
    await w.payback.jobHandler()(job?.payload, job as never);
    expect(await payouts(w)).toHaveLength(1);

    const statement = await w.billing.statement.statement(organization.id, { from: '2027-01-01', to: '2027-01-31' });
    const refund = statement.entries.at(-1);
    expect(refund).toMatchObject({ kind: 'refund', amount: -balance, documentId: null });
    expect(statement.closing).toMatchObject({ creditsBalance: 0, due: 0 });
    const mails = await w.outbox(clock.now);
    const told = mails.find((mail) => mail.subject.includes('paid back'));
    expect(told?.text).toContain(`€${(balance / 100).toFixed(2)}`.replace('€', ''));
    expect(booksProblems(await readBooks(w.repositories, w.commerce.provider, organization.id))).toEqual([]);
    // The sales journal agrees: what it holds in 4191 went back to the bank with the payback.
    expect(await heldIn4191(w)).toBe(0);
  });

  it('gives the money back to the balance when the card refuses the payout', async () => {
    const { w, balance, organization, user } = await withBalance(backend);
    const methods = await w.commerce.paymentMethods.add(user, { kind: 'card', card: testCard('4000000000000002') });
    await w.commerce.paymentMethods.setDefault(organization.id, methods.id);
    await w.payback.payBack(organization.id, { leaving: false });
    expect(await payouts(w)).toEqual([]);
    expect(await w.repositories.credits.balance(organization.id)).toBe(balance);
    const entries = await w.repositories.credits.list(organization.id);
    expect(entries.filter((e) => e.kind === 'payback').map((e) => e.amount)).toEqual(
      expect.arrayContaining([-balance, balance]),
    );
    expect(booksProblems(await readBooks(w.repositories, w.commerce.provider, organization.id))).toEqual([]);
  });

  it('holds a closing organization’s cluster renewals, renews from the period’s end on reopening, and pays back on erasure', async () => {
    const { w, clock, organization, user, clusterId } = await withBalance(backend);
    const subscription = await w.repositories.clusterSubscriptions.findAny(clusterId);
    const periodEnd = subscription?.periodEnd ?? '';
    // Closed three days before the period ends; a week later nothing was renewed.
    clock.now = Date.parse(periodEnd) - 3 * DAY;
    await w.closing.close(user, organization.companyName, META);
    clock.now += 5 * DAY;
    expect(await w.billing.clusterRenewals.renewDue()).toEqual({ renewed: 0, ended: 0 });
    const renewals = async () =>
      (await w.repositories.invoices.listSince(organization.id, '')).filter((d) => d.cause?.kind === 'renewal');
    expect(await renewals()).toEqual([]);

    // Reopened: the next sweep renews from the end of the period, the grace days used included.
    await w.closing.reopen(user, META);
    expect((await w.billing.clusterRenewals.renewDue()).renewed).toBe(1);
    const [renewal] = await renewals();
    expect(renewal?.periodStart).toBe(periodEnd);

    // Closed again, erased after the grace period: the cluster deleted, its unused days credited, all paid back.
    await w.closing.close(user, organization.companyName, META);
    clock.now += 8 * DAY;
    expect((await w.billing.clusterRenewals.renewDue()).renewed).toBe(0);
    expect(await w.erasure.erase(organization.id)).toBe(true);
    const books = await readBooks(w.repositories, w.commerce.provider, organization.id);
    expect(booksProblems(books)).toEqual([]);
    expect(books.balance).toBe(0);
    const sent = await payouts(w);
    expect(sent).toHaveLength(1);
    const ledger = await w.repositories.credits.list(organization.id);
    expect(ledger.find((e) => e.kind === 'payback')).toMatchObject({
      amount: -(sent[0]?.amount ?? 0),
      description: 'Paid back to Visa •••• 4242 on closing the organization',
    });
    // The archive keeps the payback with the rest of the ledger.
    const archive = await w.repositories.legalArchive.listForOrganization(organization.id);
    expect(archive.some((e) => e.kind === 'credit_entry' && e.recordId.startsWith('payback-'))).toBe(true);
    // Erased twice (a second instance, a retried job): paid back once.
    expect(await w.erasure.erase(organization.id)).toBe(true);
    expect(await payouts(w)).toHaveLength(1);
    expect(await heldIn4191(w)).toBe(0);
  });
});
