import type { Services } from '../app/services.ts';
import { sessionCookieName } from '../sessions/session-cookie.ts';

type Caller = Pick<App.Locals, 'user' | 'userRecord' | 'session'>;

const NOBODY: Caller = { user: null, userRecord: null, session: null };

/** Whether session cookies are Secure/__Host- here: the request or the public origin is https. */
export function usesSecureCookies(services: Services, protocol: string): boolean {
  return protocol === 'https:' || services.config.publicOrigin.startsWith('https:');
}

/** The name of the session cookie for this request. */
export function sessionCookieFor(services: Services, protocol: string): string {
  return sessionCookieName(usesSecureCookies(services, protocol));
}

/** Resolves a session cookie into the signed-in user; nobody when absent, expired or revoked. */
export async function resolveCaller(services: Services, token: string | undefined): Promise<Caller> {
  if (!token) return NOBODY;
  const active = await services.sessions.validate(token);
  if (!active) return NOBODY;
  return { session: active.session, userRecord: active.user, user: await services.accounts.present(active.user) };
}
