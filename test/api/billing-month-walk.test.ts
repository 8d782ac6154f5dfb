import { afterEach, describe, expect, it } from 'vitest';
import type { ClusterSpec } from '../../src/shared/clusters/clusters.schemas.ts';
import type { InvoiceRecord } from '../../src/shared/invoices/invoices.schemas.ts';
import type { PaymentProvider } from '../../src/server/payments/payment-provider.ts';
import type { TestPaymentProvider } from '../../src/server/payments/test-provider.ts';
import { catalogSeed } from '../../src/shared/catalog-seed.ts';
import { convertCents } from '../../src/server/pricing/quote.ts';
import { reportCsv } from '../../src/server/usage/usage-report.ts';
import { centsFromMicroUsd } from '../../src/shared/money.ts';
import { addTestCard, organizationWithOwner } from '../support/billing-fixtures.ts';
import { billingWorld, finishOperation, WALK_RATES } from '../support/billing-walk-world.ts';
import { BACKENDS } from '../support/storage.ts';
import { until } from './commerce-helpers.ts';
import { testCard, testClusterSpec } from '../support/builders.ts';

// One organization's month on a test clock, through the billing services the server runs: a
// cluster ordered on the 10th (charged in advance), scaled up on the 15th (the difference charged
// at once), scaled down on the 25th (credited to the balance), renewed on the 10th of the next
// month (the credits drawn on first). On the 20th a test load leaves pods pending: the autoscaler
// runs 2 nodes above the configured 5 for 6 hours, the only part billed in arrears, on the
// month-end invoice. Invoices, credit notes, the credits ledger, what the payment provider
// charged, the usage report (JSON and CSV), the billing summary and the budget agree to the cent.

const DAY = 86_400_000;
const ORDERED = Date.parse('2027-03-10T09:00:00.000Z');
const at = (day: string, time = '10:00') => Date.parse(`${day}T${time}:00.000Z`);

const spec = (count: number): ClusterSpec =>
  testClusterSpec({
    name: 'walk',
    nodePools: [{ name: 'web', nodeSizeId: 'gp-2-4', count, autoscale: { min: 3, max: 8 } }],
    addonIds: ['monitoring'],
  });
const pools = (count: number) => ({ nodePools: spec(count).nodePools });
const CARD = testCard();

type World = Awaited<ReturnType<typeof billingWorld>>;
const worlds: World[] = [];
afterEach(async () => {
  await Promise.all(worlds.splice(0).map((w) => w.close()));
});

/** Every charge the provider took since the order, refunds excluded, in minor units. */
async function charged(provider: PaymentProvider, until: number): Promise<number> {
  const { charges } = await provider.listSucceededCharges({
    from: new Date(ORDERED - DAY).toISOString(),
    to: new Date(until + DAY).toISOString(),
    limit: 200,
  });
  return charges.filter((c) => !c.refunded).reduce((sum, c) => sum + c.amount, 0);
}

const sum = (documents: InvoiceRecord[], pick: (d: InvoiceRecord) => number) =>
  documents.reduce((total, d) => total + pick(d), 0);

/** Orders and pays the cluster on the 10th, saving the card; the cluster runs. */
async function orderedCluster(w: World, clock: { now: number }) {
  const { organization, user } = await organizationWithOwner(w.repositories);
  clock.now = ORDERED;
  const order = await w.commerce.orders.create(user, {
    kind: 'cluster',
    cluster: spec(3),
    currency: 'EUR',
    billingCycle: 'monthly',
    promoCode: undefined,
  });
  const paid = await w.commerce.checkout.pay(user, order.id, { card: CARD, save: true });
  expect(paid.kind).toBe('paid');
  const stored = await w.repositories.orders.findAny(order.id);
  if (!stored) throw new Error('order not stored');
  await w.clusters.createFromOrder(stored);
  const clusterId = (await w.repositories.orders.findAny(order.id))?.clusterId ?? '';
  await finishOperation(w.repositories, clusterId, clock.now + 60_000);
  return { organization, user, order: stored, clusterId };
}

