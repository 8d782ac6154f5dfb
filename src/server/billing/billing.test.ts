import { randomBytes } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { embeddedBackend, postgresBackend, type ContractBackend } from '../../../test/support/storage.ts';
import { catalogSeed } from '../../shared/catalog-seed.ts';
import { addTestCard, organizationWithOwner } from '../../../test/support/billing-fixtures.ts';
import { runningClusterRecord } from '../../../test/support/cluster-records.ts';
import type { ClusterSpec } from '../../shared/clusters/clusters.schemas.ts';
import { MailQueue } from '../mail/mail-queue.ts';
import { SecretBox } from '../secrets/secret-box.ts';
import { NotificationService } from '../notifications/notifications.service.ts';
import { TestPaymentProvider } from '../payments/test-provider.ts';
import type { Repositories } from '../store/repositories.ts';
import { UsageQueryService } from '../usage/usage-query.service.ts';
import { reportCsv } from '../usage/usage-report.ts';
import { UsageMeter } from '../usage/usage.service.ts';
import type { RealtimeChannel } from '../ws/realtime-channel.ts';
import type { RealtimeMessage } from '../ws/realtime.ts';
import { BillingNotices } from './billing-notices.ts';
import { BillingReads } from './billing-reads.ts';
import { BudgetService } from './budgets.service.ts';
import { MonthlyInvoicing } from './monthly-invoicing.ts';
import { testClusterSpec } from '../../../test/support/builders.ts';
import { withLocale } from '../i18n/request-locale.ts';

// Month-end billing on a test clock: a cluster created in October with a history written as the
// clusters domain writes it, metered, reported, invoiced on 1 November and collected.

const RATES = { USD: 1, EUR: 0.9137, GBP: 0.7791 } as const;
const spec = (count: number): ClusterSpec =>
  testClusterSpec({
    name: 'metered',
    kubernetesVersion: '1.36',
    haControlPlane: true,
    nodePools: [{ name: 'web', nodeSizeId: 'gp-2-4', count }],
    addonIds: ['monitoring'],
  });

type Opened = Awaited<ReturnType<ContractBackend['open']>>;
const opened: Opened[] = [];
afterEach(async () => {
  await Promise.all(opened.splice(0).map((o) => o.close()));
});

async function world(backend: ContractBackend, clock: { now: number }) {
  const store = await backend.open();
  opened.push(store);
  const { repositories } = store;
  await repositories.catalog.sync(catalogSeed);
  return { store, repositories, ...services(store, clock) };
}

function services(store: Opened, clock: { now: number }) {
  const { repositories } = store;
  const now = () => clock.now;
  const rateOf = async (currency: keyof typeof RATES) => RATES[currency];
  const meter = new UsageMeter({ repositories, catalog: repositories.catalog, now });
  const usage = new UsageQueryService({ repositories, catalog: repositories.catalog, meter, rateOf, now });
  const notifications = new NotificationService(repositories.notifications, { publish: () => {} }, now);
  /** What the members' open consoles were told over /ws. */
  const published: { userId: string; message: RealtimeMessage }[] = [];
  const realtime: RealtimeChannel = {
    publish: (userId, message) => published.push({ userId, message }),
    endSessions: () => {},
  };
  const notices = new BillingNotices({
    notifications,
    mailer: new MailQueue(repositories, new SecretBox(randomBytes(32))),
    repositories,
    publicOrigin: 'http://localhost:4321',
    realtime,
  });
  const budgets = new BudgetService({ repositories, usage, notices, now });
  const provider = new TestPaymentProvider(store.storage.db, now);
  const invoicing = new MonthlyInvoicing({
    repositories,
    catalog: repositories.catalog,
    meter,
    usage,
    provider,
    notices,
    rateOf,
    now,
  });
  const reads = new BillingReads({ repositories, catalog: repositories.catalog, usage, budgets, rateOf, now });
  return { meter, usage, notifications, budgets, provider, invoicing, reads, published };
}

