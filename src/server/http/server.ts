import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { Services } from '../app/services.ts';
import type { ApiRouter } from './api-router.ts';
import { AppPageCache } from './app-page-cache.ts';
import { OnDemandPages } from './app-pages.ts';
import { answerClientError, MAX_HEADER_BYTES } from './client-error.ts';
import { admit } from './front-door.ts';
import { applySecurityHeaders } from './security-headers.ts';
import type { StaticFiles } from './static-files.ts';

/** Astro's middleware-mode handler: `(req, res, next, locals)`. */
export type AstroHandler = (
  request: IncomingMessage,
  response: ServerResponse,
  next: undefined,
  locals: App.Locals,
) => void | Promise<void>;

/** The one HTTP server: the front door (checks, /api), static files from memory, then pages made on demand. */
export function createHttpServer(options: {
  services: Services;
  staticFiles: StaticFiles;
  apiRouter: ApiRouter;
  astroHandler: AstroHandler;
}): Server {
  const { services, staticFiles, apiRouter, astroHandler } = options;
  const https = services.config.publicOrigin.startsWith('https:');
  const serverOptions = { keepAliveTimeout: 65_000, requestTimeout: 30_000, noDelay: true, maxHeaderSize: MAX_HEADER_BYTES };
  const pages = new OnDemandPages({ services, astroHandler, cache: new AppPageCache() });
  const server = createServer(serverOptions, (request, response) => {
    applySecurityHeaders(response, https);
    const pathname = admit(request, response, { services, router: apiRouter });
    if (pathname === undefined) return;
    // A page brings its own policy: a built page's (static-files.ts), or the one Astro renders with
    // an on-demand page; until then, the built error page's, which Astro may answer with.
    const errorPagePolicy = staticFiles.errorPagePolicy;
    if (errorPagePolicy) response.setHeader('Content-Security-Policy', errorPagePolicy);
    else response.removeHeader('Content-Security-Policy');
    if (staticFiles.serve(request, response, pathname)) return;
    void pages.serve(request, response, pathname);
  });
  server.on('clientError', answerClientError);
  return server;
}
