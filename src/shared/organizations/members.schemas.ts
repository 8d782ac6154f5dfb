import { z } from 'zod';
import { displayNameSchema, emailFieldSchema, newPasswordSchema, usernameSchema } from '../auth/auth.schemas.ts';
import { orgRoleSchema } from '../users/users.schemas.ts';
import { m } from '../i18n/messages.ts';

/** Days an invitation link stays valid. */
export const INVITATION_LIFETIME_DAYS = 7;

/** An invitation as stored: only the SHA-256 of its token is kept. */
export type InvitationRecord = {
  id: string;
  organizationId: string;
  email: string;
  orgRole: z.infer<typeof orgRoleSchema>;
  tokenHash: string;
  invitedBy: string;
  createdAt: string;
  expiresAt: string;
  acceptedAt: string | null;
  acceptedUserId: string | null;
  revokedAt: string | null;
};

export const invitationStatusSchema = z.enum(['pending', 'accepted', 'revoked', 'expired']);

export const invitationSchema = z.object({
  id: z.string(),
  email: z.string(),
  orgRole: orgRoleSchema,
  status: invitationStatusSchema,
  invitedByName: z.string().nullable(),
  createdAt: z.string(),
  expiresAt: z.string(),
});
export type InvitationView = z.infer<typeof invitationSchema>;

export const memberSchema = z.object({
  id: z.string(),
  username: z.string(),
  name: z.string(),
  email: z.string(),
  orgRole: orgRoleSchema,
  createdAt: z.string(),
});
export type MemberView = z.infer<typeof memberSchema>;

export const inviteInputSchema = z.strictObject({
  email: emailFieldSchema,
  orgRole: orgRoleSchema.default('member'),
});
export type InviteInput = z.infer<typeof inviteInputSchema>;

export const changeRoleInputSchema = z.strictObject({ orgRole: orgRoleSchema });

/** What the invitation page shows before the invitee registers. */
export const invitationPreviewSchema = z.object({
  organizationName: z.string(),
  email: z.string(),
  orgRole: orgRoleSchema,
  invitedByName: z.string().nullable(),
  expiresAt: z.string(),
});

/** The invitee's new account: the e-mail is the invited one, proven by the link. */
export const acceptInvitationInputSchema = z.strictObject({
  token: z
    .string({ error: () => m.field_link_has_no_token() })
    .min(1)
    .max(200),
  username: usernameSchema,
  name: displayNameSchema(m.field_enter_your_name, 100),
  password: newPasswordSchema,
});
export type AcceptInvitationInput = z.infer<typeof acceptInvitationInputSchema>;
