import { z } from 'zod';
import { clusterSpecSchema } from '../clusters/clusters.schemas.ts';
import { quoteSchema } from './pricing.schemas.ts';

// Client-safe: POST /api/pricing/estimate, the price estimator. Any mix of clusters, add-ons and
// products, priced by the same engine as orders (a one-cluster estimate equals its order).

export const estimateItemSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('cluster'),
    /** The name is optional here: an estimate orders nothing. */
    cluster: clusterSpecSchema.extend({ name: clusterSpecSchema.shape.name.optional() }),
  }),
  z.object({ kind: z.literal('addon'), addonId: z.string().min(1, 'Choose an add-on.') }),
  z.object({
    kind: z.literal('product'),
    productId: z.string().min(1, 'Choose a product.'),
    quantity: z.int('A whole number.').min(1, 'At least 1.').max(100_000, 'At most 100 000.'),
  }),
]);
export type EstimateItem = z.infer<typeof estimateItemSchema>;

export const estimateInputSchema = z.object({
  currency: z.enum(['USD', 'EUR', 'GBP']),
  items: z.array(estimateItemSchema).min(1, 'Add something to estimate.').max(50, 'At most 50 items.'),
  promoCode: z.string().trim().toUpperCase().max(40).optional(),
});
export type EstimateInput = z.infer<typeof estimateInputSchema>;

export const estimateSchema = z.object({
  monthly: quoteSchema,
  yearly: quoteSchema,
  /** Twelve monthly totals minus the yearly total, minor units of the currency (before VAT). */
  yearlySaving: z.int(),
  /** Each item's monthly price before discounts and VAT, minor units, in the order given. */
  itemsMonthly: z.array(z.int()),
});
export type Estimate = z.infer<typeof estimateSchema>;
