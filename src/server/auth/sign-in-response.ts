import type { APIContext } from 'astro';
import { jsonResponse } from '../http/app-error.ts';
import { setSessionCookie } from '../sessions/session-cookie.ts';
import type { SignInResult } from './sign-in.service.ts';

/** Whether cookies must be Secure (and __Host- prefixed): the site is served over https. */
export function isSecureSite(context: Pick<APIContext, 'url' | 'locals'>): boolean {
  return context.url.protocol === 'https:' || context.locals.services.config.publicOrigin.startsWith('https:');
}

/** Answers a sign-in: the user with a fresh session cookie, or the second-factor step. */
export function signInResponse(context: APIContext, result: SignInResult, status = 200): Response {
  if (result.kind === 'mfa') return jsonResponse({ mfaRequired: true, mfaToken: result.mfaToken }, { status });
  setSessionCookie(context.cookies, result.token, isSecureSite(context));
  return jsonResponse(result.user, { status });
}
