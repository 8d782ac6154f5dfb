import { z } from 'zod';
import type { OrgRole } from '../permissions.ts';
import type { Role } from '../users/users.schemas.ts';
import { tokenScopeSchema, type TokenScope } from '../token-scopes.ts';
import { m } from '../i18n/messages.ts';

/** The longest life a token may have: a year (a credential nobody rotates is a liability). */
export const TOKEN_MAX_DAYS = 365;

/** POST /api/tokens. */
export const createTokenSchema = z.strictObject({
  name: z
    .string()
    .trim()
    .min(1, { error: () => m.field_name_token_what_uses_ci_deploy() })
    .max(100, { error: () => m.field_at_most_100_characters() }),
  scopes: z
    .array(tokenScopeSchema)
    .min(1, { error: () => m.field_choose_at_least_one_scope() })
    .refine((scopes) => new Set(scopes).size === scopes.length, { error: () => m.field_each_scope_once() }),
  expiresInDays: z
    .int({ error: () => m.field_whole_days() })
    .min(1, { error: () => m.field_at_least_1_day() })
    .max(TOKEN_MAX_DAYS, { error: () => m.field_at_most_days_a_year({ max: TOKEN_MAX_DAYS }) }),
});
export type CreateTokenInput = z.infer<typeof createTokenSchema>;

/** The answer of POST /api/tokens: the only time the value is shown. */
export const createdTokenSchema = z.object({
  id: z.string(),
  name: z.string(),
  scopes: z.array(tokenScopeSchema),
  expiresAt: z.string(),
  token: z.string().describe('The token (sk8s_…): shown once, never stored in clear'),
});

/** A token as its holder lists it: never its value. */
export const tokenViewSchema = z.object({
  id: z.string(),
  name: z.string(),
  scopes: z.array(tokenScopeSchema),
  /** The start of the value (`sk8s_AbCd…`), enough to recognise it. */
  hint: z.string(),
  status: z.enum(['active', 'expired', 'revoked']),
  createdAt: z.string(),
  expiresAt: z.string(),
  lastUsedAt: z.string().nullable(),
  lastUsedIp: z.string().nullable(),
  revokedAt: z.string().nullable(),
  revokedReason: z.string().nullable(),
});
export type TokenView = z.infer<typeof tokenViewSchema>;

/** GET /api/tokens: the caller's tokens and the scopes their role may give a new one. */
export const tokenListSchema = z.object({
  tokens: z.array(tokenViewSchema),
  availableScopes: z.array(tokenScopeSchema),
});

/** A token as stored: only the SHA-256 of its value. */
export type ApiTokenRecord = {
  id: string;
  userId: string;
  organizationId: string;
  name: string;
  scopes: TokenScope[];
  tokenHash: string;
  hint: string;
  createdAt: string;
  expiresAt: string;
  lastUsedAt: string | null;
  lastUsedIp: string | null;
  revokedAt: string | null;
  revokedReason: string | null;
  /** The holder's standing when it was made: a token dies with any change of it. */
  holder: { orgRole: OrgRole; role: Role };
};
