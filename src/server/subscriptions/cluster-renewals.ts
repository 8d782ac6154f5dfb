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
import type { Repositories } from '../store/repositories.ts';
import type { Currency } from '../../shared/money.ts';
import type { ClusterSubscriptionRecord } from './cluster-subscriptions.schemas.ts';
import { periodPriceUsdCents } from './proration.ts';

/** The sweep that renews every cluster subscription whose period ended (scheduled; safe at any time). */
export const CLUSTER_RENEWALS_JOB = 'subscriptions.renew-clusters';

/** Subscriptions renewed at once, and read per page. */
const CONCURRENCY = 16;
const PAGE = 200;

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

  /** Renews (or ends) every subscription whose period ended by now; counts each outcome. */
  async renewDue(): Promise<{ renewed: number; ended: number }> {
    const totals = { renewed: 0, ended: 0 };
    const tried = new Set<string>();
    const at = new Date(this.#now()).toISOString();
    const rates = new Map<Currency, number>();
    for (;;) {
      const due = (await this.#deps.repositories.clusterSubscriptions.listDue(at, PAGE)).filter((s) => !tried.has(`${s.id}:${s.periodEnd}`));
      if (due.length === 0) return totals;
      await forEachConcurrent(due, CONCURRENCY, async (subscription) => {
        tried.add(`${subscription.id}:${subscription.periodEnd}`);
        const outcome = await this.endPeriod(subscription, rates).catch((error: Error) => {
          console.warn(`Renewal of cluster ${subscription.clusterName} failed:`, error.message);
          return 'skipped' as const;
        });
        if (outcome === 'renewed') totals.renewed += 1;
        if (outcome === 'ended') totals.ended += 1;
      });
    }
  }

  /** Renews the period that ends at the subscription's `periodEnd`, or ends it with its cluster. */
  async endPeriod(subscription: ClusterSubscriptionRecord, rates = new Map<Currency, number>()): Promise<'renewed' | 'ended' | 'skipped'> {
    const { repositories } = this.#deps;
    const at = new Date(this.#now());
    if (subscription.state !== 'active' || Date.parse(subscription.periodEnd) > at.getTime()) return 'skipped';
    const cluster = await repositories.clusters.findAny(subscription.clusterId);
    if (gone(cluster)) {
      const ended = await repositories.clusterSubscriptions.update(subscription.id, (current) =>
        current.state !== 'active' || current.periodEnd !== subscription.periodEnd
          ? undefined
          : { ...current, state: 'ended', events: [...current.events, { at: at.toISOString(), type: 'ended', message: 'Ended: the cluster no longer runs.' }], updatedAt: at.toISOString() },
      );
      return ended ? 'ended' : 'skipped';
    }
    const invoice = await this.#renew(subscription, at, rates);
    if (!invoice) return 'skipped';
    if (invoice.paymentStatus === 'due') {
      await this.#deps.collect(invoice.id).catch((error: Error) => console.warn(`Collection of renewal invoice ${invoice.number} failed:`, error.message));
    }
    return 'renewed';
  }

  async #renew(subscription: ClusterSubscriptionRecord, at: Date, rates: Map<Currency, number>): Promise<InvoiceRecord | undefined> {
    const { repositories } = this.#deps;
    const organization = await repositories.organizations.findById(subscription.organizationId);
    if (!organization) return undefined;
    const catalog = await this.#deps.catalog.snapshot();
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
    const id = `renewal-${subscription.id}-${subscription.periodEnd}`;
    return repositories.transaction(async (tx) => {
      let moved = false;
      await tx.clusterSubscriptions.update(subscription.id, (current) => {
        if (current.state !== 'active' || current.periodEnd !== subscription.periodEnd || JSON.stringify(current.chargedSpec) !== JSON.stringify(chargedSpec)) return undefined;
        // A change being charged finishes first; the next sweep renews.
        if (current.changeClaim && Date.parse(current.changeClaim.until) > at.getTime()) return undefined;
        moved = true;
        const event = { at: at.toISOString(), type: 'renewed' as const, message: `Renewed until ${periodEnd.toISOString().slice(0, 10)}.` };
        return {
          ...current,
          periodStart: periodStart.toISOString(),
          periodEnd: periodEnd.toISOString(),
          rate,
          invoiceId: id,
          periodPriceUsdCents: periodPriceUsdCents(chargedSpec, catalog, billingCycle),
          events: [...current.events, event],
          updatedAt: at.toISOString(),
        };
      });
      if (!moved) return undefined;
      const invoice = await issueRenewalInvoice(tx, { id, organization, priced, creditAppliedUsdCents, issuedAt: at, periodStart, periodEnd, subscriptionId: subscription.id });
      await this.#deps.notices.invoiceEvent(tx, invoice, 'renewed');
      return invoice;
    });
  }
}
