import type { Currency } from '../../shared/money.ts';
import type { CatalogRepository } from '../catalog/catalog.repository.ts';
import type { CatalogSeed } from '../catalog/catalog.schemas.ts';
import { forEachConcurrent } from '../jobs/concurrency.ts';
import { AppError, errors } from '../http/app-error.ts';
import { invoiceNumber, sequenceName } from '../invoices/invoice-builder.ts';
import type { InvoiceRecord } from '../invoices/invoices.schemas.ts';
import type { JobHandler } from '../jobs/job-runner.ts';
import type { OrganizationRecord } from '../organizations/organizations.schemas.ts';
import { describeMethod } from '../payments/payment-methods.service.ts';
import type { PaymentProvider } from '../payments/payment-provider.ts';
import { UniqueViolation } from '../store/db.ts';
import type { Repositories } from '../store/repositories.ts';
import { clusterAmounts, type HourCell } from '../usage/usage-report.ts';
import type { UsageQueryService } from '../usage/usage-query.service.ts';
import type { UsageMeter } from '../usage/usage.service.ts';
import { collectBatch } from './batch-collection.ts';
import type { BillingNotices } from './billing-notices.ts';
import { buildUsageInvoice, priceUsageMonth, type ClusterMonth } from './usage-invoice.ts';

/** Issues last month's usage invoices (scheduled hourly; it does the work once, on the 1st). */
export const INVOICE_MONTH_JOB = 'billing.invoice-month';
/** Collects due usage invoices and retries failed ones. */
export const COLLECT_JOB = 'billing.collect';
/** After a failed collection, retries this many days after the invoice date; then new orders wait. */
export const RETRY_DAYS = [3, 7, 14] as const;

const DAY_MS = 86_400_000;
const PAGE = 500;
/** Organizations prepared (and invoices collected) at once. */
const CONCURRENCY = 16;
/** Invoices issued per transaction. */
const BATCH = 100;

type Prepared = { id: string; month: string; organization: OrganizationRecord; issuedAt: Date } & ReturnType<typeof priceUsageMonth>;

