import type { EndpointContext } from '../http/endpoint-context.ts';
import { reply, type Reply } from '../http/reply.ts';
import { setSessionCookie } from '../sessions/session-cookie.ts';
import { LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE } from '../../shared/i18n/locale.ts';
import type { SignInResult } from './sign-in.service.ts';

/** Whether cookies must be Secure (and __Host- prefixed): the site is served over https. */
export function isSecureSite(context: Pick<EndpointContext, 'url' | 'locals'>): boolean {
  return context.url.protocol === 'https:' || context.locals.services.config.publicOrigin.startsWith('https:');
}

/** Answers a sign-in: the user with a fresh session cookie, or the second-factor step. */
export function signInResponse(context: EndpointContext, result: SignInResult, status = 200): Reply {
  if (result.kind === 'mfa') return reply({ mfaRequired: true, mfaToken: result.mfaToken }, { status });
  setSignInCookies(context, result);
  return reply(result.user, { status });
}

/** The cookies of a completed sign-in (any way in): the session, and the account's language. */
export function setSignInCookies(context: EndpointContext, result: Extract<SignInResult, { kind: 'signed-in' }>): void {
  const secure = isSecureSite(context);
  setSessionCookie(context.cookies, result.token, secure);
  // The public pages, served without a session check, then speak the account's language too.
  const { language } = result.user.preferences;
  if (language)
    context.cookies.set(LOCALE_COOKIE, language, { path: '/', maxAge: LOCALE_COOKIE_MAX_AGE, sameSite: 'lax', secure });
}
