import type { BillingNotices } from '../billing/billing-notices.ts';
import type { CatalogRepository } from '../catalog/catalog.repository.ts';
import type { InvoiceRecord } from '../../shared/invoices/invoices.schemas.ts';
import type { JobHandler } from '../jobs/job-runner.ts';
import { productLines } from '../../shared/price-lines.ts';
import type { Repositories } from '../store/repositories.ts';
import type { Currency } from '../../shared/money.ts';
import type { ProductSubscriptionRecord } from '../../shared/products/product-subscriptions.schemas.ts';
import { issueOneRenewal, priceRenewal, renewedEvent } from '../subscriptions/renewal-pricing.ts';
import { storedSubscriptionEvent } from '../subscriptions/subscription-event-text.ts';
import { schedulePeriodEnd, type PeriodEndPayload } from './product-period.ts';

type Deps = {
  repositories: Repositories;
  catalog: CatalogRepository;
  notices: BillingNotices;
  rateOf: (currency: Currency) => Promise<number>;
  /** Tries to collect a renewal invoice at once (retries follow the month-end schedule). */
  collect: (invoiceId: string) => Promise<unknown>;
  now?: () => number;
};

/**
 * The end of a product subscription's paid period: a cancelled one ends there; any other renews
 * for one more period, priced as a new order of the same quantity would be today (list price,
 * plan discount, VAT; no first-purchase promo), on an invoice collected from the default method
 * with the month-end retries (days 3, 7, 14, then new orders suspended).
 */
export class ProductRenewals {
  #deps: Deps;

  constructor(deps: Deps) {
    this.#deps = deps;
  }

  jobHandler(): JobHandler {
    return async (payload) => {
      const { subscriptionId, periodEnd } = payload as PeriodEndPayload;
      await this.endPeriod(subscriptionId, periodEnd);
      return undefined;
    };
  }

  /** Ends or renews the period that ends at `periodEnd`; a job for a past period does nothing. */
  async endPeriod(subscriptionId: string, periodEnd: string): Promise<'ended' | 'renewed' | 'skipped'> {
    const { repositories } = this.#deps;
    const current = await repositories.productSubscriptions.findAny(subscriptionId);
    if (!current || current.state === 'cancelled' || current.periodEnd !== periodEnd) return 'skipped';
    const at = new Date((this.#deps.now ?? Date.now)());
    if (current.cancelAtPeriodEnd) {
      await repositories.productSubscriptions.update(subscriptionId, (record) =>
        record.state === 'cancelled' || record.periodEnd !== periodEnd
          ? undefined
          : { ...record, state: 'cancelled', events: [...record.events, { at: at.toISOString(), type: 'cancelled', ...storedSubscriptionEvent({ key: 'period_ended' }) }], updatedAt: at.toISOString() },
      );
      return 'ended';
    }
    const invoice = await this.#renew(current, at);
    if (!invoice) return 'skipped';
    await this.#deps.collect(invoice.id).catch((error: Error) => console.warn(`Collection of renewal invoice ${invoice.number} failed:`, error.message));
    return 'renewed';
  }

  async #renew(subscription: ProductSubscriptionRecord, at: Date): Promise<InvoiceRecord | undefined> {
    const { repositories } = this.#deps;
    const organization = await repositories.organizations.findById(subscription.organizationId);
    if (!organization) return undefined;
    const catalog = await this.#deps.catalog.snapshot();
    const { currency, billingCycle } = subscription;
    const rate = currency === 'USD' ? 1 : await this.#deps.rateOf(currency);
    const lines = productLines(subscription.productId, subscription.quantity, catalog, billingCycle);
    const renewal = priceRenewal({ periodEnd: subscription.periodEnd, billingCycle, currency, rate, lines, planDiscount: true, organization, catalog, balance: await repositories.credits.balance(organization.id) });
    const id = `renewal-${subscription.id}-${subscription.periodEnd}`;
    let renewed: ProductSubscriptionRecord | undefined;
    return issueOneRenewal(
      this.#deps,
      { id, subscriptionId: subscription.id, organization, renewal, at, renews: { kind: 'product', name: subscription.productName } },
      async (tx) => {
        let moved = false;
        renewed = await tx.productSubscriptions.update(subscription.id, (record) => {
          if (record.state === 'cancelled' || record.cancelAtPeriodEnd || record.periodEnd !== subscription.periodEnd) return undefined;
          moved = true;
          const { periodStart, periodEnd, quote } = renewal;
          return { ...record, periodStart: periodStart.toISOString(), periodEnd: periodEnd.toISOString(), invoiceId: id, total: quote.total, totalUsdCents: quote.totalUsdCents, events: [...record.events, renewedEvent(at, periodEnd)], updatedAt: at.toISOString() };
        });
        return moved && renewed !== undefined;
      },
      // The next period's end is scheduled with the renewal.
      async (tx) => {
        if (renewed) await schedulePeriodEnd(tx, renewed);
      },
    );
  }
}
