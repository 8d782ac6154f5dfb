import { z } from 'zod';
import { subscriptionPeriodFields } from './subscription-period.schemas.ts';
import type { SubscriptionEventText } from './subscription-event-text.types.ts';

// Client-safe (zod only): an organization's support-plan subscription, the paid periods of its
// plan, charged in advance and renewed at each period's end.

export const supportSubscriptionEventSchema = z.object({
  at: z.string(),
  type: z.enum(['activated', 'renewed', 'upgraded', 'downgraded', 'credited', 'ended']),
  message: z.string(),
});

/** An event as stored: `text`, when present, is what `message` says, as data (subscription-event-text.ts). */
export type SupportSubscriptionEventRecord = z.infer<typeof supportSubscriptionEventSchema> & {
  text?: SubscriptionEventText;
};

/** GET /api/billing/support-subscription. */
export const supportSubscriptionSchema = z.object({
  planId: z.string(),
  planName: z.string(),
  /** The order that started it, then the last order that changed the plan. */
  orderId: z.string(),
  /** active: renews at `periodEnd`; ended: cancelled (the unused days credited). */
  state: z.enum(['active', 'ended']),
  ...subscriptionPeriodFields,
  events: z.array(supportSubscriptionEventSchema),
});
export type SupportSubscription = z.infer<typeof supportSubscriptionSchema>;

/** The answer: the subscription (null on the free plan) and its next renewal (what, how much, when). */
export const supportSubscriptionViewSchema = z.object({
  subscription: supportSubscriptionSchema.nullable(),
  nextCharge: z
    .object({
      description: z.string(),
      at: z.string(),
      currency: z.enum(['USD', 'EUR', 'GBP']),
      /** Before VAT and with VAT, minor units of `currency`, at today's rate (before any credits). */
      net: z.int(),
      total: z.int(),
    })
    .nullable(),
});
export type SupportSubscriptionView = z.infer<typeof supportSubscriptionViewSchema>;

/** As stored: one per organization (its id), the answer plus its owner. */
export type SupportSubscriptionRecord = Omit<SupportSubscription, 'events'> & {
  events: SupportSubscriptionEventRecord[];
  id: string;
  organizationId: string;
  /** The start of the first period: every period ends a whole number of cycles after it (periodEndAfter). */
  periodAnchor?: string;
};
