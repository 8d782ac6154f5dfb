import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient } from './api-client.ts';
import { PAY_WITH_CARD as CARD, registeredCustomer, until } from './commerce-helpers.ts';
import { startServer, type RunningServer } from './server-harness.ts';
import { testClusterSpec } from '../support/builders.ts';

// What the billing and usage screens read, as an API client sees it. Phases of 0.3 s: a cluster
// is running in about 1.5 s.

let server: RunningServer;
beforeAll(async () => {
  server = await startServer({ SIMULATED_PHASE_SECONDS: '0.3' });
});
afterAll(async () => {
  await server.stop();
});

const spec = (name: string) =>
  testClusterSpec({ name, kubernetesVersion: '1.36', haControlPlane: true, addonIds: ['monitoring'] });

const customer = () => registeredCustomer(server.url);

/** Orders and pays a cluster and waits until it runs. */
async function runningCluster(client: ApiClient, name: string) {
  const order = await client.post('/api/orders', {
    kind: 'cluster',
    cluster: spec(name),
    currency: 'EUR',
    billingCycle: 'monthly',
  });
  expect(order.status, JSON.stringify(order.json)).toBe(201);
  expect((await client.post(`/api/orders/${order.json.id}/pay`, CARD)).status).toBe(200);
  const withCluster = await until(
    () => client.get(`/api/orders/${order.json.id}`).then((r) => r.json),
    (o) => Boolean(o.clusterId),
  );
  const clusterId = withCluster.clusterId as string;
  await until(
    () => client.get(`/api/clusters/${clusterId}`).then((r) => r.json),
    (c) => c.status === 'running',
  );
  return { orderId: order.json.id as string, clusterId };
}

const monthStart = () => {
  const now = new Date();
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1)).toISOString();
};
const nextHour = () => new Date(Math.floor(Date.now() / 3_600_000) * 3_600_000 + 3_600_000).toISOString();

describe('usage', () => {
  it('refuses a reversed range and too many points with the field', async () => {
    const client = await customer();
    const reversed = await client.get(`/api/usage?from=${nextHour()}&to=${monthStart()}&granularity=day`);
    expect(reversed.status).toBe(400);
    expect(reversed.json.fields).toMatchObject({ to: 'The end must come after the start.' });
    const from = new Date(Date.now() - 450 * 86_400_000).toISOString();
    const tooMany = await client.get(`/api/usage?from=${from}&to=${nextHour()}&granularity=hour`);
    expect(tooMany.status).toBe(400);
    expect(tooMany.json.fields.granularity).toMatch(/Too many points/);
    const notADate = await client.get(`/api/usage?from=yesterday&to=${nextHour()}`);
    expect(notADate.status).toBe(400);
    expect(notADate.json.fields.from).toBeDefined();
  });

  it('reports a running cluster, the CSV total equals the JSON total, and another organization gets 404', async () => {
    const client = await customer();
    const { clusterId } = await runningCluster(client, 'usage-one');
    const query = `from=${encodeURIComponent(monthStart())}&to=${encodeURIComponent(nextHour())}&granularity=hour&currency=GBP`;
    // A cluster running for a few milliseconds has used less than a micro-dollar, which rounds to
    // nothing: wait until its first cost shows.
    const report = await until(
      () => client.get(`/api/usage?${query}`),
      (r) => r.status !== 200 || r.json.clusters.some((c: { clusterId: string }) => c.clusterId === clusterId),
    );
    expect(report.status).toBe(200);
    // Asked in GBP, answered in the billing currency its first paid order (EUR) fixed.
    expect(report.json.currency).toBe('EUR');
    const cluster = report.json.clusters.find((c: { clusterId: string }) => c.clusterId === clusterId);
    expect(cluster).toMatchObject({ clusterName: 'usage-one' });
    const series = report.json.series.find((s: { clusterId: string }) => s.clusterId === clusterId);
    expect(series.points).toHaveLength(report.json.buckets.length);
    expect(series.points.reduce((sum: number, p: number) => sum + p, 0)).toBe(cluster.total);
    expect(Number.isInteger(report.json.total)).toBe(true);
    expect(report.json.forecast.monthEnd).toBeGreaterThanOrEqual(report.json.monthToDate.total);

    const csv = await client.get(`/api/usage?${query}&format=csv`);
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toMatch(/^text\/csv/);
    const lines = csv.text.trim().split(/\r\n/);
    expect(lines[0]).toBe(
      'bucket_start,cluster_id,cluster_name,amount_eur,charged_in_advance_eur,billed_at_month_end_eur',
    );
    const minor = (value: string | undefined) => Math.round(Number(value) * 100);
    const total = lines.at(-1)?.split(',') ?? [];
    expect(total.slice(0, 4)).toEqual(['total', '', '', (report.json.total / 100).toFixed(2)]);
    expect([minor(total[4]), minor(total[5])]).toEqual([report.json.advance, report.json.billable]);
    // A cluster ordered and paid, without autoscaling: all of it was charged in advance.
    expect(report.json.billable).toBe(0);
    const rows = lines.slice(1, -1).map((line) => line.split(','));
    expect(rows.reduce((sum, row) => sum + minor(row[3]), 0)).toBe(report.json.total);
    expect(rows.reduce((sum, row) => sum + minor(row[4]) + minor(row[5]), 0)).toBe(report.json.total);

    const filtered = await client.get(`/api/usage?${query}&clusterId=${clusterId}`);
    expect(filtered.json.clusters.map((c: { clusterId: string }) => c.clusterId)).toEqual([clusterId]);
    const other = await customer();
    expect((await other.get(`/api/usage?${query}&clusterId=${clusterId}`)).status).toBe(404);
  });
});

