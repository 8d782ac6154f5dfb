import type { PriceLine, Quote } from '../pricing/pricing.schemas.ts';
import { percentOf, reconvert } from '../pricing/quote.ts';

/**
 * Draws on the credits balance before anything is charged: a document-level allowance of at
 * most what is owed before VAT (the balance holds amounts before VAT, as the credit notes that
 * fed it), then VAT on the rest. Integers only; the USD and currency figures follow the same rules.
 */
export function applyCredits(quote: Quote, balanceUsdCents: number): { quote: Quote; creditAppliedUsdCents: number } {
  const owed = quote.subtotalUsdCents - quote.discountUsdCents;
  const creditUsd = Math.max(0, Math.min(balanceUsdCents, owed));
  if (creditUsd === 0) return { quote, creditAppliedUsdCents: 0 };
  const credit: Omit<PriceLine, 'amount'> = { kind: 'credit', description: 'Credits applied from your balance', ref: null, quantity: 1, unitMicroUsd: 0, amountUsdCents: -creditUsd };
  const usdDiscounts = [...quote.discounts, credit];
  const local = reconvert({ lines: quote.lines, discounts: usdDiscounts }, quote.rate, quote.vat.rateBp);
  const discountUsdCents = -usdDiscounts.reduce((sum, d) => sum + d.amountUsdCents, 0);
  const taxUsdCents = percentOf(quote.subtotalUsdCents - discountUsdCents, quote.vat.rateBp);
  return {
    quote: { ...quote, ...local, discountUsdCents, taxUsdCents, totalUsdCents: quote.subtotalUsdCents - discountUsdCents + taxUsdCents },
    creditAppliedUsdCents: creditUsd,
  };
}
