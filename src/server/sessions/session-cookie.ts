import { parseCookie } from 'cookie';
import type { CookieJar } from '../http/endpoint-context.ts';
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

/** Sets the session cookie: HttpOnly, SameSite=Lax, Secure over https, path /. */
export function setSessionCookie(cookies: CookieJar, token: string, secure: boolean): void {
  cookies.set(sessionCookieName(secure), token, {
    httpOnly: true,
    sameSite: 'lax',
    secure,
    path: '/',
    maxAge: Math.floor(SESSION_ABSOLUTE_LIFETIME_MS / 1000),
  });
}

/** Removes the session cookie from the browser. */
export function clearSessionCookie(cookies: CookieJar, secure: boolean): void {
  cookies.delete(sessionCookieName(secure), { path: '/', httpOnly: true, sameSite: 'lax', secure });
}
