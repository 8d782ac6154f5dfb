// The session cookie is HttpOnly, so a pre-rendered page cannot see whether its visitor is signed
// in without asking GET /api/user, which answers a visitor with 401: an error in the console of
// every public page. Beside the session cookie the server keeps this readable cookie, which holds
// no secret and only says "a session was issued to this browser": without it, nobody asks.

/** The readable companion of the session cookie (value `1`). */
export const SESSION_HINT_COOKIE = 'signed-in';

/** True when a Cookie header or `document.cookie` carries the hint. */
export function hasSessionHint(cookies: string | undefined): boolean {
  return (cookies ?? '').split(';').some((part) => part.trim().startsWith(`${SESSION_HINT_COOKIE}=`));
}

/** True when this browser may be signed in; outside a browser (server render, tests) always true. */
export function mayBeSignedIn(): boolean {
  return typeof document === 'undefined' || hasSessionHint(document.cookie);
}
