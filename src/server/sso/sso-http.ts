import { isSecureSite } from '../auth/sign-in-response.ts';
import { isAppError } from '../http/app-error.ts';
import type { CookieJar, EndpointContext } from '../http/endpoint-context.ts';
import { errorReply, redirectReply, type Reply } from '../http/reply.ts';
import { SSO_FLOW_LIFETIME_MS } from './sso-sign-in.service.ts';

/** The sealed sign-in in progress; sent back only to the callback. */
const FLOW_COOKIE = 'sso_flow';
const FLOW_PATH = '/api/auth/sso';

/**
 * Keeps the sealed flow (state, nonce, PKCE verifier) for the provider's answer. SameSite=Lax:
 * the provider sends the browser back with a top-level GET, which carries it.
 */
export function setFlowCookie(cookies: CookieJar, sealed: string, secure: boolean): void {
  cookies.set(FLOW_COOKIE, sealed, {
    httpOnly: true,
    sameSite: 'lax',
    secure,
    path: FLOW_PATH,
    maxAge: Math.floor(SSO_FLOW_LIFETIME_MS / 1000),
  });
}

export function readFlowCookie(cookies: CookieJar): string | undefined {
  return cookies.get(FLOW_COOKIE)?.value;
}

/** A flow is used once: the answer of the provider, accepted or not, ends it. */
export function clearFlowCookie(context: Pick<EndpointContext, 'cookies' | 'url' | 'locals'>): void {
  context.cookies.delete(FLOW_COOKIE, {
    httpOnly: true,
    sameSite: 'lax',
    secure: isSecureSite(context),
    path: FLOW_PATH,
  });
}

/**
 * A refused single sign-on: a browser (it asks for HTML) goes back to the sign-in page, which
 * explains the code; an API client gets the JSON error.
 */
export function ssoFailureReply(context: Pick<EndpointContext, 'headers'>, error: unknown): Reply {
  const wantsPage = String(context.headers.accept ?? '').includes('text/html');
  if (wantsPage && isAppError(error)) return redirectReply(`/auth?ssoError=${encodeURIComponent(error.code)}`);
  return errorReply(error);
}
