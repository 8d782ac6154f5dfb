import { randomBytes } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { addTestCard, organizationWithOwner } from '../../../test/support/billing-fixtures.ts';
import { embeddedBackend, type ContractBackend } from '../../../test/support/storage.ts';
import { BillingNotices } from '../billing/billing-notices.ts';
import { MonthlyInvoicing } from '../billing/monthly-invoicing.ts';
import { catalogSeed } from '../../shared/catalog-seed.ts';
import { MailQueue } from '../mail/mail-queue.ts';
import { SecretBox } from '../secrets/secret-box.ts';
import { NotificationService } from '../notifications/notifications.service.ts';
import { TestPaymentProvider } from '../payments/test-provider.ts';
import type { Repositories } from '../store/repositories.ts';
import { UsageQueryService } from '../usage/usage-query.service.ts';
import { UsageMeter } from '../usage/usage.service.ts';
import { ProductRenewals } from './product-renewal.ts';
import type { ProductSubscriptionRecord } from '../../shared/products/product-subscriptions.schemas.ts';

// A product subscription at the end of its paid period, on a test clock: it renews on an invoice
// collected from the default card, or ends when it was cancelled.

const RATES = { USD: 1, EUR: 0.9137, GBP: 0.7791 } as const;
const PERIOD_END = '2026-11-01T10:00:00.000Z';

type Opened = Awaited<ReturnType<ContractBackend['open']>>;
const opened: Opened[] = [];
afterEach(async () => {
  await Promise.all(opened.splice(0).map((o) => o.close()));
});

async function world() {
  const store = await (await embeddedBackend()).open();
  opened.push(store);
  const { repositories } = store;
  await repositories.catalog.sync(catalogSeed);
  const clock = { now: Date.parse(PERIOD_END) + 60_000 };
  const now = () => clock.now;
  const rateOf = async (currency: keyof typeof RATES) => RATES[currency];
  const meter = new UsageMeter({ repositories, catalog: repositories.catalog, now });
  const usage = new UsageQueryService({ repositories, catalog: repositories.catalog, meter, rateOf, now });
  const notifications = new NotificationService(repositories.notifications, { publish: () => {} }, now);
  const notices = new BillingNotices({
    notifications,
    mailer: new MailQueue(repositories, new SecretBox(randomBytes(32))),
    repositories,
    publicOrigin: 'http://localhost:4321',
  });
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
  const renewals = new ProductRenewals({
    repositories,
    catalog: repositories.catalog,
    notices,
    rateOf,
    collect: (id) => invoicing.collect(id),
    now,
  });
  return { repositories, provider, notifications, renewals, clock };
}

async function subscriber(
  repositories: Repositories,
  provider: TestPaymentProvider,
  cardNumber: string,
  extra: Partial<ProductSubscriptionRecord> = {},
) {
  const { organization, user } = await organizationWithOwner(repositories);
  await addTestCard(repositories, provider, organization.id, user.id, cardNumber);
  const subscription = await repositories.productSubscriptions.create({
    id: `order-${Math.random().toString(36).slice(2, 8)}`,
    organizationId: organization.id,
    orderId: 'order-1',
    orderNumber: 'ORD-2026-000001',
    productId: 'harbor',
    productName: 'Harbor container registry',
    vendor: 'Goharbor',
    pricingUnit: 'flat',
    quantity: 1,
    clusterId: null,
    clusterName: null,
    billingCycle: 'monthly',
    currency: 'EUR',
    total: 4_477,
    totalUsdCents: 4_900,
    state: 'active',
    periodStart: '2026-10-01T10:00:00.000Z',
    periodEnd: PERIOD_END,
    cancelAtPeriodEnd: false,
    invoiceId: 'inv-first',
    events: [],
    createdAt: '2026-10-01T10:00:00.000Z',
    updatedAt: '2026-10-01T10:00:00.000Z',
    ...extra,
  });
  return { organization, user, subscription };
}

describe('product subscriptions at the end of their period', () => {
  it('renew for one more period on an invoice collected from the default card, once however often the job runs', async () => {
    const w = await world();
    const { organization, user, subscription } = await subscriber(w.repositories, w.provider, '4242424242424242');
    expect(await w.renewals.endPeriod(subscription.id, PERIOD_END)).toBe('renewed');
    expect(await w.renewals.endPeriod(subscription.id, PERIOD_END)).toBe('skipped');

    const renewed = await w.repositories.productSubscriptions.findAny(subscription.id);
    expect(renewed).toMatchObject({ state: 'active', periodStart: PERIOD_END, periodEnd: '2026-12-01T10:00:00.000Z' });
    expect(renewed?.events.at(-1)).toMatchObject({ type: 'renewed' });
    const invoices = await w.repositories.invoices.list(organization.id, { kind: 'invoice' }, { limit: 10 });
    expect(invoices).toHaveLength(1);
    const [invoice] = invoices;
    expect(invoice).toMatchObject({
      id: renewed?.invoiceId,
      renewsSubscriptionId: subscription.id,
      paymentStatus: 'paid',
      currency: 'EUR',
      periodStart: PERIOD_END,
      periodEnd: '2026-12-01T10:00:00.000Z',
    });
    expect(invoice?.lines[0]?.description).toMatch(/^Renewal, 1 Nov 2026 to 1 Dec 2026: /);
    expect(invoice?.total).toBe((invoice?.subtotal ?? 0) - (invoice?.discount ?? 0) + (invoice?.tax ?? 0));
    // The next period's end is queued, and the members were told.
    expect(await w.repositories.jobs.findById(`period-end-${subscription.id}-2026-12-01T10:00:00.000Z`)).toBeDefined();
    const { items } = await w.notifications.list(user.id);
    expect(items.map((n) => n.message).join('\n')).toContain('renewed');
  });

  it('end instead when cancelled at period end: nothing invoiced, the product free to order again', async () => {
    const w = await world();
    const { organization, subscription } = await subscriber(w.repositories, w.provider, '4242424242424242', {
      cancelAtPeriodEnd: true,
      state: 'cancelling',
    });
    expect(await w.renewals.endPeriod(subscription.id, PERIOD_END)).toBe('ended');
    expect((await w.repositories.productSubscriptions.findAny(subscription.id))?.state).toBe('cancelled');
    expect(await w.repositories.productSubscriptions.findLive(organization.id, 'harbor', null)).toBeUndefined();
    expect(await w.repositories.invoices.list(organization.id, { kind: 'invoice' }, { limit: 10 })).toEqual([]);
  });

  it('leave a declined renewal invoice failed with the month-end retry schedule', async () => {
    const w = await world();
    const { organization, subscription } = await subscriber(w.repositories, w.provider, '4000000000000002');
    expect(await w.renewals.endPeriod(subscription.id, PERIOD_END)).toBe('renewed');
    const [invoice] = await w.repositories.invoices.list(organization.id, { kind: 'invoice' }, { limit: 1 });
    expect(invoice?.paymentStatus).toBe('failed');
    expect(invoice?.collection?.nextAttemptAt).toBe(
      new Date(Date.parse(invoice?.issuedAt ?? '') + 3 * 86_400_000).toISOString(),
    );
  });
});
