import { z } from 'zod';
import { budgetStatusSchema } from './budget.schemas.ts';

// Client-safe: the billing reads /api/billing/summary and /api/billing/plans (issue "billing and usage" adds more).

export const billingPlanViewSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  monthlyCommitUsdCents: z.int(),
  discountPercent: z.number(),
  supportLevel: z.string(),
  supportResponseHours: z.number(),
  features: z.array(z.string()),
  current: z.boolean(),
});

export const billingPlansSchema = z.object({ currentPlanId: z.string(), plans: z.array(billingPlanViewSchema) });

const upcomingChargeSchema = z.object({
  kind: z.enum(['cluster', 'addon', 'product', 'support']),
  description: z.string(),
  /** When it is charged: the start of the subscription's next period. */
  at: z.string(),
  /** With VAT, and before VAT; minor units of `currency`. */
  amount: z.int(),
  net: z.int(),
  /** What the credits balance will pay of it (the balance is used first, soonest charge first). */
  fromBalance: z.int(),
  /** What will be collected from the default payment method: `amount` − `fromBalance`. */
  collected: z.int(),
});

export const billingSummarySchema = z.object({
  /** Every amount below is in it: the billing currency, or the asked one before the first paid order. */
  currency: z.enum(['USD', 'EUR', 'GBP']),
  /** Fixed by the first paid order; null before it. */
  billingCurrency: z.enum(['USD', 'EUR', 'GBP']).nullable(),
  /** The current billing period: the calendar month (overage is invoiced on the 1st). */
  period: z.object({ start: z.string(), end: z.string() }),
  /** Spent this month, as the budget counts it: charged in advance (less credit notes) + overage so far. Before VAT. */
  monthToDate: z.int(),
  /** Charged in advance this month (orders, renewals, changes), less credit notes; before VAT. */
  chargedThisMonth: z.int(),
  /** To month end: charged + renewals and changes due + overage (so far and the 7-day average). */
  forecast: z.int(),
  /** Autoscaled overage this month so far: what the month-end invoice will bill. */
  billableToDate: z.int(),
  creditsBalance: z.int(),
  creditsBalanceUsdCents: z.int(),
  nextInvoiceDate: z.string(),
  /** The next advance charge (a renewal): what, how much, when, and what will be collected after the balance. */
  nextCharge: upcomingChargeSchema.nullable(),
  /** Every renewal due in the next 30 days (at least the next one), soonest first. */
  upcomingCharges: z.array(upcomingChargeSchema),
  plan: z.object({ id: z.string(), name: z.string(), discountPercent: z.number() }),
  unpaidInvoices: z.array(
    z.object({
      id: z.string(),
      number: z.string(),
      total: z.int(),
      currency: z.enum(['USD', 'EUR', 'GBP']),
      status: z.enum(['due', 'failed']),
      nextAttemptAt: z.string().nullable(),
    }),
  ),
  /** The unpaid invoice that suspends new orders, if any. */
  ordersSuspendedBy: z.object({ invoiceId: z.string(), number: z.string() }).nullable(),
  budget: budgetStatusSchema,
});
export type BillingSummary = z.infer<typeof billingSummarySchema>;

export const billingSummaryQuerySchema = z.object({ currency: z.enum(['USD', 'EUR', 'GBP']).default('EUR') });
