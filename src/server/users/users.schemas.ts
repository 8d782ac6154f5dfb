import { z } from 'zod';

export const roleSchema = z.enum(['user', 'admin', 'super_admin']);
export type Role = z.infer<typeof roleSchema>;

/** A user as stored; `passwordHash` never leaves the server. */
export const userRecordSchema = z.object({
  id: z.string(),
  username: z.string(),
  email: z.string(),
  name: z.string(),
  role: roleSchema,
  organizationId: z.string(),
  emailVerified: z.boolean(),
  officersAccess: z.boolean(),
  passwordHash: z.string().nullable(),
  disabled: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type UserRecord = z.infer<typeof userRecordSchema>;

export type NewUser = Pick<
  UserRecord,
  'username' | 'email' | 'name' | 'role' | 'organizationId' | 'emailVerified' | 'officersAccess' | 'passwordHash'
>;

export type UserPatch = Partial<Omit<UserRecord, 'id' | 'createdAt' | 'updatedAt'>>;

/** The user as API clients see it (SPEC §3). */
export const publicUserSchema = z.object({
  id: z.string(),
  username: z.string(),
  email: z.string(),
  name: z.string(),
  role: roleSchema,
  companyName: z.string().nullable(),
  companyId: z.string().nullable(),
  emailVerified: z.boolean(),
});
export type PublicUser = z.infer<typeof publicUserSchema>;