describe.each(BACKENDS)('a month of billing on a test clock (%s)', (_name, backend) => {
  it('charges the order, the raise and the renewal, credits the lowering, and every document and ledger agrees to the cent', async () => {
    const clock = { now: ORDERED };
    const w = await billingWorld(await backend(), clock);
    worlds.push(w);
    const { organization, user, order, clusterId } = await orderedCluster(w, clock);
    const subscription = await w.billing.clusterSubscriptions.get(organization.id, clusterId);
    expect(subscription).toMatchObject({
      state: 'active',
      currency: 'EUR',
      periodStart: order.paidAt,
      periodEnd: '2027-04-10T09:00:00.000Z',
      invoiceId: order.invoiceId,
    });

    // The 15th: 3 → 5 nodes, the difference charged before it applies, exactly as previewed.
    clock.now = at('2027-03-15');
    const up = await w.clusters.preview(organization.id, clusterId, pools(5));
    expect(up.billing).toMatchObject({ direction: 'charge', remainingDays: 26, periodDays: 31 });
    await w.clusters.update(user, clusterId, pools(5));
    await finishOperation(w.repositories, clusterId, clock.now + 60_000);

    // The 20th: 21 pods of 500m on 5 nodes holding 3 each (1930m allocatable) leave 6 pending:
    // the autoscaler adds 2 nodes at once (its next tick does nothing), and once the load stops
    // at 15:50 it removes them after 10 unneeded minutes, at 16:00: 2 nodes × 6 hours.
    clock.now = at('2027-03-20');
    const loaded = await w.clusters.setTestLoad(user, clusterId, { pool: 'web', replicas: 21, cpuMillicores: 500 });
    expect(loaded.autoscaledNodes).toEqual({ web: 7 });
    expect(await w.autoscaler.run()).toMatchObject({ changed: 0 });
    expect((await w.repositories.clusters.findAny(clusterId))?.autoscaledNodes).toEqual({ web: 7 });
    clock.now = at('2027-03-20', '15:50');
    await w.clusters.setTestLoad(user, clusterId, { pool: 'web', replicas: 0, cpuMillicores: 500 });
    expect(await w.autoscaler.run()).toMatchObject({ changed: 0 });
    clock.now = at('2027-03-20', '16:00');
    expect(await w.autoscaler.run()).toMatchObject({ changed: 1 });
    const told = (await w.clusters.events(organization.id, clusterId, 20)).map((e) => e.message);
    expect(told).toContain('Autoscaler added 2 nodes to pool web (6 pending pods).');
    expect(told).toContain('Autoscaler removed 2 nodes from pool web (under-used for 10 minutes).');

    // The 25th: 5 → 4 nodes, credited with a credit note to the balance.
    clock.now = at('2027-03-25');
    const down = await w.clusters.preview(organization.id, clusterId, pools(4));
    expect(down.billing).toMatchObject({ direction: 'credit', remainingDays: 16, periodDays: 31, chargedNow: 0 });
    await w.clusters.update(user, clusterId, pools(4));
    await finishOperation(w.repositories, clusterId, clock.now + 60_000);

    // The 31st, before month end: the overage is what every screen says will be billed at month end.
    const gp24 = catalogSeed.nodeSizes.find((n) => n.id === 'gp-2-4')?.priceHourlyMicroUsd ?? 0;
    const overageUsdCents = centsFromMicroUsd(2 * 6 * gp24);
    const overage = convertCents(overageUsdCents, WALK_RATES.EUR);
    expect(overageUsdCents).toBe(39); // 2 nodes × 6 h × $0.0329
    clock.now = at('2027-03-31', '23:30');
    const march = await w.billing.usage.report(organization.id, {
      from: '2027-03-01T00:00:00Z',
      to: '2027-04-01T00:00:00Z',
      granularity: 'day',
      currency: 'EUR',
      format: 'json',
    });
    expect(march.billable).toBe(overage);
    expect(march.byKind['autoscaled-nodes']).toBe(overage);
    expect(march.clusters.map((c) => c.billable)).toEqual([overage]);
    expect(march.series[0]?.billablePoints[19]).toBe(overage); // all on the 20th
    expect(reportCsv(march).trim().split('\n').at(-1)?.split(',').at(-1)).toBe((overage / 100).toFixed(2));
    const summary = await w.billing.reads.summary(organization.id, 'EUR');
    expect(summary.billableToDate).toBe(overage);
    expect(summary.monthToDate).toBe(summary.chargedThisMonth + overage);
    expect(summary.budget.actual).toBe(summary.monthToDate);

    // The 1st: month-end invoicing bills the overage alone (the subscription charged the rest).
    clock.now = at('2027-04-01', '06:00');
    expect((await w.billing.invoicing.run('2027-03')).invoiced).toBe(1);
    expect((await w.billing.invoicing.run('2027-03')).invoiced).toBe(0);
    const usageInvoice = (await w.repositories.invoices.list(organization.id, { kind: 'invoice' }, { limit: 50 })).find(
      (i) => i.usagePeriod === '2027-03',
    );
    expect(usageInvoice?.lines).toHaveLength(1);
    expect(usageInvoice?.lines[0]).toMatchObject({ amount: overage });
    expect(usageInvoice?.lines[0]?.description).toMatch(
      /^Autoscaled nodes above the configured count, March 2027: cluster walk/,
    );
    expect(usageInvoice?.subtotal).toBe(overage);

    // The 10th of April: renewed for the 4 nodes paid for now, the credits drawn on first; once.
    clock.now = at('2027-04-10', '12:00');
    expect(await w.billing.clusterRenewals.renewDue()).toEqual({ renewed: 1, ended: 0 });
    expect(await w.billing.clusterRenewals.renewDue()).toEqual({ renewed: 0, ended: 0 });

    const invoices = await w.repositories.invoices.list(organization.id, { kind: 'invoice' }, { limit: 50 });
    const creditNotes = await w.repositories.invoices.list(organization.id, { kind: 'credit_note' }, { limit: 50 });
    const orderInvoice = invoices.find((i) => i.id === order.invoiceId);
    const raise = invoices.find((i) => i.id.startsWith('change-'));
    const renewal = invoices.find((i) => i.renewsSubscriptionId === clusterId && i.id.startsWith('renewal-'));
    expect(invoices).toHaveLength(4);
    expect(creditNotes).toHaveLength(1);
    const [note] = creditNotes;

    // The raise's invoice is the preview; the credit note is the preview; the renewal prices 4 nodes.
    expect(raise).toMatchObject({
      paymentStatus: 'paid',
      currency: 'EUR',
      subtotal: up.billing?.subtotal,
      tax: up.billing?.tax,
      total: up.billing?.total,
    });
    expect(up.billing?.chargedNow).toBe(up.billing?.total);
    expect(down.billing?.creditedNow).toBe(down.billing?.total);
    expect(note).toMatchObject({
      paymentStatus: 'credited',
      subtotal: down.billing?.subtotal,
      tax: down.billing?.tax,
      total: down.billing?.total,
      creditsInvoiceId: raise?.id,
    });
    expect(renewal).toMatchObject({
      paymentStatus: 'paid',
      periodStart: '2027-04-10T09:00:00.000Z',
      periodEnd: '2027-05-10T09:00:00.000Z',
    });
    expect(renewal?.lines.some((l) => l.description.includes('Pool "web": 4 ×'))).toBe(true);
    const renewed = await w.billing.clusterSubscriptions.get(organization.id, clusterId);
    expect(renewed).toMatchObject({
      periodStart: '2027-04-10T09:00:00.000Z',
      periodEnd: '2027-05-10T09:00:00.000Z',
      invoiceId: renewal?.id,
      chargedSpec: spec(4),
    });

    // Credits ledger: the credit note's total (VAT included) in, what the renewal's invoice took out, each linked to its document.
    const ledger = await w.repositories.credits.list(organization.id);
    const credited = ledger.filter((e) => e.kind === 'credit_note');
    const applied = ledger.filter((e) => e.kind === 'applied');
    expect(credited).toMatchObject([{ amount: note?.total, invoiceId: note?.id }]);
    // The balance paid the month-end invoice first (the 1st), then what it could of the renewal (the 10th).
    const paidFromBalance = [usageInvoice, renewal].filter((i) => (i?.balancePaid ?? 0) > 0);
    const byDocument = (pairs: (string | number | null | undefined)[][]) =>
      pairs.sort((a, b) => String(a[0]).localeCompare(String(b[0])));
    expect(byDocument(applied.map((e) => [e.invoiceId, e.amount]))).toEqual(
      byDocument(paidFromBalance.map((i) => [i?.id, -(i?.balancePaid ?? 0)])),
    );
    const balance = await w.repositories.credits.balance(organization.id);
    expect(balance).toBe((note?.total ?? 0) - (usageInvoice?.balancePaid ?? 0) - (renewal?.balancePaid ?? 0));
    expect(balance).toBeGreaterThanOrEqual(0);
    // The renewal is taxed on its full price; the balance paid part of it like a payment, the rest was collected.
    expect(renewal?.allowances?.some((a) => a.reason.startsWith('Credits applied'))).toBe(false);
    expect(renewal?.total).toBe((renewal?.subtotal ?? 0) - (renewal?.discount ?? 0) + (renewal?.tax ?? 0));
    expect(usageInvoice?.balancePaid).toBe(Math.min(note?.total ?? 0, usageInvoice?.total ?? 0));
    expect(renewal?.balancePaid).toBe(
      Math.min((note?.total ?? 0) - (usageInvoice?.balancePaid ?? 0), renewal?.total ?? 0),
    );

    // What the card was charged is what the invoices say was paid by it, to the cent, and the books reconcile:
    // Σ invoices − Σ credit notes = collected − refunded + due − balance.
    const byCard = invoices.filter((i) => i.paymentStatus === 'paid');
    const collected = await charged(w.commerce.provider, clock.now);
    expect(collected).toBe(sum(byCard, (i) => i.total - (i.balancePaid ?? 0)));
    expect(sum(invoices, (i) => i.total) - sum(creditNotes, (n) => n.total)).toBe(collected - balance);
    expect(sum(invoices, (i) => i.total)).toBe(
      (orderInvoice?.total ?? 0) + (raise?.total ?? 0) + (usageInvoice?.total ?? 0) + (renewal?.total ?? 0),
    );
  });

  it('keeps the cluster running when a renewal cannot be collected, tells the members, and retries on day 3', async () => {
    const clock = { now: ORDERED };
    const w = await billingWorld(await backend(), clock);
    worlds.push(w);
    const { organization, user, clusterId } = await orderedCluster(w, clock);
    const declining = await addTestCard(
      w.repositories,
      w.commerce.provider as unknown as TestPaymentProvider,
      organization.id,
      user.id,
      '4000000000000002',
    );
    await w.repositories.paymentMethods.setDefault(organization.id, declining.id);

    clock.now = at('2027-04-10', '12:00');
    expect(await w.billing.clusterRenewals.renewDue()).toEqual({ renewed: 1, ended: 0 });
    const [renewal] = (await w.repositories.invoices.list(organization.id, { kind: 'invoice' }, { limit: 10 })).filter(
      (i) => i.id.startsWith('renewal-'),
    );
    expect(renewal).toMatchObject({
      paymentStatus: 'failed',
      collection: { attempts: 1, nextAttemptAt: new Date(clock.now + 3 * DAY).toISOString() },
    });
    expect((await w.repositories.clusters.findAny(clusterId))?.status).toBe('running');
    // The members are told once the collection's transaction has committed (its after-commit step).
    const told = await until(
      async () => (await w.notifications.list(user.id)).items.map((n) => n.message).join('\n'),
      (messages) => /keep running/.test(messages),
    );
    expect(told).toMatch(/keep running/);
    expect((await w.repositories.organizations.findById(organization.id))?.ordersSuspendedBy ?? null).toBeNull();
  });
});
