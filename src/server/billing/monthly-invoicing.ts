import { collectionKey } from './invoice-charge-matching.ts';
import { centsFromMicroUsd, type Currency } from '../../shared/money.ts';
import type { CatalogRepository } from '../catalog/catalog.repository.ts';
import type { CatalogSeed } from '../../shared/catalog/catalog.schemas.ts';
import { AppError, errors } from '../http/app-error.ts';
import { invoiceNumber, sequenceName } from '../invoices/invoice-builder.ts';
import type { InvoiceRecord } from '../../shared/invoices/invoices.schemas.ts';
import type { JobHandler } from '../jobs/job-runner.ts';
import type { OrganizationRecord } from '../../shared/organizations/organizations.schemas.ts';
import { describeMethod } from '../payments/payment-methods.service.ts';
import type { PaymentProvider } from '../payments/payment-provider.ts';
import { UniqueViolation } from '../store/db.ts';
import type { Repositories } from '../store/repositories.ts';
import { clusterAmounts, type HourCell } from '../usage/usage-report.ts';
import { OVERAGE_KIND } from '../usage/usage-rates.ts';
import type { UsageQueryService } from '../usage/usage-query.service.ts';
import type { UsageMeter } from '../usage/usage.service.ts';
import { collectBatch } from './batch-collection.ts';
import { billingCurrencyOf } from './billing-currency.ts';
import type { BillingNotices } from './billing-notices.ts';
import type { CreditEntryRecord } from '../../shared/billing/credits.schemas.ts';
import { storedLedgerText } from './ledger-text.ts';
import { balancePaidEntry, drawableForMany } from './balance-ledger.ts';
import { isLiveCluster } from '../../shared/cluster-lifecycle.ts';
import type { ClusterRecord } from '../../shared/clusters/clusters.schemas.ts';
import { buildUsageInvoice, priceUsageMonth, type ClusterMonth } from './usage-invoice.ts';
import { MS_PER_DAY, startOfUtcMonth } from '../../shared/time.ts';
import { m } from '../../shared/i18n/messages.ts';

/** Issues last month's usage invoices (scheduled hourly; it does the work once, on the 1st). */
export const INVOICE_MONTH_JOB = 'billing.invoice-month';
/** Collects due usage invoices and retries failed ones. */
export const COLLECT_JOB = 'billing.collect';
/** After a failed collection, retries this many days after the invoice date; then new orders wait. */
export const RETRY_DAYS = [3, 7, 14] as const;

const PAGE = 500;
/** Organizations prepared (and invoices collected) at once. */
const CONCURRENCY = 16;
/** Invoices issued per transaction. */
const BATCH = 100;

type Prepared = { id: string; month: string; organization: OrganizationRecord; issuedAt: Date } & ReturnType<
  typeof priceUsageMonth
>;

/** `YYYY-MM` of the month before the one holding `ms`. */
export const previousMonth = (ms: number) => new Date(startOfUtcMonth(ms, -1)).toISOString().slice(0, 7);
const monthBounds = (month: string) => {
  const start = Date.parse(`${month}-01T00:00:00Z`);
  return { start, end: startOfUtcMonth(start, 1) };
};

type Deps = {
  repositories: Repositories;
  catalog: CatalogRepository;
  meter: UsageMeter;
  usage: UsageQueryService;
  provider: PaymentProvider;
  notices: BillingNotices;
  rateOf: (currency: Currency) => Promise<number>;
  now?: () => number;
};

/**
 * Month-end invoicing: for every organization, what its clusters used beyond what orders prepaid
 * becomes one invoice (plan discount, credits, VAT), numbered in the year's unbroken sequence and
 * collected from the default payment method; usage below what was prepaid becomes a credit. The
 * invoice's id names the organization and month, so a second run (or a second instance) issues
 * nothing twice.
 */
export class MonthlyInvoicing {
  #deps: Deps;

  constructor(deps: Deps) {
    this.#deps = deps;
  }

  #now() {
    return (this.#deps.now ?? Date.now)();
  }

