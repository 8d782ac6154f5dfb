import { payFromBalance } from '../billing/credit-application.ts';
import type { CatalogSeed } from '../../shared/catalog/catalog.schemas.ts';
import type { OrganizationRecord } from '../../shared/organizations/organizations.schemas.ts';
import type { UsdLine } from '../../shared/price-lines.ts';
import type { Quote } from '../../shared/pricing/pricing.schemas.ts';
import { priceQuote } from '../pricing/quote.ts';
import { vatFor } from '../../shared/vat.ts';
import { periodEndAfter } from '../billing/billing-period.ts';
import type { Currency } from '../../shared/money.ts';
import { printedDay } from '../invoices/printed-words.ts';
import { m } from '../../shared/i18n/messages.ts';
import { storedSubscriptionEvent } from './subscription-event-text.ts';

// The pricing every renewal shares, whatever it renews (a cluster, a product, a support plan): the
// next period and its price at list price for that period (the engine: renewal-engine.ts).

type Cycle = 'monthly' | 'yearly';

/** What a renewal of one subscription is priced from; the per-kind part is its lines and whether the plan's discount applies. */
export type RenewalPricingInput = {
  /** The end of the period being renewed: the new period starts there. */
  periodEnd: string;
  /** The start of the subscription's first period, when kept: the new period ends on its day of the month. */
  periodAnchor?: string;
  billingCycle: Cycle;
  currency: Currency;
  rate: number;
  /** The lines of one period at list price (clusterLines, productLines, supportPlanLines). */
  lines: UsdLine[];
  /** The organization's plan discount applies to what it buys, never to the plan itself. */
  planDiscount: boolean;
  organization: OrganizationRecord;
  catalog: CatalogSeed;
  /** The organization's credits balance, minor units of its billing currency (VAT included): it pays before the card or mandate is charged. */
  balance: number;
};

/** A renewal priced: the new period, its quote, and the same with what the credits balance would pay of it. */
export type PricedRenewal = {
  periodStart: Date;
  periodEnd: Date;
  quote: Quote;
  priced: Quote & { creditsApplied: number };
};

/** One renewal priced for its next period: list price, plan discount when it applies, VAT, then the credits balance. */
export function priceRenewal(input: RenewalPricingInput): PricedRenewal {
  const periodStart = new Date(input.periodEnd);
  const periodEnd = periodEndAfter(periodStart, input.billingCycle, input.periodAnchor);
  // In the language of whoever renews (English in the renewal job), as the catalog lines it prefixes.
  const range = { from: printedDay(periodStart.toISOString()), to: printedDay(periodEnd.toISOString()) };
  const plan = input.planDiscount
    ? input.catalog.billingPlans.find((p) => p.id === (input.organization.planId ?? 'pay-as-you-go'))
    : undefined;
  const quote = priceQuote({
    lines: input.lines.map((line) => ({
      ...line,
      description: m.notice_line_renewal({ ...range, line: line.description }),
    })),
    currency: input.currency,
    rate: input.rate,
    billingCycle: input.billingCycle,
    planDiscount: plan && plan.discountPercent > 0 ? { name: plan.name, percent: plan.discountPercent } : undefined,
    promoCode: null,
    vat: vatFor(input.organization.billingProfile ?? null),
  });
  // Only a balance in the renewal's currency can pay it (it is the billing currency).
  const priced = payFromBalance(quote, input.organization.billingCurrency === input.currency ? input.balance : 0);
  return { periodStart, periodEnd, quote, priced };
}

/** The event a renewal adds to its subscription. */
export const renewedEvent = (at: Date, periodEnd: Date) => ({
  at: at.toISOString(),
  type: 'renewed' as const,
  ...storedSubscriptionEvent({ key: 'renewed', until: periodEnd.toISOString().slice(0, 10) }),
});

/**
 * The sweep every renewal job runs: the subscriptions due by `at`, a page at a time, each period
 * handed to `renewPage` once (one that could not be renewed stays due, for the next sweep).
 */
export async function sweepDue<S extends { id: string; periodEnd: string }>(
  listDue: (at: string, limit: number) => Promise<S[]>,
  at: Date,
  page: number,
  renewPage: (due: S[]) => Promise<void>,
): Promise<void> {
  const tried = new Set<string>();
  for (;;) {
    const due = (await listDue(at.toISOString(), page)).filter((s) => !tried.has(`${s.id}:${s.periodEnd}`));
    if (due.length === 0) return;
    for (const subscription of due) tried.add(`${subscription.id}:${subscription.periodEnd}`);
    await renewPage(due);
  }
}
