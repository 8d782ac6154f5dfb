import { divideRounded, MICRO_USD_PER_CENT, type Currency } from '../../shared/money.ts';
import type { VatCategory } from '../../shared/vat.ts';

// The roundings of money, each written once: quotes, orders, invoices, credit notes and the
// billing screens all come here, so a preview, a charge and the invoice of that charge agree to
// the minor unit. Three roundings, each done once with divideRounded (src/shared/money.ts, the
// integer arithmetic of a rounded quotient), half away from zero:
//   1. a conversion between currencies: a unit price from the catalog's US dollars into the
//      invoice currency, or an amount of a document in another currency (convertMinor);
//   2. a percentage allowance (a plan discount, PARIS) on the amount it applies to;
//   3. the VAT of each VAT category and rate of a document (EN 16931 BR-CO-17, BR-S-09).
// Everything else is exact: a line is quantity × unit price, and the totals follow EN 16931's
// calculation rules (BR-CO-10 sum of lines, BR-CO-11 sum of allowances, BR-CO-13 total without
// VAT, BR-S-08/BR-AE-08/BR-O-08 taxable amount per category, BR-CO-14 total VAT, BR-CO-15 total
// with VAT, BR-CO-16 amount due).

const RATE_SCALE = 1_000_000;
const BP = 10_000;

/** A rate (units per US dollar) as an integer: millionths, the precision rates are kept to. */
const scaledRate = (rate: number) => Math.round(rate * RATE_SCALE);

/** A USD amount in cents, in the minor units of a currency at `rate` (rounding 1). */
export function convertCents(usdCents: number, rate: number): number {
  return divideRounded(usdCents * scaledRate(rate), RATE_SCALE);
}

/**
 * An amount in minor units of `from` (at `from.rate` units per US dollar) in minor units of `to`
 * (at `to.rate`), rounded once (rounding 1), in integers: amount × to.rate / from.rate on the
 * rates in millionths. For documents issued in another currency than the one a screen or a
 * budget totals in; the same currency is the same amount.
 */
export function convertMinor(
  amount: number,
  from: { currency: Currency; rate: number },
  to: { currency: Currency; rate: number },
): number {
  if (from.currency === to.currency) return amount;
  return divideRounded(amount * scaledRate(to.rate), scaledRate(from.rate));
}

/**
 * The price of one unit in the invoice currency's minor units, from the catalog's micro-dollars.
 * Null when the catalog price has a fraction of a cent (per-GB storage at $0.012): no unit price
 * in whole minor units multiplies out to that, so such a line is billed as one block instead.
 */
export function unitPriceIn(unitMicroUsd: number, rate: number): number | null {
  if (unitMicroUsd % MICRO_USD_PER_CENT !== 0) return null;
  return convertCents(unitMicroUsd / MICRO_USD_PER_CENT, rate);
}

/** `amount` × basis points, rounded (rounding 2; also VAT, rounding 3). */
export const percentOf = (amount: number, bp: number) => divideRounded(amount * bp, BP);

/** The VAT a line or an allowance falls under. */
export type VatGroup = { category: VatCategory; rateBp: number };

/** One row of the VAT breakdown (EN 16931 BG-23). */
export type VatSubtotal = VatGroup & { taxableAmount: number; taxAmount: number };

/** A document's totals, in minor units (EN 16931 BG-22). */
export type DocumentTotals = {
  /** BT-106: sum of the line amounts. */
  lineTotal: number;
  /** BT-107: sum of the document-level allowances (positive). */
  allowanceTotal: number;
  /** BT-109: lines less allowances. */
  taxExclusive: number;
  /** BG-23, one row per category and rate, in the order they first appear. */
  vatBreakdown: VatSubtotal[];
  /** BT-110. */
  taxTotal: number;
  /** BT-112. */
  grandTotal: number;
  /** BT-113: already paid. */
  prepaid: number;
  /** BT-115. */
  amountDue: number;
};

const groupKey = (group: VatGroup) => `${group.category}:${group.rateBp}`;

/**
 * Totals of a document from its line amounts and allowances (positive amounts), each with its
 * VAT group. VAT is computed once per group on its taxable amount; nothing is rounded per line.
 */
export function documentTotals(input: {
  lines: { amount: number; vat: VatGroup }[];
  allowances: { amount: number; vat: VatGroup }[];
  prepaid?: number;
}): DocumentTotals {
  const groups = new Map<string, VatGroup & { taxableAmount: number }>();
  const add = (vat: VatGroup, amount: number) => {
    const key = groupKey(vat);
    const group = groups.get(key) ?? { ...vat, taxableAmount: 0 };
    group.taxableAmount += amount;
    groups.set(key, group);
  };
  for (const line of input.lines) add(line.vat, line.amount);
  for (const allowance of input.allowances) add(allowance.vat, -allowance.amount);
  const vatBreakdown = [...groups.values()].map((group) => ({
    ...group,
    // Reverse charge and "not subject" carry no VAT: the rate is 0 by definition.
    taxAmount: group.category === 'S' ? percentOf(group.taxableAmount, group.rateBp) : 0,
  }));
  const lineTotal = input.lines.reduce((sum, line) => sum + line.amount, 0);
  const allowanceTotal = input.allowances.reduce((sum, allowance) => sum + allowance.amount, 0);
  const taxExclusive = lineTotal - allowanceTotal;
  const taxTotal = vatBreakdown.reduce((sum, group) => sum + group.taxAmount, 0);
  const grandTotal = taxExclusive + taxTotal;
  const prepaid = input.prepaid ?? 0;
  return {
    lineTotal,
    allowanceTotal,
    taxExclusive,
    vatBreakdown,
    taxTotal,
    grandTotal,
    prepaid,
    amountDue: grandTotal - prepaid,
  };
}
