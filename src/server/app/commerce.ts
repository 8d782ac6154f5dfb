import { BillingService } from '../billing/billing.service.ts';
import { BillingNotices } from '../billing/billing-notices.ts';
import type { AppConfig } from '../config/config.ts';
import type { ExchangeRatesService } from '../exchange-rates/exchange-rates.service.ts';
import { InvoiceService } from '../invoices/invoices.service.ts';
import type { JobHandler, Schedule } from '../jobs/job-runner.ts';
import type { OutgoingMail } from '../mail/mail-queue.ts';
import type { NotificationService } from '../notifications/notifications.service.ts';
import type { AuditService } from '../audit/audit.service.ts';
import type { OfficerFeed } from '../officers/officer-feed.ts';
import { CheckoutService } from '../orders/checkout.service.ts';
import { PaymentRecovery, RECONCILE_JOB, SETTLE_JOB } from '../orders/payment-recovery.ts';
import { PaymentSettlement } from '../orders/payment-settlement.ts';
import { FULFIL_JOB, OrderFulfilment } from '../orders/fulfilment.ts';
import { ORDER_EMAIL_JOB, OrderNotices } from '../orders/order-notices.ts';
import { OrderService } from '../orders/orders.service.ts';
import { PaymentMethodService } from '../payments/payment-methods.service.ts';
import { TestPaymentProvider } from '../payments/test-provider.ts';
import { observedPayments } from '../observability/observed-payments.ts';
import { PricingService } from '../pricing/pricing.service.ts';
import { SupportSubscriptions } from '../subscriptions/support-subscriptions.service.ts';
import type { Db } from '../store/db.ts';
import type { Repositories } from '../store/repositories.ts';
import type { WebhookEmitter } from '../webhooks/webhook-events.ts';
import type { RealtimeChannel } from '../ws/realtime-channel.ts';
import { MS_PER_MINUTE } from '../../shared/time.ts';

const EXPIRE_ORDERS_JOB = 'orders.expire';

/** The commerce services: pricing, orders, checkout, payment methods, invoices, billing. */
export type Commerce = ReturnType<typeof createCommerce>;

/**
 * Wires the commerce domains. The payment provider is the built-in test provider (test cards);
 * a real one implements payments/payment-provider.ts and replaces it here.
 */
export function createCommerce(deps: {
  db: Db;
  repositories: Repositories;
  config: AppConfig;
  notifications: NotificationService;
  realtime: RealtimeChannel;
  mailer: OutgoingMail;
  exchangeRates: ExchangeRatesService;
  audit: Pick<AuditService, 'record'>;
  officers?: Pick<OfficerFeed, 'changed'>;
  webhooks?: WebhookEmitter;
  /** The clock (a test clock in billing walks); the system clock by default. */
  now?: () => number;
}) {
  const { repositories, config } = deps;
  const now = deps.now ?? Date.now;
  const provider = observedPayments(new TestPaymentProvider(deps.db, now));
  // The credit notes of support plans are e-mailed as invoices are (the e-mail job runs in usage.ts).
  const billingNotices = new BillingNotices({
    notifications: deps.notifications,
    mailer: deps.mailer,
    repositories,
    publicOrigin: config.publicOrigin,
    realtime: deps.realtime,
    officers: deps.officers,
    webhooks: deps.webhooks,
  });
  const supportSubscriptions = new SupportSubscriptions({
    repositories,
    catalog: repositories.catalog,
    exchangeRates: deps.exchangeRates,
    notices: billingNotices,
    now,
  });
  const pricing = new PricingService({
    catalog: repositories.catalog,
    organizations: repositories.organizations,
    exchangeRates: deps.exchangeRates,
    findCluster: async (organizationId, clusterId) => {
      const [cluster, subscription] = await Promise.all([
        repositories.clusters.find(organizationId, clusterId),
        repositories.clusterSubscriptions.find(organizationId, clusterId),
      ]);
      const paidPeriod =
        subscription?.state === 'active'
          ? {
              periodStart: subscription.periodStart,
              periodEnd: subscription.periodEnd,
              billingCycle: subscription.billingCycle,
            }
          : null;
      return (
        cluster && {
          tierId: cluster.tierId,
          status: cluster.status,
          addonIds: cluster.addonIds,
          nodeCount: cluster.nodePools.reduce((n, p) => n + p.count, 0),
          paidPeriod,
        }
      );
    },
    productInUse: async (organizationId, productId, clusterId) => {
      const live = await repositories.productSubscriptions.findLive(organizationId, productId, clusterId);
      return live !== undefined && !(live.cancelAtPeriodEnd && Date.parse(live.periodEnd) <= now());
    },
    creditsBalance: (organizationId) => repositories.credits.balance(organizationId),
    supportOrderLines: (organization, planId, catalog) =>
      supportSubscriptions.orderLines(organization, planId, catalog),
    now,
  });
  const notices = new OrderNotices({
    notifications: deps.notifications,
    realtime: deps.realtime,
    mailer: deps.mailer,
    publicOrigin: config.publicOrigin,
    repositories,
    webhooks: deps.webhooks,
  });
  const paymentMethods = new PaymentMethodService({ repositories, provider });
  const settlement = new PaymentSettlement({ repositories, provider, paymentMethods, notices, now });
  const recovery = new PaymentRecovery({
    repositories,
    provider,
    settlement,
    audit: deps.audit,
    officers: deps.officers,
    now,
  });
  const orders = new OrderService({
    repositories,
    pricing,
    notices,
    settleDeadPayment: (order) => recovery.settle(order),
    voidChallenge: (order) => recovery.voidChallenge(order),
    now,
  });
  const checkout = new CheckoutService({
    repositories,
    orders,
    paymentMethods,
    provider,
    exchangeRates: deps.exchangeRates,
    notices,
    settlement,
    recovery,
    now,
  });
  const fulfilment = new OrderFulfilment({
    repositories,
    notices,
    refund: (orderId, reason) => checkout.refundFailed(orderId, reason),
    now,
  });
  const billing = new BillingService({ repositories });
  fulfilment.register('support', async (order) => {
    if (!order.support) throw new Error(`support order ${order.number} names no plan`);
    await billing.switchPlan(order.organizationId, order.support.planId, order.id);
    // The plan is a subscription: started, moved to the plan paid for, or its unused days credited.
    await supportSubscriptions.applyOrder(order);
    return 'completed';
  });
  // Product orders are fulfilled by the marketplace (app/marketplace.ts): a product subscription.
  const jobHandlers: Record<string, JobHandler> = {
    [FULFIL_JOB]: fulfilment.jobHandler(),
    [ORDER_EMAIL_JOB]: notices.emailHandler(),
    [EXPIRE_ORDERS_JOB]: async () => {
      await orders.expireUnpaid();
      return undefined;
    },
    [SETTLE_JOB]: recovery.settleJobHandler(),
    [RECONCILE_JOB]: recovery.reconcileJobHandler(),
  };
  // Each attempt queues its own settling; the sweep catches the rest and the provider's unmatched charges.
  const schedules: Schedule[] = [
    { kind: EXPIRE_ORDERS_JOB, everyMs: 10 * MS_PER_MINUTE },
    { kind: RECONCILE_JOB, everyMs: 15 * MS_PER_MINUTE },
  ];
  return {
    provider,
    pricing,
    supportSubscriptions,
    notices,
    orders,
    paymentMethods,
    checkout,
    recovery,
    fulfilment,
    billing,
    invoices: new InvoiceService(repositories.invoices),
    jobHandlers,
    schedules,
  };
}
