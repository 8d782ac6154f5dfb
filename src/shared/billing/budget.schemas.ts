import { z } from 'zod';
import { m } from '../i18n/messages.ts';

// Client-safe: an organization's monthly budget and where its spending stands against it.

/** Alerts go out when actual or forecast spending crosses these percentages of the budget. */
export const BUDGET_THRESHOLDS = [50, 80, 100] as const;

export const budgetSchema = z.object({
  /** Minor units of `currency` per calendar month. */
  amount: z
    .int({ error: () => m.field_whole_amount_cents() })
    .min(100, { error: () => m.field_at_least_1_00() })
    .max(100_000_000_00, { error: () => m.field_at_most_100_000_000_00() }),
  currency: z.enum(['USD', 'EUR', 'GBP']),
});
export type Budget = z.infer<typeof budgetSchema>;

export const budgetStatusSchema = z.object({
  budget: budgetSchema.nullable(),
  month: z.string().describe('YYYY-MM'),
  /** The currency of every amount here: the billing currency once the first order is paid. */
  currency: z.enum(['USD', 'EUR', 'GBP']),
  /** True once the first paid order fixed the billing currency (a budget must be in it). */
  currencyFixed: z.boolean(),
  /**
   * Before VAT: spent so far (charged this month less credit notes, plus autoscaled overage) and
   * the forecast to month end (plus renewals due and the last 7 days' average overage).
   */
  actual: z.int(),
  forecast: z.int(),
  /** Percent of the budget (0 without a budget). */
  actualPercent: z.number(),
  forecastPercent: z.number(),
  /** Thresholds already alerted this month. */
  alerted: z.array(z.int()),
});
export type BudgetStatus = z.infer<typeof budgetStatusSchema>;
