import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { Services } from '../app/services.ts';
import type { ApiRouter } from './api-router.ts';
import { AppPageCache } from './app-page-cache.ts';
import { OnDemandPages } from './app-pages.ts';
import { answerClientError, MAX_HEADER_BYTES } from './client-error.ts';
import { admit } from './front-door.ts';
import { applyBaseHeaders, usesHsts } from './security-headers.ts';
import { clientAddress } from './client-address.ts';
import { serveMetrics } from '../observability/metrics-endpoint.ts';
import { beginRequest } from '../observability/request-context.ts';
import { observeRequest } from '../observability/request-log.ts';
import type { StaticFiles } from './static-files.ts';
import { withLocale } from '../i18n/request-locale.ts';
import { localeOfRequest } from '../i18n/locale-of-request.ts';

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
  const serverOptions = {
    keepAliveTimeout: 65_000,
    requestTimeout: 30_000,
    noDelay: true,
    maxHeaderSize: MAX_HEADER_BYTES,
  };
  const pages = new OnDemandPages({ services, astroHandler, cache: new AppPageCache() });
  const { lifecycle, config } = services;
  // Everything said while answering (error messages, pages) is in the request's language.
  const server = createServer(serverOptions, (request, response) =>
    withLocale(localeOfRequest(request), () => answer(request, response)),
  );
  const answer = (request: IncomingMessage, response: ServerResponse): void => {
    const context = beginRequest(request, clientAddress(request, config.trustedProxies), usesHsts(request, https));
    // One listener counts the request in /metrics and the log, then lets a graceful stop go on.
    observeRequest(request, response, context, lifecycle.track());
    // Stopping: this answer is the connection's last, so no idle keep-alive outlives the stop.
    if (lifecycle.draining) response.setHeader('Connection', 'close');
    if (config.metrics.token && request.url?.split('?')[0] === '/metrics') {
      context.route = '/metrics';
      applyBaseHeaders(response);
      return void serveMetrics(request, response, config.metrics.token);
    }
    // An API reply and a built file write their whole head at once (security headers and the
    // request id included: security-headers.ts); anything else gets them set here first.
    const pathname = admit(request, response, { services, router: apiRouter });
    if (pathname === undefined) return;
    if (staticFiles.serve(request, response, pathname)) return;
    applyBaseHeaders(response);
    // A page brings its own policy: the one Astro renders with an on-demand page; until then, the
    // built error page's, which Astro may answer with.
    const errorPagePolicy = staticFiles.errorPagePolicy;
    if (errorPagePolicy) response.setHeader('Content-Security-Policy', errorPagePolicy);
    else response.removeHeader('Content-Security-Policy');
    void pages.serve(request, response, pathname);
  };
  server.on('clientError', answerClientError);
  return server;
}