describe('billing reads', () => {
  it('answers the summary, credits and budget in their shapes', async () => {
    const client = await customer();
    const summary = await client.get('/api/billing/summary?currency=USD');
    expect(summary.status).toBe(200);
    expect(summary.json).toMatchObject({
      currency: 'USD',
      monthToDate: 0,
      creditsBalanceUsdCents: 0,
      unpaidInvoices: [],
      ordersSuspendedBy: null,
      budget: { budget: null, actualPercent: 0, alerted: [] },
    });
    expect(Date.parse(summary.json.nextInvoiceDate)).toBeGreaterThan(Date.now());
    expect(summary.json.plan.name).toEqual(expect.any(String));
    // The plan's words follow the reader's language; the plans list says the same.
    expect(summary.json.plan.name).toBe('Pay as you go');
    const preferences = { currency: 'EUR', billingCycle: 'monthly', theme: 'system' };
    expect((await client.put('/api/user/preferences', { ...preferences, language: 'fr' })).status).toBe(200);
    expect((await client.get('/api/billing/summary?currency=USD')).json.plan.name).toBe('Paiement à l’usage');
    const plans = (await client.get('/api/billing/plans')).json.plans as { id: string; name: string }[];
    expect(plans.find((plan) => plan.id === 'pay-as-you-go')?.name).toBe('Paiement à l’usage');
    expect((await client.put('/api/user/preferences', { ...preferences, language: 'en' })).status).toBe(200);
    const credits = await client.get('/api/billing/credits');
    expect(credits.json).toEqual({ currency: 'EUR', balance: 0, balanceUsdCents: 0, entries: [] });
    const budget = await client.get('/api/billing/budget');
    expect(budget.json).toMatchObject({
      budget: null,
      actual: 0,
      forecast: 0,
      month: expect.stringMatching(/^\d{4}-\d{2}$/),
    });
  });

  it('sets, checks and removes a monthly budget', async () => {
    const client = await customer();
    const tooSmall = await client.put('/api/billing/budget', { amount: 50, currency: 'EUR' });
    expect(tooSmall.status).toBe(400);
    expect(tooSmall.json.fields.amount).toBe('At least 1.00.');
    const fraction = await client.put('/api/billing/budget', { amount: 100.5, currency: 'EUR' });
    expect(fraction.json.fields.amount).toBeDefined();
    const yen = await client.put('/api/billing/budget', { amount: 50_000, currency: 'JPY' });
    expect(yen.status).toBe(400);
    expect(yen.json.fields.currency).toBeDefined();
    expect((await client.get('/api/billing/budget')).json.budget).toBeNull();

    const saved = await client.put('/api/billing/budget', { amount: 50_000, currency: 'GBP' });
    expect(saved.status).toBe(200);
    expect(saved.json.budget).toEqual({ amount: 50_000, currency: 'GBP' });
    expect((await client.get('/api/billing/summary?currency=EUR')).json.budget.budget).toEqual({
      amount: 50_000,
      currency: 'GBP',
    });
    const other = await customer();
    expect((await other.get('/api/billing/budget')).json.budget).toBeNull();
    expect((await client.delete('/api/billing/budget')).status).toBe(204);
    expect((await client.get('/api/billing/budget')).json.budget).toBeNull();
  });

  it('lists the paid cluster invoice with its PDF, which another organization cannot read', async () => {
    const client = await customer();
    const { orderId } = await runningCluster(client, 'invoiced');
    const invoices = await client.get('/api/billing/invoices?kind=invoice');
    const invoice = (invoices.json as unknown as { id: string; orderId: string }[]).find((i) => i.orderId === orderId);
    expect(invoice).toMatchObject({ kind: 'invoice', paymentStatus: 'paid' });
    if (!invoice) throw new Error('no invoice for the order');
    expect((await client.get('/api/billing/invoices?kind=credit_note')).json).toEqual([]);
    const pdf = await client.get(`/api/billing/invoices/${invoice.id}/pdf`);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(pdf.text.slice(0, 4)).toBe('%PDF');
    const other = await customer();
    expect((await other.get(`/api/billing/invoices/${invoice.id}/pdf`)).status).toBe(404);

    // The first paid order fixed EUR: an order in another currency is refused, and nothing is made.
    const before = (await client.get('/api/orders')).json.length;
    const inUsd = await client.post('/api/orders', {
      kind: 'cluster',
      cluster: spec('in-usd'),
      currency: 'USD',
      billingCycle: 'monthly',
    });
    expect(inUsd.status).toBe(400);
    expect(inUsd.json.fields.currency).toMatch(/EUR/);
    expect((await client.get('/api/orders')).json).toHaveLength(before);
    const summary = await client.get('/api/billing/summary?currency=GBP');
    expect(summary.json).toMatchObject({ currency: 'EUR', billingCurrency: 'EUR' });
    expect(summary.json.chargedThisMonth).toBeGreaterThan(0);
    expect(summary.json.monthToDate).toBe(summary.json.budget.actual);
    expect(summary.json.forecast).toBeGreaterThanOrEqual(summary.json.chargedThisMonth);
    expect(summary.json.nextCharge).toMatchObject({ kind: 'cluster' });
  });
});

