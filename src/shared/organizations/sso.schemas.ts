import { z } from 'zod';
import { emailFieldSchema } from '../auth/auth.schemas.ts';
import { m } from '../i18n/messages.ts';

/**
 * The roles single sign-on may give: an identity provider's groups never make an owner (owners
 * are named from the team page, by an owner who re-authenticated).
 */
export const SSO_ROLES = ['member', 'billing', 'viewer'] as const;
export const ssoRoleSchema = z.enum(SSO_ROLES, { error: () => m.sso_field_group_role() });
export type SsoRole = z.infer<typeof ssoRoleSchema>;

/** A domain as typed: trimmed and lower-cased; the server checks the rest (owner's verified e-mail). */
const domainSchema = z.string().trim().toLowerCase().max(253);

/** `PUT /api/organization/sso` (owners, re-authenticated within 10 minutes). */
export const ssoSettingsInputSchema = z.strictObject({
  issuer: z
    .string({ error: () => m.sso_field_issuer_url() })
    .trim()
    .min(1, { error: () => m.sso_field_issuer_url() })
    .max(500)
    .pipe(z.url({ error: () => m.sso_field_issuer_url() })),
  clientId: z
    .string({ error: () => m.sso_field_client_id() })
    .trim()
    .min(1, { error: () => m.sso_field_client_id() })
    .max(200),
  /** Required the first time; empty or absent afterwards keeps the stored one. */
  clientSecret: z.string().max(500).optional(),
  domains: z
    .array(domainSchema, { error: () => m.sso_field_domains() })
    .min(1, { error: () => m.sso_field_domains() })
    .max(20),
  enforce: z.boolean().default(false),
  defaultRole: ssoRoleSchema.default('member'),
  /** `{ groupName: role }`: the `groups` claim of the ID token gives the role of a new member. */
  groupRoles: z.record(z.string().trim().min(1).max(200), ssoRoleSchema).default({}),
});
export type SsoSettingsInput = z.infer<typeof ssoSettingsInputSchema>;

/** `GET /api/organization/sso`: the settings without the secret (only whether one is stored). */
export const ssoSettingsSchema = z.object({
  issuer: z.string(),
  clientId: z.string(),
  clientSecretSet: z.boolean(),
  domains: z.array(z.string()),
  enforce: z.boolean(),
  defaultRole: ssoRoleSchema,
  groupRoles: z.record(z.string(), ssoRoleSchema),
  /** Where the provider sends members back (register it at the provider). */
  redirectUri: z.string(),
  updatedAt: z.string(),
});
export type SsoSettingsView = z.infer<typeof ssoSettingsSchema>;

/** `GET /api/organization/sso` when nothing is set up. */
export const ssoSettingsOrNullSchema = ssoSettingsSchema.nullable();

/** `GET /api/auth/sso/start?email=`. */
export const ssoStartQuerySchema = z.object({ email: emailFieldSchema });

/** What the provider sends back to `GET /api/auth/sso/callback` (the whole query is read). */
export const ssoCallbackQuerySchema = z.looseObject({
  code: z.string().max(2000).optional(),
  state: z.string().max(500).optional(),
  error: z.string().max(200).optional(),
});

/** The codes a refused single sign-on answers with (JSON, or `/auth?ssoError=` for a browser). */
export const SSO_ERROR_CODES = [
  'sso_not_configured',
  'sso_flow_missing',
  'sso_state_mismatch',
  'sso_nonce_mismatch',
  'sso_bad_signature',
  'sso_token_expired',
  'sso_wrong_issuer',
  'sso_code_invalid',
  'sso_idp_refused',
  'sso_email_unverified',
  'sso_email_domain',
  'sso_account_elsewhere',
  'sso_account_disabled',
  'sso_subject_mismatch',
  'sso_failed',
] as const;
export type SsoErrorCode = (typeof SSO_ERROR_CODES)[number];

/** What a refused single sign-on says, by its code: the API's error message and the sign-in page's. */
export const SSO_ERROR_MESSAGES: Record<SsoErrorCode, () => string> = {
  sso_not_configured: m.sso_error_no_organization,
  sso_flow_missing: m.sso_error_flow_missing,
  sso_state_mismatch: m.sso_error_state_mismatch,
  sso_nonce_mismatch: m.sso_error_nonce_mismatch,
  sso_bad_signature: m.sso_error_bad_signature,
  sso_token_expired: m.sso_error_token_expired,
  sso_wrong_issuer: m.sso_error_wrong_issuer,
  sso_code_invalid: m.sso_error_code_invalid,
  sso_idp_refused: m.sso_error_idp_refused,
  sso_email_unverified: m.sso_error_email_unverified,
  sso_email_domain: m.sso_error_email_domain,
  sso_account_elsewhere: m.sso_error_account_elsewhere,
  sso_account_disabled: m.sso_error_account_disabled,
  sso_subject_mismatch: m.sso_error_subject_mismatch,
  sso_failed: m.sso_error_failed,
};