  /**
   * Invoices `month` (default: last month) for every organization, then collects what is due.
   * A page of organizations at a time, set-based: their invoices, usage days, clusters,
   * subscriptions, members and credit balances read with one statement each, every invoice
   * priced, then issued in batches (one transaction each: the year's numbers reserved at once,
   * the invoices, ledger entries and e-mail jobs written in one statement each).
   */
  async run(
    month = previousMonth(this.#now()),
  ): Promise<{ organizations: number; invoiced: number; credited: number }> {
    await this.#deps.meter.meterAll();
    const catalog = await this.#deps.catalog.snapshot();
    const rates = new Map<Currency, number>();
    let after: { createdAt: string; id: string } | undefined;
    const totals = { organizations: 0, invoiced: 0, credited: 0 };
    for (;;) {
      const page = await this.#deps.repositories.organizations.listPage(PAGE, after);
      if (page.length === 0) break;
      const { prepared, credited } = await this.#prepareAll(page, month, catalog, rates);
      totals.credited += credited;
      totals.organizations += page.length;
      for (let i = 0; i < prepared.length; i += BATCH)
        totals.invoiced += await this.#issue(prepared.slice(i, i + BATCH));
      const last = page[page.length - 1];
      after = last && { createdAt: last.createdAt, id: last.id };
    }
    await this.collectDue();
    return totals;
  }

  /** A page of organizations' month: prorations credited, their invoices priced (not issued yet). */
  async #prepareAll(
    page: readonly OrganizationRecord[],
    month: string,
    catalog: CatalogSeed,
    rates: Map<Currency, number>,
  ): Promise<{ prepared: Prepared[]; credited: number }> {
    const { repositories } = this.#deps;
    const idOf = (organization: OrganizationRecord) => `usage-${organization.id}-${month}`;
    const issued = await repositories.invoices.findMany(page.map(idOf));
    const open = page.filter((organization) => !issued.has(idOf(organization)));
    if (open.length === 0) return { prepared: [], credited: 0 };
    const ids = open.map((o) => o.id);
    const { start, end } = monthBounds(month);
    const [days, clusters, subscriptions] = await Promise.all([
      repositories.usage.listDaysOf(ids, dayKey(start), dayKey(end - 1)),
      repositories.clusters.listForOrganizations(ids),
      repositories.clusterSubscriptions.listForOrganizations(ids),
    ]);
    const daysOf = groupBy(
      days.sort((a, b) => (a.day === b.day ? (a.id < b.id ? -1 : 1) : a.day < b.day ? -1 : 1)),
      (d) => d.organizationId,
    );
    const clustersOf = groupBy(clusters, (c) => c.organizationId);
    const subscribed = new Set(subscriptions.map((s) => s.clusterId));
    const issuedAt = new Date(Math.max(end, Math.min(this.#now(), end + MS_PER_DAY - 1)));
    const months: { organization: OrganizationRecord; clusters: ClusterMonth[] }[] = [];
    const credited = 0;
    for (const organization of open) {
      const own = clustersOf.get(organization.id) ?? [];
      const cells = await this.#deps.usage.cellsFrom(
        daysOf.get(organization.id) ?? [],
        own.filter(isLiveCluster),
        start,
        end,
        end,
      );
      if (cells.length === 0) continue;
      const clusterMonths = clusterMonthsOf(cells, own, subscribed);
      // Less used than was charged in advance credits nothing here: only a credit note moves the
      // credits balance (a lowering or a deletion issues one when it happens).
      if (clusterMonths.some((c) => c.billableUsdCents > 0)) months.push({ organization, clusters: clusterMonths });
    }
    if (months.length === 0) return { prepared: [], credited };
    const owing = months.map((m) => m.organization.id);
    const [balances, members] = await Promise.all([
      repositories.credits.balances(owing),
      repositories.users.listByOrganizations(
        owing.filter((id) => {
          const o = months.find((m) => m.organization.id === id)?.organization;
          return !o?.billingCurrency && !o?.budget;
        }),
      ),
    ]);
    const firstMember = new Map<string, (typeof members)[number]>();
    for (const member of members.sort((a, b) =>
      a.createdAt === b.createdAt ? (a.id < b.id ? -1 : 1) : a.createdAt < b.createdAt ? -1 : 1,
    )) {
      if (!firstMember.has(member.organizationId)) firstMember.set(member.organizationId, member);
    }
    const prepared: Prepared[] = [];
    for (const { organization, clusters: clusterMonths } of months) {
      // The currency invoices go out in: the organization's billing currency (fixed by its first paid order);
      // before any paid order fixed one, the budget's, else the first member's preferred one, else EUR.
      const currency =
        billingCurrencyOf(organization) ??
        organization.budget?.currency ??
        firstMember.get(organization.id)?.preferences?.currency ??
        'EUR';
      // Asked only when there is something to invoice: a start with nothing due calls no source.
      if (!rates.has(currency)) rates.set(currency, await this.#deps.rateOf(currency));
      // The balance is in the billing currency (an organization without one holds none).
      const balance = billingCurrencyOf(organization) === currency ? (balances.get(organization.id) ?? 0) : 0;
      const priced = priceUsageMonth({
        month,
        clusters: clusterMonths,
        organization,
        catalog,
        currency,
        rate: rates.get(currency) ?? 1,
        balance,
      });
      prepared.push({ id: idOf(organization), month, organization, issuedAt, ...priced });
    }
    return { prepared, credited };
  }

  /** Issues a batch in one transaction; if another instance issued one of them, one by one. */
  async #issue(batch: Prepared[]): Promise<number> {
    try {
      await this.#deps.repositories.transaction((tx) => this.#issueIn(tx, batch));
      return batch.length;
    } catch (error) {
      if (!(error instanceof UniqueViolation) || batch.length === 1) {
        if (error instanceof UniqueViolation) return 0;
        throw error;
      }
      let issued = 0;
      for (const prepared of batch) issued += await this.#issue([prepared]);
      return issued;
    }
  }

  /** The batch's numbers reserved at once, in its order (a rollback gives them back: no gap). */
  async #issueIn(tx: Repositories, batch: Prepared[]): Promise<void> {
    const records: InvoiceRecord[] = [];
    // What each organization's balance pays, read with its row locked (shared between its invoices).
    const drawn = new Map(
      (
        await drawableForMany(
          tx,
          batch.map((p) => ({ organizationId: p.organization.id, amount: p.quote.creditsApplied })),
        )
      ).map((amount, k) => [batch[k]?.id, amount]),
    );
    for (const year of new Set(batch.map((p) => p.issuedAt.getUTCFullYear()))) {
      const ofYear = batch.filter((p) => p.issuedAt.getUTCFullYear() === year);
      const first = await tx.counters.reserve(sequenceName('INV', year), ofYear.length);
      ofYear.forEach(({ id, month, organization, issuedAt, quote }, k) => {
        records.push(
          buildUsageInvoice({
            id,
            number: invoiceNumber('INV', year, first + k),
            month,
            organization,
            priced: quote,
            issuedAt,
            balancePaid: drawn.get(id) ?? 0,
          }),
        );
      });
    }
    await tx.invoices.createMany(records);
    await tx.credits.addMany(
      records.flatMap((record) =>
        (record.balancePaid ?? 0) > 0
          ? [balancePaidEntry(record, record.balancePaid ?? 0, new Date(record.issuedAt))]
          : [],
      ),
    );
    await this.#deps.notices.invoiceEvents(tx, records, 'issued');
  }

  /**
   * One collection attempt of a usage invoice from the organization's default method (or the
   * given one, when a member pays it in Billing). A failure schedules the next retry; after the
   * last one, new orders are suspended until the invoice is paid.
   */
  async collect(
    invoiceId: string,
    options: { paymentMethodId?: string; organizationId?: string } = {},
  ): Promise<InvoiceRecord | undefined> {
    const { repositories, provider } = this.#deps;
    const invoice = await repositories.invoices.findAny(invoiceId);
    if (!invoice || (options.organizationId && invoice.organizationId !== options.organizationId))
      throw errors.notFound(m.error_no_such_invoice());
    if (invoice.paymentStatus !== 'due' && invoice.paymentStatus !== 'failed') {
      if (options.paymentMethodId)
        throw errors.conflict(m.error_invoice_not_awaiting_payment({ number: invoice.number }));
      return invoice;
    }
    const methods = await repositories.paymentMethods.list(invoice.organizationId);
    const method = options.paymentMethodId
      ? methods.find((m) => m.id === options.paymentMethodId)
      : (methods.find((m) => m.isDefault) ?? methods[0]);
    if (options.paymentMethodId && !method)
      throw errors.badRequest(m.error_payment_method_does_not_exist(), {
        paymentMethodId: m.field_choose_one_payment_methods(),
      });
    const attempts = (invoice.collection?.attempts ?? 0) + 1;
    const result = method
      ? await provider.charge({
          amount: invoice.amountDue ?? invoice.total,
          currency: invoice.currency,
          source: { kind: method.kind, token: method.providerToken },
          idempotencyKey: collectionKey(invoice.id, attempts),
          description: `Invoice ${invoice.number}`,
          reference: { kind: 'invoice', id: invoice.id },
        })
      : ({ status: 'declined', code: 'card_declined', message: m.error_no_payment_method_on_file() } as const);
    const now = new Date(this.#now());
    if (result.status === 'succeeded') {
      return repositories.transaction(async (tx) => {
        const paid = await tx.invoices.setCollection(invoice.id, {
          paymentStatus: 'paid',
          paymentMethod: method ? describeMethod(method) : 'Default payment method',
          collection: { attempts, nextAttemptAt: null, lastError: null, paidAt: now.toISOString() },
        });
        const organization = await tx.organizations.findById(invoice.organizationId);
        if (organization?.ordersSuspendedBy === invoice.id)
          await tx.organizations.change(organization.id, () => ({ ordersSuspendedBy: null }));
        if (paid) await this.#deps.notices.invoiceEvent(tx, paid, 'paid');
        return paid;
      });
    }
    const reason = result.status === 'declined' ? result.message : m.error_3ds_needs_you_present();
    const retryDay = RETRY_DAYS[attempts - 1];
    const nextAttemptAt =
      retryDay === undefined ? null : new Date(Date.parse(invoice.issuedAt) + retryDay * MS_PER_DAY).toISOString();
    const failed = await repositories.transaction(async (tx) => {
      const updated = await tx.invoices.setCollection(invoice.id, {
        paymentStatus: 'failed',
        paymentMethod: invoice.paymentMethod,
        collection: { attempts, nextAttemptAt, lastError: reason, paidAt: null },
      });
      if (!updated) return undefined;
      if (nextAttemptAt === null) {
        await tx.organizations.change(invoice.organizationId, () => ({ ordersSuspendedBy: invoice.id }));
        await this.#deps.notices.invoiceEvent(tx, updated, 'orders_suspended');
      } else await this.#deps.notices.invoiceEvent(tx, updated, 'collection_failed');
      return updated;
    });
    if (options.paymentMethodId) throw new AppError(402, 'card_declined', reason);
    return failed;
  }

  /**
   * One collection attempt for each of many invoices, their reads and the record of their
   * successes shared (batch-collection.ts); what does not succeed is recorded as `collect` does.
   */
  collectMany(invoiceIds: readonly string[]): Promise<void> {
    const { repositories, provider, notices } = this.#deps;
    return collectBatch(
      { repositories, provider, notices, now: () => this.#now(), collectOne: (id) => this.collect(id) },
      invoiceIds,
      CONCURRENCY,
    );
  }

  /** Every collection due by now: first attempts and retries, a page at a time. */
  async collectDue(): Promise<number> {
    const tried = new Set<string>();
    for (;;) {
      const due = (
        await this.#deps.repositories.invoices.listCollectDue(new Date(this.#now()).toISOString(), PAGE)
      ).filter((i) => !tried.has(i.id));
      if (due.length === 0) return tried.size;
      for (const invoice of due) tried.add(invoice.id);
      // One invoice that cannot be collected (its method vanished at the provider) stops no other.
      await this.collectMany(due.map((invoice) => invoice.id));
    }
  }

  jobHandlers(): Record<string, JobHandler> {
    return {
      [INVOICE_MONTH_JOB]: async () => {
        await this.run();
        return undefined;
      },
      [COLLECT_JOB]: async () => {
        await this.collectDue();
        return undefined;
      },
    };
  }
}

const dayKey = (ms: number) => new Date(ms).toISOString().slice(0, 10);

function groupBy<T>(items: readonly T[], key: (item: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const group = groups.get(key(item));
    if (group) group.push(item);
    else groups.set(key(item), [item]);
  }
  return groups;
}

/**
 * Each cluster's month from its hour cells. A cluster with a subscription was charged in advance
 * for every hour of its configuration, its changes charged or credited when made: nothing of it
 * is billed again at month end.
 */
function clusterMonthsOf(
  cells: readonly HourCell[],
  clusters: readonly ClusterRecord[],
  subscribed: ReadonlySet<string>,
): ClusterMonth[] {
  const byCluster = groupBy(cells, (cell) => cell.clusterId);
  const names = new Map(clusters.map((c) => [c.id, c.name]));
  return [...byCluster].map(([clusterId, own]) => {
    const amounts = clusterAmounts(own, 1);
    // A subscribed cluster's configuration was charged in advance: only the nodes the autoscaler
    // ran above it are billed now, rounded as the usage report rounds its part billed at month end.
    const overageUsdCents = centsFromMicroUsd(own.reduce((sum, cell) => sum + (cell.kinds[OVERAGE_KIND] ?? 0), 0));
    const billableUsdCents = subscribed.has(clusterId)
      ? Math.min(amounts.billableUsdCents, overageUsdCents)
      : amounts.billableUsdCents;
    return {
      clusterId,
      clusterName: names.get(clusterId) ?? clusterId,
      billableUsdCents,
      nodeHours: amounts.nodeHours,
      overage: subscribed.has(clusterId),
    };
  });
}
