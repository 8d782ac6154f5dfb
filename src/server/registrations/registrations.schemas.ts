import { z } from 'zod';

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
  status: 'awaiting_email' | 'awaiting_approval' | 'approved' | 'rejected';
  emailVerifiedAt: string | null;
  decidedBy: string | null;
  decidedAt: string | null;
  reason: string | null;
  createdAt: string;
};

/** A pending registration as admins see it. */
export const pendingRegistrationViewSchema = z.object({
  id: z.string(),
  username: z.string(),
  email: z.string(),
  name: z.string(),
  companyName: z.string(),
  joinsExistingOrganization: z.boolean(),
  status: z.enum(['awaiting_email', 'awaiting_approval']),
  createdAt: z.string(),
  emailVerifiedAt: z.string().nullable(),
});
export type PendingRegistrationView = z.infer<typeof pendingRegistrationViewSchema>;
