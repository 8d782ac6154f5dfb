// Everything one seeded organization holds, built in memory: the records, and how many invoice
// and order numbers they need (reserved by the caller, then filled in).
import {
  buildCollectedInvoice,
  buildUsageInvoice,
  priceUsageMonth,
  type ClusterMonth,
} from '../../src/server/billing/usage-invoice.ts';
import type { CatalogSeed } from '../../src/shared/catalog/catalog.schemas.ts';
import type { ClusterEventRecord } from '../../src/server/clusters/cluster-events.repository.ts';
import type { ClusterRecord } from '../../src/shared/clusters/clusters.schemas.ts';
import { buildInvoice } from '../../src/server/invoices/invoice-builder.ts';
import type { InvoiceRecord } from '../../src/shared/invoices/invoices.schemas.ts';
import type { OrderRecord } from '../../src/shared/orders/orders.schemas.ts';
import type { OrganizationRecord } from '../../src/shared/organizations/organizations.schemas.ts';
import type { PaymentMethodRecord } from '../../src/shared/payments/payments.schemas.ts';
import type { ClusterSubscriptionRecord } from '../../src/shared/subscriptions/cluster-subscriptions.schemas.ts';
import type { UsageDayRecord } from '../../src/server/usage/usage.repository.ts';
import type { UserRecord } from '../../src/shared/users/users.schemas.ts';
import {
  cardRecord,
  clusterQuote,
  clusterRecord,
  configEvent,
  isSubscribed,
  organizationRecord,
  ownerRecord,
  paidOrder,
  SEED_CURRENCY,
  SEED_RATE,
  seedIds,
  seedSpec,
  subscriptionRecord,
} from './seed-records.ts';
import type { UsageHistory } from './seed-history.ts';

/** The seed's calendar: when clusters started, each month's bounds, the hour history runs to. */
export type SeedCalendar = {
  createdAt: number;
  now: number;
  months: { month: string; start: number; end: number }[];
  periods: { start: number; end: number }[];
};

/** A seeded organization's records, by table. */
export type OrganizationSeed = {
  organization: OrganizationRecord;
  owner: UserRecord;
  card: PaymentMethodRecord;
  clusters: ClusterRecord[];
  events: ClusterEventRecord[];
  orders: OrderRecord[];
  subscriptions: ClusterSubscriptionRecord[];
  invoices: InvoiceRecord[];
  usageDays: UsageDayRecord[];
};

/** Numbers handed out in order: invoices by the year they are issued in, orders by their year. */
export type Numbering = { invoice(issuedAt: Date): string; order(at: Date): string };

const addMonths = (ms: number, months: number) => {
  const date = new Date(ms);
  return Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + months, date.getUTCDate(), date.getUTCHours());
};

/**
 * Clusters start at midnight `months` months before the day of `now` (the hour before `now` when
 * that is `now` itself); their subscriptions' periods are monthly from then, and every calendar
 * month that ended since is a month of usage to have been invoiced.
 */
export function seedCalendar(now: number, months: number): SeedCalendar {
  const today = Math.floor(now / 86_400_000) * 86_400_000;
  const since = addMonths(today, -months);
  const createdAt = since < now ? since : now - 3_600_000;
  const calendar: SeedCalendar = { createdAt, now, months: [], periods: [] };
  const started = new Date(createdAt);
  for (
    let start = Date.UTC(started.getUTCFullYear(), started.getUTCMonth(), 1);
    addMonths(start, 1) <= now;
    start = addMonths(start, 1)
  ) {
    calendar.months.push({ month: new Date(start).toISOString().slice(0, 7), start, end: addMonths(start, 1) });
  }
  for (let k = 0; addMonths(createdAt, k) <= now; k += 1)
    calendar.periods.push({ start: addMonths(createdAt, k), end: addMonths(createdAt, k + 1) });
  return calendar;
}

const iso = (ms: number) => new Date(ms).toISOString();

