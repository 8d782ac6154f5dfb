import type { AstroIntegration } from 'astro';
import type { IncomingMessage, ServerResponse } from 'node:http';

type Handle = (request: IncomingMessage, response: ServerResponse, next: (error?: unknown) => void) => void;

/**
 * `npm run dev` gets the same services, `/ws`, front door and API router as `npm start`
 * (src/server/app/dev-runtime.ts). The front door must be the first middleware, ahead of Vite's
 * host check and CORS and of Astro's own dev middlewares (which Astro puts first once every
 * plugin is set up): every request meets the production rules, and /api answers exactly as in
 * production without Astro ever seeing it. Hence a post-enforced Vite plugin that mounts it last.
 */
export function devRuntime(): AstroIntegration {
  const handles = new WeakMap<object, Handle>();
  return {
    name: 'dev-runtime',
    hooks: {
      'astro:config:setup': ({ command, updateConfig }) => {
        if (command !== 'dev') return;
        updateConfig({
          vite: {
            plugins: [
              {
                name: 'dev-runtime:front-door',
                enforce: 'post',
                configureServer: (server) => () => {
                  const handle = handles.get(server);
                  if (handle) server.middlewares.stack.unshift({ route: '', handle });
                },
              },
            ],
          },
        });
      },
      'astro:server:setup': async ({ server, logger }) => {
        const { startDevRuntime } = await import('../server/app/dev-runtime.ts');
        const runtime = await startDevRuntime(server);
        handles.set(server, runtime.handle);
        server.httpServer?.once('close', () => void runtime.close());
        logger.info(`services ready (data in ${runtime.services.config.dataDir}); /api and /ws attached`);
      },
    },
  };
}
