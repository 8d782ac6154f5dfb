import type { BillingNotices } from '../billing/billing-notices.ts';
import { applyCredits } from '../billing/credit-application.ts';
import { issueRenewalInvoice } from '../billing/renewal-invoice.ts';
import type { CatalogRepository } from '../catalog/catalog.repository.ts';
import type { ClusterRecord } from '../clusters/clusters.schemas.ts';
import type { InvoiceRecord } from '../invoices/invoices.schemas.ts';
import { forEachConcurrent } from '../jobs/concurrency.ts';
import type { JobHandler } from '../jobs/job-runner.ts';
import { clusterLines } from '../pricing/price-lines.ts';
import { priceQuote } from '../pricing/quote.ts';
import { vatFor } from '../pricing/vat.ts';
import { periodEndOf } from '../products/product-period.ts';
import type { OrganizationRecord } from '../organizations/organizations.schemas.ts';
import type { Quote } from '../pricing/pricing.schemas.ts';
import { UniqueViolation } from '../store/db.ts';
import type { Repositories } from '../store/repositories.ts';
import type { Currency } from '../../shared/money.ts';
import type { ClusterSubscriptionRecord } from './cluster-subscriptions.schemas.ts';
import { periodPriceUsdCents } from './proration.ts';

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
  creditAppliedUsdCents: number;
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
  now?: () => number;
};

