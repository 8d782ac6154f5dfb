import { randomBytes } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { addTestCard, organizationWithOwner } from '../../../test/support/billing-fixtures.ts';
import { testClusterSpec } from '../../../test/support/builders.ts';
import { runningClusterRecord } from '../../../test/support/cluster-records.ts';
import { billingWorld, WALK_RATES } from '../../../test/support/billing-walk-world.ts';
import { embeddedBackend } from '../../../test/support/storage.ts';
import { BillingNotices } from '../billing/billing-notices.ts';
import { MailQueue } from '../mail/mail-queue.ts';
import type { TestPaymentProvider } from '../payments/test-provider.ts';
import { SecretBox } from '../secrets/secret-box.ts';
import type { InvoiceRecord } from '../../shared/invoices/invoices.schemas.ts';
import { productRenewal } from '../products/product-renewal.ts';
import type { ProductSubscriptionRecord } from '../../shared/products/product-subscriptions.schemas.ts';
import type { ClusterSubscriptionRecord } from '../../shared/subscriptions/cluster-subscriptions.schemas.ts';
import type { SupportSubscriptionRecord } from '../../shared/subscriptions/support-subscriptions.schemas.ts';
import { clusterRenewal } from './cluster-renewals.ts';
import { RenewalEngine, type RenewableRecord, type RenewalDeps, type RenewalKind } from './renewal-engine.ts';
import { priceRenewal } from './renewal-pricing.ts';
import { supportRenewal } from './support-renewals.ts';

// The three kinds of subscription (a cluster, a support plan, a product) through one renewal
// engine, on a test clock, over the same due dates: a period ending on 31 January renews to the
// month's last day in February (28, or 29 in a leap year), then one calendar month after that.
// What each invoice charges comes from its kind's price step alone.

const RATES = WALK_RATES;
const CARD = '4242424242424242';

const opened: { close: () => Promise<void> }[] = [];
afterEach(async () => {
  await Promise.all(opened.splice(0).map((w) => w.close()));
});

/** The server's billing services on an embedded store and a test clock, and what an engine of any kind is built with. */
async function world(start: string) {
  const clock = { now: Date.parse(start) };
  const w = await billingWorld(await embeddedBackend(), clock);
  opened.push(w);
  const { repositories, notifications, billing } = w;
  const notices = new BillingNotices({
    notifications,
    mailer: new MailQueue(repositories, new SecretBox(randomBytes(32))),
    repositories,
    publicOrigin: 'http://localhost:4321',
  });
  const deps: RenewalDeps = {
    repositories,
    catalog: repositories.catalog,
    notices,
    rateOf: async (currency) => RATES[currency],
    collect: (id) => billing.invoicing.collect(id),
    now: () => clock.now,
  };
  return { ...w, clock, deps, provider: w.commerce.provider as unknown as TestPaymentProvider };
}

type World = Awaited<ReturnType<typeof world>>;

/** What every subscription starts with: a monthly period in EUR ending at `periodEnd`. */
const period = (periodEnd: string) => {
  const periodStart = new Date(Date.parse(periodEnd) - 31 * 86_400_000).toISOString();
  return {
    billingCycle: 'monthly' as const,
    currency: 'EUR' as const,
    periodStart,
    periodEnd,
    invoiceId: 'inv-first',
    events: [],
    createdAt: periodStart,
    updatedAt: periodStart,
  };
};

/** One subscription of a kind, in an organization of its own paying by card; `find` reads it again. */
type Subscribed<S extends RenewableRecord> = {
  kind: RenewalKind<S>;
  organizationId: string;
  find: () => Promise<S | undefined>;
};

async function payingOrganization(w: World) {
  const { organization, user } = await organizationWithOwner(w.repositories);
  await addTestCard(w.repositories, w.provider, organization.id, user.id, CARD);
  return organization;
}

