import type { Services } from '../app/services.ts';
import { sessionCookieName } from '../sessions/session-cookie.ts';
import { andThen, type MaybePromise } from './maybe-promise.ts';

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
  const caller = await resolveSession(services, token);
  return caller.userRecord ? { ...caller, user: await services.accounts.present(caller.userRecord) } : caller;
}

/**
 * The session and stored user of a session cookie, without the client's view of the user
 * (`user` stays null): /api handlers work from the record, and presenting it read the
 * organization once more on every signed-in API request.
 */
export function resolveSession(services: Services, token: string | undefined): MaybePromise<Caller> {
  if (!token) return NOBODY;
  return andThen(services.sessions.validate(token), (active) =>
    active ? { session: active.session, userRecord: active.user, user: null } : NOBODY,
  );
}