const gone = (cluster: ClusterRecord | undefined) =>
  !cluster || cluster.status === 'deleted' || cluster.status === 'deleting' || (cluster.status === 'failed' && !cluster.runningSince);

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
   * a time: each renewal priced with overlapping reads, the invoices issued in batches (one
   * transaction each: the year's counter row is locked once per batch, not once per invoice),
   * then collected with overlapping charges.
   */
  async renewDue(): Promise<{ renewed: number; ended: number }> {
    const totals = { renewed: 0, ended: 0 };
    const tried = new Set<string>();
    const at = new Date(this.#now());
    const rates = new Map<Currency, number>();
    for (;;) {
      const due = (await this.#deps.repositories.clusterSubscriptions.listDue(at.toISOString(), PAGE)).filter((s) => !tried.has(`${s.id}:${s.periodEnd}`));
      if (due.length === 0) return totals;
      const prepared: Prepared[] = [];
      await forEachConcurrent(due, CONCURRENCY, async (subscription) => {
        tried.add(`${subscription.id}:${subscription.periodEnd}`);
        const outcome = await this.#prepare(subscription, at, rates).catch((error: Error) => {
          console.warn(`Renewal of cluster ${subscription.clusterName} failed:`, error.message);
          return undefined;
        });
        if (outcome === 'ended') totals.ended += 1;
        else if (outcome) prepared.push(outcome);
      });
      const issued: InvoiceRecord[] = [];
      for (let i = 0; i < prepared.length; i += BATCH) issued.push(...(await this.#issue(prepared.slice(i, i + BATCH))));
      totals.renewed += issued.length;
      await forEachConcurrent(
        issued.filter((invoice) => invoice.paymentStatus === 'due'),
        CONCURRENCY,
        (invoice) => this.#deps.collect(invoice.id).then(
          () => undefined,
          (error: Error) => console.warn(`Collection of renewal invoice ${invoice.number} failed:`, error.message),
        ),
      );
    }
  }

  /** Renews the period that ends at the subscription's `periodEnd`, or ends it with its cluster. */
  async endPeriod(subscription: ClusterSubscriptionRecord): Promise<'renewed' | 'ended' | 'skipped'> {
    const prepared = await this.#prepare(subscription, new Date(this.#now()), new Map());
    if (prepared === undefined || prepared === 'ended') return prepared ?? 'skipped';
    const [invoice] = await this.#issue([prepared]);
    if (!invoice) return 'skipped';
    if (invoice.paymentStatus === 'due') {
      await this.#deps.collect(invoice.id).catch((error: Error) => console.warn(`Collection of renewal invoice ${invoice.number} failed:`, error.message));
    }
    return 'renewed';
  }

  /** One subscription's renewal priced (not issued yet), or ended when its cluster is gone. */
  async #prepare(subscription: ClusterSubscriptionRecord, at: Date, rates: Map<Currency, number>): Promise<Prepared | 'ended' | undefined> {
    const { repositories } = this.#deps;
    if (subscription.state !== 'active' || Date.parse(subscription.periodEnd) > at.getTime()) return undefined;
    const cluster = await repositories.clusters.findAny(subscription.clusterId);
    if (gone(cluster)) {
      const ended = await repositories.clusterSubscriptions.update(subscription.id, (current) =>
        current.state !== 'active' || current.periodEnd !== subscription.periodEnd
          ? undefined
          : { ...current, state: 'ended', events: [...current.events, { at: at.toISOString(), type: 'ended', message: 'Ended: the cluster no longer runs.' }], updatedAt: at.toISOString() },
      );
      return ended ? 'ended' : undefined;
    }
    const organization = await repositories.organizations.findById(subscription.organizationId);
    if (!organization) return undefined;
    const catalog = await this.#deps.catalog.shared();
    const { currency, billingCycle, chargedSpec } = subscription;
    if (!rates.has(currency)) rates.set(currency, currency === 'USD' ? 1 : await this.#deps.rateOf(currency));
    const rate = rates.get(currency) ?? 1;
    const periodStart = new Date(subscription.periodEnd);
    const periodEnd = periodEndOf(periodStart, billingCycle);
    const range = `${periodStart.toISOString().slice(0, 10)} to ${periodEnd.toISOString().slice(0, 10)}`;
    const plan = catalog.billingPlans.find((p) => p.id === (organization.planId ?? 'pay-as-you-go'));
    const quote = priceQuote({
      lines: clusterLines(chargedSpec, catalog, billingCycle).map((line) => ({ ...line, description: `Renewal, ${range}: ${line.description}` })),
      currency,
      rate,
      billingCycle,
      planDiscount: plan && plan.discountPercent > 0 ? { name: plan.name, percent: plan.discountPercent } : undefined,
      promoCode: null,
      vat: vatFor(organization.billingProfile ?? null),
    });
    // The credits balance is drawn on before the card or mandate is charged.
    const { quote: priced, creditAppliedUsdCents } = applyCredits(quote, await repositories.credits.balance(organization.id));
    return { subscription, organization, priced, creditAppliedUsdCents, rate, at, periodStart, periodEnd, periodPriceUsdCents: periodPriceUsdCents(chargedSpec, catalog, billingCycle) };
  }

  /** Issues a batch in one transaction; if another instance renewed one of them, one by one. */
  async #issue(batch: Prepared[]): Promise<InvoiceRecord[]> {
    try {
      return await this.#deps.repositories.transaction(async (tx) => {
        const issued: InvoiceRecord[] = [];
        for (const prepared of batch) {
          const invoice = await this.#issueIn(tx, prepared);
          if (invoice) issued.push(invoice);
        }
        return issued;
      });
    } catch (error) {
      if (!(error instanceof UniqueViolation)) throw error;
      if (batch.length === 1) return [];
      const issued: InvoiceRecord[] = [];
      for (const prepared of batch) issued.push(...(await this.#issue([prepared])));
      return issued;
    }
  }

  /** The period moves and its invoice is issued in the same transaction: once per period. */
  async #issueIn(tx: Repositories, prepared: Prepared): Promise<InvoiceRecord | undefined> {
    const { subscription, organization, priced, creditAppliedUsdCents, rate, at, periodStart, periodEnd } = prepared;
    const id = `renewal-${subscription.id}-${subscription.periodEnd}`;
    let moved = false;
    await tx.clusterSubscriptions.update(subscription.id, (current) => {
      if (current.state !== 'active' || current.periodEnd !== subscription.periodEnd || JSON.stringify(current.chargedSpec) !== JSON.stringify(subscription.chargedSpec)) return undefined;
      // A change being charged finishes first; the next sweep renews.
      if (current.changeClaim && Date.parse(current.changeClaim.until) > at.getTime()) return undefined;
      // One whose request died is settled by its job at the claim's end (an hour's grace): the renewal then charges what it left.
      if (current.changeClaim?.pending && Date.parse(current.changeClaim.until) > at.getTime() - 3_600_000) return undefined;
      moved = true;
      const event = { at: at.toISOString(), type: 'renewed' as const, message: `Renewed until ${periodEnd.toISOString().slice(0, 10)}.` };
      return { ...current, periodStart: periodStart.toISOString(), periodEnd: periodEnd.toISOString(), rate, invoiceId: id, periodPriceUsdCents: prepared.periodPriceUsdCents, events: [...current.events, event], updatedAt: at.toISOString() };
    });
    if (!moved) return undefined;
    const invoice = await issueRenewalInvoice(tx, { id, organization, priced, creditAppliedUsdCents, issuedAt: at, periodStart, periodEnd, subscriptionId: subscription.id });
    await this.#deps.notices.invoiceEvent(tx, invoice, 'renewed');
    return invoice;
  }
}
