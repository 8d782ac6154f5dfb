import { z } from 'zod';
import { m } from '../i18n/messages.ts';

/** The events a webhook endpoint may subscribe to. */
export const WEBHOOK_EVENTS = [
  'order.paid',
  'order.failed',
  'cluster.running',
  'cluster.failed',
  'cluster.deleted',
  'invoice.issued',
  'invoice.payment_failed',
  'ticket.replied',
  'budget.threshold',
  'audit.event',
] as const;
export const webhookEventSchema = z.enum(WEBHOOK_EVENTS);
export type WebhookEventType = z.infer<typeof webhookEventSchema>;

/** What each event means, for the settings screen and the docs. */
export const WEBHOOK_EVENT_LABELS: Record<WebhookEventType, string> = {
  'order.paid': 'An order was paid',
  'order.failed': 'A paid order could not be fulfilled and was refunded',
  'cluster.running': 'A new cluster is running',
  'cluster.failed': 'A cluster operation failed',
  'cluster.deleted': 'A cluster was deleted',
  'invoice.issued': 'An invoice was issued',
  'invoice.payment_failed': 'Collecting an invoice failed',
  'ticket.replied': 'Support replied to a ticket',
  'budget.threshold': 'Spending crossed 50, 80 or 100% of the budget',
  'audit.event': 'An entry was written to the audit log',
};

const urlSchema = z
  .url({ protocol: /^https?$/, error: () => m.field_enter_http_s_url_https_ci() })
  .max(2000, { error: () => m.field_at_most_2000_characters() });
const eventsSchema = z
  .array(webhookEventSchema)
  .min(1, { error: () => m.field_choose_at_least_one_event() })
  .refine((events) => new Set(events).size === events.length, { error: () => m.field_each_event_once() });

/** POST /api/webhooks. */
export const createWebhookSchema = z.strictObject({
  url: urlSchema,
  events: eventsSchema,
  description: z
    .string()
    .trim()
    .max(200, { error: () => m.field_at_most_200_characters() })
    .default(''),
});
export type CreateWebhookInput = z.infer<typeof createWebhookSchema>;

/** PATCH /api/webhooks/{id}: `enabled: true` turns a disabled endpoint back on. */
export const updateWebhookSchema = z
  .strictObject({
    url: urlSchema.optional(),
    events: eventsSchema.optional(),
    description: z.string().trim().max(200).optional(),
    enabled: z.boolean().optional(),
  })
  .refine((patch) => Object.values(patch).some((value) => value !== undefined), {
    error: () => m.field_change_url_events_description_whether_enabled(),
  });
export type UpdateWebhookInput = z.infer<typeof updateWebhookSchema>;

/** POST /api/webhooks/{id}/rotate-secret: how long the previous secret keeps signing too. */
export const rotateSecretSchema = z.strictObject({
  overlapHours: z
    .int({ error: () => m.field_whole_hours() })
    .min(0)
    .max(168, { error: () => m.field_at_most_week_168_hours() })
    .default(24),
});

/** An endpoint as the organization sees it: never its secret. */
export const webhookViewSchema = z.object({
  id: z.string(),
  url: z.string(),
  events: z.array(webhookEventSchema),
  description: z.string(),
  enabled: z.boolean(),
  disabledAt: z.string().nullable(),
  disabledReason: z.string().nullable(),
  /** Until when the previous secret also signs, after a rotation; null when one secret signs. */
  previousSecretExpiresAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type WebhookView = z.infer<typeof webhookViewSchema>;

/** The answer of POST /api/webhooks: the secret is shown this once. */
export const createdWebhookSchema = webhookViewSchema.extend({
  secret: z.string().describe('whsec_…: the signing key, base64, shown once'),
});

/** The answer of a rotation: the new secret, shown once. */
export const rotatedSecretSchema = z.object({ secret: z.string(), previousSecretExpiresAt: z.string().nullable() });

export const deliveryAttemptSchema = z.object({
  at: z.string(),
  /** The receiver's HTTP status; null when none came (refused address, timeout, connection error). */
  statusCode: z.int().nullable(),
  error: z.string().nullable(),
  durationMs: z.int(),
  /** Sent by "send again" rather than by the retry schedule. */
  manual: z.boolean(),
});
export type DeliveryAttempt = z.infer<typeof deliveryAttemptSchema>;

/** One event sent to one endpoint, with every attempt. */
export const deliveryViewSchema = z.object({
  id: z.string(),
  /** The `webhook-id` header: the same on every attempt, for the receiver to drop repeats. */
  messageId: z.string(),
  eventType: z.string(),
  status: z.enum(['pending', 'succeeded', 'failed']),
  attempts: z.array(deliveryAttemptSchema),
  nextAttemptAt: z.string().nullable(),
  createdAt: z.string(),
  /** The payload exactly as sent. */
  payload: z.string(),
});
export type DeliveryView = z.infer<typeof deliveryViewSchema>;

export const deliveryPageSchema = z.object({
  deliveries: z.array(deliveryViewSchema),
  nextCursor: z.string().nullable(),
});

export const deliveryQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(20),
  cursor: z.string().max(300).optional(),
});
