import { BillingService } from '../billing/billing.service.ts';
import type { AppConfig } from '../config/config.ts';
import type { ExchangeRatesService } from '../exchange-rates/exchange-rates.service.ts';
import { InvoiceService } from '../invoices/invoices.service.ts';
import type { JobHandler, Schedule } from '../jobs/job-runner.ts';
import type { OutgoingMail } from '../mail/mail-queue.ts';
import type { NotificationService } from '../notifications/notifications.service.ts';
import { CheckoutService } from '../orders/checkout.service.ts';
import { FULFIL_JOB, OrderFulfilment } from '../orders/fulfilment.ts';
import { ORDER_EMAIL_JOB, OrderNotices } from '../orders/order-notices.ts';
import { OrderService } from '../orders/orders.service.ts';
import { PaymentMethodService } from '../payments/payment-methods.service.ts';
import { TestPaymentProvider } from '../payments/test-provider.ts';
import { PricingService } from '../pricing/pricing.service.ts';
import type { Db } from '../store/db.ts';
import type { Repositories } from '../store/repositories.ts';
import type { WebhookEmitter } from '../webhooks/webhook-events.ts';
import type { RealtimeChannel } from '../ws/realtime-channel.ts';

const EXPIRE_ORDERS_JOB = 'orders.expire';

/** The commerce services: pricing, orders, checkout, payment methods, invoices, billing. */
export type Commerce = ReturnType<typeof createCommerce>;

/**
 * Wires the commerce domains. The payment provider is the built-in test provider (DESIGN.md);
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
  webhooks?: WebhookEmitter;
}) {
  const { repositories, config } = deps;
  const provider = new TestPaymentProvider(deps.db);
  const pricing = new PricingService({
    catalog: repositories.catalog,
    organizations: repositories.organizations,
    exchangeRates: deps.exchangeRates,
    findCluster: async (organizationId, clusterId) => {
      const cluster = await repositories.clusters.find(organizationId, clusterId);
      return cluster && { tierId: cluster.tierId, status: cluster.status, addonIds: cluster.addonIds, nodeCount: cluster.nodePools.reduce((n, p) => n + p.count, 0) };
    },
    productInUse: async (organizationId, productId, clusterId) => {
      const live = await repositories.productSubscriptions.findLive(organizationId, productId, clusterId);
      return live !== undefined && !(live.cancelAtPeriodEnd && Date.parse(live.periodEnd) <= Date.now());
    },
  });
  const notices = new OrderNotices({ notifications: deps.notifications, realtime: deps.realtime, mailer: deps.mailer, publicOrigin: config.publicOrigin, repositories, webhooks: deps.webhooks });
  const orders = new OrderService({ repositories, pricing, notices });
  const paymentMethods = new PaymentMethodService({ repositories, provider });
  const checkout = new CheckoutService({ repositories, orders, paymentMethods, provider, exchangeRates: deps.exchangeRates, notices });
  const fulfilment = new OrderFulfilment({ repositories, notices, refund: (orderId, reason) => checkout.refundFailed(orderId, reason) });
  const billing = new BillingService({ organizations: repositories.organizations, catalog: repositories.catalog });
  fulfilment.register('support', async (order) => {
    if (!order.support) throw new Error(`support order ${order.number} names no plan`);
    await billing.switchPlan(order.organizationId, order.support.planId);
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
  };
  const schedules: Schedule[] = [{ kind: EXPIRE_ORDERS_JOB, everyMs: 10 * 60 * 1000 }];
  return { provider, pricing, notices, orders, paymentMethods, checkout, fulfilment, billing, invoices: new InvoiceService(repositories.invoices), jobHandlers, schedules };
}
