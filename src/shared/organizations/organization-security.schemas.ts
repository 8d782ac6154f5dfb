import { z } from 'zod';

/** `GET /api/organization/security`: the organization's sign-in rules. */
export const organizationSecuritySchema = z.object({
  /** Every member must sign in with two-factor authentication; until they set it up, they can only read. */
  requireTwoFactor: z.boolean(),
});
export type OrganizationSecurity = z.infer<typeof organizationSecuritySchema>;

/** `PUT /api/organization/security` (owners, with a recent sign-in). */
export const organizationSecurityInputSchema = z.strictObject({
  requireTwoFactor: z.boolean(),
});
