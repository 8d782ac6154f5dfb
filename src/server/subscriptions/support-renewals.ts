import type { BillingNotices } from '../billing/billing-notices.ts';
import type { CatalogRepository } from '../catalog/catalog.repository.ts';
import type { InvoiceRecord } from '../../shared/invoices/invoices.schemas.ts';
import type { JobHandler } from '../jobs/job-runner.ts';
import { supportPlanLines } from '../../shared/price-lines.ts';
import type { Repositories } from '../store/repositories.ts';
import type { Currency } from '../../shared/money.ts';
import type { SupportSubscriptionRecord } from '../../shared/subscriptions/support-subscriptions.schemas.ts';
import { planPeriodUsdCents } from './support-subscriptions.service.ts';
import { issueOneRenewal, priceRenewal, renewedEvent, sweepDue } from './renewal-pricing.ts';

/** The sweep that renews every support-plan subscription whose period ended (scheduled; safe at any time). */
export const SUPPORT_RENEWALS_JOB = 'subscriptions.renew-support';

const PAGE = 200;

type Deps = {
  repositories: Repositories;
  catalog: CatalogRepository;
  notices: BillingNotices;
  rateOf: (currency: Currency) => Promise<number>;
  /** One collection attempt of an invoice from the default method (retries on days 3, 7, 14, then suspension). */
  collect: (invoiceId: string) => Promise<unknown>;
  now?: () => number;
};

/**
 * The end of a support plan's period, as clusters and products renew: the plan is charged for
 * one more period at its list price with VAT (the credits balance first), on an invoice collected
 * from the default method with the month-end retries. The invoice id names the period and the
 * subscription moves in the same transaction: each period is invoiced and charged once.
 */
export class SupportRenewals {
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

  /** Renews every subscription whose period ended by now; answers how many. */
  async renewDue(): Promise<{ renewed: number }> {
    const at = new Date(this.#now());
    let renewed = 0;
    await sweepDue((until, limit) => this.#deps.repositories.supportSubscriptions.listDue(until, limit), at, PAGE, async (due) => {
      for (const subscription of due) {
        const invoice = await this.#renew(subscription, at).catch((error: Error) => {
          console.warn(`Renewal of the support plan of organization ${subscription.organizationId} failed:`, error.message);
          return undefined;
        });
        if (!invoice) continue;
        renewed += 1;
        if (invoice.paymentStatus === 'due') {
          await this.#deps.collect(invoice.id).catch((error: Error) => console.warn(`Collection of renewal invoice ${invoice.number} failed:`, error.message));
        }
      }
    });
    return { renewed };
  }

  async #renew(subscription: SupportSubscriptionRecord, at: Date): Promise<InvoiceRecord | undefined> {
    const { repositories } = this.#deps;
    const organization = await repositories.organizations.findById(subscription.organizationId);
    if (!organization) return undefined;
    const catalog = await this.#deps.catalog.snapshot();
    const plan = catalog.billingPlans.find((p) => p.id === subscription.planId);
    if (!plan) return undefined;
    const { currency, billingCycle } = subscription;
    const rate = currency === 'USD' ? 1 : await this.#deps.rateOf(currency);
    const lines = supportPlanLines(plan.id, catalog, billingCycle);
    // The plan's discount applies to what is bought, never to the plan itself.
    const renewal = priceRenewal({ periodEnd: subscription.periodEnd, billingCycle, currency, rate, lines, planDiscount: false, organization, catalog, balance: await repositories.credits.balance(organization.id) });
    const id = `renewal-support-${subscription.organizationId}-${subscription.periodEnd}`;
    return issueOneRenewal(this.#deps, { id, subscriptionId: subscription.id, organization, renewal, at, renews: { kind: 'support_plan', plan: plan.name } }, async (tx) => {
      let moved = false;
      await tx.supportSubscriptions.update(subscription.organizationId, (current) => {
        if (current.state !== 'active' || current.periodEnd !== subscription.periodEnd || current.planId !== subscription.planId) return undefined;
        moved = true;
        const { periodStart, periodEnd } = renewal;
        return { ...current, periodStart: periodStart.toISOString(), periodEnd: periodEnd.toISOString(), rate, invoiceId: id, periodPriceUsdCents: planPeriodUsdCents(plan, billingCycle), events: [...current.events, renewedEvent(at, periodEnd)], updatedAt: at.toISOString() };
      });
      return moved;
    });
  }
}
