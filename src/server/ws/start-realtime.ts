import type { Server } from 'node:http';
import type { Services } from '../app/services.ts';
import { sessionAuthenticator } from './authenticate-upgrade.ts';
import type { RealtimeEnvelope, SessionScope } from './realtime-channel.ts';
import { RealtimeHub } from './realtime.ts';
import { registerStateReaders } from '../observability/metrics.ts';

/**
 * Opens `/ws` on an HTTP server and subscribes it to the bus, so notifications reach this
 * instance's open sockets and ended sessions close theirs, whichever instance said so.
 * `ownsAllUpgrades`: false beside Vite's HMR.
 */
export function startRealtime(services: Services, server: Server, options: { ownsAllUpgrades?: boolean } = {}): RealtimeHub {
  const hub = new RealtimeHub({ authenticate: sessionAuthenticator(services), site: services.config, ...options });
  hub.attach(server);
  registerStateReaders({ sockets: () => hub.connectionCount });
  services.bus.subscribe('realtime', (envelope) => hub.hear(envelope as RealtimeEnvelope));
  services.bus.onResume?.(() => hub.busGap());
  services.bus.subscribe('sessions', (scope) => void hub.endSessions(scope as SessionScope));
  return hub;
}
