import { centsFromMicroUsd, divideRounded, MICRO_USD_PER_CENT, type Currency } from '../../shared/money.ts';
import type { CatalogSeed } from '../../shared/catalog/catalog.schemas.ts';
import type { ClusterSpec } from '../../shared/clusters/clusters.schemas.ts';
import type { OrganizationRecord } from '../../shared/organizations/organizations.schemas.ts';
import { clusterLines, type UsdLine } from '../../shared/price-lines.ts';
import type { Quote } from '../../shared/pricing/pricing.schemas.ts';
import { priceQuote } from '../pricing/quote.ts';
import { vatFor } from '../../shared/vat.ts';
import { MS_PER_DAY } from '../../shared/time.ts';
import { printedDay } from '../invoices/printed-words.ts';
import { m } from '../../shared/i18n/messages.ts';

/** The UTC day number of an instant: prorations count whole days, so a preview holds all day. */
const dayOf = (ms: number) => Math.floor(ms / MS_PER_DAY);
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** Whole days left in a period at `now` (the day of `now` included) and the period's days. */
export function daysLeft(
  period: { periodStart: string; periodEnd: string },
  now: number,
): { remainingDays: number; periodDays: number } {
  const start = Date.parse(period.periodStart);
  const end = Date.parse(period.periodEnd);
  const periodDays = Math.max(1, dayOf(end) - dayOf(start));
  return { periodDays, remainingDays: Math.min(periodDays, Math.max(0, dayOf(end) - dayOf(now))) };
}

/**
 * Catalog lines for one period, prorated to the days left in a paid period (what an add-on
 * bought for a cluster mid-period costs until the cluster's renewal, which then charges it),
 * described in the language of the request that prices, as the lines themselves.
 */
export function prorateLines(
  lines: UsdLine[],
  period: { periodStart: string; periodEnd: string },
  now: number,
): UsdLine[] {
  const { remainingDays, periodDays } = daysLeft(period, now);
  const until = isoDay(Date.parse(period.periodEnd));
  return lines.map((line) => {
    const unitMicroUsd = divideRounded(line.unitMicroUsd * remainingDays, periodDays);
    return {
      ...line,
      description: m.notice_line_prorated_until({
        line: line.description,
        remaining: remainingDays,
        period: periodDays,
        until: printedDay(until),
      }),
      unitMicroUsd,
      amountUsdCents: centsFromMicroUsd(unitMicroUsd * line.quantity),
    };
  });
}

/** A configuration's list price for one period of its cycle, US cents (0 for none). */
export function periodPriceUsdCents(
  spec: ClusterSpec | null,
  catalog: CatalogSeed,
  cycle: 'monthly' | 'yearly',
): number {
  if (!spec) return 0;
  return clusterLines(spec, catalog, cycle).reduce((sum, line) => sum + line.amountUsdCents, 0);
}

/** The period a change falls in, and the configuration paid for it. */
export type ProratedPeriod = {
  clusterName: string;
  periodStart: string;
  periodEnd: string;
  billingCycle: 'monthly' | 'yearly';
  currency: Currency;
  rate: number;
};

/** What a change of a paid period is worth: charged when it costs more, credited when less. */
export type Proration = {
  direction: 'charge' | 'credit' | 'none';
  currentPeriodUsdCents: number;
  newPeriodUsdCents: number;
  /** Whole days left in the period, the day of the change included, and the period's days. */
  remainingDays: number;
  periodDays: number;
  /** The difference before discount and VAT for the days left, US cents (negative: a credit). */
  signedUsdCents: number;
  /** The amount as a document: positive lines, the plan's discount, VAT; in the period's currency. */
  quote: Quote;
};

/**
 * The one proration engine: the change preview, the charge of an increase, the credit note of a
 * decrease and of a deletion all come from here. The difference between the two configurations'
 * period prices, for the whole days left in the period (the day of the change included, so the
 * figure holds all day), at the period's locked rate, with the plan's discount and VAT. Integers.
 */
export function prorate(input: {
  period: ProratedPeriod;
  from: ClusterSpec | null;
  to: ClusterSpec | null;
  catalog: CatalogSeed;
  organization: OrganizationRecord;
  now: number;
}): Proration {
  const { period, catalog } = input;
  const currentPeriodUsdCents = periodPriceUsdCents(input.from, catalog, period.billingCycle);
  const newPeriodUsdCents = periodPriceUsdCents(input.to, catalog, period.billingCycle);
  const name = period.clusterName;
  const describe =
    input.to === null
      ? m.notice_prorated_cluster_deleted({ name })
      : newPeriodUsdCents > currentPeriodUsdCents
        ? m.notice_prorated_cluster_raised({ name })
        : m.notice_prorated_cluster_lowered({ name });
  return prorateBetween({ ...input, currentPeriodUsdCents, newPeriodUsdCents, describe, planDiscount: true });
}

/**
 * The engine itself, for any subscription (a cluster's configuration, a support plan): the
 * difference between two period prices for the whole days left, as one line, priced with VAT
 * and, unless the plan itself is what changes, the plan's discount.
 */
export function prorateBetween(input: {
  period: Omit<ProratedPeriod, 'clusterName'>;
  currentPeriodUsdCents: number;
  newPeriodUsdCents: number;
  /** What changes, in the language being written ('Cluster "web", configuration raised'). */
  describe: string;
  planDiscount: boolean;
  catalog: CatalogSeed;
  organization: OrganizationRecord;
  now: number;
}): Proration {
  const { period, catalog, organization, currentPeriodUsdCents, newPeriodUsdCents } = input;
  const start = Date.parse(period.periodStart);
  const end = Date.parse(period.periodEnd);
  const { remainingDays, periodDays } = daysLeft(period, input.now);
  const differenceMicro = (newPeriodUsdCents - currentPeriodUsdCents) * MICRO_USD_PER_CENT;
  // Integer micro-dollars: the division is the only rounding, half away from zero.
  const proratedMicro = divideRounded(differenceMicro * remainingDays, periodDays);
  const direction = proratedMicro > 0 ? 'charge' : proratedMicro < 0 ? 'credit' : 'none';
  const from = Math.max(start, dayOf(input.now) * MS_PER_DAY);
  const lines: UsdLine[] =
    direction === 'none'
      ? []
      : [
          {
            kind: 'proration',
            description: m.notice_line_prorated({
              what: input.describe,
              remaining: remainingDays,
              period: periodDays,
              from: printedDay(isoDay(from)),
              to: printedDay(isoDay(end)),
            }),
            ref: null,
            quantity: 1,
            unitMicroUsd: Math.abs(proratedMicro),
            amountUsdCents: centsFromMicroUsd(Math.abs(proratedMicro)),
          },
        ];
  const plan = catalog.billingPlans.find((p) => p.id === (organization.planId ?? 'pay-as-you-go'));
  const quote = priceQuote({
    lines,
    currency: period.currency,
    rate: period.rate,
    billingCycle: period.billingCycle,
    planDiscount:
      input.planDiscount && plan && plan.discountPercent > 0
        ? { name: plan.name, percent: plan.discountPercent }
        : undefined,
    promoCode: null,
    vat: vatFor(organization.billingProfile ?? null),
  });
  const signedUsdCents = (direction === 'credit' ? -1 : 1) * (quote.subtotalUsdCents - quote.discountUsdCents);
  return { direction, currentPeriodUsdCents, newPeriodUsdCents, remainingDays, periodDays, signedUsdCents, quote };
}
