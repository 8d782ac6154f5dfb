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
import { configureLogger, logger, routeConsoleToLogger } from './observability/logger.ts';
import { startMetricsServer } from './observability/metrics-endpoint.ts';
import { writeRequestSummary } from './observability/request-log.ts';
import { isStorageUnavailable } from './store/storage-unavailable.ts';
import { timeOrderedId } from './store/time-ordered-id.ts';
import type { Server } from 'node:http';

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

/** How long a stop waits for a load balancer's probe to see the instance not ready. */
const BALANCER_NOTICE_MS = 2_000;
/** How long jobs in hand may finish before their leases are handed back. */
const JOB_HAND_BACK_MS = 2_000;

async function main() {
  let config = loadConfig();
  configureLogger(config.logLevel, {}, config.logFormat);
  routeConsoleToLogger();
  // A promise nobody awaited must not end the process (the database going away mid-request
  // rejects many at once): logged, and the requests concerned have their own answers.
  process.on('unhandledRejection', (reason) => {
    if (isStorageUnavailable(reason))
      logger.warn({ err: String(reason) }, 'background work failed: the database is unreachable');
    else
      logger.error(
        { err: reason instanceof Error ? { message: reason.message, stack: reason.stack } : String(reason) },
        'unhandled rejection',
      );
  });
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
  const staticFiles = await StaticFiles.load(fileURLToPath(new URL('client/', DIST)), {
    secureCookies: config.publicOrigin.startsWith('https:'),
    publicOrigin: config.publicOrigin,
  });
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
  let metricsServer: Server | undefined;
  if (config.metrics.port) {
    metricsServer = await startMetricsServer(config.metrics.port, config.host);
    logger.info(`Metrics on http://${shownHost}:${config.metrics.port}/metrics`);
  }
  logger.info(
    { url: `http://${shownHost}:${port}` },
    `Sovereign Kubernetes Console (${config.appEnv}) listening on http://${shownHost}:${port}`,
  );

  let stopping = false;
  // The graceful stop: not ready first (the balancer sends nothing new), then no new
  // connections, sockets told to reconnect elsewhere, requests in flight finished, jobs in hand
  // finished or handed back, storage closed.
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    const started = performance.now();
    logger.info(`${signal} received: draining (${services.lifecycle.inFlight} request(s) in flight)`);
    services.lifecycle.drain();
    await services.lifecycle.balancerInformed(BALANCER_NOTICE_MS);
    const closing = closeHttpServer(server);
    await realtime.closeForRestart(
      (eventId) => services.bus.publish('realtime', { eventId, marker: true }),
      timeOrderedId,
    );
    await Promise.all([closing, realtime.close(), services.lifecycle.idle()]);
    metricsServer?.close();
    await services.close({ handBackAfterMs: JOB_HAND_BACK_MS });
    writeRequestSummary();
    logger.info({ ms: Math.round(performance.now() - started) }, 'Stopped cleanly');
    process.exit(0);
  };
  process.once('SIGTERM', () => void stop('SIGTERM'));
  process.once('SIGINT', () => void stop('SIGINT'));
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof StoreCorruptError) {
    // One plain line (not JSON): the operator reads it in the terminal that started the console.
    process.stderr.write(`${error.message}\n`);
    process.exit(1);
  } else if (error instanceof NotBuiltError) {
    console.error('The site is not built yet: run `npm run build` (or `npm start`, which builds when needed).');
  } else {
    console.error('Could not start:', error);
  }
  process.exit(1);
});
