import { z } from 'zod';
import { clusterFailureSchema } from '../clusters/clusters.schemas.ts';
import { m } from '../i18n/messages.ts';

// Client-safe (zod only): the Officers Panel's queues and the inputs of its actions.

/** One queue of GET /api/officers/queues: how many items wait, and since when the oldest. */
export const queueSummarySchema = z.object({
  id: z.string(),
  label: z.string(),
  count: z.int().min(0),
  /** When the oldest waiting item entered the queue; null when the queue is empty. */
  oldestAt: z.string().nullable(),
});
export type QueueSummary = z.infer<typeof queueSummarySchema>;

/** A note an officer left: who, when, what. */
export const officerNoteSchema = z.object({ note: z.string(), byId: z.string(), byName: z.string(), at: z.string() });
export type OfficerNote = z.infer<typeof officerNoteSchema>;

/** A failed cluster operation (creation, a change such as an add-on install, deletion). */
export const failedProvisioningSchema = z.object({
  clusterId: z.string(),
  name: z.string(),
  organizationId: z.string(),
  companyName: z.string(),
  operation: z.enum(['create', 'update', 'delete']).nullable(),
  attempt: z.int(),
  failure: clusterFailureSchema,
  /** The escalation of this failure, if an officer escalated it. */
  escalation: officerNoteSchema.nullable(),
});
export type FailedProvisioning = z.infer<typeof failedProvisioningSchema>;

/** A month-end invoice whose collection failed, with its organization's state. */
export const failedPaymentSchema = z.object({
  invoiceId: z.string(),
  number: z.string(),
  organizationId: z.string(),
  companyName: z.string(),
  /** Minor units of `currency`. */
  total: z.int(),
  currency: z.string(),
  issuedAt: z.string(),
  attempts: z.int(),
  /** The next automatic attempt; null once the retries are over. */
  nextAttemptAt: z.string().nullable(),
  lastError: z.string().nullable(),
  /** True while this invoice holds the organization's new orders. */
  ordersSuspended: z.boolean(),
  contactNote: officerNoteSchema.nullable(),
});
export type FailedPayment = z.infer<typeof failedPaymentSchema>;

/**
 * A charge the provider took that no paid order held (a payment cut short by a crash, a payment
 * stopped for taking too long): reconciliation refunded it and recorded it here.
 */
export const refundedChargeSchema = z.object({
  id: z.string(),
  at: z.string(),
  organizationId: z.string().nullable(),
  companyName: z.string(),
  orderId: z.string().nullable(),
  /** The amount, the charge and the order, in words. */
  detail: z.string(),
});
export type RefundedCharge = z.infer<typeof refundedChargeSchema>;

/** A note with an escalation or a contact. */
export const officerNoteInputSchema = z.strictObject({
  note: z
    .string({ error: () => m.field_write_note() })
    .trim()
    .min(3, { error: () => m.field_write_at_least_3_characters() })
    .max(2000, { error: () => m.field_keep_note_under_2_000_characters() }),
});
