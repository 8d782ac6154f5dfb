import { z } from 'zod';
// One source of truth for the user's shape: the server's schemas (schemas only, no server code).
import { preferencesSchema, publicUserSchema, roleSchema } from '../../server/users/users.schemas.ts';

export { publicUserSchema, roleSchema };
export type Role = z.infer<typeof roleSchema>;

/** Stored client preferences; the server returns them with the user. */
export const userPreferencesSchema = preferencesSchema;
export type UserPreferences = z.infer<typeof userPreferencesSchema>;
export type User = z.infer<typeof publicUserSchema>;

/** The answer to a password or magic-link sign-in when a second factor is still needed. */
export const mfaChallengeSchema = z.object({ mfaRequired: z.literal(true), mfaToken: z.string().min(1) });
export type MfaChallenge = z.infer<typeof mfaChallengeSchema>;

/** The 202 answer to a registration that waits for e-mail confirmation and an administrator. */
export const pendingApprovalSchema = z.object({ pendingApproval: z.literal(true), message: z.string() });
export type PendingApproval = z.infer<typeof pendingApprovalSchema>;

/** Sign-in form: the username field also accepts the e-mail address. */
export const loginSchema = z.object({
  username: z
    .string()
    .trim()
    .min(1, 'Enter your username or e-mail address.')
    .max(254, 'Use at most 254 characters.'),
  password: z.string().min(1, 'Enter your password.').max(128, 'Use at most 128 characters.'),
});
export type LoginInput = z.infer<typeof loginSchema>;

/** Registration form; the server applies the same rules and answers with `fields` on failure. */
export const registerSchema = z.object({
  username: z
    .string()
    .trim()
    .min(1, 'Choose a username.')
    .min(3, 'Use at least 3 characters.')
    .max(32, 'Use at most 32 characters.')
    .regex(/^[a-zA-Z0-9]/, 'Start with a letter or a digit.')
    .regex(/^[a-zA-Z0-9._-]*$/, 'Use only letters, digits, dots, hyphens and underscores.'),
  email: z
    .string()
    .trim()
    .min(1, 'Enter your e-mail address.')
    .max(254, 'Use at most 254 characters.')
    .pipe(z.email('Enter a valid e-mail address, like name@example.com.')),
  password: z.string().min(8, 'Use at least 8 characters.').max(128, 'Use at most 128 characters.'),
  name: z.string().trim().min(1, 'Enter your name.').max(100, 'Use at most 100 characters.'),
  companyName: z
    .string()
    .trim()
    .min(1, 'Enter your company or organisation name.')
    .max(120, 'Use at most 120 characters.'),
});
export type RegisterInput = z.infer<typeof registerSchema>;

/** A 6-digit authenticator code, or a recovery code such as `abcde-12345`. */
export const mfaCodeSchema = z.object({
  code: z.string().trim().min(1, 'Enter the code.').max(32, 'That code is too long.'),
});

/** The first message per field of a failed parse, keyed by field name (for forms). */
export function fieldErrorsOf(error: z.ZodError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = String(issue.path[0] ?? '');
    if (key !== '' && fields[key] === undefined) fields[key] = issue.message;
  }
  return fields;
}

/** Where the page to return to after sign-in is kept (SPEC §2 access guard). */
export const REDIRECT_AFTER_LOGIN_KEY = 'redirectAfterLogin';
/** Where a pending second-factor sign-in keeps its token (sessionStorage). */
export const MFA_TOKEN_KEY = 'mfaToken';

/** Client storage keys cleared on logout (SPEC §3). */
export const AUTH_STORAGE_KEYS = [
  REDIRECT_AFTER_LOGIN_KEY,
  MFA_TOKEN_KEY,
  'tempUserId',
  'authToken',
  'refreshToken',
  'loginTimestamp',
] as const;

/** Runs a storage call, ignoring browsers that block storage (privacy modes, disabled cookies). */
function withStorage(kind: 'localStorage' | 'sessionStorage', use: (storage: Storage) => void): void {
  if (typeof window === 'undefined') return;
  try {
    use(window[kind]);
  } catch {
    // Nothing to clear or keep when storage is unavailable.
  }
}

/** Removes the given keys (default: all of AUTH_STORAGE_KEYS) from localStorage and sessionStorage. */
export function clearAuthStorage(keys: readonly string[] = AUTH_STORAGE_KEYS): void {
  for (const kind of ['localStorage', 'sessionStorage'] as const) {
    withStorage(kind, (storage) => {
      for (const key of keys) storage.removeItem(key);
    });
  }
}

/** Reads a storage value; null when absent, on the server, or when storage is blocked. */
export function readStorage(kind: 'localStorage' | 'sessionStorage', key: string): string | null {
  let value: string | null = null;
  withStorage(kind, (storage) => {
    value = storage.getItem(key);
  });
  return value;
}

/** Writes a storage value; silently does nothing when storage is unavailable. */
export function writeStorage(kind: 'localStorage' | 'sessionStorage', key: string, value: string): void {
  withStorage(kind, (storage) => storage.setItem(key, value));
}

/** Where sign-in lands when there is no valid page to return to. */
export const DEFAULT_AFTER_LOGIN = '/dashboard';

/**
 * Returns `value` when it is a same-site path ('/orders?x=1#y'), else '/dashboard'. Rejects
 * protocol-relative ('//evil', '/\evil'), absolute and scheme URLs, control characters, and the
 * sign-in page itself (returning there would loop).
 */
export function safeRedirectTarget(value: string | null | undefined): string {
  if (typeof value !== 'string' || !value.startsWith('/')) return DEFAULT_AFTER_LOGIN;
  // Browsers read '\' as '/', so '/\evil.com' is protocol-relative too; control characters and
  // whitespace are stripped by URL parsers and can hide a second slash.
  if (value.startsWith('//') || /[\\\s\u0000-\u001f\u007f]/.test(value)) return DEFAULT_AFTER_LOGIN;
  const base = 'https://same-site.invalid';
  let url: URL;
  try {
    url = new URL(value, base);
  } catch {
    return DEFAULT_AFTER_LOGIN;
  }
  if (url.origin !== base) return DEFAULT_AFTER_LOGIN;
  if (url.pathname === '/auth' || url.pathname.startsWith('/auth/')) return DEFAULT_AFTER_LOGIN;
  return value;
}

/**
 * The page to open after signing in: the `?redirect=` of the given query string (set by the
 * server's guard), else the page the client guard remembered, else '/dashboard'. The remembered
 * page is consumed. The query parameter goes first because it is always the fresher of the two.
 */
export function takeRedirectAfterLogin(search: string): string {
  const fromQuery = new URLSearchParams(search).get('redirect');
  const remembered = readStorage('localStorage', REDIRECT_AFTER_LOGIN_KEY);
  clearAuthStorage([REDIRECT_AFTER_LOGIN_KEY]);
  for (const candidate of [fromQuery, remembered]) {
    if (candidate !== null && safeRedirectTarget(candidate) === candidate) return candidate;
  }
  return DEFAULT_AFTER_LOGIN;
}

/** The letter shown in the avatar: the name's first letter, else the username's, upper-cased. */
export function avatarInitial(user: Pick<User, 'name' | 'username' | 'email'>): string {
  const source = user.name.trim() || user.username.trim() || user.email.trim();
  return (Array.from(source)[0] ?? '?').toUpperCase();
}
