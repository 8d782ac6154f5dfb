import type { BillingNotices } from '../billing/billing-notices.ts';
import { issueRenewalInvoices } from '../billing/renewal-invoice.ts';
import type { CatalogSeed } from '../../shared/catalog/catalog.schemas.ts';
import type { CatalogRepository } from '../catalog/catalog.repository.ts';
import type { ClusterRecord } from '../../shared/clusters/clusters.schemas.ts';
import type { InvoiceRecord } from '../../shared/invoices/invoices.schemas.ts';
import { forEachConcurrent } from '../jobs/concurrency.ts';
import type { JobHandler } from '../jobs/job-runner.ts';
import { clusterLines } from '../../shared/price-lines.ts';
import type { OrganizationRecord } from '../../shared/organizations/organizations.schemas.ts';
import type { Quote } from '../../shared/pricing/pricing.schemas.ts';
import { UniqueViolation } from '../store/db.ts';
import type { Repositories } from '../store/repositories.ts';
import type { Currency } from '../../shared/money.ts';
import type { ClusterSubscriptionRecord } from '../../shared/subscriptions/cluster-subscriptions.schemas.ts';
import { periodPriceUsdCents } from './proration.ts';
import { priceRenewal, renewedEvent, sweepDue } from './renewal-pricing.ts';
import { storedSubscriptionEvent } from './subscription-event-text.ts';
import { MS_PER_HOUR } from '../../shared/time.ts';
import { isRenewingCluster } from '../../shared/cluster-lifecycle.ts';

/** The sweep that renews every cluster subscription whose period ended (scheduled; safe at any time). */
export const CLUSTER_RENEWALS_JOB = 'subscriptions.renew-clusters';

/** Subscriptions prepared (and invoices collected) at once, read per page, issued per transaction. */
const CONCURRENCY = 16;
const PAGE = 500;
const BATCH = 100;

type Prepared = {
  subscription: ClusterSubscriptionRecord;
  organization: OrganizationRecord;
  priced: Quote;
  rate: number;
  at: Date;
  periodStart: Date;
  periodEnd: Date;
  periodPriceUsdCents: number;
};

type Deps = {
  repositories: Repositories;
  catalog: CatalogRepository;
  notices: BillingNotices;
  rateOf: (currency: Currency) => Promise<number>;
  /** One collection attempt of an invoice from the default method (retries on days 3, 7, 14). */
  collect: (invoiceId: string) => Promise<unknown>;
  /** One collection attempt of each of many invoices, their storage work shared (MonthlyInvoicing.collectMany). */
  collectMany?: (invoiceIds: string[]) => Promise<unknown>;
  now?: () => number;
};

const gone = (cluster: ClusterRecord | undefined) => !cluster || !isRenewingCluster(cluster);

/**
 * The end of a cluster subscription's period, as products renew (product-renewal.ts): the
 * configuration paid for (with the changes charged meanwhile) is charged for one more period at
 * list price (plan discount, VAT, the credits balance first), on an invoice collected from the
 * default method with the month-end retries. The cluster keeps running while collection is
 * retried; after the last failure new orders are suspended. The invoice id names the period and
 * the subscription moves in the same transaction: each period is invoiced and charged once.
 */
export class ClusterRenewals {
  #deps: Deps;
  #now: () => number;

  constructor(deps: Deps) {
    this.#deps = deps;
    this.#now = deps.now ?? Date.now;
  }

  jobHandler(): JobHandler {
    return async () => {
      await this.renewDue();
      return undefined;
    };
  }