async function clusterSubscribed(w: World, periodEnd: string): Promise<Subscribed<ClusterSubscriptionRecord>> {
  const organization = await payingOrganization(w);
  const spec = testClusterSpec({ name: 'walk' });
  const cluster = await w.repositories.clusters.create(
    runningClusterRecord({
      id: `cl-${organization.id}`,
      organizationId: organization.id,
      spec,
      createdAt: period(periodEnd).periodStart,
    }),
  );
  await w.repositories.clusterSubscriptions.create({
    id: cluster.id,
    clusterId: cluster.id,
    clusterName: spec.name,
    orderId: 'order-1',
    organizationId: organization.id,
    state: 'active',
    chargedSpec: spec,
    rate: RATES.EUR,
    periodPriceUsdCents: 0,
    changeClaim: null,
    ...period(periodEnd),
  });
  return {
    kind: clusterRenewal,
    organizationId: organization.id,
    find: () => w.repositories.clusterSubscriptions.findAny(cluster.id),
  };
}

async function supportSubscribed(w: World, periodEnd: string): Promise<Subscribed<SupportSubscriptionRecord>> {
  const organization = await payingOrganization(w);
  await w.repositories.supportSubscriptions.create({
    id: organization.id,
    organizationId: organization.id,
    planId: 'business',
    planName: 'Business',
    orderId: 'order-1',
    state: 'active',
    rate: RATES.EUR,
    periodPriceUsdCents: 0,
    ...period(periodEnd),
  });
  return {
    kind: supportRenewal,
    organizationId: organization.id,
    find: () => w.repositories.supportSubscriptions.find(organization.id),
  };
}

async function productSubscribed(w: World, periodEnd: string): Promise<Subscribed<ProductSubscriptionRecord>> {
  const organization = await payingOrganization(w);
  const id = `order-${organization.id}`;
  // Valkey on 3 nodes: priced per node.
  const product = {
    productId: 'valkey',
    productName: 'Valkey cache (Redis-compatible)',
    vendor: 'Valkey',
    pricingUnit: 'per node' as const,
    quantity: 3,
    clusterId: null,
    clusterName: null,
  };
  await w.repositories.productSubscriptions.create({
    id,
    organizationId: organization.id,
    orderId: id,
    orderNumber: 'ORD-2027-000001',
    ...product,
    total: 0,
    totalUsdCents: 0,
    state: 'active',
    cancelAtPeriodEnd: false,
    ...period(periodEnd),
  });
  return {
    kind: productRenewal,
    organizationId: organization.id,
    find: () => w.repositories.productSubscriptions.findAny(id),
  };
}

/** What one renewal did to a subscription and the invoice it issued: the same for every kind. */
type Step = {
  periodStart: string;
  periodEnd: string;
  event: string | undefined;
  invoice: Pick<InvoiceRecord, 'periodStart' | 'periodEnd' | 'paymentStatus' | 'issuedAt' | 'renewsSubscriptionId'>;
};

/**
 * Walks one subscription through `dates` (each the clock just after a period's end): the engine
 * renews it (a sweep for the kinds that have one, the period's job for the others). Answers each
 * step, and each invoice with the total its kind's price step gives for that period.
 */
async function walk<S extends RenewableRecord>(
  w: World,
  subscribed: Subscribed<S>,
  dates: string[],
  kind: RenewalKind<S> = subscribed.kind,
) {
  const engine = new RenewalEngine(kind, w.deps);
  const steps: Step[] = [];
  const priced: { invoice: InvoiceRecord; expectedTotal: number }[] = [];
  for (const date of dates) {
    w.clock.now = Date.parse(date) + 60_000;
    const before = await subscribed.find();
    if (!before) throw new Error('no subscription');
    if (kind.sweep) expect(await engine.renewDue()).toEqual({ renewed: 1, ended: 0 });
    else expect((await engine.renew([before])).invoices).toHaveLength(1);
    // Once per period, however often it runs.
    expect((await engine.renew([before])).invoices).toEqual([]);
    const after = await subscribed.find();
    const invoice = await w.repositories.invoices.findAny(kind.invoiceId(before));
    if (!after || !invoice) throw new Error('not renewed');
    steps.push({
      periodStart: after.periodStart,
      periodEnd: after.periodEnd,
      event: after.events.at(-1)?.type,
      invoice: {
        periodStart: invoice.periodStart,
        periodEnd: invoice.periodEnd,
        paymentStatus: invoice.paymentStatus,
        issuedAt: invoice.issuedAt,
        renewsSubscriptionId: invoice.renewsSubscriptionId,
      },
    });
    const organization = await w.repositories.organizations.findById(subscribed.organizationId);
    const price = organization && kind.price(before, await w.repositories.catalog.snapshot());
    if (!organization || !price) throw new Error('not priced');
    const { quote } = priceRenewal({
      periodEnd: before.periodEnd,
      billingCycle: before.billingCycle,
      currency: before.currency,
      rate: RATES.EUR,
      lines: price.lines,
      planDiscount: price.planDiscount,
      organization,
      catalog: await w.repositories.catalog.snapshot(),
      balance: 0,
    });
    priced.push({ invoice, expectedTotal: quote.total });
  }
  return { steps, priced };
}

