import { z } from 'zod';
import { attachmentSchema } from '../attachments/attachments.schemas.ts';
import { MAX_ATTACHMENTS } from '../attachment-types.ts';
import {
  clusterEventSchema,
  clusterSpecSchema,
  clusterStatusSchema,
  kubeconfigSchema,
} from '../clusters/clusters.schemas.ts';
import { messageSchema, subjectSchema } from '../leads/form-fields.ts';
import { ticketCategories, ticketPriorities, ticketStatuses } from '../ticket-options.ts';
import { m } from '../i18n/messages.ts';

// Client-safe (zod only): the signed-in support desk, for customers (/api/tickets) and officers
// (/api/officers/tickets). Officers' internal notes only ever appear in officer answers.

/**
 * What a customer consents to share about a cluster: its spec and status, recent events, add-on
 * versions and the credential inventory (who holds a kubeconfig, until when): never a secret.
 */
export const diagnosticSnapshotSchema = z.object({
  cluster: clusterSpecSchema.extend({
    id: z.string(),
    status: clusterStatusSchema,
    phase: z.string().nullable(),
    progress: z.int(),
    patchVersion: z.string(),
    failure: z.object({ code: z.string(), reason: z.string(), at: z.string() }).nullable(),
    createdAt: z.string(),
    updatedAt: z.string(),
  }),
  events: z.array(clusterEventSchema.pick({ at: true, type: true, message: true })),
  addons: z.array(z.object({ id: z.string(), name: z.string(), version: z.string(), state: z.string() })),
  credentials: z.array(
    kubeconfigSchema.pick({
      id: true,
      userName: true,
      createdAt: true,
      expiresAt: true,
      lastUsedAt: true,
      revokedAt: true,
    }),
  ),
  takenAt: z.string(),
});
export type DiagnosticSnapshot = z.infer<typeof diagnosticSnapshotSchema>;

/** A shared snapshot as a ticket shows it; `content` is null once revoked. */
export const ticketSnapshotSchema = z.object({
  id: z.string(),
  clusterId: z.string(),
  takenAt: z.string(),
  revokedAt: z.string().nullable(),
  content: diagnosticSnapshotSchema.nullable(),
});

const conversationMessageSchema = z.object({
  id: z.string(),
  author: z.enum(['customer', 'support']),
  body: z.string(),
  at: z.string(),
  attachments: z.array(attachmentSchema),
  snapshotId: z.string().nullable(),
});

/** The response-time clock: when support must answer, and whether that time has passed. */
export const slaSchema = z.object({
  hours: z.number().nullable(),
  dueAt: z.string().nullable(),
  breached: z.boolean(),
});

/** A ticket as its organization sees it (GET /api/tickets/{id}). */
export const customerTicketSchema = z.object({
  id: z.string(),
  trackingCode: z.string(),
  subject: z.string(),
  category: z.enum(ticketCategories),
  priority: z.enum(ticketPriorities),
  status: z.enum(ticketStatuses),
  clusterId: z.string().nullable(),
  orderId: z.string().nullable(),
  requesterName: z.string(),
  sla: slaSchema,
  canReply: z.boolean(),
  canReopen: z.boolean(),
  canRate: z.boolean(),
  rating: z.object({ score: z.int(), comment: z.string(), at: z.string() }).nullable(),
  messages: z.array(conversationMessageSchema),
  snapshots: z.array(ticketSnapshotSchema),
  createdAt: z.string(),
  updatedAt: z.string(),
  resolvedAt: z.string().nullable(),
});
export type CustomerTicket = z.infer<typeof customerTicketSchema>;

/** A ticket in lists: without its conversation. */
export const ticketSummarySchema = customerTicketSchema
  .omit({ messages: true, snapshots: true })
  .extend({ messageCount: z.int() });
export type TicketSummary = z.infer<typeof ticketSummarySchema>;

/** A ticket as officers see it: the requester, the assignee and internal notes. */
export const officerTicketSchema = customerTicketSchema.extend({
  requesterEmail: z.string(),
  organizationId: z.string().nullable(),
  assigneeId: z.string().nullable(),
  notes: z.array(z.object({ id: z.string(), body: z.string(), authorUserId: z.string(), at: z.string() })),
});
export type OfficerTicket = z.infer<typeof officerTicketSchema>;

export const officerQueueSummarySchema = z.object({
  count: z.int(),
  oldestAt: z.string().nullable(),
  breached: z.int(),
});
export type OfficerQueueSummary = z.infer<typeof officerQueueSummarySchema>;

const attachmentIdsSchema = z
  .array(z.string().min(1))
  .max(MAX_ATTACHMENTS, { error: () => m.field_attach_at_most_files({ max: MAX_ATTACHMENTS }) })
  .default([]);

/** Sharing a snapshot of the ticket's (or the given) cluster is an explicit choice. */
const snapshotConsentSchema = z.boolean().default(false);

/** POST /api/tickets. */
export const newTicketInputSchema = z.strictObject({
  subject: subjectSchema,
  category: z.enum(ticketCategories, { error: () => m.field_choose_category() }),
  priority: z.enum(ticketPriorities, { error: () => m.field_choose_priority() }).default('normal'),
  message: messageSchema,
  clusterId: z.string().min(1).optional(),
  orderId: z.string().min(1).optional(),
  attachmentIds: attachmentIdsSchema,
  shareSnapshot: snapshotConsentSchema,
});
export type NewTicketInput = z.output<typeof newTicketInputSchema>;

/** POST /api/tickets/{id}/messages. */
export const ticketMessageInputSchema = z.strictObject({
  message: messageSchema,
  attachmentIds: attachmentIdsSchema,
  shareSnapshot: snapshotConsentSchema,
});
export type TicketMessageInput = z.output<typeof ticketMessageInputSchema>;

/** POST /api/tickets/{id}/rating: only once the ticket is resolved. */
export const ticketRatingInputSchema = z.strictObject({
  score: z
    .int({ error: () => m.field_choose_1_5() })
    .min(1, { error: () => m.field_choose_1_5() })
    .max(5, { error: () => m.field_choose_1_5() }),
  comment: z
    .string()
    .trim()
    .max(2000, { error: () => m.field_use_at_most_2000_characters() })
    .default(''),
});

/** GET /api/tickets query: cursor paging like /api/orders. */
export const ticketListQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(50),
  cursor: z.string().optional(),
  status: z.enum(ticketStatuses).optional(),
});

/** POST /api/officers/tickets/{id}/reply and /notes. */
export const officerMessageInputSchema = z.strictObject({
  message: z
    .string()
    .trim()
    .min(1, { error: () => m.field_write_message() })
    .max(5000, { error: () => m.field_use_at_most_5000_characters() }),
});

/** PATCH /api/officers/tickets/{id}: a state change (event) and/or a new priority. */
export const officerTicketChangeSchema = z
  .strictObject({
    event: z.enum(['acknowledge', 'resolve', 'close', 'reopen']).optional(),
    priority: z.enum(ticketPriorities, { error: () => m.field_choose_priority() }).optional(),
  })
  .refine((change) => change.event || change.priority, { error: () => m.field_change_state_priority() });
