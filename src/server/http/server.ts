import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { Services } from '../app/services.ts';
import type { ApiRouter } from './api-router.ts';
import { refuseOversizedBody } from './body-limit.ts';
import { applySecurityHeaders } from './security-headers.ts';
import type { StaticFiles } from './static-files.ts';

/** Astro's middleware-mode handler: `(req, res, next, locals)`. */
export type AstroHandler = (
  request: IncomingMessage,
  response: ServerResponse,
  next: undefined,
  locals: App.Locals,
) => void | Promise<void>;

/** The one HTTP server: body limit, static files from memory, then Astro for pages and /api. */
export function createHttpServer(options: {
  services: Services;
  staticFiles: StaticFiles;
  apiRouter: ApiRouter;
  astroHandler: AstroHandler;
}): Server {
  const { services, staticFiles, apiRouter, astroHandler } = options;
  const https = services.config.publicOrigin.startsWith('https:');
  const server = createServer({ keepAliveTimeout: 65_000, requestTimeout: 30_000, noDelay: true }, (request, response) => {
    applySecurityHeaders(response, https);
    if (refuseOversizedBody(request, response)) return;
    const pathname = safePathname(request.url);
    if (pathname === undefined) {
      response.writeHead(400, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Bad request path');
      return;
    }
    if (pathname === '/api' || pathname.startsWith('/api/')) {
      const url = new URL(request.url ?? '/', `${https ? 'https' : 'http'}://${request.headers.host ?? 'localhost'}`);
      void apiRouter.handle(request, response, services, url);
      return;
    }
    if (staticFiles.serve(request, response, pathname)) return;
    void astroHandler(request, response, undefined, { services, user: null, userRecord: null, session: null });
  });
  return server;
}

function safePathname(url: string | undefined): string | undefined {
  try {
    return decodeURIComponent(new URL(url ?? '/', 'http://localhost').pathname);
  } catch {
    return undefined;
  }
}
