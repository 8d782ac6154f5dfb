import { z } from 'zod';
import { budgetStatusSchema } from './budget.schemas.ts';

// Client-safe: the billing reads of SPEC §7 (summary and plans; issue "billing and usage" adds more).

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

export const billingSummarySchema = z.object({
  currency: z.enum(['USD', 'EUR', 'GBP']),
  /** The current billing period: the calendar month (usage is invoiced on the 1st). */
  period: z.object({ start: z.string(), end: z.string() }),
  /** Usage this month at list price, and the forecast to month end, minor units of `currency`. */
  monthToDate: z.int(),
  forecast: z.int(),
  /** Usage beyond what orders prepaid, this month so far (what the next invoice will bill). */
  billableToDate: z.int(),
  creditsBalanceUsdCents: z.int(),
  nextInvoiceDate: z.string(),
  plan: z.object({ id: z.string(), name: z.string(), discountPercent: z.number() }),
  unpaidInvoices: z.array(z.object({ id: z.string(), number: z.string(), total: z.int(), currency: z.enum(['USD', 'EUR', 'GBP']), status: z.enum(['due', 'failed']), nextAttemptAt: z.string().nullable() })),
  /** The unpaid invoice that suspends new orders, if any. */
  ordersSuspendedBy: z.object({ invoiceId: z.string(), number: z.string() }).nullable(),
  budget: budgetStatusSchema,
});
export type BillingSummary = z.infer<typeof billingSummarySchema>;

export const billingSummaryQuerySchema = z.object({ currency: z.enum(['USD', 'EUR', 'GBP']).default('EUR') });
