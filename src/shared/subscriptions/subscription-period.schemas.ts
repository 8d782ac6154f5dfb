import { z } from 'zod';

// Client-safe (zod only): the fields every subscription answer shares (a cluster's, a support
// plan's): its cycle, currency and rate, the period paid in advance and what it costs, its invoice.

/** The shared fields, spread into each kind's schema beside its own. */
export const subscriptionPeriodFields = {
  billingCycle: z.enum(['monthly', 'yearly']),
  currency: z.enum(['USD', 'EUR', 'GBP']),
  /** The exchange rate of the current period (locked by its order or renewal). */
  rate: z.number(),
  periodStart: z.string(),
  periodEnd: z.string(),
  /** Its list price for one period, US cents. */
  periodPriceUsdCents: z.int(),
  /** The invoice of the current period (the order's, then each renewal's). */
  invoiceId: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
};
