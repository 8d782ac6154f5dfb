import type { Server } from 'node:http';
import type { Http2SecureServer } from 'node:http2';
import { loadConfig } from '../config/config.ts';
import { refuseOversizedBody } from '../http/body-limit.ts';
import { sessionAuthenticator } from '../ws/authenticate-upgrade.ts';
import { RealtimeHub } from '../ws/realtime.ts';
import { createServices, type RealtimeEnvelope } from './services.ts';

/** The development counterpart of main.ts, minus the static files Vite serves itself. */
export async function startDevRuntime(httpServer: Server | Http2SecureServer | undefined) {
  const config = loadConfig({ ...process.env, APP_ENV: process.env.APP_ENV ?? 'development' });
  const services = await createServices(config);
  const realtime = new RealtimeHub({
    authenticate: sessionAuthenticator(services),
    publicOrigin: config.publicOrigin,
    ownsAllUpgrades: false,
  });
  if (httpServer) realtime.attach(httpServer as Server);
  services.bus.subscribe('realtime', (envelope) => {
    const { userId, message } = envelope as RealtimeEnvelope;
    realtime.publish(userId, message);
  });
  return {
    services,
    refuseOversizedBody,
    async close() {
      await realtime.close();
      await services.close();
    },
  };
}
