import type { Currency } from '../../shared/money.ts';
import type { UsdLine } from '../../shared/price-lines.ts';
import type { PriceLine, Quote } from '../../shared/pricing/pricing.schemas.ts';
import { PARIS } from '../../shared/pricing-rules.ts';
import { convertCents, documentTotals, percentOf, unitPriceIn, type VatGroup } from './rounding.ts';
import { vatCategoryOf, vatReason, type VatTreatment } from '../../shared/vat.ts';
import { m } from '../../shared/i18n/messages.ts';
import { formatNumber } from '../../shared/format/numbers.ts';

export { convertCents, percentOf } from './rounding.ts';

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

type AmountKey = 'amountUsdCents' | 'amount';
type UsdPriced = Omit<PriceLine, 'amount'>;

/**
 * A catalog line in the quote's currency: the unit price converted once, then multiplied by the
 * quantity, so the line multiplies out on the invoice. A unit price with a fraction of a cent
 * (per-GB storage) cannot: that line's total is converted instead, and it is invoiced as one block.
 */
export function localLine(line: UsdPriced, rate: number): PriceLine {
  const unit = Number.isInteger(line.quantity) ? unitPriceIn(line.unitMicroUsd, rate) : null;
  const { unitAmount: _stale, ...rest } = line as PriceLine;
  if (unit === null) return { ...rest, amount: convertCents(line.amountUsdCents, rate) };
  return { ...rest, unitAmount: unit, amount: unit * line.quantity };
}

const sum = (items: Pick<PriceLine, AmountKey>[], key: AmountKey) =>
  items.reduce((total, item) => total + item[key], 0);

/** What a percentage discount applies to: list prices for the plan's, everything before it for PARIS. */
function discountBase(kind: PriceLine['kind'], lines: PriceLine[], earlier: PriceLine[], key: AmountKey): number {
  if (kind === 'plan-discount')
    return sum(
      lines.filter((l) => l.kind !== 'support-plan'),
      key,
    );
  return sum(lines, key) + sum(earlier, key);
}

/** The discounts of a set of lines: the plan's on list prices, then PARIS on what remains. */
function discountsFor(lines: PriceLine[], input: Pick<QuoteInput, 'planDiscount' | 'promoCode'>): PriceLine[] {
  const specs: Pick<PriceLine, 'kind' | 'description' | 'ref' | 'percentBp'>[] = [];
  if (input.planDiscount && input.planDiscount.percent > 0) {
    const { name, percent } = input.planDiscount;
    specs.push({
      kind: 'plan-discount',
      description: m.notice_line_plan_discount({
        plan: name,
        percent: formatNumber(percent, { maximumFractionDigits: 2 }),
      }),
      ref: null,
      percentBp: Math.round(percent * 100),
    });
  }
  if (input.promoCode === PARIS.code)
    specs.push({
      kind: 'promo',
      description: m.notice_line_paris_promo(),
      ref: PARIS.code,
      percentBp: PARIS.percentBp,
    });
  const discounts: PriceLine[] = [];
  for (const spec of specs) {
    const bp = spec.percentBp ?? 0;
    const off = (key: AmountKey) => -percentOf(discountBase(spec.kind, lines, discounts, key), bp);
    discounts.push({
      ...spec,
      quantity: 1,
      unitMicroUsd: 0,
      amountUsdCents: off('amountUsdCents'),
      amount: off('amount'),
    });
  }
  return discounts;
}

/** The single VAT group of an order (one buyer, one treatment). */
export const vatGroupOf = (vat: Pick<VatTreatment, 'rateBp' | 'reverseCharge' | 'country'>): VatGroup => ({
  category: vatCategoryOf(vat),
  rateBp: vat.rateBp,
});

/** Subtotal, discount, VAT and total of lines and (negative) discounts, by the EN 16931 rules. */
export function totalsOf(
  lines: Pick<PriceLine, AmountKey>[],
  discounts: Pick<PriceLine, AmountKey>[],
  vat: VatGroup,
  key: AmountKey,
) {
  const totals = documentTotals({
    lines: lines.map((line) => ({ amount: line[key], vat })),
    allowances: discounts.map((discount) => ({ amount: -discount[key], vat })),
  });
  return {
    subtotal: totals.lineTotal,
    discount: totals.allowanceTotal,
    tax: totals.taxTotal,
    total: totals.grandTotal,
  };
}

/**
 * Prices a set of lines: subtotal, the plan discount on list prices (not on the plan itself),
 * PARIS on what remains, then VAT, in USD cents and in the quote's currency. The currency
 * figures come from the converted unit prices by the same rules (src/server/pricing/rounding.ts),
 * so an invoice in euros adds up to the cent on its own. Integers only.
 */
export function priceQuote(input: QuoteInput): Quote {
  const rate = input.currency === 'USD' ? 1 : input.rate;
  const lines = input.lines.map((line) => localLine(line, rate));
  const discounts = discountsFor(lines, input);
  const group = vatGroupOf(input.vat);
  const usd = totalsOf(lines, discounts, group, 'amountUsdCents');
  const local = totalsOf(lines, discounts, group, 'amount');
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
    vat: {
      rateBp: input.vat.rateBp,
      reverseCharge: input.vat.reverseCharge,
      country: input.vat.country,
      reason: vatReason(input.vat),
    },
    promoCode: input.promoCode,
    creditsApplied: 0,
    creditsAppliedUsdCents: 0,
    amountDue: local.total,
  };
}

/**
 * The currency figures of already priced USD amounts at another rate (an order whose rate lock
 * ended): every unit price converted again, percentage discounts recomputed on the new amounts
 * (older orders without their rate, and credits, converted), VAT by the same rule. The USD
 * amounts stay as they are.
 */
export function reconvert(
  usd: { lines: UsdPriced[]; discounts: UsdPriced[] },
  rate: number,
  vatRateBp: number,
): { lines: PriceLine[]; discounts: PriceLine[]; subtotal: number; discount: number; tax: number; total: number } {
  const lines = usd.lines.map((line) => localLine(line, rate));
  const discounts: PriceLine[] = [];
  for (const discount of usd.discounts) {
    const amount =
      discount.percentBp === undefined
        ? convertCents(discount.amountUsdCents, rate)
        : -percentOf(discountBase(discount.kind, lines, discounts, 'amount'), discount.percentBp);
    discounts.push({ ...discount, amount });
  }
  // A bare rate: any category computes the same figures (reverse charge and "outside the EU" are 0 %).
  const local = totalsOf(lines, discounts, { category: 'S', rateBp: vatRateBp }, 'amount');
  return { lines, discounts, ...local };
}

/** An order's VAT, tax and totals (USD and currency) under another VAT treatment; lines unchanged. */
export function withVat<T extends Pick<Quote, 'lines' | 'discounts'>>(priced: T, vat: VatTreatment) {
  const group = vatGroupOf(vat);
  const usd = totalsOf(priced.lines, priced.discounts, group, 'amountUsdCents');
  const local = totalsOf(priced.lines, priced.discounts, group, 'amount');
  return {
    vat: { rateBp: vat.rateBp, reverseCharge: vat.reverseCharge, country: vat.country, reason: vatReason(vat) },
    taxUsdCents: usd.tax,
    totalUsdCents: usd.total,
    tax: local.tax,
    total: local.total,
  };
}
