import { ServerResponse, type IncomingMessage, type Server } from 'node:http';
import type { Socket } from 'node:net';
import type { Duplex } from 'node:stream';
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
export function startRealtime(
  services: Services,
  server: Server,
  options: { ownsAllUpgrades?: boolean } = {},
): RealtimeHub {
  const hub = new RealtimeHub({
    authenticate: sessionAuthenticator(services),
    site: services.config,
    otherUpgrade: kubernetesUpgrade(services),
    ...options,
  });
  hub.attach(server);
  registerStateReaders({ sockets: () => hub.connectionCount });
  services.bus.subscribe('realtime', (envelope) => hub.hear(envelope as RealtimeEnvelope));
  services.bus.onResume?.(() => hub.busGap());
  services.bus.subscribe('sessions', (scope) => void hub.endSessions(scope as SessionScope));
  return hub;
}

/**
 * kubectl exec, attach, cp and port-forward ask a cluster's API for an upgrade (WebSocket, then
 * SPDY/3.1). The simulated clusters run no containers, so nothing is upgraded: the request gets
 * the API's own answer as a plain HTTP response (401, 404, or 403 naming the read-only cluster),
 * which kubectl prints as "Error from server (Forbidden): …" instead of an empty error.
 */
function kubernetesUpgrade(services: Services) {
  return (request: IncomingMessage, socket: Duplex): boolean => {
    const pathname = (request.url ?? '/').split('?', 1)[0] ?? '/';
    if (!services.kubernetesApi.claims(pathname, request)) return false;
    const response = new ServerResponse(request);
    response.shouldKeepAlive = false;
    response.assignSocket(socket as Socket);
    response.on('finish', () => {
      response.detachSocket(socket as Socket);
      socket.end();
    });
    void services.kubernetesApi.handle(request, response);
    return true;
  };
}