/** `YYYY-MM` of the month before the one holding `ms`. */
export const previousMonth = (ms: number) => {
  const date = new Date(ms);
  return new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() - 1, 1)).toISOString().slice(0, 7);
};
const monthBounds = (month: string) => {
  const start = Date.parse(`${month}-01T00:00:00Z`);
  const date = new Date(start);
  return { start, end: Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 1) };
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
   * Organizations are prepared a page at a time with overlapping reads, and their invoices
   * issued in batches, one transaction each: the year's counter (one row, locked until commit)
   * is taken once per batch instead of once per organization.
   */
  async run(month = previousMonth(this.#now())): Promise<{ organizations: number; invoiced: number; credited: number }> {
    await this.#deps.meter.meterAll();
    const catalog = await this.#deps.catalog.snapshot();
    const rates = new Map<Currency, number>();
    let after: { createdAt: string; id: string } | undefined;
    const totals = { organizations: 0, invoiced: 0, credited: 0 };
    for (;;) {
      const page = await this.#deps.repositories.organizations.listPage(PAGE, after);
      if (page.length === 0) break;
      const prepared: Prepared[] = [];
      await forEachConcurrent(page, CONCURRENCY, async (organization) => {
        const outcome = await this.#prepare(organization, month, catalog, rates);
        if (outcome.credited) totals.credited += 1;
        if (outcome.prepared) prepared.push(outcome.prepared);
      });
      totals.organizations += page.length;
      for (let i = 0; i < prepared.length; i += BATCH) totals.invoiced += await this.#issue(prepared.slice(i, i + BATCH));
      const last = page[page.length - 1];
      after = last && { createdAt: last.createdAt, id: last.id };
    }
    await this.collectDue();
    return totals;
  }

  /** One organization's month: prorations credited, its invoice priced (not issued yet). */
  async #prepare(
    organization: OrganizationRecord,
    month: string,
    catalog: CatalogSeed,
    rates: Map<Currency, number>,
  ): Promise<{ prepared?: Prepared; credited: boolean }> {
    const { repositories } = this.#deps;
    const id = `usage-${organization.id}-${month}`;
    if (await repositories.invoices.findAny(id)) return { credited: false };
    const { start, end } = monthBounds(month);
    const cells = await this.#deps.usage.cells(organization.id, start, end, end);
    if (cells.length === 0) return { credited: false };
    const clusters = await this.#clusterMonths(organization.id, cells);
    const issuedAt = new Date(Math.max(end, Math.min(this.#now(), end + DAY_MS - 1)));
    let credited = false;
    for (const cluster of clusters.filter((c) => c.billableUsdCents < 0)) {
      credited =
        (await repositories.credits.add({
          id: `proration-${cluster.clusterId}-${month}`,
          organizationId: organization.id,
          createdAt: issuedAt.toISOString(),
          kind: 'proration',
          description: `Cluster ${cluster.clusterName} used less than was prepaid in ${month} (e.g. after downsizing)`,
          amountUsdCents: -cluster.billableUsdCents,
          countsInBalance: true,
          orderId: null,
          invoiceId: null,
          clusterId: cluster.clusterId,
        })) || credited;
    }
    if (!clusters.some((c) => c.billableUsdCents > 0)) return { credited };
    const currency = await this.#currencyOf(organization);
    // Asked only when there is something to invoice: a start with nothing due calls no source.
    if (!rates.has(currency)) rates.set(currency, await this.#deps.rateOf(currency));
    const priced = priceUsageMonth({
      month,
      clusters,
      organization,
      catalog,
      currency,
      rate: rates.get(currency) ?? 1,
      creditBalanceUsdCents: await repositories.credits.balance(organization.id),
    });
    return { prepared: { id, month, organization, issuedAt, ...priced }, credited };
  }

  /** Issues a batch in one transaction; if another instance issued one of them, one by one. */
  async #issue(batch: Prepared[]): Promise<number> {
    try {
      await this.#deps.repositories.transaction(async (tx) => {
        for (const prepared of batch) await this.#issueIn(tx, prepared);
      });
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

  async #issueIn(tx: Repositories, prepared: Prepared): Promise<void> {
    const { id, month, organization, issuedAt, quote, creditAppliedUsdCents } = prepared;
    const year = issuedAt.getUTCFullYear();
    const number = invoiceNumber('INV', year, await tx.counters.next(sequenceName('INV', year)));
    const record = buildUsageInvoice({ id, number, month, organization, priced: quote, issuedAt });
    if (record.total === 0) Object.assign(record, { paymentStatus: 'paid', paymentMethod: 'Credits', collection: { attempts: 0, nextAttemptAt: null, lastError: null, paidAt: issuedAt.toISOString() } });
    await tx.invoices.create(record);
    if (creditAppliedUsdCents > 0) {
      await tx.credits.add({
        id: `applied-${id}`,
        organizationId: organization.id,
        createdAt: issuedAt.toISOString(),
        kind: 'applied',
        description: `Applied to invoice ${number}`,
        amountUsdCents: -creditAppliedUsdCents,
        countsInBalance: true,
        orderId: null,
        invoiceId: id,
        clusterId: null,
      });
    }
    await this.#deps.notices.invoiceEvent(tx, record, 'issued');
  }

  /**
   * One collection attempt of a usage invoice from the organization's default method (or the
   * given one, when a member pays it in Billing). A failure schedules the next retry; after the
   * last one, new orders are suspended until the invoice is paid.
   */
  async collect(invoiceId: string, options: { paymentMethodId?: string; organizationId?: string } = {}): Promise<InvoiceRecord | undefined> {
    const { repositories, provider } = this.#deps;
    const invoice = await repositories.invoices.findAny(invoiceId);
    if (!invoice || (options.organizationId && invoice.organizationId !== options.organizationId)) throw errors.notFound('No such invoice.');
    if (invoice.paymentStatus !== 'due' && invoice.paymentStatus !== 'failed') {
      if (options.paymentMethodId) throw errors.conflict(`Invoice ${invoice.number} is not awaiting payment.`);
      return invoice;
    }
    const methods = await repositories.paymentMethods.list(invoice.organizationId);
    const method = options.paymentMethodId ? methods.find((m) => m.id === options.paymentMethodId) : (methods.find((m) => m.isDefault) ?? methods[0]);
    if (options.paymentMethodId && !method) throw errors.badRequest('This payment method does not exist.', { paymentMethodId: 'Choose one of your payment methods.' });
    const attempts = (invoice.collection?.attempts ?? 0) + 1;
    const result = method
      ? await provider.charge({
          amount: invoice.total,
          currency: invoice.currency,
          source: { kind: method.kind, token: method.providerToken },
          idempotencyKey: `${invoice.id}-${attempts}`,
          description: `Invoice ${invoice.number}`,
          reference: { kind: 'invoice', id: invoice.id },
        })
      : ({ status: 'declined', code: 'card_declined', message: 'No payment method on file.' } as const);
    const now = new Date(this.#now());
    if (result.status === 'succeeded') {
      return repositories.transaction(async (tx) => {
        const paid = await tx.invoices.setCollection(invoice.id, {
          paymentStatus: 'paid',
          paymentMethod: method ? describeMethod(method) : 'Default payment method',
          collection: { attempts, nextAttemptAt: null, lastError: null, paidAt: now.toISOString() },
        });
        const organization = await tx.organizations.findById(invoice.organizationId);
        if (organization?.ordersSuspendedBy === invoice.id) await tx.organizations.change(organization.id, () => ({ ordersSuspendedBy: null }));
        if (paid) await this.#deps.notices.invoiceEvent(tx, paid, 'paid');
        return paid;
      });
    }
    const reason = result.status === 'declined' ? result.message : 'The bank asked for 3-D Secure, which needs you present: pay the invoice in Billing.';
    const retryDay = RETRY_DAYS[attempts - 1];
    const nextAttemptAt = retryDay === undefined ? null : new Date(Date.parse(invoice.issuedAt) + retryDay * DAY_MS).toISOString();
    const failed = await repositories.transaction(async (tx) => {
      const updated = await tx.invoices.setCollection(invoice.id, { paymentStatus: 'failed', paymentMethod: invoice.paymentMethod, collection: { attempts, nextAttemptAt, lastError: reason, paidAt: null } });
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
    return collectBatch({ repositories, provider, notices, now: () => this.#now(), collectOne: (id) => this.collect(id) }, invoiceIds, CONCURRENCY);
  }

  /** Every collection due by now: first attempts and retries, a page at a time. */
  async collectDue(): Promise<number> {
    const tried = new Set<string>();
    for (;;) {
      const due = (await this.#deps.repositories.invoices.listCollectDue(new Date(this.#now()).toISOString(), PAGE)).filter((i) => !tried.has(i.id));
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

  async #clusterMonths(organizationId: string, cells: HourCell[]): Promise<ClusterMonth[]> {
    const byCluster = new Map<string, HourCell[]>();
    for (const cell of cells) {
      const own = byCluster.get(cell.clusterId);
      if (own) own.push(cell);
      else byCluster.set(cell.clusterId, [cell]);
    }
    // One read of the organization's clusters for their names, not one per cluster.
    const names = new Map((await this.#deps.repositories.clusters.listForOrganization(organizationId)).map((c) => [c.id, c.name]));
    // A cluster with a subscription was charged in advance for every hour of its configuration,
    // its changes charged or credited when made: nothing of it is billed again at month end.
    const subscribed = new Set((await this.#deps.repositories.clusterSubscriptions.list(organizationId)).map((s) => s.clusterId));
    return [...byCluster].map(([clusterId, own]) => {
      const amounts = clusterAmounts(own, 1);
      const billableUsdCents = subscribed.has(clusterId) ? 0 : amounts.billableUsdCents;
      return { clusterId, clusterName: names.get(clusterId) ?? clusterId, billableUsdCents, nodeHours: amounts.nodeHours };
    });
  }

  /** The currency invoices go out in: the budget's, else the members' preferred one, else EUR. */
  async #currencyOf(organization: OrganizationRecord): Promise<Currency> {
    if (organization.budget) return organization.budget.currency;
    const [member] = await this.#deps.repositories.users.listByOrganization(organization.id);
    return member?.preferences?.currency ?? 'EUR';
  }
}