  /**
   * Renews (or ends) every subscription whose period ended by now; counts each outcome. A page at
   * a time, set-based: the page's clusters, organizations and credit balances read at once, each
   * renewal priced, the invoices issued in batches (one transaction each: the subscriptions moved
   * in one statement, the year's numbers reserved at once, the invoices and their ledger entries
   * written in one statement each), then collected with a bounded number of charges in flight.
   */
  async renewDue(): Promise<{ renewed: number; ended: number }> {
    const totals = { renewed: 0, ended: 0 };
    const at = new Date(this.#now());
    const rates = new Map<Currency, number>();
    await sweepDue((until, limit) => this.#deps.repositories.clusterSubscriptions.listDue(until, limit), at, PAGE, async (due) => {
      const { prepared, ended } = await this.#prepareAll(due, at, rates).catch((error: Error) => {
        console.warn('Renewal of a page of cluster subscriptions failed:', error.message);
        return { prepared: [], ended: 0 };
      });
      totals.ended += ended;
      const issued: InvoiceRecord[] = [];
      for (let i = 0; i < prepared.length; i += BATCH) issued.push(...(await this.#issue(prepared.slice(i, i + BATCH))));
      totals.renewed += issued.length;
      await this.#collect(issued.filter((invoice) => invoice.paymentStatus === 'due').map((invoice) => invoice.id));
    });
    return totals;
  }

  /** Renews the period that ends at the subscription's `periodEnd`, or ends it with its cluster. */
  async endPeriod(subscription: ClusterSubscriptionRecord): Promise<'renewed' | 'ended' | 'skipped'> {
    const { prepared, ended } = await this.#prepareAll([subscription], new Date(this.#now()), new Map());
    if (ended > 0) return 'ended';
    if (prepared.length === 0) return 'skipped';
    const [invoice] = await this.#issue(prepared);
    if (!invoice) return 'skipped';
    if (invoice.paymentStatus === 'due') await this.#collect([invoice.id]);
    return 'renewed';
  }

