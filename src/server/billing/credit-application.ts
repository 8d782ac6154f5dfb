import type { PriceLine, Quote } from '../pricing/pricing.schemas.ts';
import { percentOf, reconvert } from '../pricing/quote.ts';
import { m } from '../../shared/i18n/messages.ts';

type Priced = Pick<Quote, 'lines' | 'discounts' | 'rate' | 'vat' | 'subtotalUsdCents' | 'discountUsdCents' | 'taxUsdCents' | 'totalUsdCents' | 'subtotal' | 'discount' | 'tax' | 'total'>;

/** The figures of `priced` with `discounts` instead of its own: the same rules as applyCredits. */
function withDiscounts<T extends Priced>(priced: T, discounts: Omit<PriceLine, 'amount'>[]): T {
  const local = reconvert({ lines: priced.lines, discounts }, priced.rate, priced.vat.rateBp);
  const discountUsdCents = -discounts.reduce((sum, d) => sum + d.amountUsdCents, 0);
  const taxUsdCents = percentOf(priced.subtotalUsdCents - discountUsdCents, priced.vat.rateBp);
  return { ...priced, ...local, discountUsdCents, taxUsdCents, totalUsdCents: priced.subtotalUsdCents - discountUsdCents + taxUsdCents };
}

/**
 * Draws on the credits balance before anything is charged: a document-level allowance of at
 * most what is owed before VAT (the balance holds amounts before VAT, as the credit notes that
 * fed it), then VAT on the rest. Integers only; the USD and currency figures follow the same rules.
 * The allowance is described in the language of the request that prices, as the quote's lines.
 */
export function applyCredits<T extends Priced>(quote: T, balanceUsdCents: number): { quote: T & { creditsApplied: number; creditsAppliedUsdCents: number }; creditAppliedUsdCents: number } {
  const owed = quote.subtotalUsdCents - quote.discountUsdCents;
  const creditUsd = Math.max(0, Math.min(balanceUsdCents, owed));
  if (creditUsd === 0) return { quote: { ...quote, creditsApplied: 0, creditsAppliedUsdCents: 0 }, creditAppliedUsdCents: 0 };
  const credit: Omit<PriceLine, 'amount'> = { kind: 'credit', description: m.notice_line_credits_applied(), ref: null, quantity: 1, unitMicroUsd: 0, amountUsdCents: -creditUsd };
  const applied = withDiscounts(quote, [...quote.discounts, credit]);
  const creditsApplied = -(applied.discounts.find((d) => d.kind === 'credit')?.amount ?? 0);
  return { quote: { ...applied, creditsApplied, creditsAppliedUsdCents: creditUsd }, creditAppliedUsdCents: creditUsd };
}

/**
 * An unpaid order's figures drawing on `balanceUsdCents` instead of the credits it was priced
 * with (the balance was used by another payment meanwhile): the credits allowance taken off, then
 * applied again by applyCredits.
 */
export function withCredits<T extends Priced>(priced: T, balanceUsdCents: number): T & { creditsApplied: number; creditsAppliedUsdCents: number } {
  const without = withDiscounts(priced, priced.discounts.filter((d) => d.kind !== 'credit'));
  return applyCredits(without, balanceUsdCents).quote;
}
