import type { PriceLine, Quote } from '../../shared/pricing/pricing.schemas.ts';
import { percentOf, reconvert } from '../pricing/quote.ts';
import { divideRounded } from '../../shared/money.ts';

// The credits balance is money the organization holds with us, VAT included, in its billing
// currency, VAT included. It pays a document like a payment
// method, after VAT: the document is taxed on its full price, the balance pays what it can of
// the total, and the default method is charged the rest. Never a discount.

type Priced = Pick<
  Quote,
  | 'lines'
  | 'discounts'
  | 'rate'
  | 'vat'
  | 'subtotalUsdCents'
  | 'discountUsdCents'
  | 'taxUsdCents'
  | 'totalUsdCents'
  | 'subtotal'
  | 'discount'
  | 'tax'
  | 'total'
>;

/** What the balance pays of a priced document, and what is left for the payment method. */
export type PaidFromBalance = { creditsApplied: number; creditsAppliedUsdCents: number; amountDue: number };

/**
 * Pays `priced` from a balance of `balance` minor units of its currency: at most its total (VAT
 * included); `amountDue` is what the default method is charged. The US cents beside it are the
 * same share of the total in US cents, for reporting.
 */
export function payFromBalance<T extends Priced>(priced: T, balance: number): T & PaidFromBalance {
  const creditsApplied = Math.max(0, Math.min(balance, priced.total));
  const creditsAppliedUsdCents =
    creditsApplied === priced.total
      ? priced.totalUsdCents
      : priced.total === 0
        ? 0
        : divideRounded(creditsApplied * priced.totalUsdCents, priced.total);
  return { ...priced, creditsApplied, creditsAppliedUsdCents, amountDue: priced.total - creditsApplied };
}

/** What the payment method is charged for an order or a quote: after the balance paid its part (older records: the total). */
export const amountToCharge = (priced: { total: number; amountDue?: number | undefined }): number =>
  priced.amountDue ?? priced.total;

/** Whether a record was priced by the older rule, with credits as an allowance before VAT. */
export const hasCreditAllowance = (priced: { discounts: readonly Pick<PriceLine, 'kind'>[] }): boolean =>
  priced.discounts.some((d) => d.kind === 'credit');

/** The figures of `priced` without an allowance of credits (the older rule), VAT on the full price again. */
function withoutCreditAllowance<T extends Priced>(priced: T): T {
  const discounts = priced.discounts.filter((d) => d.kind !== 'credit');
  if (discounts.length === priced.discounts.length) return priced;
  const local = reconvert({ lines: priced.lines, discounts }, priced.rate, priced.vat.rateBp);
  const discountUsdCents = -discounts.reduce((sum, d) => sum + d.amountUsdCents, 0);
  const taxUsdCents = percentOf(priced.subtotalUsdCents - discountUsdCents, priced.vat.rateBp);
  return {
    ...priced,
    ...local,
    discountUsdCents,
    taxUsdCents,
    totalUsdCents: priced.subtotalUsdCents - discountUsdCents + taxUsdCents,
  };
}

/**
 * An unpaid order's figures paid from `balance` instead of what it was priced with (the balance
 * was used by another payment meanwhile, or the order was priced by the older rule): any credits
 * allowance taken off, then the balance applied again as a payment.
 */
export function withCredits<T extends Priced>(priced: T, balance: number): T & PaidFromBalance {
  return payFromBalance(withoutCreditAllowance(priced), balance);
}
