import { z } from 'zod';
import { subscriptionPeriodFields } from './subscription-period.schemas.ts';
import { clusterSpecSchema, type ClusterSpec } from '../clusters/clusters.schemas.ts';
import type { Quote } from '../pricing/pricing.schemas.ts';
import type { SubscriptionEventText } from './subscription-event-text.types.ts';

// Client-safe (zod only): a cluster's subscription, the paid periods of its configuration
// (nodes, HA control plane, add-ons), charged in advance and renewed at each period's end.

export const clusterSubscriptionEventSchema = z.object({
  at: z.string(),
  type: z.enum(['activated', 'renewed', 'changed', 'credited', 'ended']),
  message: z.string(),
});

/** An event as stored: `text`, when present, is what `message` says, as data (subscription-event-text.ts). */
export type ClusterSubscriptionEventRecord = z.infer<typeof clusterSubscriptionEventSchema> & {
  text?: SubscriptionEventText;
};

/** GET /api/clusters/{id}/subscription. */
export const clusterSubscriptionSchema = z.object({
  id: z.string(),
  clusterId: z.string(),
  clusterName: z.string(),
  orderId: z.string(),
  /** active: renews at `periodEnd`; ended: the cluster was deleted (the unused days credited). */
  state: z.enum(['active', 'ended']),
  /** The configuration the current period is paid for; the next renewal charges it. */
  chargedSpec: clusterSpecSchema,
  ...subscriptionPeriodFields,
  events: z.array(clusterSubscriptionEventSchema),
  /**
   * A raise holding the cluster: `requires_action` waits for the customer's 3-D Secure
   * confirmation (nothing changed until it is confirmed); `processing` is being charged (or its
   * request died, and it is settled from the provider's answer once `until` has passed). Until
   * `until`, another change of the cluster answers 409 `change_in_progress`.
   */
  pendingChange: z
    .object({
      status: z.enum(['requires_action', 'processing']),
      /** The 3-D Secure challenge to answer (requires_action only). */
      challenge: z.object({ id: z.string(), expiresAt: z.string() }).nullable(),
      /** When the claim ends: changes answer 409 until then. */
      until: z.string(),
      /** What the confirmation charges, in minor units of `currency` (VAT included). */
      amount: z.int(),
      currency: z.enum(['USD', 'EUR', 'GBP']),
      target: clusterSpecSchema,
    })
    .nullable(),
});
export type ClusterSubscription = z.infer<typeof clusterSubscriptionSchema>;

/**
 * A raise being charged, recorded with its claim before the provider is asked: whoever learns the
 * charge succeeded (the request, the 3-D Secure confirmation, the settle job after a crash, the
 * reconciliation sweep) finishes the change from it exactly as the request would have.
 */
export type PendingChange = {
  /** The change invoice's id: also the charge's idempotency key and reference. */
  invoiceId: string;
  target: ClusterSpec;
  actorId: string | null;
  /** The period the change was priced in: a renewal meanwhile voids it (the charge is refunded). */
  periodEnd: string;
  pricedAt: string;
  priced: Quote;
  /** Credits drawn on, in minor units of the priced currency and in US cents. */
  creditApplied: number;
  creditAppliedUsdCents: number;
  newPeriodUsdCents: number;
  remainingDays: number;
  periodDays: number;
  paymentMethod: string;
  challenge: { id: string; expiresAt: string } | null;
};

/** A change being charged: held while the payment provider answers, so one change is charged at a time. */
export type ChangeClaim = { id: string; until: string; pending?: PendingChange };

/** As stored: the answer plus its owner and the claim of a change in progress. */
export type ClusterSubscriptionRecord = Omit<ClusterSubscription, 'pendingChange' | 'events'> & {
  events: ClusterSubscriptionEventRecord[];
  organizationId: string;
  /** The start of the first period: every period ends a whole number of cycles after it (periodEndAfter). */
  periodAnchor?: string;
  changeClaim: ChangeClaim | null;
  /**
   * Its organization is closing: the period is not renewed (the cluster runs until the erasure
   * deletes it, or the owners reopen and the renewal then charges from `periodEnd`).
   */
  heldForClosing?: boolean;
};
