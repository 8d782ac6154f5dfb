import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { createServices } from './app/services.ts';
import { ConfigError, loadConfig } from './config/config.ts';
import { ApiRouter } from './http/api-router.ts';
import { createHttpServer, type AstroHandler } from './http/server.ts';
import { closeHttpServer } from './http/shutdown.ts';
import { StaticFiles } from './http/static-files.ts';
import { StoreCorruptError } from './store/durable-file.ts';
import { startRealtime } from './ws/start-realtime.ts';

const DIST = new URL('../../dist/', import.meta.url);

class NotBuiltError extends Error {}

async function main() {
  const config = loadConfig();
  const entry = new URL('server/entry.mjs', DIST);
  if (!existsSync(entry)) throw new NotBuiltError();
  const { handler } = (await import(entry.href)) as { handler: AstroHandler };
  const services = await createServices(config);
  const staticFiles = await StaticFiles.load(fileURLToPath(new URL('client/', DIST)));
  const apiRouter = await ApiRouter.load(fileURLToPath(new URL('../pages/api/', import.meta.url)));
  const server = createHttpServer({ services, staticFiles, apiRouter, astroHandler: handler });
  const realtime = startRealtime(services, server);

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
