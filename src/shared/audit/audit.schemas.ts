import { z } from 'zod';
import { m } from '../i18n/messages.ts';

/** An audit event: who did what, when, from where. */
export type AuditEventRecord = {
  id: string;
  at: string;
  /** The signed-in or identified user, when known. */
  actorId: string | null;
  action: string;
  result: 'success' | 'failure' | 'blocked';
  ip: string;
  userAgent: string;
  /** Free detail: the login name tried, the reason of a failure. Never a secret. */
  detail: string;
  /** The organization the event belongs to (its activity log); the actor's when not given. */
  organizationId?: string | null;
  /** What the action was done to: `cluster`, `order`, `member`, `invitation`, `kubeconfig`… */
  targetType?: string | null;
  targetId?: string | null;
  /** The request that did it (its X-Request-Id), when it came through the API. */
  requestId?: string | null;
  /** Place in its organization's chain (1, 2, …); entries written before the chain have none. */
  seq?: number;
  /** SHA-256 of `prevHash` and this entry's fields (audit-chain.ts): editing any entry breaks every later link. */
  hash?: string;
  prevHash?: string;
  /**
   * 2: the hash covers the public fields and a digest of the personal ones (actor, target id,
   * address, agent, request id, detail), so retention can erase those and keep the chain whole.
   * Absent: every field in one hash (entries written before retention).
   */
  hashVersion?: 2;
  /** Kept when the personal fields are erased: the SHA-256 of what they were. */
  personalDigest?: string;
  /** When retention erased the personal fields (they are then empty). */
  redactedAt?: string;
};

/** The kinds of activity the organization's log filters by: the prefix of the action. */
export const ACTIVITY_KINDS = ['auth', 'order', 'payment', 'cluster', 'credential', 'member', 'billing'] as const;
export const activityKindSchema = z.enum(ACTIVITY_KINDS);
export type ActivityKind = z.infer<typeof activityKindSchema>;

/** One entry of `GET /api/organization/activity`. */
export const activityEntrySchema = z.object({
  id: z.string(),
  at: z.string(),
  action: z.string(),
  kind: z.string(),
  result: z.enum(['success', 'failure', 'blocked']),
  actorId: z.string().nullable(),
  /** The member's name; null for the system, or for a former member when `actorId` is set. */
  actorName: z.string().nullable(),
  targetType: z.string().nullable(),
  targetId: z.string().nullable(),
  detail: z.string(),
  ip: z.string(),
  /** Retention erased who, from where and the detail: the action, result and time remain. */
  redacted: z.boolean(),
});
export type ActivityEntry = z.infer<typeof activityEntrySchema>;

export const activityPageSchema = z.object({
  entries: z.array(activityEntrySchema),
  nextCursor: z.string().nullable(),
  /** How long entries are kept whole: the plan's days, and the years money events are kept. */
  retention: z.object({ days: z.int(), moneyYears: z.int() }),
});
export type ActivityPage = z.infer<typeof activityPageSchema>;

/** Filters of the activity log; `from`/`to` are dates (YYYY-MM-DD, inclusive) or instants. */
export const activityQuerySchema = z.object({
  kind: activityKindSchema.optional(),
  actorId: z.string().max(100).optional(),
  from: z.iso.date().or(z.iso.datetime()).optional(),
  to: z.iso.date().or(z.iso.datetime()).optional(),
  cursor: z.string().max(300).optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});
export type ActivityQuery = z.infer<typeof activityQuerySchema>;

/** `GET /api/organization/audit`: a period (dates or instants, both optional) and a format. */
export const auditExportQuerySchema = z
  .object({
    from: z.iso.date().or(z.iso.datetime()).optional(),
    to: z.iso.date().or(z.iso.datetime()).optional(),
    format: z.enum(['jsonl', 'csv'], { error: () => m.field_audit_export_format() }).default('jsonl'),
  })
  .refine((q) => !q.from || !q.to || q.from.slice(0, 10) <= q.to.slice(0, 10), {
    path: ['to'],
    error: () => m.field_audit_export_period_order(),
  });
export type AuditExportQuery = z.infer<typeof auditExportQuerySchema>;
