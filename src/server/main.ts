import { existsSync } from 'node:fs';
import { createServer as createNetServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import { createServices } from './app/services.ts';
import { ConfigError, loadConfig } from './config/config.ts';
import { ApiRouter } from './http/api-router.ts';
import { createHttpServer, type AstroHandler } from './http/server.ts';
import { closeHttpServer } from './http/shutdown.ts';
import { StaticFiles } from './http/static-files.ts';
import { StoreCorruptError } from './store/durable-file.ts';
import { acceptTlsOnSamePort } from './k8s/tls-on-same-port.ts';
import { startRealtime } from './ws/start-realtime.ts';

const DIST = new URL('../../dist/', import.meta.url);

class NotBuiltError extends Error {}

/** A free port on `host`: PORT=0 is resolved before anything is built from the public origin. */
function freePort(host: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createNetServer();
    probe.once('error', reject);
    probe.listen(0, host, () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

async function main() {
  let config = loadConfig();
  // Links in e-mails and cluster endpoints carry the public origin: with PORT=0 (tests), the
  // port is chosen first so that they name the port the server really listens on.
  if (config.port === 0) config = loadConfig({ ...process.env, PORT: String(await freePort(config.host)) });
  // React renders pages with its production build only when told: without this, a production
  // server rendered every signed-in page with the development build (checks, warnings: slower).
  if (config.appEnv === 'production') process.env.NODE_ENV ??= 'production';
  const entry = new URL('server/entry.mjs', DIST);
  if (!existsSync(entry)) throw new NotBuiltError();
  const { handler } = (await import(entry.href)) as { handler: AstroHandler };
  const services = await createServices(config);
  const staticFiles = await StaticFiles.load(fileURLToPath(new URL('client/', DIST)));
  const apiRouter = await ApiRouter.load(fileURLToPath(new URL('../pages/api/', import.meta.url)));
  const server = createHttpServer({ services, staticFiles, apiRouter, astroHandler: handler });
  const realtime = startRealtime(services, server);
  if (services.endpointTls) {
    const { server: certificate } = services.endpointTls;
    acceptTlsOnSamePort(server, { key: certificate.privateKeyPem, cert: certificate.certificatePem });
  }

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(config.port, config.host, resolve);
  });
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const shownHost = ['127.0.0.1', '0.0.0.0', '::', 'localhost'].includes(config.host) ? 'localhost' : config.host;
  console.info(`Sovereign Kubernetes Console (${config.appEnv}) listening on http://${shownHost}:${port}`);

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.info(`${signal} received: shutting down`);
    await Promise.all([closeHttpServer(server), realtime.close()]);
    await services.close();
    console.info('Stopped cleanly');
    process.exit(0);
  };
  process.once('SIGTERM', () => void stop('SIGTERM'));
  process.once('SIGINT', () => void stop('SIGINT'));
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof StoreCorruptError) {
    console.error(error.message);
  } else if (error instanceof NotBuiltError) {
    console.error('The site is not built yet: run `npm run build` (or `npm start`, which builds when needed).');
  } else {
    console.error('Could not start:', error);
  }
  process.exit(1);
});
