import type { BillingNotices } from '../billing/billing-notices.ts';
import { applyCredits } from '../billing/credit-application.ts';
import { issueRenewalInvoice } from '../billing/renewal-invoice.ts';
import type { CatalogRepository } from '../catalog/catalog.repository.ts';
import type { InvoiceRecord } from '../invoices/invoices.schemas.ts';
import type { JobHandler } from '../jobs/job-runner.ts';
import { supportPlanLines } from '../pricing/price-lines.ts';
import { priceQuote } from '../pricing/quote.ts';
import { vatFor } from '../pricing/vat.ts';
import { periodEndOf } from '../products/product-period.ts';
import type { Repositories } from '../store/repositories.ts';
import type { Currency } from '../../shared/money.ts';
import type { SupportSubscriptionRecord } from './support-subscriptions.schemas.ts';
import { planPeriodUsdCents } from './support-subscriptions.service.ts';

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
    const tried = new Set<string>();
    let renewed = 0;
    for (;;) {
      const due = (await this.#deps.repositories.supportSubscriptions.listDue(at.toISOString(), PAGE)).filter((s) => !tried.has(`${s.id}:${s.periodEnd}`));
      if (due.length === 0) return { renewed };
      for (const subscription of due) {
        tried.add(`${subscription.id}:${subscription.periodEnd}`);
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
    }
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
    const periodStart = new Date(subscription.periodEnd);
    const periodEnd = periodEndOf(periodStart, billingCycle);
    const range = `${periodStart.toISOString().slice(0, 10)} to ${periodEnd.toISOString().slice(0, 10)}`;
    const quote = priceQuote({
      lines: supportPlanLines(plan.id, catalog, billingCycle).map((line) => ({ ...line, description: `Renewal, ${range}: ${line.description}` })),
      currency,
      rate,
      billingCycle,
      promoCode: null,
      vat: vatFor(organization.billingProfile ?? null),
    });
    // The credits balance is drawn on before the card or mandate is charged.
    const { quote: priced, creditAppliedUsdCents } = applyCredits(quote, await repositories.credits.balance(organization.id));
    return repositories.transaction(async (tx) => {
      const id = `renewal-support-${subscription.organizationId}-${subscription.periodEnd}`;
      let moved = false;
      await tx.supportSubscriptions.update(subscription.organizationId, (current) => {
        if (current.state !== 'active' || current.periodEnd !== subscription.periodEnd || current.planId !== subscription.planId) return undefined;
        moved = true;
        const event = { at: at.toISOString(), type: 'renewed' as const, message: `Renewed until ${periodEnd.toISOString().slice(0, 10)}.` };
        return { ...current, periodStart: periodStart.toISOString(), periodEnd: periodEnd.toISOString(), rate, invoiceId: id, periodPriceUsdCents: planPeriodUsdCents(plan, billingCycle), events: [...current.events, event], updatedAt: at.toISOString() };
      });
      if (!moved) return undefined;
      const invoice = await issueRenewalInvoice(tx, { id, organization, priced, creditAppliedUsdCents, issuedAt: at, periodStart, periodEnd, subscriptionId: subscription.id });
      await this.#deps.notices.invoiceEvent(tx, invoice, 'renewed');
      return invoice;
    });
  }
}
