import { z } from 'zod';
import { m } from '../i18n/messages.ts';

// Client-safe: an organization's hard monthly spending cap and where the month stands against it.

/** PUT /api/billing/spending-cap: the cap in minor units of the billing currency; null removes it. */
export const spendingCapInputSchema = z.object({
  amount: z
    .int({ error: () => m.field_whole_amount_cents() })
    .min(0, { error: () => m.field_spending_cap_not_negative() })
    .max(100_000_000_00, { error: () => m.field_at_most_100_000_000_00() })
    .nullable(),
});
export type SpendingCapInput = z.infer<typeof spendingCapInputSchema>;

/** The cap as the organization stores it: in the currency it was set in (the billing currency once fixed). */
export const storedSpendingCapSchema = z.object({
  amount: z.int(),
  currency: z.enum(['USD', 'EUR', 'GBP']),
  setAt: z.string(),
});
export type StoredSpendingCap = z.infer<typeof storedSpendingCapSchema>;

/** GET/PUT /api/billing/spending-cap: the cap and the month against it, every amount in `currency`, before VAT. */
export const spendingCapStatusSchema = z.object({
  /** The cap, minor units of `currency` per calendar month; null: no cap. */
  amount: z.int().nullable(),
  /** The billing currency (before the first paid order, the currency the cap would be counted in). */
  currency: z.enum(['USD', 'EUR', 'GBP']),
  month: z.string().describe('YYYY-MM'),
  /** This month's spending so far: the same figure as the budget's (charged less credit notes, plus overage). */
  spent: z.int(),
  /** Where the month will land (the budget's forecast). */
  forecast: z.int(),
  /** Percent of the cap spent and forecast (0 without a cap). */
  spentPercent: z.number(),
  forecastPercent: z.number(),
  /** The forecast passes the cap: new orders, raises and autoscaled nodes will be refused before month end. */
  forecastOverCap: z.boolean(),
  /** When the cap was last set; null without a cap. */
  setAt: z.string().nullable(),
});
export type SpendingCapStatus = z.infer<typeof spendingCapStatusSchema>;

/** 402 `spending_cap_reached`: the cap and what the month would reach, minor units of the billing currency. */
export const spendingCapRefusalSchema = z.object({
  code: z.literal('spending_cap_reached'),
  message: z.string(),
  cap: z.int(),
  projected: z.int(),
});
export type SpendingCapRefusal = z.infer<typeof spendingCapRefusalSchema>;

/** Why the autoscaler did not add the nodes a pool's pods asked for: the cap, at the time it held. */
export const autoscaleHoldSchema = z.object({
  at: z.string(),
  /** Pools that wanted more nodes than the cap allowed. */
  pools: z.array(z.string()),
  cap: z.int(),
  /** What adding one more node (until month end) would have brought the month to. */
  projected: z.int(),
  currency: z.enum(['USD', 'EUR', 'GBP']),
});
export type AutoscaleHold = z.infer<typeof autoscaleHoldSchema>;
