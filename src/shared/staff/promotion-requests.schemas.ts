import { z } from 'zod';
import { m } from '../i18n/messages.ts';

/** What a user may ask for: the admin role, or officers access; an admin decides. */
export const promotionKindSchema = z.enum(['admin', 'officers_access'], {
  error: () => m.field_choose_what_you_asking(),
});
export type PromotionKind = z.infer<typeof promotionKindSchema>;

export const promotionStatusSchema = z.enum(['pending', 'approved', 'rejected']);
export type PromotionStatus = z.infer<typeof promotionStatusSchema>;

/** A user's request for more access, and the decision on it. */
export type PromotionRequestRecord = {
  id: string;
  userId: string;
  organizationId: string;
  kind: PromotionKind;
  reason: string;
  status: PromotionStatus;
  decidedBy: string | null;
  decidedAt: string | null;
  decisionReason: string | null;
  createdAt: string;
};

const reason = (enter: () => string, enterLonger: () => string) =>
  z
    .string({ error: () => enter() })
    .trim()
    .min(10, { error: () => enterLonger() })
    .max(500, { error: () => m.field_at_most_500_characters() });

/** `POST /api/user/promotion-requests`. */
export const promotionRequestInputSchema = z.strictObject({
  kind: promotionKindSchema,
  reason: reason(m.field_enter_why_you_need_it, m.field_enter_why_you_need_it_10),
});
export type PromotionRequestInput = z.infer<typeof promotionRequestInputSchema>;

/** `POST /api/admin/promotion-requests/{id}/approve|reject`: the reason the requester reads. */
export const promotionDecisionInputSchema = z.strictObject({
  reason: z
    .string({ error: () => m.field_enter_reason_requester_receives() })
    .trim()
    .min(1, { error: () => m.field_enter_reason_requester_receives() })
    .max(500, { error: () => m.field_at_most_500_characters() }),
});
/** Approving may go without a reason. */
export const promotionApprovalInputSchema = z
  .strictObject({
    reason: z
      .string()
      .trim()
      .max(500, { error: () => m.field_at_most_500_characters() })
      .optional(),
  })
  .optional();

/** A request as the requester and the staff see it. */
export const promotionRequestViewSchema = z.object({
  id: z.string(),
  kind: promotionKindSchema,
  reason: z.string(),
  status: promotionStatusSchema,
  decisionReason: z.string().nullable(),
  decidedAt: z.string().nullable(),
  createdAt: z.string(),
  user: z.object({
    id: z.string(),
    name: z.string(),
    username: z.string(),
    email: z.string(),
    role: z.string(),
    officersAccess: z.boolean(),
    companyName: z.string().nullable(),
  }),
  decidedBy: z.object({ id: z.string(), name: z.string() }).nullable(),
});
export type PromotionRequestView = z.infer<typeof promotionRequestViewSchema>;

/** `GET /api/admin/promotion-requests` filters. */
export const promotionListQuerySchema = z.object({
  status: promotionStatusSchema.optional(),
  kind: promotionKindSchema.optional(),
});

/** What was asked for, as a phrase the decision e-mail's sentences take (`{what}`), in the language being written. */
export const PROMOTION_LABELS: Record<PromotionKind, () => string> = {
  admin: m.mail_promotion_what_admin,
  officers_access: m.mail_promotion_what_officers,
};

/** The phrase of a kind, called when the e-mail is composed (in its recipient's language). */
export const promotionLabel = (kind: PromotionKind): string => PROMOTION_LABELS[kind]();
