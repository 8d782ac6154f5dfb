import type { IncomingMessage } from 'node:http';
import type { Services } from '../app/services.ts';
import type { SocketIdentity, UpgradeAuthenticator } from './realtime.ts';

/**
 * Identifies a `/ws` upgrade. Until accounts and sessions exist every socket is anonymous: it
 * receives the heartbeat and the hello message, and no user's notifications.
 */
export function anonymousOrSessionAuthenticator(_services: Services): UpgradeAuthenticator {
  return async (_request: IncomingMessage): Promise<SocketIdentity | null> => ({ userId: null });
}
