import { randomBytes } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { organizationWithOwner } from '../../../test/support/billing-fixtures.ts';
import { runningClusterRecord } from '../../../test/support/cluster-records.ts';
import { embeddedBackend, postgresBackend, type ContractBackend } from '../../../test/support/storage.ts';
import { catalogSeed } from '../../shared/catalog-seed.ts';
import type { ClusterSpec } from '../../shared/clusters/clusters.schemas.ts';
import { centsFromMicroUsd } from '../../shared/money.ts';
import { buildInvoice } from '../invoices/invoice-builder.ts';
import { MailQueue } from '../mail/mail-queue.ts';
import { NotificationService } from '../notifications/notifications.service.ts';
import type { OrderRecord } from '../../shared/orders/orders.schemas.ts';
import { clusterLines } from '../../shared/price-lines.ts';
import { priceQuote } from '../pricing/quote.ts';
import { convertCents } from '../pricing/rounding.ts';
import { vatFor } from '../../shared/vat.ts';
import { SecretBox } from '../secrets/secret-box.ts';
import { UsageQueryService } from '../usage/usage-query.service.ts';
import { reportCsv } from '../usage/usage-report.ts';
import { UsageMeter } from '../usage/usage.service.ts';
import { BillingNotices } from './billing-notices.ts';
import { BillingReads } from './billing-reads.ts';
import { BudgetService } from './budgets.service.ts';
import { MonthChargesService } from './month-charges.ts';
import { testClusterSpec } from '../../../test/support/builders.ts';

// One simple month on a test clock, on both backends: a cluster ordered and paid in EUR on the
// 10th, its autoscaler running 3 nodes above the pool's count for 10 hours on the 20th. The
// billing summary, the usage report (JSON and CSV) and the budget tell the same story, to the cent.

const RATES = { USD: 1, EUR: 0.9137, GBP: 0.7791 } as const;
const PAID_AT = '2026-11-10T09:00:00.000Z';
const NOW = Date.UTC(2026, 10, 25, 0, 0);
const spec: ClusterSpec = testClusterSpec({
  name: 'shop',
  kubernetesVersion: '1.36',
  haControlPlane: true,
  nodePools: [{ name: 'web', nodeSizeId: 'gp-2-4', count: 3, autoscale: { min: 3, max: 8 } }],
  addonIds: ['monitoring'],
});

type Opened = Awaited<ReturnType<ContractBackend['open']>>;
const opened: Opened[] = [];
afterEach(async () => {
  await Promise.all(opened.splice(0).map((o) => o.close()));
});

async function monthOf(backend: ContractBackend) {
  const store = await backend.open();
  opened.push(store);
  const { repositories } = store;
  await repositories.catalog.sync(catalogSeed);
  const now = () => NOW;
  const rateOf = async (currency: keyof typeof RATES) => RATES[currency];
  const meter = new UsageMeter({ repositories, catalog: repositories.catalog, now });
  const charges = new MonthChargesService({ repositories, catalog: repositories.catalog, rateOf });
  const usage = new UsageQueryService({ repositories, catalog: repositories.catalog, meter, rateOf, charges, now });
  const notifications = new NotificationService(repositories.notifications, { publish: () => {} }, now);
  const notices = new BillingNotices({
    notifications,
    mailer: new MailQueue(repositories, new SecretBox(randomBytes(32))),
    repositories,
    publicOrigin: 'http://localhost:4321',
    realtime: { publish: () => {}, endSessions: () => {} },
  });
  const budgets = new BudgetService({ repositories, usage, notices, rateOf, now });
  const reads = new BillingReads({ repositories, catalog: repositories.catalog, usage, budgets, rateOf, charges, now });

  // The order, priced by the pricing engine and invoiced by the invoice builder, as checkout does.
  const { organization } = await organizationWithOwner(repositories);
  const quote = priceQuote({
    lines: clusterLines(spec, catalogSeed, 'monthly'),
    currency: 'EUR',
    rate: RATES.EUR,
    billingCycle: 'monthly',
    promoCode: null,
    vat: vatFor(organization.billingProfile ?? null),
  });
  const clusterId = `cl-${organization.id.slice(0, 8)}`;
  const order = {
    ...quote,
    id: `order-${clusterId}`,
    organizationId: organization.id,
    requestKey: null,
    number: 'ORD-2026-000042',
    kind: 'cluster',
    status: 'completed',
    rateLockedUntil: PAID_AT,
    clusterId,
    cluster: spec,
    addon: null,
    product: null,
    support: null,
    payment: {
      state: 'succeeded',
      method: null,
      challengeId: null,
      failureCode: null,
      failureMessage: null,
      chargeId: 'ch_1',
    },
    invoiceId: null,
    creditNoteId: null,
    failureReason: null,
    events: [],
    buyer: { id: 'u', name: 'Ada' },
    createdAt: PAID_AT,
    updatedAt: PAID_AT,
    paidAt: PAID_AT,
    completedAt: PAID_AT,
    cancelledAt: null,
  } as OrderRecord;
  const paidOrganization = await repositories.organizations.change(organization.id, () => ({
    firstPaidOrderId: order.id,
    billingCurrency: 'EUR',
  }));
  const invoice = buildInvoice({
    order,
    organization: paidOrganization,
    number: 'INV-2026-000042',
    issuedAt: new Date(PAID_AT),
    paymentMethod: 'Visa •••• 4242',
  });
  await repositories.invoices.create(invoice);
  await repositories.orders.create({ ...order, invoiceId: invoice.id });
  await repositories.clusters.create(
    runningClusterRecord({ id: clusterId, organizationId: organization.id, spec, createdAt: PAID_AT }),
  );
  const config = (at: string, autoscaledNodes?: Record<string, number>) =>
    repositories.clusterEvents.append({
      clusterId,
      organizationId: organization.id,
      type: 'config',
      message: 'config',
      actorId: null,
      spec,
      at,
      ...(autoscaledNodes ? { autoscaledNodes } : {}),
    });
  await config(PAID_AT);
  await config('2026-11-20T08:00:00.000Z', { web: 6 });
  await config('2026-11-20T18:00:00.000Z');
  await meter.meterAll();
  return { organization, invoice, order, usage, reads, budgets };
}

