import { z } from 'zod';
import type { SubscriptionEventText } from '../subscriptions/subscription-event-text.types.ts';

// Client-safe (zod only): product subscriptions, the activation of paid `product` orders.

export const productSubscriptionStateSchema = z.enum(['active', 'cancelling', 'cancelled']);
export type ProductSubscriptionState = z.infer<typeof productSubscriptionStateSchema>;

export const productSubscriptionEventSchema = z.object({
  at: z.string(),
  type: z.enum(['activated', 'cancel_requested', 'cancel_withdrawn', 'renewed', 'cancelled']),
  message: z.string(),
});

/** An event as stored: `text`, when present, is what `message` says, as data (subscription-event-text.ts). */
export type ProductSubscriptionEventRecord = z.infer<typeof productSubscriptionEventSchema> & {
  text?: SubscriptionEventText;
};

/** A product an organization subscribes to; its id is the id of the order that bought it. */
export const productSubscriptionSchema = z.object({
  id: z.string(),
  orderId: z.string(),
  orderNumber: z.string(),
  productId: z.string(),
  productName: z.string(),
  vendor: z.string(),
  pricingUnit: z.enum(['per cluster', 'per node', 'per GB', 'flat']),
  quantity: z.int(),
  clusterId: z.string().nullable(),
  clusterName: z.string().nullable(),
  billingCycle: z.enum(['monthly', 'yearly']),
  currency: z.enum(['USD', 'EUR', 'GBP']),
  /** What the period cost, in minor units of `currency` (from the order). */
  total: z.int(),
  totalUsdCents: z.int(),
  /** active; cancelling: ends at `periodEnd`; cancelled: ended. */
  state: productSubscriptionStateSchema,
  periodStart: z.string(),
  periodEnd: z.string(),
  cancelAtPeriodEnd: z.boolean(),
  invoiceId: z.string().nullable(),
  events: z.array(productSubscriptionEventSchema),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ProductSubscription = z.infer<typeof productSubscriptionSchema>;

/** As stored: the answer plus its owner. */
export type ProductSubscriptionRecord = Omit<ProductSubscription, 'events'> & {
  events: ProductSubscriptionEventRecord[];
  organizationId: string;
  /** The start of the first period: every period ends a whole number of cycles after it (periodEndAfter). */
  periodAnchor?: string;
};

/** POST /api/products/subscriptions/{id}/cancel: end at the period's end, or keep it after all. */
export const cancelSubscriptionInputSchema = z.object({ atPeriodEnd: z.boolean().default(true) });
