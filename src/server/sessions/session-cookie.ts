import type { CookieJar } from '../http/endpoint-context.ts';
import { SESSION_ABSOLUTE_LIFETIME_MS } from './session.service.ts';

/** `__Host-` binds the cookie to this exact origin, which browsers allow only over https. */
export function sessionCookieName(secure: boolean): string {
  return secure ? '__Host-session' : 'session';
}

/** Reads the session token from a raw Cookie header (for /ws upgrades). */
export function readSessionToken(cookieHeader: string | undefined, secure: boolean): string | undefined {
  if (!cookieHeader) return undefined;
  const name = sessionCookieName(secure);
  for (const part of cookieHeader.split(';')) {
    const index = part.indexOf('=');
    if (index > 0 && part.slice(0, index).trim() === name) return decodeURIComponent(part.slice(index + 1).trim());
  }
  return undefined;
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
