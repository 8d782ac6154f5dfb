import type { Locale } from '../i18n/locale.ts';
import { z } from 'zod';
import { m } from '../i18n/messages.ts';

/** Where a registration stands: the review queue holds the first two, decisions give the others. */
export const registrationStatusSchema = z.enum(['awaiting_email', 'awaiting_approval', 'approved', 'rejected']);
export type RegistrationStatus = z.infer<typeof registrationStatusSchema>;

/** A registration waiting for e-mail confirmation and an administrator's decision. */
export type PendingRegistrationRecord = {
  id: string;
  username: string;
  email: string;
  name: string;
  companyName: string;
  passwordHash: string;
  /** The organization it asks to join, when the company already exists. */
  organizationId: string | null;
  status: RegistrationStatus;
  emailVerifiedAt: string | null;
  decidedBy: string | null;
  decidedAt: string | null;
  reason: string | null;
  createdAt: string;
  /** The language the applicant registered in: the account and the decision e-mail take it (older records: none). */
  language?: Locale;
};

/** A pending registration as admins see it. */
export const pendingRegistrationViewSchema = z.object({
  id: z.string(),
  username: z.string(),
  email: z.string(),
  name: z.string(),
  companyName: z.string(),
  joinsExistingOrganization: z.boolean(),
  status: registrationStatusSchema.extract(['awaiting_email', 'awaiting_approval']),
  createdAt: z.string(),
  emailVerifiedAt: z.string().nullable(),
});
export type PendingRegistrationView = z.infer<typeof pendingRegistrationViewSchema>;

/** POST …/{id}/reject: the reason is e-mailed to the applicant. */
export const rejectRegistrationInputSchema = z.strictObject({
  reason: z
    .string({ error: () => m.field_enter_reason_applicant_receives_by_mail() })
    .trim()
    .min(1, { error: () => m.field_enter_reason_applicant_receives_by_mail() })
    .max(500, { error: () => m.field_use_at_most_500_characters() }),
});

/** The answer to an approval or a rejection. */
export const registrationDecisionSchema = z.object({
  id: z.string(),
  status: registrationStatusSchema.extract(['approved', 'rejected']),
});
export type RegistrationDecision = z.infer<typeof registrationDecisionSchema>;
