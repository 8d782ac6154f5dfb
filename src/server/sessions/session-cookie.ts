import { parseCookie } from 'cookie';
import type { CookieJar } from '../http/endpoint-context.ts';
import { SESSION_HINT_COOKIE } from '../../shared/session-hint.ts';
import { SESSION_ABSOLUTE_LIFETIME_MS } from './session.service.ts';

/** `__Host-` binds the cookie to this exact origin, which browsers allow only over https. */
export function sessionCookieName(secure: boolean): string {
  return secure ? '__Host-session' : 'session';
}

/** Reads the session token from a raw Cookie header (for /ws upgrades); a malformed one reads as is. */
export function readSessionToken(cookieHeader: string | undefined, secure: boolean): string | undefined {
  if (!cookieHeader) return undefined;
  // The same parser as the API router's: it never throws on bad percent-encoding.
  return parseCookie(cookieHeader)[sessionCookieName(secure)];
}

/** Sets the session cookie (HttpOnly, SameSite=Lax, Secure over https, path /) and its readable hint. */
export function setSessionCookie(cookies: CookieJar, token: string, secure: boolean): void {
  cookies.set(sessionCookieName(secure), token, {
    httpOnly: true,
    sameSite: 'lax',
    secure,
    path: '/',
    maxAge: Math.floor(SESSION_ABSOLUTE_LIFETIME_MS / 1000),
  });
  setSessionHint(cookies, secure);
}

/** Removes the session cookie and its hint from the browser. */
export function clearSessionCookie(cookies: CookieJar, secure: boolean): void {
  cookies.delete(sessionCookieName(secure), { path: '/', httpOnly: true, sameSite: 'lax', secure });
  cookies.delete(SESSION_HINT_COOKIE, { path: '/', sameSite: 'lax', secure });
}

function setSessionHint(cookies: CookieJar, secure: boolean): void {
  cookies.set(SESSION_HINT_COOKIE, '1', {
    sameSite: 'lax',
    secure,
    path: '/',
    maxAge: Math.floor(SESSION_ABSOLUTE_LIFETIME_MS / 1000),
  });
}

/**
 * Takes the readable hint from a browser whose session ended (expired, revoked), so its public
 * pages stop asking who is signed in. Only removes: a response never adds a cookie the client did
 * not sign in for (simple cookie jars keep one cookie, the session).
 */
export function dropStaleSessionHint(cookies: CookieJar, signedIn: boolean, secure: boolean): void {
  if (!signedIn && cookies.get(SESSION_HINT_COOKIE) !== undefined)
    cookies.delete(SESSION_HINT_COOKIE, { path: '/', sameSite: 'lax', secure });
}
