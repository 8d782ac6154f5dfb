import type { IncomingMessage } from 'node:http';
import type { Services } from '../app/services.ts';
import { readSessionToken } from '../sessions/session-cookie.ts';
import type { SocketIdentity, UpgradeAuthenticator } from './realtime.ts';

/** Identifies a `/ws` upgrade by the same session cookie as the pages; no session, no socket. */
export function sessionAuthenticator(services: Pick<Services, 'sessions' | 'config'>): UpgradeAuthenticator {
  const secure = services.config.publicOrigin.startsWith('https:');
  return async (request: IncomingMessage): Promise<SocketIdentity | null> => {
    const token = readSessionToken(request.headers.cookie, secure);
    const active = await services.sessions.validate(token);
    return active ? { userId: active.user.id, sessionId: active.session.id } : null;
  };
}
