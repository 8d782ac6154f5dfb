import { z } from 'zod';
import {
  contactEmailSchema,
  honeypotSchema,
  messageSchema,
  personNameSchema,
  subjectSchema,
} from '../leads/form-fields.ts';
import {
  ticketCategories,
  ticketPriorities,
  ticketStatuses,
  type TicketCategory,
  type TicketPriority,
  type TicketStatus,
} from '../ticket-options.ts';
import { normalizeTrackingCode } from './tracking-code.ts';
import type { Attachment } from '../attachments/attachments.schemas.ts';
import type { DiagnosticSnapshot } from './support-desk.schemas.ts';
import { m } from '../i18n/messages.ts';

export type { TicketCategory, TicketPriority, TicketStatus } from '../ticket-options.ts';

/** One message of a ticket's conversation; bodies are plain text, always rendered as text. */
export type TicketMessage = {
  id: string;
  author: 'customer' | 'support';
  body: string;
  at: string;
  /** The staff member who answered, or the signed-in customer; null for a visitor. */
  authorUserId: string | null;
  /** Files sent with the message (signed-in conversations). */
  attachments?: Attachment[];
  /** The diagnostic snapshot the customer consented to send with it. */
  snapshotId?: string | null;
};

/** An officer's internal note: never shown to the customer, never in a customer answer. */
export type TicketNote = { id: string; body: string; authorUserId: string; at: string };

/** A diagnostic snapshot the customer consented to share; revoked: its content is gone. */
export type TicketSnapshotRecord = {
  id: string;
  clusterId: string;
  takenAt: string;
  consentedBy: string;
  revokedAt: string | null;
  content: DiagnosticSnapshot | null;
};

/**
 * A support ticket, from a visitor (tracking code + e-mail) or a signed-in customer
 * (`organizationId`/`userId` set): one model for both, so the support area reuses it.
 */
export type TicketRecord = {
  id: string;
  trackingCode: string;
  requesterName: string;
  /** Lower case; with the tracking code, what lets a visitor follow the ticket. */
  requesterEmail: string;
  organizationId: string | null;
  userId: string | null;
  subject: string;
  category: TicketCategory;
  priority: TicketPriority;
  status: TicketStatus;
  messages: TicketMessage[];
  createdAt: string;
  updatedAt: string;
  resolvedAt: string | null;
  closedAt: string | null;
  // Signed-in support desk (optional: visitor tickets and older records lack them).
  clusterId?: string | null;
  orderId?: string | null;
  /** When support must answer (the plan's response time); null while nobody waits for support. */
  slaDueAt?: string | null;
  slaHours?: number | null;
  assigneeId?: string | null;
  rating?: { score: number; comment: string; at: string } | null;
  notes?: TicketNote[];
  snapshots?: TicketSnapshotRecord[];
};

const trackingCodeField = z
  .string({ error: () => m.field_enter_tracking_code_from_mail() })
  .max(40, { error: () => m.field_enter_tracking_code_from_mail_tck() })
  .transform((value, ctx) => {
    const code = normalizeTrackingCode(value);
    if (code) return code;
    ctx.issues.push({ code: 'custom', input: value, message: m.field_enter_tracking_code_from_mail_tck() });
    return z.NEVER;
  });

/** POST /api/support/tickets: a visitor's ticket. */
export const visitorTicketInputSchema = z.strictObject({
  name: personNameSchema,
  email: contactEmailSchema,
  subject: subjectSchema,
  category: z.enum(ticketCategories, { error: () => m.field_choose_category() }),
  priority: z.enum(ticketPriorities, { error: () => m.field_choose_priority() }).default('normal'),
  message: messageSchema,
  website: honeypotSchema,
});
export type VisitorTicketInput = z.output<typeof visitorTicketInputSchema>;

/** POST /api/support/tickets/track. */
export const trackTicketInputSchema = z.strictObject({ trackingCode: trackingCodeField, email: contactEmailSchema });

/** POST /api/support/tickets/reply. */
export const visitorReplyInputSchema = trackTicketInputSchema.extend({ message: messageSchema });

/** POST /api/admin/tickets/{id}/reply. */
export const supportReplyInputSchema = z.strictObject({ message: messageSchema });

/** POST /api/support/tickets answer. */
export const ticketCreatedSchema = z.object({ trackingCode: z.string(), message: z.string() });

const messageViewSchema = z.object({
  id: z.string(),
  author: z.enum(['customer', 'support']),
  body: z.string(),
  at: z.string(),
});

/** What a visitor sees of their ticket. */
export const visitorTicketViewSchema = z.object({
  trackingCode: z.string(),
  subject: z.string(),
  category: z.enum(ticketCategories),
  priority: z.enum(ticketPriorities),
  status: z.enum(ticketStatuses),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** False once the ticket is closed, or resolved for longer than the reopen window. */
  canReply: z.boolean(),
  messages: z.array(messageViewSchema),
});
export type VisitorTicketView = z.infer<typeof visitorTicketViewSchema>;

/** A ticket as admins read it. */
export const adminTicketViewSchema = z.object({
  id: z.string(),
  trackingCode: z.string(),
  requesterName: z.string(),
  requesterEmail: z.string(),
  organizationId: z.string().nullable(),
  userId: z.string().nullable(),
  subject: z.string(),
  category: z.enum(ticketCategories),
  priority: z.enum(ticketPriorities),
  status: z.enum(ticketStatuses),
  messages: z.array(messageViewSchema.extend({ authorUserId: z.string().nullable() })),
  createdAt: z.string(),
  updatedAt: z.string(),
  resolvedAt: z.string().nullable(),
  closedAt: z.string().nullable(),
});

/** GET /api/admin/tickets query. */
export const ticketListQuerySchema = z.strictObject({
  status: z.enum(ticketStatuses).optional(),
  category: z.enum(ticketCategories).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(20),
  cursor: z.string().max(200).optional(),
});
