import type { EndpointContext } from '../http/endpoint-context.ts';
import { reply, type Reply } from '../http/reply.ts';
import { setSessionCookie } from '../sessions/session-cookie.ts';
import type { SignInResult } from './sign-in.service.ts';

/** Whether cookies must be Secure (and __Host- prefixed): the site is served over https. */
export function isSecureSite(context: Pick<EndpointContext, 'url' | 'locals'>): boolean {
  return context.url.protocol === 'https:' || context.locals.services.config.publicOrigin.startsWith('https:');
}

/** Answers a sign-in: the user with a fresh session cookie, or the second-factor step. */
export function signInResponse(context: EndpointContext, result: SignInResult, status = 200): Reply {
  if (result.kind === 'mfa') return reply({ mfaRequired: true, mfaToken: result.mfaToken }, { status });
  setSessionCookie(context.cookies, result.token, isSecureSite(context));
  return reply(result.user, { status });
}