/** An organization with one member and a cluster created at `createdAt` (no order: nothing prepaid). */
async function customerWithCluster(
  repositories: Repositories,
  createdAt: string,
  changes: { at: string; spec: ClusterSpec | null }[],
) {
  const { organization, user } = await organizationWithOwner(repositories);
  const first = spec(3);
  const cluster = runningClusterRecord({
    id: `cl-${organization.id.slice(0, 8)}`,
    organizationId: organization.id,
    spec: first,
    createdAt,
  });
  await repositories.clusters.create(cluster);
  for (const change of [{ at: createdAt, spec: first }, ...changes]) {
    await repositories.clusterEvents.append({
      clusterId: cluster.id,
      organizationId: organization.id,
      type: 'config',
      message: 'config',
      actorId: null,
      spec: change.spec,
      at: change.at,
    });
  }
  return { organization, user, cluster };
}

const NOV_1 = Date.UTC(2026, 10, 1, 0, 30);

describe('usage, its CSV and the month-end invoice', () => {
  it('agree to the cent, and a change at 14:37 counts from 14:37', async () => {
    const clock = { now: NOV_1 };
    const w = await world(await embeddedBackend(), clock);
    const { organization, user } = await customerWithCluster(w.repositories, '2026-10-10T08:00:00.000Z', [
      { at: '2026-10-20T14:37:00.000Z', spec: spec(5) },
    ]);
    await addTestCard(w.repositories, w.provider, organization.id, user.id, '4242424242424242');
    await w.meter.meterAll();

    const query = {
      from: '2026-10-01T00:00:00Z',
      to: '2026-11-01T00:00:00Z',
      granularity: 'day' as const,
      currency: 'EUR' as const,
      format: 'json' as const,
    };
    const report = await w.usage.report(organization.id, query);
    expect(report.total).toBeGreaterThan(0);
    const [row] = report.clusters;
    const [series] = report.series;
    expect(series?.points.reduce((a, b) => a + b, 0)).toBe(row?.total);
    expect(Object.values(row?.byKind ?? {}).reduce((a, b) => a + b, 0)).toBe(row?.total);
    // 3 nodes from 10 Oct 08:00, 5 from 20 Oct 14:37 to 1 Nov.
    const expectedNodeHours =
      3 * ((Date.parse('2026-10-20T14:37:00Z') - Date.parse('2026-10-10T08:00:00Z')) / 3_600_000) +
      5 * ((Date.parse('2026-11-01T00:00:00Z') - Date.parse('2026-10-20T14:37:00Z')) / 3_600_000);
    expect(row?.nodeHours).toBeCloseTo(expectedNodeHours, 1);

    const csv = reportCsv(report).trim().split('\r\n');
    const rows = csv.slice(1, -1).map((line) => Math.round(Number(line.split(',')[3]) * 100));
    expect(rows.reduce((a, b) => a + b, 0)).toBe(report.total);
    // No order: nothing was charged in advance, all of it is billed at month end.
    expect(csv.at(-1)).toBe(`total,,,${(report.total / 100).toFixed(2)},0.00,${(report.total / 100).toFixed(2)}`);

    const outcome = await w.invoicing.run('2026-10');
    expect(outcome.invoiced).toBe(1);
    const [invoice] = await w.repositories.invoices.list(organization.id, { kind: 'invoice' }, { limit: 10 });
    expect(invoice?.usagePeriod).toBe('2026-10');
    expect(invoice?.currency).toBe('EUR');
    expect(invoice?.subtotal).toBe(report.total);
    expect(invoice?.lines.reduce((sum, line) => sum + line.amount, 0)).toBe(report.total);
    expect(invoice?.number).toMatch(/^INV-2026-\d{6}$/);
    expect(invoice?.paymentStatus).toBe('paid');

    // Running again (or on a second instance) issues nothing twice.
    expect((await w.invoicing.run('2026-10')).invoiced).toBe(0);
    expect(await w.repositories.invoices.list(organization.id, { kind: 'invoice' }, { limit: 10 })).toHaveLength(1);
  });

  it.each([
    ['embedded', embeddedBackend],
    ['postgres', postgresBackend],
  ] as const)(
    "goes out in the organization's billing currency, not its members' display currency (%s)",
    async (_name, backend) => {
      const clock = { now: NOV_1 };
      const w = await world(await backend(), clock);
      const { organization, user } = await customerWithCluster(w.repositories, '2026-10-10T08:00:00.000Z', []);
      // Its first paid order was in pounds; the owner browses in dollars; no budget names a currency.
      await w.repositories.organizations.change(organization.id, () => ({ billingCurrency: 'GBP' }));
      await w.repositories.users.update(user.id, {
        preferences: { currency: 'USD', billingCycle: 'monthly', theme: 'system' },
      });
      await addTestCard(w.repositories, w.provider, organization.id, user.id, '4242424242424242');
      await w.meter.meterAll();

      const report = await w.usage.report(organization.id, {
        from: '2026-10-01T00:00:00Z',
        to: '2026-11-01T00:00:00Z',
        granularity: 'day',
        currency: 'GBP',
        format: 'json',
      });
      expect((await w.invoicing.run('2026-10')).invoiced).toBe(1);
      const [invoice] = await w.repositories.invoices.list(organization.id, { kind: 'invoice' }, { limit: 10 });
      expect(invoice?.currency).toBe('GBP');
      expect(invoice?.subtotal).toBe(report.total);
    },
  );

  it('retries a declined collection on days 3, 7 and 14, then suspends new orders until it is paid', async () => {
    const clock = { now: NOV_1 };
    const w = await world(await embeddedBackend(), clock);
    const { organization, user } = await customerWithCluster(w.repositories, '2026-10-25T00:00:00.000Z', []);
    await addTestCard(w.repositories, w.provider, organization.id, user.id, '4000000000000002');
    await w.invoicing.run('2026-10');
    let [invoice] = await w.repositories.invoices.list(organization.id, { kind: 'invoice' }, { limit: 1 });
    expect(invoice?.paymentStatus).toBe('failed');
    expect(invoice?.collection?.nextAttemptAt).toBe(
      new Date(Date.parse(invoice?.issuedAt ?? '') + 3 * 86_400_000).toISOString(),
    );

    for (const day of [3, 7, 14]) {
      clock.now = Date.parse(invoice?.issuedAt ?? '') + day * 86_400_000 + 1;
      expect(await w.invoicing.collectDue()).toBe(1);
      [invoice] = await w.repositories.invoices.list(organization.id, { kind: 'invoice' }, { limit: 1 });
    }
    expect(invoice?.collection?.attempts).toBe(4);
    expect(invoice?.collection?.nextAttemptAt).toBeNull();
    expect((await w.repositories.organizations.findById(organization.id))?.ordersSuspendedBy).toBe(invoice?.id);
    const summary = await w.reads.summary(organization.id, 'EUR');
    expect(summary.ordersSuspendedBy?.number).toBe(invoice?.number);
    const { items } = await w.notifications.list(user.id);
    expect(items.map((n) => n.message).join('\n')).toContain('new orders are suspended');
    expect(w.published).toContainEqual({ userId: user.id, message: { type: 'billing' } });

    // Paying with a working card lifts the suspension.
    const good = await addTestCard(w.repositories, w.provider, organization.id, user.id, '4242424242424242');
    const paid = await w.invoicing.collect(invoice?.id ?? '', {
      paymentMethodId: good.id,
      organizationId: organization.id,
    });
    expect(paid?.paymentStatus).toBe('paid');
    expect((await w.repositories.organizations.findById(organization.id))?.ordersSuspendedBy).toBeNull();
  });

  it('pays the month-end invoice from the credits balance first, like a payment, the rest due', async () => {
    const clock = { now: NOV_1 };
    const w = await world(await embeddedBackend(), clock);
    const { organization } = await customerWithCluster(w.repositories, '2026-10-25T00:00:00.000Z', []);
    await w.repositories.organizations.change(organization.id, () => ({ billingCurrency: 'EUR' }));
    await w.repositories.credits.add({
      id: 'credit-note-test',
      organizationId: organization.id,
      createdAt: '2026-10-26T00:00:00.000Z',
      kind: 'credit_note',
      description: 'Downsized',
      amountUsdCents: 55,
      amount: 50,
      currency: 'EUR',
      countsInBalance: true,
      orderId: null,
      invoiceId: null,
      clusterId: null,
    });
    await w.invoicing.run('2026-10');
    const [invoice] = await w.repositories.invoices.list(organization.id, { kind: 'invoice' }, { limit: 1 });
    // Never a discount: taxed on its full price, 0.50 paid from the balance, the rest due.
    expect(invoice?.allowances?.some((a) => a.reasonCode === null)).toBe(false);
    expect(invoice).toMatchObject({ balancePaid: 50, prepaidAmount: 50, amountDue: (invoice?.total ?? 0) - 50 });
    const credits = await w.reads.credits(organization.id);
    expect(credits.balance).toBe(0);
    expect(credits.entries.map((e) => e.kind).sort()).toEqual(['applied', 'credit_note']);
    // Stored in English, read in the reader's language; an entry kept as text is read as stored.
    const applied = (entries: { kind: string; description: string }[]) =>
      entries.find((e) => e.kind === 'applied')?.description;
    expect(applied(credits.entries)).toBe(`Applied to invoice ${invoice?.number}`);
    const inFrench = await withLocale('fr', () => w.reads.credits(organization.id));
    expect(applied(inFrench.entries)).toBe(`Imputé sur la facture ${invoice?.number}`);
    expect(inFrench.entries.find((e) => e.kind === 'credit_note')?.description).toBe('Downsized');
  });
});

