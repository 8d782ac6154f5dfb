import { z } from 'zod';
import { clusterSpecSchema } from '../clusters/clusters.schemas.ts';

// Client-safe (zod only): a cluster's subscription, the paid periods of its configuration
// (nodes, HA control plane, add-ons), charged in advance and renewed at each period's end.

export const clusterSubscriptionEventSchema = z.object({
  at: z.string(),
  type: z.enum(['activated', 'renewed', 'changed', 'credited', 'ended']),
  message: z.string(),
});

/** GET /api/clusters/{id}/subscription. */
export const clusterSubscriptionSchema = z.object({
  id: z.string(),
  clusterId: z.string(),
  clusterName: z.string(),
  orderId: z.string(),
  billingCycle: z.enum(['monthly', 'yearly']),
  currency: z.enum(['USD', 'EUR', 'GBP']),
  /** The exchange rate of the current period (locked by its order or renewal). */
  rate: z.number(),
  /** active: renews at `periodEnd`; ended: the cluster was deleted (the unused days credited). */
  state: z.enum(['active', 'ended']),
  periodStart: z.string(),
  periodEnd: z.string(),
  /** The configuration the current period is paid for; the next renewal charges it. */
  chargedSpec: clusterSpecSchema,
  /** Its list price for one period, US cents. */
  periodPriceUsdCents: z.int(),
  /** The invoice of the current period (the order's, then each renewal's). */
  invoiceId: z.string().nullable(),
  events: z.array(clusterSubscriptionEventSchema),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ClusterSubscription = z.infer<typeof clusterSubscriptionSchema>;

/** A change being charged: held while the payment provider answers, so one change is charged at a time. */
export type ChangeClaim = { id: string; until: string };

/** As stored: the answer plus its owner and the claim of a change in progress. */
export type ClusterSubscriptionRecord = ClusterSubscription & { organizationId: string; changeClaim: ChangeClaim | null };
