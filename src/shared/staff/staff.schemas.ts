import { z } from 'zod';
import { roleSchema } from '../users/users.schemas.ts';
import { m } from '../i18n/messages.ts';

const flag = z.enum(['true', 'false'], { error: () => m.field_use_true_false() }).transform((v) => v === 'true');

/** `GET /api/admin/users`: search (name, e-mail, username, company), filters and a cursor. */
export const userListQuerySchema = z.object({
  q: z
    .string()
    .trim()
    .max(100, { error: () => m.field_at_most_100_characters() })
    .optional(),
  role: roleSchema.optional(),
  officersAccess: flag.optional(),
  disabled: flag.optional(),
  mfa: flag.optional(),
  verified: flag.optional(),
  cursor: z.string().max(300).optional(),
  limit: z.coerce
    .number()
    .int()
    .min(1, { error: () => m.field_from_1_100() })
    .max(100, { error: () => m.field_from_1_100() })
    .default(25),
});
export type UserListQuery = z.output<typeof userListQuerySchema>;

export const organizationRefSchema = z.object({
  id: z.string(),
  companyName: z.string(),
  companyId: z.string(),
  suspended: z.boolean(),
});

/** A user in the staff's list. */
export const adminUserSchema = z.object({
  id: z.string(),
  username: z.string(),
  email: z.string(),
  name: z.string(),
  role: roleSchema,
  officersAccess: z.boolean(),
  disabled: z.boolean(),
  emailVerified: z.boolean(),
  mfaEnabled: z.boolean(),
  organization: organizationRefSchema.nullable(),
  createdAt: z.string(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;

export const adminUserPageSchema = z.object({ items: z.array(adminUserSchema), nextCursor: z.string().nullable() });

/** One user in detail: their live sessions and last sign-in. */
export const adminUserDetailSchema = adminUserSchema.extend({
  lastSignInAt: z.string().nullable(),
  sessions: z.array(z.object({ device: z.string(), ip: z.string(), createdAt: z.string(), lastSeenAt: z.string() })),
});
export type AdminUserDetail = z.infer<typeof adminUserDetailSchema>;

export const roleChangeInputSchema = z.strictObject({ role: roleSchema });
export const officersAccessInputSchema = z.strictObject({
  officersAccess: z.boolean({ error: () => m.field_choose_true_false() }),
});
/** The destination: its id, or the company ID the staff see. */
export const moveUserInputSchema = z.strictObject({
  organizationId: z
    .string({ error: () => m.field_enter_company_id_organization() })
    .trim()
    .min(1, { error: () => m.field_enter_company_id_organization() })
    .max(100),
});
export const suspendInputSchema = z.strictObject({
  reason: z
    .string({ error: () => m.field_enter_reason() })
    .trim()
    .min(3, { error: () => m.field_enter_reason_at_least_3_characters() })
    .max(500, { error: () => m.field_at_most_500_characters() }),
});

/** `GET /api/admin/organizations`. */
export const organizationListQuerySchema = z.object({
  q: z
    .string()
    .trim()
    .max(100, { error: () => m.field_at_most_100_characters() })
    .optional(),
  cursor: z.string().max(300).optional(),
  limit: z.coerce
    .number()
    .int()
    .min(1, { error: () => m.field_from_1_50() })
    .max(50, { error: () => m.field_from_1_50() })
    .default(20),
});

/** An organization as the staff see it: members, billing identity and currency, plan, clusters and what it was billed. */
export const adminOrganizationSchema = z.object({
  id: z.string(),
  companyName: z.string(),
  companyId: z.string(),
  createdAt: z.string(),
  billingProfile: z
    .object({ legalName: z.string(), city: z.string(), country: z.string(), vatNumber: z.string().nullable() })
    .nullable(),
  plan: z.object({ id: z.string(), name: z.string() }),
  clusterCount: z.int(),
  /** Its billing currency, fixed by its first paid order; null before it. */
  billingCurrency: z.enum(['USD', 'EUR', 'GBP']).nullable(),
  /**
   * What it has been billed before VAT, in minor units of `currency` (its billing currency):
   * every invoice (orders, changes, renewals, month-end) less its credit notes. Null while it has
   * neither a billing currency nor a document.
   */
  billedBeforeVat: z.object({ amount: z.int(), currency: z.enum(['USD', 'EUR', 'GBP']) }).nullable(),
  suspension: z.object({ at: z.string(), reason: z.string() }).nullable(),
  members: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      username: z.string(),
      email: z.string(),
      role: roleSchema,
      disabled: z.boolean(),
    }),
  ),
});
export type AdminOrganization = z.infer<typeof adminOrganizationSchema>;
export const adminOrganizationPageSchema = z.object({
  items: z.array(adminOrganizationSchema),
  nextCursor: z.string().nullable(),
});

/** What an action answers: the user as they are now. */
export const actionResultSchema = adminUserSchema;
