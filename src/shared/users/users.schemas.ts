import { z } from 'zod';
import { LOCALES } from '../i18n/locale.ts';
import { ORG_ROLES, type OrgRole } from '../permissions.ts';

export const roleSchema = z.enum(['user', 'admin', 'super_admin']);
export type Role = z.infer<typeof roleSchema>;

/**
 * A member's role in their organization (src/shared/permissions.ts). The schema lives here, not
 * beside the rules, so the browser can read the rules without loading zod.
 */
export const orgRoleSchema = z.enum(ORG_ROLES);

/** Display preferences saved to the account and applied on every device. */
export const preferencesSchema = z.strictObject({
  currency: z.enum(['USD', 'EUR', 'GBP']),
  billingCycle: z.enum(['monthly', 'yearly']),
  theme: z.enum(['light', 'dark', 'system']),
  /** The console's language; wins over the `lang` cookie and Accept-Language. Absent: not chosen. */
  language: z.enum(LOCALES).optional(),
});
export type Preferences = z.infer<typeof preferencesSchema>;

export const DEFAULT_PREFERENCES: Preferences = { currency: 'EUR', billingCycle: 'monthly', theme: 'system' };

/**
 * TOTP second factor once confirmed; `lastUsedStep` refuses replays. The seed is kept sealed to
 * its user (`SecretBox.sealFor`, mfa/totp-seed.ts): a copy of the store cannot make codes.
 */
export type MfaSettings = {
  sealedSecret: string;
  enabledAt: string;
  lastUsedStep: number;
  recoveryCodeHashes: string[];
};

/** A user as stored; `passwordHash` and `mfa` never leave the server. */
export type UserRecord = {
  id: string;
  username: string;
  email: string;
  name: string;
  role: Role;
  organizationId: string;
  /** The role in the organization: what the member may do there (src/shared/permissions.ts). */
  orgRole: OrgRole;
  emailVerified: boolean;
  officersAccess: boolean;
  passwordHash: string | null;
  disabled: boolean;
  mfa: MfaSettings | null;
  /** A secret shown during enrolment (sealed as `mfa`'s), kept until the first code confirms it. */
  mfaPending: { sealedSecret: string; createdAt: string } | null;
  preferences: Preferences;
  /**
   * The identity-provider account single sign-on bound this user to (`issuer` and `sub`, as
   * ssoSubjectKey writes them): later sign-ins find the user by it, whatever its e-mail says.
   */
  ssoSubject?: string | null;
  createdAt: string;
  updatedAt: string;
};

export type NewUser = Pick<
  UserRecord,
  | 'username'
  | 'email'
  | 'name'
  | 'role'
  | 'organizationId'
  | 'orgRole'
  | 'emailVerified'
  | 'officersAccess'
  | 'passwordHash'
> & { ssoSubject?: string | null };

export type UserPatch = Partial<Omit<UserRecord, 'id' | 'createdAt' | 'updatedAt'>>;

/** The user as API clients see it (id, username, email, name, role, company, emailVerified…). */
export const publicUserSchema = z.object({
  id: z.string(),
  username: z.string(),
  email: z.string(),
  name: z.string(),
  role: roleSchema,
  companyName: z.string().nullable(),
  companyId: z.string().nullable(),
  /** The role in the organization; the console hides what it cannot do. */
  orgRole: orgRoleSchema,
  emailVerified: z.boolean(),
  mfaEnabled: z.boolean(),
  /**
   * The organization requires two-factor authentication and this member has not set it up: they
   * can only read until they do, and the console sends them to the set-up. Always sent by the
   * server; absent reads as false.
   */
  twoFactorSetupRequired: z.boolean().optional(),
  officersAccess: z.boolean(),
  preferences: preferencesSchema,
});
export type PublicUser = z.infer<typeof publicUserSchema>;
