import { z } from 'zod';
import { clusterSpecSchema } from '../clusters/clusters.schemas.ts';
import { quoteSchema } from './pricing.schemas.ts';
import { m } from '../i18n/messages.ts';

// Client-safe: POST /api/pricing/estimate, the price estimator. Any mix of clusters, add-ons and
// products, priced by the same engine as orders (a one-cluster estimate equals its order).

export const estimateItemSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('cluster'),
    /** The name is optional here: an estimate orders nothing. */
    cluster: clusterSpecSchema.extend({ name: clusterSpecSchema.shape.name.optional() }),
  }),
  z.object({ kind: z.literal('addon'), addonId: z.string().min(1, { error: () => m.field_choose_add() }) }),
  z.object({
    kind: z.literal('product'),
    productId: z.string().min(1, { error: () => m.field_choose_product() }),
    quantity: z
      .int({ error: () => m.field_whole_number() })
      .min(1, { error: () => m.field_at_least_1() })
      .max(100_000, { error: () => m.field_at_most_100_000() }),
  }),
]);
export type EstimateItem = z.infer<typeof estimateItemSchema>;

export const estimateInputSchema = z.object({
  currency: z.enum(['USD', 'EUR', 'GBP']),
  items: z
    .array(estimateItemSchema)
    .min(1, { error: () => m.field_add_something_estimate() })
    .max(50, { error: () => m.field_at_most_50_items() }),
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