describe('budgets', () => {
  it('alert once when thresholds are crossed together, about the highest, by notification and e-mail', async () => {
    const clock = { now: Date.UTC(2026, 10, 20, 12) };
    const w = await world(await embeddedBackend(), clock);
    const { organization, user } = await customerWithCluster(w.repositories, '2026-11-01T00:00:00.000Z', []);
    await w.meter.meterAll();
    const before = await w.budgets.status(organization.id);
    expect(before.actual).toBeGreaterThan(0);
    // A budget the forecast exceeds but spending so far reaches at 85 %.
    const amount = Math.ceil(before.actual / 0.85);
    const status = await w.budgets.set(organization.id, { amount, currency: 'EUR' });
    expect(status.actualPercent).toBeGreaterThanOrEqual(80);
    expect(status.alerted).toEqual([50, 80, 100]);
    const mailsBefore = await w.repositories.jobs.countPending('mail.send');
    const messages = (await w.notifications.list(user.id)).items.map((n) => n.message);
    // 50 % and 80 % reached, 100 % forecast: one alert, naming the forecast 100 %.
    const alerts = messages.filter((m) => /\d+%/.test(m));
    expect(alerts).toHaveLength(1);
    expect(alerts[0]).toContain('100%');
    expect(alerts[0]).not.toContain('80%');
    expect(mailsBefore).toBe(1);

    // Checked again (the hourly run): nothing new.
    await w.budgets.evaluateAll();
    expect((await w.notifications.list(user.id)).items).toHaveLength(messages.length);
  });
});

// Several instances share PostgreSQL (the embedded store belongs to one process).
describe('month-end invoicing on PostgreSQL', () => {
  it('runs once when two instances run it at the same time', async () => {
    const clock = { now: NOV_1 };
    const chosen = await postgresBackend();
    const w = await world(chosen, clock);
    const customers = await Promise.all(
      [0, 1, 2].map(() => customerWithCluster(w.repositories, '2026-10-28T00:00:00.000Z', [])),
    );
    const second = await chosen.open();
    opened.push(second);
    const other = services(second, clock);
    const [a, b] = await Promise.all([w.invoicing.run('2026-10'), other.invoicing.run('2026-10')]);
    expect(a.invoiced + b.invoiced).toBe(3);
    for (const { organization } of customers) {
      expect(await w.repositories.invoices.list(organization.id, { kind: 'invoice' }, { limit: 10 })).toHaveLength(1);
    }
    const numbers = (await w.repositories.invoices.listNumbers('INV-2026-')).map((n) => Number(n.slice(-6)));
    expect(numbers).toEqual([1, 2, 3]);
  });
});
