import type { Currency } from '../../shared/money.ts';
import type { UsdLine } from './price-lines.ts';
import type { PriceLine, Quote } from './pricing.schemas.ts';
import { PARIS } from './pricing-rules.ts';
import type { VatTreatment } from './vat.ts';

const RATE_SCALE = 1_000_000;
const BP = 10_000;

/** Rounds a ratio of integers half away from zero, in integers. */
function divideRounded(numerator: number, denominator: number): number {
  const sign = numerator < 0 ? -1 : 1;
  return sign * Math.floor((Math.abs(numerator) * 2 + denominator) / (denominator * 2));
}

/** A USD amount in cents, in the minor units of a currency at `rate` (rounded half away from zero). */
export function convertCents(usdCents: number, rate: number): number {
  return divideRounded(usdCents * Math.round(rate * RATE_SCALE), RATE_SCALE);
}

/** `amount` × basis points, rounded. */
export const percentOf = (amount: number, bp: number) => divideRounded(amount * bp, BP);

export type QuoteInput = {
  lines: UsdLine[];
  currency: Currency;
  rate: number;
  billingCycle: 'monthly' | 'yearly';
  /** The billing plan's discount on list prices, when the organization has one. */
  planDiscount?: { name: string; percent: number };
  /** PARIS, when the organization may use it (checked by the caller). */
  promoCode: string | null;
  vat: VatTreatment;
};

/**
 * Prices a set of lines: subtotal, the plan discount on list prices (not on the plan itself),
 * PARIS on what remains, then VAT, in USD cents and in the quote's currency. Each currency
 * figure is computed from the converted lines by the same rules, so an invoice in euros adds up
 * to the cent on its own. Integers only.
 */
export function priceQuote(input: QuoteInput): Quote {
  const rate = input.currency === 'USD' ? 1 : input.rate;
  const lines: PriceLine[] = input.lines.map((l) => ({ ...l, amount: convertCents(l.amountUsdCents, rate) }));
  const discounts: PriceLine[] = [];
  const sum = (items: PriceLine[], key: 'amountUsdCents' | 'amount') => items.reduce((total, item) => total + item[key], 0);
  const listLines = lines.filter((l) => l.kind !== 'support-plan');
  if (input.planDiscount && input.planDiscount.percent > 0) {
    const bp = Math.round(input.planDiscount.percent * 100);
    discounts.push({
      kind: 'plan-discount',
      description: `${input.planDiscount.name} plan: ${input.planDiscount.percent} % off list prices`,
      ref: null,
      quantity: 1,
      unitMicroUsd: 0,
      amountUsdCents: -percentOf(sum(listLines, 'amountUsdCents'), bp),
      amount: -percentOf(sum(listLines, 'amount'), bp),
    });
  }
  if (input.promoCode === PARIS.code) {
    const afterPlan = (key: 'amountUsdCents' | 'amount') => sum(lines, key) + sum(discounts, key);
    discounts.push({
      kind: 'promo',
      description: 'PARIS: 5 % off your first purchase',
      ref: PARIS.code,
      quantity: 1,
      unitMicroUsd: 0,
      amountUsdCents: -percentOf(afterPlan('amountUsdCents'), PARIS.percentBp),
      amount: -percentOf(afterPlan('amount'), PARIS.percentBp),
    });
  }
  const totals = (key: 'amountUsdCents' | 'amount') => {
    const subtotal = sum(lines, key);
    const discount = -sum(discounts, key);
    const tax = percentOf(Math.max(0, subtotal - discount), input.vat.rateBp);
    return { subtotal, discount, tax, total: subtotal - discount + tax };
  };
  const usd = totals('amountUsdCents');
  const local = totals('amount');
  return {
    currency: input.currency,
    rate,
    billingCycle: input.billingCycle,
    lines,
    discounts,
    subtotalUsdCents: usd.subtotal,
    discountUsdCents: usd.discount,
    taxUsdCents: usd.tax,
    totalUsdCents: usd.total,
    subtotal: local.subtotal,
    discount: local.discount,
    tax: local.tax,
    total: local.total,
    vat: { rateBp: input.vat.rateBp, reverseCharge: input.vat.reverseCharge, country: input.vat.country, reason: input.vat.reason },
    promoCode: input.promoCode,
  };
}

/**
 * The currency figures of already priced USD amounts at another rate (an order whose rate lock
 * ended): every line and discount converted, VAT by the same rule. The USD amounts stay as they are.
 */
export function reconvert(
  usd: { lines: Omit<PriceLine, 'amount'>[]; discounts: Omit<PriceLine, 'amount'>[] },
  rate: number,
  vatRateBp: number,
): { lines: PriceLine[]; discounts: PriceLine[]; subtotal: number; discount: number; tax: number; total: number } {
  const lines = usd.lines.map((l) => ({ ...l, amount: convertCents(l.amountUsdCents, rate) }));
  const discounts = usd.discounts.map((d) => ({ ...d, amount: convertCents(d.amountUsdCents, rate) }));
  const subtotal = lines.reduce((sum, l) => sum + l.amount, 0);
  const discount = -discounts.reduce((sum, d) => sum + d.amount, 0);
  const tax = percentOf(Math.max(0, subtotal - discount), vatRateBp);
  return { lines, discounts, subtotal, discount, tax, total: subtotal - discount + tax };
}