/** The same kind with another price step's lines (its record fields and subject kept). */
function pricedAs<S extends RenewableRecord>(
  kind: RenewalKind<S>,
  lines: ReturnType<typeof testLines>,
): RenewalKind<S> {
  return {
    ...kind,
    price: (subscription, catalog) => {
      const own = kind.price(subscription, catalog);
      return own && { ...own, lines, planDiscount: true };
    },
  };
}

const testLines = () => [
  {
    kind: 'product' as const,
    description: 'One test line',
    ref: 'test',
    quantity: 1,
    unitMicroUsd: 10_000_000_000,
    amountUsdCents: 1_000_000,
  },
];

describe.each([
  { year: 2027, february: '2027-02-28T10:00:00.000Z', march: '2027-03-28T10:00:00.000Z' },
  { year: 2028, february: '2028-02-29T10:00:00.000Z', march: '2028-03-29T10:00:00.000Z' },
])('the renewal engine over a period ending on 31 January $year', ({ year, february, march }) => {
  const january = `${year}-01-31T10:00:00.000Z`;
  const dates = [january, february];
  const expectedSteps = (issued: string[]) => [
    {
      periodStart: january,
      periodEnd: february,
      event: 'renewed',
      invoice: { periodStart: january, periodEnd: february, paymentStatus: 'paid', issuedAt: issued[0] },
    },
    {
      periodStart: february,
      periodEnd: march,
      event: 'renewed',
      invoice: { periodStart: february, periodEnd: march, paymentStatus: 'paid', issuedAt: issued[1] },
    },
  ];
  const issuedAt = dates.map((date) => new Date(Date.parse(date) + 60_000).toISOString());

  it('walks a cluster, a support plan and a product through the same due dates, each charged what its price step gives', async () => {
    const w = await world(january);
    const walks = [
      await walk(w, await clusterSubscribed(w, january), dates),
      await walk(w, await supportSubscribed(w, january), dates),
      await walk(w, await productSubscribed(w, january), dates),
    ];
    for (const { steps, priced } of walks) {
      expect(steps).toMatchObject(expectedSteps(issuedAt));
      for (const { invoice, expectedTotal } of priced) {
        expect(invoice.total).toBe(expectedTotal);
        expect(invoice.lines[0]?.description).toMatch(/^Renewal, /);
      }
    }
    // The price steps differ, so do the amounts: a cluster, the Business support plan, Valkey on 3 nodes.
    const totals = walks.map(({ priced }) => priced[0]?.invoice.total);
    expect(new Set(totals).size).toBe(3);
  });

  it('issues the same invoices for every kind given the same price step', async () => {
    const w = await world(january);
    const lines = testLines();
    const walks = [
      await walk(w, await clusterSubscribed(w, january), dates, pricedAs(clusterRenewal, lines)),
      await walk(w, await supportSubscribed(w, january), dates, pricedAs(supportRenewal, lines)),
      await walk(w, await productSubscribed(w, january), dates, pricedAs(productRenewal, lines)),
    ];
    const charged = walks.map(({ steps, priced }) => ({
      steps: steps.map(({ invoice: { renewsSubscriptionId: _, ...invoice }, ...step }) => ({ ...step, invoice })),
      amounts: priced.map(({ invoice }) => [
        invoice.subtotal,
        invoice.discount,
        invoice.tax,
        invoice.total,
        invoice.amountDue,
        invoice.lines.map((l) => l.description),
      ]),
    }));
    expect(charged[1]).toEqual(charged[0]);
    expect(charged[2]).toEqual(charged[0]);
  });
});