describe('price estimator', () => {
  it('prices one cluster exactly as its order quote, monthly and yearly', async () => {
    const client = await customer();
    for (const currency of ['EUR', 'GBP'] as const) {
      const estimate = await client.post('/api/pricing/estimate', {
        currency,
        items: [{ kind: 'cluster', cluster: spec('shop') }],
      });
      expect(estimate.status, JSON.stringify(estimate.json)).toBe(200);
      const monthly = await client.post('/api/pricing/quote', {
        kind: 'cluster',
        cluster: spec('shop'),
        currency,
        billingCycle: 'monthly',
      });
      const yearly = await client.post('/api/pricing/quote', {
        kind: 'cluster',
        cluster: spec('shop'),
        currency,
        billingCycle: 'yearly',
      });
      expect(estimate.json.monthly.total).toBe(monthly.json.total);
      expect(estimate.json.yearly.total).toBe(yearly.json.total);
      expect(estimate.json.yearlySaving).toBe(12 * estimate.json.monthly.subtotal - estimate.json.yearly.subtotal);
      expect(estimate.json.itemsMonthly).toHaveLength(1);
    }
  });

  it('places errors on the item and field they belong to', async () => {
    const client = await customer();
    const bad = await client.post('/api/pricing/estimate', {
      currency: 'EUR',
      items: [
        { kind: 'product', productId: 'harbor', quantity: 1 },
        { kind: 'cluster', cluster: { ...spec('x'), nodePools: [{ name: 'web', nodeSizeId: 'gp-2-4', count: -1 }] } },
      ],
    });
    expect(bad.status).toBe(400);
    expect(bad.json.fields['items.1.cluster.nodePools.0.count']).toBe('At least 0 nodes.');
    const empty = await client.post('/api/pricing/estimate', { currency: 'EUR', items: [] });
    expect(empty.json.fields.items).toBe('Add something to estimate.');
  });
});
