import type { AstroIntegration } from 'astro';

/**
 * `npm run dev` gets the same services and the same `/ws` as `npm start`: the services are
 * created here, handed to every request as `locals`, and the WebSocket hub is attached to
 * Vite's HTTP server (Vite's own HMR upgrades are left alone).
 */
export function devRuntime(): AstroIntegration {
  return {
    name: 'dev-runtime',
    hooks: {
      'astro:server:setup': async ({ server, logger }) => {
        const { startDevRuntime } = await import('../server/app/dev-runtime.ts');
        const runtime = await startDevRuntime(server.httpServer ?? undefined);
        server.middlewares.use((request, response, next) => {
          if (runtime.refuseOversizedBody(request, response)) return;
          Reflect.set(request, Symbol.for('astro.locals'), { services: runtime.services, user: null, userRecord: null, session: null });
          next();
        });
        server.httpServer?.once('close', () => void runtime.close());
        logger.info(`services ready (data in ${runtime.services.config.dataDir}); /ws attached`);
      },
    },
  };
}
