import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { fileURLToPath } from 'node:url';
import { loadConfig } from '../config/config.ts';
import type { EndpointModule } from '../http/api-route.ts';
import { API_DIR } from '../http/endpoint-files.ts';
import { answerClientError } from '../http/client-error.ts';
import { acceptTlsOnSamePort } from '../k8s/tls-on-same-port.ts';
import { startRealtime } from '../ws/start-realtime.ts';
import { createServices } from './services.ts';

type FrontDoorModule = typeof import('../http/front-door.ts');
type RouterModule = typeof import('../http/api-router.ts');
type ModuleRunner = { import(url: string): Promise<unknown> };

/** The parts of Vite's dev server this runtime uses. */
export type DevServer = {
  httpServer: unknown;
  environments: { ssr?: object };
  watcher: { on(event: 'add' | 'unlink', listener: (file: string) => void): unknown };
};

const FRONT_DOOR = fileURLToPath(new URL('../http/front-door.ts', import.meta.url));
const API_ROUTER = fileURLToPath(new URL('../http/api-router.ts', import.meta.url));

/**
 * The development counterpart of main.ts: the same services, the same `/ws`, and the same front
 * door and API router as production. The request code is loaded through Vite's SSR module runner,
 * so an edit to an endpoint or to the pipeline applies to the next request without a restart;
 * the services (store, timers) live outside it and survive reloads.
 */
export async function startDevRuntime(server: DevServer) {
  const config = loadConfig({ ...process.env, APP_ENV: process.env.APP_ENV ?? 'development' });
  const services = await createServices(config);
  const httpServer = server.httpServer as Server | null;
  // Vite's HMR upgrades are left alone; requests Node cannot parse get production's answer.
  const realtime = httpServer ? startRealtime(services, httpServer, { ownsAllUpgrades: false }) : undefined;
  // As in production: kubectl reaches the cluster endpoints over TLS on the same port.
  if (httpServer && services.endpointTls) {
    acceptTlsOnSamePort(httpServer, {
      key: services.endpointTls.server.privateKeyPem,
      cert: services.endpointTls.server.certificatePem,
    });
  }
  httpServer?.removeAllListeners('clientError').on('clientError', answerClientError);

  const ssr = server.environments.ssr;
  // Astro's Node adapter runs SSR in-process: a runnable environment, with a module runner.
  if (!ssr || !('runner' in ssr)) throw new Error('Vite has no runnable SSR environment to load the API from.');
  const runner = ssr.runner as ModuleRunner;
  let router: { module: RouterModule; instance: Promise<InstanceType<RouterModule['ApiRouter']>> } | undefined;
  // A new or deleted endpoint file changes the routes; edits to existing ones reload by themselves.
  const forgetRoutes = (file: string) => {
    if (file.startsWith(API_DIR)) router = undefined;
  };
  server.watcher.on('add', forgetRoutes);
  server.watcher.on('unlink', forgetRoutes);

  async function pipeline() {
    const [frontDoor, routerModule] = await Promise.all([
      runner.import(FRONT_DOOR) as Promise<FrontDoorModule>,
      runner.import(API_ROUTER) as Promise<RouterModule>,
    ]);
    if (router?.module !== routerModule) {
      const load = (file: string) => runner.import(file) as Promise<EndpointModule>;
      router = { module: routerModule, instance: routerModule.ApiRouter.create(load, API_DIR) };
    }
    return { admit: frontDoor.admit, router: await router.instance };
  }

  return {
    services,
    /** Connect middleware: the front door and /api, then Vite and Astro for what it lets through. */
    handle(request: IncomingMessage, response: ServerResponse, next: (error?: unknown) => void) {
      pipeline().then(({ admit, router: apiRouter }) => {
        if (admit(request, response, { services, router: apiRouter }) === undefined) return;
        Reflect.set(request, Symbol.for('astro.locals'), { services, user: null, userRecord: null, session: null });
        next();
      }, next);
    },
    async close() {
      await realtime?.close();
      await services.close();
    },
  };
}
