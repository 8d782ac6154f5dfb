import type { JobHandler } from '../jobs/job-runner.ts';
import { productLines } from '../../shared/price-lines.ts';
import type { ProductSubscriptionRecord } from '../../shared/products/product-subscriptions.schemas.ts';
import { oneAtATime, RenewalEngine, type RenewalDeps, type RenewalKind } from '../subscriptions/renewal-engine.ts';
import { schedulePeriodEnd, type PeriodEndPayload } from './product-period.ts';

/**
 * A product subscription renews priced as a new order of the same quantity would be today (list
 * price, plan discount, VAT; no first-purchase promo); one cancelled at its period's end ends
 * there. Each period's end is a job of its own, queued with the period.
 */
export const productRenewal: RenewalKind<ProductSubscriptionRecord> = {
  describe: (subscription) => `product subscription ${subscription.id}`,
  live: (subscription) => subscription.state !== 'cancelled',
  // Its job runs at the period's end.
  waitsForClock: false,
  updateMany: oneAtATime((tx, subscription, change) => tx.productSubscriptions.update(subscription.id, change)),
  ending: {
    pick: async (_repositories, due) => new Set(due.filter((s) => s.cancelAtPeriodEnd).map((s) => s.id)),
    state: 'cancelled',
    type: 'cancelled',
    text: { key: 'period_ended' },
  },
  invoiceId: (subscription) => `renewal-${subscription.id}-${subscription.periodEnd}`,
  price: ({ productId, productName, quantity, billingCycle }, catalog) => ({
    lines: productLines(productId, quantity, catalog, billingCycle),
    planDiscount: true,
    renews: { kind: 'product', name: productName },
    periodFields: ({ quote }) => ({ total: quote.total, totalUsdCents: quote.totalUsdCents }),
  }),
  unchanged: (current) => !current.cancelAtPeriodEnd,
  // The next period's end is scheduled with the renewal.
  afterMove: async (tx, moved) => {
    for (const renewed of moved) await schedulePeriodEnd(tx, renewed);
  },
  batch: 1,
};

/** The end of a product subscription's paid period (renewal-engine.ts): renewed, or ended when cancelled. */
export class ProductRenewals {
  #deps: RenewalDeps;
  #engine: RenewalEngine<ProductSubscriptionRecord>;

  constructor(deps: RenewalDeps) {
    this.#deps = deps;
    this.#engine = new RenewalEngine(productRenewal, deps);
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
    const current = await this.#deps.repositories.productSubscriptions.findAny(subscriptionId);
    if (!current || current.periodEnd !== periodEnd) return 'skipped';
    const { invoices, ending } = await this.#engine.renew([current]);
    return ending > 0 ? 'ended' : invoices.length > 0 ? 'renewed' : 'skipped';
  }
}
