import type { IncomingMessage, ServerResponse } from 'node:http';
import { logger } from './logger.ts';
import { metrics } from './metrics.ts';
import type { RequestContext } from './request-context.ts';

/** A label for requests no route template names: few values, never a raw path. */
function pathClass(pathname: string): string {
  if (pathname.startsWith('/api/') || pathname === '/api') return '/api (no endpoint)';
  if (pathname.startsWith('/k8s/')) return '/k8s/[clusterId]';
  if (pathname.startsWith('/_astro/') || /\.[a-z0-9]{2,5}$/i.test(pathname)) return 'static file';
  return 'page';
}

/**
 * Counts the request in flight, then on its end writes one log line (id, method, route, path
 * without the query string, status, duration, user and organization ids, client address) and
 * observes its duration. Query strings are left out: e-mail links carry their tokens there.
 */
export function observeRequest(request: IncomingMessage, response: ServerResponse, context: RequestContext): void {
  metrics.httpInFlight.inc();
  response.once('close', () => {
    metrics.httpInFlight.dec();
    const seconds = (performance.now() - context.startedAt) / 1000;
    const path = (request.url ?? '/').split('?')[0] ?? '/';
    const route = context.route ?? pathClass(path);
    const status = response.headersSent ? response.statusCode : 0;
    const labels = { method: request.method ?? 'GET', route, status: String(status) };
    metrics.httpDuration.observe(labels, seconds);
    metrics.httpRequests.inc(labels);
    logger.info(
      {
        reqId: context.id,
        method: request.method,
        route,
        path: path.length > 200 ? `${path.slice(0, 200)}…` : path,
        status,
        ms: Math.round(seconds * 10_000) / 10,
        userId: context.userId,
        orgId: context.organizationId,
        ip: context.clientAddress,
        ...(response.writableFinished ? {} : { aborted: true }),
      },
      'request',
    );
  });
}