/** Organization `n` with `clusters` clusters, as of the calendar's hour. */
export function organizationSeed(
  n: number,
  clusters: number,
  input: {
    calendar: SeedCalendar;
    catalog: CatalogSeed;
    history: UsageHistory;
    passwordHash: string;
    cardToken: string;
    numbering: Numbering;
  },
): OrganizationSeed {
  const { calendar, catalog, history, numbering } = input;
  const at = iso(calendar.createdAt);
  const clusterIndexes = Array.from({ length: clusters }, (_, j) => j);
  const subscribed = clusterIndexes.filter(isSubscribed);
  const firstOrderId = subscribed.length > 0 ? `order-${seedIds.cluster(n, 0)}` : null;
  const organization = organizationRecord(n, at, firstOrderId);
  const seed: OrganizationSeed = {
    organization,
    owner: ownerRecord(n, input.passwordHash, at),
    card: cardRecord(n, input.cardToken, at),
    clusters: [],
    events: [],
    orders: [],
    subscriptions: [],
    invoices: [],
    usageDays: [],
  };
  const paidBy = 'Visa •••• 4242';
  for (const j of clusterIndexes) {
    const clusterId = seedIds.cluster(n, j);
    seed.clusters.push(clusterRecord(n, j, at, iso(calendar.now), isSubscribed(j) ? `order-${clusterId}` : null));
    seed.events.push(configEvent(n, j, at));
    seed.usageDays.push(...history.days(n, j, calendar.now));
    if (!isSubscribed(j)) continue;
    // The order paid the first period; each later one was renewed and invoiced at its start.
    const orderInvoiceId = `seed-invoice-${clusterId}-1`;
    const order = paidOrder(n, j, {
      number: numbering.order(new Date(calendar.createdAt)),
      invoiceId: orderInvoiceId,
      paidAt: at,
      catalog,
    });
    seed.orders.push(order);
    const issuedAt = new Date(calendar.createdAt);
    seed.invoices.push({
      ...buildInvoice({ order, organization, number: numbering.invoice(issuedAt), issuedAt, paymentMethod: paidBy }),
      id: orderInvoiceId,
    });
    const quote = clusterQuote(j, catalog);
    calendar.periods.slice(1).forEach((period, k) => {
      const renewedAt = new Date(period.start);
      const invoice = buildCollectedInvoice({
        id: `seed-invoice-${clusterId}-${k + 2}`,
        number: numbering.invoice(renewedAt),
        organization,
        priced: quote,
        issuedAt: renewedAt,
        periodStart: renewedAt,
        periodEnd: new Date(period.end),
        usagePeriod: null,
        renewsSubscriptionId: clusterId,
      });
      seed.invoices.push(paid(invoice, paidBy, renewedAt));
    });
    const current = calendar.periods[calendar.periods.length - 1] ?? {
      start: calendar.createdAt,
      end: addMonths(calendar.createdAt, 1),
    };
    seed.subscriptions.push(
      subscriptionRecord(n, j, {
        periodStart: iso(current.start),
        periodEnd: iso(current.end),
        createdAt: at,
        invoiceId: seed.invoices[seed.invoices.length - 1]?.id ?? orderInvoiceId,
        catalog,
      }),
    );
  }
  // Each complete month's usage beyond what was prepaid: one invoice, collected on the 1st.
  for (const { month, start, end } of calendar.months) {
    const clusterMonths: ClusterMonth[] = clusterIndexes.map((j) => ({
      clusterId: seedIds.cluster(n, j),
      clusterName: seedSpec(j).name,
      ...history.monthAmounts(j, start, end),
    }));
    if (!clusterMonths.some((c) => c.billableUsdCents > 0)) continue;
    const { quote } = priceUsageMonth({
      month,
      clusters: clusterMonths,
      organization,
      catalog,
      currency: SEED_CURRENCY,
      rate: SEED_RATE,
      balance: 0,
    });
    const issuedAt = new Date(end + 30 * 60_000);
    const invoice = buildUsageInvoice({
      id: `usage-${organization.id}-${month}`,
      number: numbering.invoice(issuedAt),
      month,
      organization,
      priced: quote,
      issuedAt,
    });
    seed.invoices.push(paid(invoice, paidBy, issuedAt));
  }
  return seed;
}

function paid(invoice: InvoiceRecord, method: string, at: Date): InvoiceRecord {
  return {
    ...invoice,
    paymentStatus: 'paid',
    paymentMethod: method,
    collection: { attempts: 1, nextAttemptAt: null, lastError: null, paidAt: at.toISOString() },
  };
}
