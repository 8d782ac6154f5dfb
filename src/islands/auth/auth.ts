// One source of truth for the user's shape: the server's schemas. Types only here: the schemas
// themselves (and zod) are in user-schema.ts, loaded where an answer is parsed.
import type { Preferences, PublicUser, Role } from '../../shared/users/users.schemas.ts';

export type { Role };
/** Stored client preferences; the server returns them with the user. */
export type UserPreferences = Preferences;
export type User = PublicUser;

/** Where the page to return to after sign-in is kept by the access guard. */
export const REDIRECT_AFTER_LOGIN_KEY = 'redirectAfterLogin';
/** Where a pending second-factor sign-in keeps its token (sessionStorage). */
export const MFA_TOKEN_KEY = 'mfaToken';

/** Client storage keys cleared on logout. */
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
