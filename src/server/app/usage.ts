import { MonthChargesService } from '../billing/month-charges.ts';
import { PRODUCT_PERIOD_END_JOB } from '../products/product-period.ts';
import { ProductRenewals } from '../products/product-renewal.ts';
import { CLUSTER_RENEWALS_JOB, ClusterRenewals } from '../subscriptions/cluster-renewals.ts';
import { SUPPORT_RENEWALS_JOB, SupportRenewals } from '../subscriptions/support-renewals.ts';
import { ClusterSubscriptions } from '../subscriptions/cluster-subscriptions.service.ts';
import { SETTLE_CHANGE_JOB } from '../subscriptions/cluster-change-charges.ts';
import { invoiceChargeMatcher } from '../billing/invoice-charge-matching.ts';
import type { WebhookEmitter } from '../webhooks/webhook-events.ts';
import type { RealtimeChannel } from '../ws/realtime-channel.ts';
import type { OfficerFeed } from '../officers/officer-feed.ts';
import { BillingNotices, BILLING_EMAIL_JOB } from '../billing/billing-notices.ts';
import { BillingReads } from '../billing/billing-reads.ts';
import { StatementService } from '../billing/statement.service.ts';
import { BudgetService } from '../billing/budgets.service.ts';
import { SpendingCapService } from '../billing/spending-cap.service.ts';
import { COLLECT_JOB, INVOICE_MONTH_JOB, MonthlyInvoicing } from '../billing/monthly-invoicing.ts';
import type { CatalogRepository } from '../catalog/catalog.repository.ts';
import type { ExchangeRatesService } from '../exchange-rates/exchange-rates.service.ts';
import type { JobHandler, Schedule } from '../jobs/job-runner.ts';
import type { OutgoingMail } from '../mail/mail-queue.ts';
import type { NotificationService } from '../notifications/notifications.service.ts';
import type { PaymentProvider } from '../payments/payment-provider.ts';
import type { Repositories } from '../store/repositories.ts';
import { UsageQueryService } from '../usage/usage-query.service.ts';
import { METER_JOB, UsageMeter } from '../usage/usage.service.ts';
import { MS_PER_MINUTE, MS_PER_HOUR } from '../../shared/time.ts';

/**
 * Usage and month-end billing: the hourly meter (then the budget checks), its reads, the monthly
 * invoicing run on the 1st and the collection of usage invoices with their retries. Scheduled
 * jobs run once per interval across instances.
 */
export function createUsageBilling(deps: {
  repositories: Repositories;
  catalog: CatalogRepository;
  exchangeRates: ExchangeRatesService;
  notifications: NotificationService;
  mailer: OutgoingMail;
  provider: PaymentProvider;
  publicOrigin: string;
  realtime?: RealtimeChannel;
  officers?: Pick<OfficerFeed, 'changed'>;
  webhooks?: WebhookEmitter;
  /** The clock (a test clock in billing walks); the system clock by default. */
  now?: () => number;
}) {
  const { repositories, catalog, now } = deps;
  const rateOf = async (currency: 'USD' | 'EUR' | 'GBP') => (await deps.exchangeRates.current()).rates[currency];
  const meter = new UsageMeter({ repositories, catalog, now });
  const charges = new MonthChargesService({ repositories, catalog, rateOf });
  const usage = new UsageQueryService({ repositories, catalog, meter, rateOf, charges, now });
  const notices = new BillingNotices({
    notifications: deps.notifications,
    mailer: deps.mailer,
    repositories,
    publicOrigin: deps.publicOrigin,
    realtime: deps.realtime,
    officers: deps.officers,
    webhooks: deps.webhooks,
  });
  const budgets = new BudgetService({ repositories, usage, notices, rateOf, now });
  // The hard monthly cap reads the budget's spending figure: the screens and a refusal agree.
  const spendingCap = new SpendingCapService({ repositories, usage, budgets, rateOf, now });
  const invoicing = new MonthlyInvoicing({
    repositories,
    catalog,
    meter,
    usage,
    provider: deps.provider,
    notices,
    rateOf,
    now,
  });
  const reads = new BillingReads({ repositories, catalog, usage, budgets, rateOf, charges, now });
  const statement = new StatementService({ repositories, rateOf });
  const renewals = new ProductRenewals({
    repositories,
    catalog,
    notices,
    rateOf,
    collect: (invoiceId) => invoicing.collect(invoiceId),
    now,
  });
  // Clusters are subscriptions too: changes charged or credited at once, renewed by the sweep below.
  const clusterSubscriptions = new ClusterSubscriptions({
    repositories,
    catalog,
    provider: deps.provider,
    notices,
    spendingCap,
    now,
  });
  const clusterRenewals = new ClusterRenewals({
    repositories,
    catalog,
    notices,
    rateOf,
    collect: (invoiceId) => invoicing.collect(invoiceId),
    collectMany: (invoiceIds) => invoicing.collectMany(invoiceIds),
    now,
  });
  // Support plans too: renewed in advance at each period's end (changes are orders: commerce.ts).
  const supportRenewals = new SupportRenewals({
    repositories,
    catalog,
    notices,
    rateOf,
    collect: (invoiceId) => invoicing.collect(invoiceId),
    now,
  });
  const jobHandlers: Record<string, JobHandler> = {
    [METER_JOB]: async () => {
      await meter.meterAll();
      await budgets.evaluateAll();
      return undefined;
    },
    [BILLING_EMAIL_JOB]: notices.emailHandler(),
    [PRODUCT_PERIOD_END_JOB]: renewals.jobHandler(),
    [CLUSTER_RENEWALS_JOB]: clusterRenewals.jobHandler(),
    [SETTLE_CHANGE_JOB]: clusterSubscriptions.charges.jobHandler(),
    [SUPPORT_RENEWALS_JOB]: supportRenewals.jobHandler(),
    ...invoicing.jobHandlers(),
  };
  // The invoicing run is cheap when the month is done (one lookup per organization), so it is
  // checked hourly: it issues on the 1st, or on the first hour an instance is up after it.
  const schedules: Schedule[] = [
    { kind: METER_JOB, everyMs: MS_PER_HOUR },
    { kind: INVOICE_MONTH_JOB, everyMs: 6 * MS_PER_HOUR },
    { kind: COLLECT_JOB, everyMs: MS_PER_HOUR },
    { kind: CLUSTER_RENEWALS_JOB, everyMs: 15 * MS_PER_MINUTE },
    { kind: SUPPORT_RENEWALS_JOB, everyMs: 15 * MS_PER_MINUTE },
  ];
  // Reconciliation (payment-recovery.ts) matches the charges of invoices with these.
  const invoiceCharges = invoiceChargeMatcher({
    repositories,
    changes: clusterSubscriptions.charges,
    collect: (invoiceId) => invoicing.collect(invoiceId),
  });
  return {
    meter,
    usage,
    budgets,
    spendingCap,
    invoicing,
    reads,
    statement,
    renewals,
    clusterSubscriptions,
    clusterRenewals,
    supportRenewals,
    invoiceCharges,
    jobHandlers,
    schedules,
  };
}
