import { z } from 'zod';

// Client-safe (zod only): what a cluster change charges or credits, as the change dialog shows it
// before confirming. The same computation charges it (subscriptions/proration.ts).

export const changeQuoteSchema = z.object({
  /** charge: taken at once from the default method; credit: a credit note to the credits balance. */
  direction: z.enum(['charge', 'credit', 'none']),
  /** The subscription's currency: every amount below is in its minor units. */
  currency: z.enum(['USD', 'EUR', 'GBP']),
  billingCycle: z.enum(['monthly', 'yearly']),
  periodStartsAt: z.string(),
  periodEndsAt: z.string(),
  /** Whole days left in the paid period (the day of the change included), of the period's days. */
  remainingDays: z.int(),
  periodDays: z.int(),
  /** List prices of one period before and after, US cents. */
  currentPeriodUsdCents: z.int(),
  newPeriodUsdCents: z.int(),
  /** The difference for the days left, after the plan discount and before VAT, US cents (negative: a credit). */
  proratedUsdCents: z.int(),
  /** The prorated difference: before discount, the plan discount, VAT (rate and amount), total. */
  subtotal: z.int(),
  discount: z.int(),
  vatRateBp: z.int(),
  tax: z.int(),
  total: z.int(),
  /** Paid from the credits balance (money held VAT included) before the card or mandate is charged the rest. */
  creditsApplied: z.int(),
  creditsAppliedUsdCents: z.int(),
  /** What the default payment method is charged at once (VAT included). */
  chargedNow: z.int(),
  /** What a decrease adds to the credits balance: the credit note's total, VAT included. */
  creditedNow: z.int(),
  /**
   * Present when the charge would bring this month past the organization's spending cap: the
   * cap and where the month would land, before VAT, in `currency`. Confirming is refused (402).
   */
  spendingCap: z.object({ cap: z.int(), projected: z.int() }).optional(),
});
export type ChangeQuote = z.infer<typeof changeQuoteSchema>;