for (const [name, backend] of [
  ['embedded', embeddedBackend],
  ['PostgreSQL', postgresBackend],
] as const) {
  describe(`the month's figures agree (${name})`, () => {
    it('summary, usage JSON and CSV, and budget: charged in advance, overage at month end, forecast', async () => {
      const w = await monthOf(await backend());
      const size = catalogSeed.nodeSizes.find((s) => s.id === 'gp-2-4');
      // 3 nodes above the count for 10 hours, at the node's hourly list price.
      const overage = convertCents(centsFromMicroUsd(3 * 10 * (size?.priceHourlyMicroUsd ?? 0)), RATES.EUR);
      const charged = w.invoice.subtotal - w.invoice.discount;
      expect(overage).toBeGreaterThan(0);
      expect(charged).toBe(w.order.subtotal - w.order.discount);

      // The header says GBP: billing answers in EUR all the same.
      const summary = await w.reads.summary(w.organization.id, 'GBP');
      const query = {
        from: '2026-11-01T00:00:00Z',
        to: '2026-12-01T00:00:00Z',
        granularity: 'day' as const,
        currency: 'GBP' as const,
        format: 'json' as const,
      };
      const report = await w.usage.report(w.organization.id, query);
      const budget = await w.budgets.status(w.organization.id);
      expect([summary.currency, report.currency, (await w.reads.credits(w.organization.id, 'GBP')).currency]).toEqual([
        'EUR',
        'EUR',
        'EUR',
      ]);

      // To be billed at month end: exactly the autoscaled overage; the rest was charged in advance.
      expect(report.billable).toBe(overage);
      expect(report.monthToDate.billable).toBe(overage);
      expect(summary.billableToDate).toBe(overage);
      expect(report.advance + report.billable).toBe(report.total);
      for (const row of report.clusters) expect(Math.min(row.advance, row.billable)).toBeGreaterThanOrEqual(0);
      const csv = reportCsv(report).trim().split('\r\n');
      const minor = (value: string | undefined) => Math.round(Number(value) * 100);
      const totals = csv.at(-1)?.split(',') ?? [];
      expect([minor(totals[3]), minor(totals[4]), minor(totals[5])]).toEqual([report.total, report.advance, overage]);
      expect(csv.slice(1, -1).reduce((sum, line) => sum + minor(line.split(',')[5]), 0)).toBe(overage);

      // Spent so far: the order (before VAT) and the overage; the budget and the summary say the same.
      expect(report.monthToDate.charged).toBe(charged);
      expect(report.monthToDate.spent).toBe(charged + overage);
      expect(summary.chargedThisMonth).toBe(charged);
      expect(summary.monthToDate).toBe(charged + overage);
      expect(budget.actual).toBe(charged + overage);

      // Forecast: charged + renewals due before month end (none: it renews on 10 December) + the
      // overage so far + the last 7 days' daily average for the 6 days left.
      const perDay = Math.round(overage / 7);
      const forecast = charged + overage + perDay * 6;
      expect(report.forecast).toMatchObject({ charged, committed: 0, overagePerDay: perDay, monthEnd: forecast });
      expect(summary.forecast).toBe(forecast);
      expect(budget.forecast).toBe(forecast);

      // The next charge: the cluster's renewal on 10 December, the same configuration at the same price.
      expect(summary.nextCharge).toMatchObject({
        kind: 'cluster',
        at: '2026-12-10T09:00:00.000Z',
        amount: w.order.total,
        net: charged,
      });
    });
  });
}

describe('existing organizations take their first paid order’s currency', () => {
  it('on the embedded store (migration 9)', async () => {
    const { embeddedMigrations } = await import('../store/embedded/migrations.ts');
    const migration = embeddedMigrations.find((m) => m.version === 9);
    const doc = {
      tables: {
        orders: [
          { id: 'o1', currency: 'GBP' },
          { id: 'o2', currency: 'EUR' },
        ],
        organizations: [
          { id: 'paid', firstPaidOrderId: 'o1' },
          { id: 'never-paid', firstPaidOrderId: null },
          { id: 'fixed', firstPaidOrderId: 'o2', billingCurrency: 'USD' },
        ],
      },
    };
    migration?.up(doc);
    expect(doc.tables.organizations.map((o) => (o as { billingCurrency?: string }).billingCurrency ?? null)).toEqual([
      'GBP',
      null,
      'USD',
    ]);
  });
});