  async #collect(invoiceIds: string[]): Promise<void> {
    if (invoiceIds.length === 0) return;
    const { collect, collectMany } = this.#deps;
    const warn = (error: Error) => console.warn('Collection of renewal invoices failed:', error.message);
    if (collectMany) await collectMany(invoiceIds).catch(warn);
    else await forEachConcurrent(invoiceIds, CONCURRENCY, (id) => collect(id).then(() => undefined, warn));
  }

  /**
   * The renewals of a page priced (not issued yet), with one read of each kind for the page;
   * subscriptions whose cluster is gone are ended. The credits balance an organization has is
   * drawn on by its renewals in turn, never twice.
   */
  async #prepareAll(subscriptions: readonly ClusterSubscriptionRecord[], at: Date, rates: Map<Currency, number>): Promise<{ prepared: Prepared[]; ended: number }> {
    const { repositories } = this.#deps;
    const due = subscriptions.filter((s) => s.state === 'active' && Date.parse(s.periodEnd) <= at.getTime());
    if (due.length === 0) return { prepared: [], ended: 0 };
    const clusters = await repositories.clusters.findMany(due.map((s) => s.clusterId));
    const endedIds = new Map(due.filter((s) => gone(clusters.get(s.clusterId))).map((s) => [s.id, s]));
    const ended = endedIds.size === 0 ? [] : await repositories.clusterSubscriptions.updateMany([...endedIds.keys()], (current) =>
      current.state !== 'active' || current.periodEnd !== endedIds.get(current.id)?.periodEnd
        ? undefined
        : { ...current, state: 'ended', events: [...current.events, { at: at.toISOString(), type: 'ended', ...storedSubscriptionEvent({ key: 'cluster_gone' }) }], updatedAt: at.toISOString() },
    );
    const renewing = due.filter((s) => !endedIds.has(s.id));
    if (renewing.length === 0) return { prepared: [], ended: ended.length };
    const organizationIds = [...new Set(renewing.map((s) => s.organizationId))];
    const [organizations, balances, catalog] = await Promise.all([repositories.organizations.findMany(organizationIds), repositories.credits.balances(organizationIds), this.#deps.catalog.shared()]);
    for (const currency of new Set(renewing.map((s) => s.currency))) {
      if (!rates.has(currency)) rates.set(currency, currency === 'USD' ? 1 : await this.#deps.rateOf(currency));
    }
    const prepared: Prepared[] = [];
    for (const subscription of renewing) {
      const organization = organizations.get(subscription.organizationId);
      if (!organization) continue;
      const priced = this.#price(subscription, organization, catalog, rates.get(subscription.currency) ?? 1, balances.get(organization.id) ?? 0, at);
      balances.set(organization.id, (balances.get(organization.id) ?? 0) - priced.priced.creditsApplied);
      prepared.push(priced);
    }
    return { prepared, ended: ended.length };
  }

  /** One renewal priced at list price for the next period: plan discount, VAT, then the credits balance. */
  #price(subscription: ClusterSubscriptionRecord, organization: OrganizationRecord, catalog: CatalogSeed, rate: number, balance: number, at: Date): Prepared {
    const { currency, billingCycle, chargedSpec } = subscription;
    const lines = clusterLines(chargedSpec, catalog, billingCycle);
    const { priced, periodStart, periodEnd } = priceRenewal({ periodEnd: subscription.periodEnd, billingCycle, currency, rate, lines, planDiscount: true, organization, catalog, balance });
    return { subscription, organization, priced, rate, at, periodStart, periodEnd, periodPriceUsdCents: periodPriceUsdCents(chargedSpec, catalog, billingCycle) };
  }

  /** Issues a batch in one transaction; if another instance renewed one of them, one by one. */
  async #issue(batch: Prepared[]): Promise<InvoiceRecord[]> {
    try {
      return await this.#deps.repositories.transaction((tx) => this.#issueIn(tx, batch));
    } catch (error) {
      if (!(error instanceof UniqueViolation)) throw error;
      if (batch.length === 1) return [];
      const issued: InvoiceRecord[] = [];
      for (const prepared of batch) issued.push(...(await this.#issue([prepared])));
      return issued;
    }
  }

  /** The periods move and their invoices are issued in the same transaction: once per period. */
  async #issueIn(tx: Repositories, batch: Prepared[]): Promise<InvoiceRecord[]> {
    const byId = new Map(batch.map((prepared) => [prepared.subscription.id, prepared]));
    const moved = await tx.clusterSubscriptions.updateMany([...byId.keys()], (current) => {
      const prepared = byId.get(current.id);
      if (!prepared) return undefined;
      const { subscription, at, periodStart, periodEnd, rate } = prepared;
      if (current.state !== 'active' || current.periodEnd !== subscription.periodEnd || JSON.stringify(current.chargedSpec) !== JSON.stringify(subscription.chargedSpec)) return undefined;
      // A change being charged finishes first; the next sweep renews.
      if (current.changeClaim && Date.parse(current.changeClaim.until) > at.getTime()) return undefined;
      // One whose request died is settled by its job at the claim's end (an hour's grace): the renewal then charges what it left.
      if (current.changeClaim?.pending && Date.parse(current.changeClaim.until) > at.getTime() - MS_PER_HOUR) return undefined;
      return { ...current, periodStart: periodStart.toISOString(), periodEnd: periodEnd.toISOString(), rate, invoiceId: renewalId(subscription), periodPriceUsdCents: prepared.periodPriceUsdCents, events: [...current.events, renewedEvent(at, periodEnd)], updatedAt: at.toISOString() };
    });
    const movedIds = new Set(moved.map((s) => s.id));
    // In the page's order, so the numbers follow it.
    const renewed = batch.filter((prepared) => movedIds.has(prepared.subscription.id));
    if (renewed.length === 0) return [];
    const invoices = await issueRenewalInvoices(
      tx,
      renewed.map(({ subscription, organization, priced, at, periodStart, periodEnd }) => ({ id: renewalId(subscription), organization, priced, issuedAt: at, periodStart, periodEnd, subscriptionId: subscription.id, renews: { kind: 'cluster', name: subscription.clusterName } })),
    );
    await this.#deps.notices.invoiceEvents(tx, invoices, 'renewed');
    return invoices;
  }
}

/** The id of the invoice of the period that ends at the subscription's `periodEnd`: one per period. */
const renewalId = (subscription: ClusterSubscriptionRecord) => `renewal-${subscription.id}-${subscription.periodEnd}`;
