import type { Server } from 'node:http';
import type { Services } from '../app/services.ts';
import { sessionAuthenticator } from './authenticate-upgrade.ts';
import { RealtimeHub } from './realtime.ts';

/**
 * Opens `/ws` on an HTTP server and connects `services.realtime` to it, so notifications reach
 * open sockets and ended sessions close theirs. `ownsAllUpgrades`: false beside Vite's HMR.
 */
export function startRealtime(services: Services, server: Server, options: { ownsAllUpgrades?: boolean } = {}): RealtimeHub {
  const hub = new RealtimeHub({ authenticate: sessionAuthenticator(services), site: services.config, ...options });
  hub.attach(server);
  services.realtime.publish = (userId, message) => hub.publish(userId, message);
  services.realtime.endSessions = (scope) => void hub.endSessions(scope);
  return hub;
}
