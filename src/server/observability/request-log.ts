import type { IncomingMessage, ServerResponse } from 'node:http';
import { logger } from './logger.ts';
import { metrics } from './metrics.ts';
import type { RequestContext } from './request-context.ts';

/** A request that took at least this long is logged at `warn` with its id, whatever LOG_LEVEL says. */
export const SLOW_REQUEST_MS = 1000;
/** How often the `requests` summary line is written at `info` (when any request came). */
export const SUMMARY_EVERY_MS = 60_000;

const STATIC_FILE = /\.[a-z0-9]{2,5}$/i;
// A kubectl watch stays open as long as it is watched: long on purpose, never slow.
const WATCH = /[?&]watch=(?:1|true)\b|\/watch\//;

/** A label for requests no route template names: few values, never a raw path. */
function pathClass(pathname: string): string {
  if (pathname.startsWith('/api/') || pathname === '/api') return '/api (no endpoint)';
  if (pathname.startsWith('/k8s/')) return '/k8s/{clusterId}';
  if (pathname.startsWith('/_astro/') || STATIC_FILE.test(pathname)) return 'static file';
  return 'page';
}

/** What the `requests` summary line says about one period: counts by status class, errors, slow ones, durations. */
export type RequestSummaryLine = {
  seconds: number;
  requests: number;
  status: { '1xx': number; '2xx': number; '3xx': number; '4xx': number; '5xx': number; none: number };
  slow: number;
  aborted: number;
  meanMs: number;
  maxMs: number;
  maxRoute: string;
};

/** The requests of one period, added up for the summary line. */
export class RequestSummary {
  #since: number;
  #requests = 0;
  #classes = [0, 0, 0, 0, 0, 0];
  #slow = 0;
  #aborted = 0;
  #totalMs = 0;
  #maxMs = 0;
  #maxRoute = '';

  constructor(now = performance.now()) {
    this.#since = now;
  }

  add(status: number, ms: number, route: string, aborted: boolean): void {
    this.#requests += 1;
    const statusClass = status >= 100 && status < 600 ? Math.floor(status / 100) : 0;
    this.#classes[statusClass] = (this.#classes[statusClass] ?? 0) + 1;
    if (ms >= SLOW_REQUEST_MS) this.#slow += 1;
    if (aborted) this.#aborted += 1;
    this.#totalMs += ms;
    if (ms > this.#maxMs) {
      this.#maxMs = ms;
      this.#maxRoute = route;
    }
  }

  /** The period's line (undefined when no request came), and a new period from `now`. */
  take(now = performance.now()): RequestSummaryLine | undefined {
    const requests = this.#requests;
    const [none = 0, c1 = 0, c2 = 0, c3 = 0, c4 = 0, c5 = 0] = this.#classes;
    const line: RequestSummaryLine = {
      seconds: Math.round((now - this.#since) / 1000),
      requests,
      status: { '1xx': c1, '2xx': c2, '3xx': c3, '4xx': c4, '5xx': c5, none },
      slow: this.#slow,
      aborted: this.#aborted,
      meanMs: requests === 0 ? 0 : Math.round((this.#totalMs / requests) * 10) / 10,
      maxMs: Math.round(this.#maxMs * 10) / 10,
      maxRoute: this.#maxRoute,
    };
    this.#since = now;
    this.#requests = 0;
    this.#classes = [0, 0, 0, 0, 0, 0];
    this.#slow = 0;
    this.#aborted = 0;
    this.#totalMs = 0;
    this.#maxMs = 0;
    this.#maxRoute = '';
    return requests === 0 ? undefined : line;
  }
}

const summary = new RequestSummary();
let summaryTimer: NodeJS.Timeout | undefined;

/** Writes the summary of the requests since the last one (at `info`), if any came; the graceful stop calls it last. */
export function writeRequestSummary(): void {
  const line = summary.take();
  if (line) logger.info(line, 'requests');
}

/**
 * Counts the request in flight, then on its end (`done` first: the graceful stop's count) counts it in /metrics (by method, route and
 * status, with its duration) and logs it:
 *
 * - a 5xx answer, or one that took SLOW_REQUEST_MS or more, at `warn`: its own line with the
 *   request id, whatever the level (LOG_LEVEL=warn included);
 * - every request at `debug` (LOG_LEVEL=debug): one line each, with the same fields;
 * - at `info`, one `requests` line a minute adds them up (counts by status class, slow and
 *   aborted ones, mean and longest duration).
 *
 * Why not a line per request at `info`: in production HAProxy (deploy/haproxy.cfg) already
 * writes one per request (`option httplog`), with the X-Request-Id it sets or passes on; the
 * console's own line per request, serialized and written for every answer, cost a small JSON
 * answer more CPU than answering it. What the balancer cannot know (which answers failed here,
 * which took long, and who asked) is still logged here with the id, and /metrics counts every
 * request. LOG_LEVEL=debug brings the line per request back.
 *
 * The fields: id, method, route, path without its query string (e-mail links carry their tokens
 * there), status, duration, user and organization ids, client address.
 */
export function observeRequest(
  request: IncomingMessage,
  response: ServerResponse,
  context: RequestContext,
  done?: () => void,
): void {
  const http = metrics.http;
  http.inFlight += 1;
  if (summaryTimer === undefined) {
    summaryTimer = setInterval(writeRequestSummary, SUMMARY_EVERY_MS);
    summaryTimer.unref();
  }
  // `on`, not `once`: a response closes once, and once's wrapper and removal cost every request.
  response.on('close', () => {
    done?.();
    http.inFlight -= 1;
    const ms = performance.now() - context.startedAt;
    const status = response.headersSent ? response.statusCode : 0;
    const method = request.method ?? 'GET';
    const url = request.url ?? '/';
    let route = context.route;
    if (route === undefined) {
      const query = url.indexOf('?');
      route = pathClass(query === -1 ? url : url.slice(0, query));
    }
    http.tally(method, route, status).observe(ms / 1000);
    const aborted = !response.writableFinished;
    summary.add(status, ms, route, aborted);
    const failed = status >= 500;
    const slow = ms >= SLOW_REQUEST_MS && !(route === '/k8s/{clusterId}' && WATCH.test(url));
    if (failed || slow)
      logger.warn(
        requestFields(request, context, route, status, ms, aborted, { ...(slow && { slow: true }) }),
        'request',
      );
    else if (logger.isLevelEnabled('debug'))
      logger.debug(requestFields(request, context, route, status, ms, aborted), 'request');
  });
}

function requestFields(
  request: IncomingMessage,
  context: RequestContext,
  route: string,
  status: number,
  ms: number,
  aborted: boolean,
  more: object = {},
) {
  const path = (request.url ?? '/').split('?')[0] ?? '/';
  return {
    reqId: context.id,
    method: request.method,
    route,
    path: path.length > 200 ? `${path.slice(0, 200)}…` : path,
    status,
    ms: Math.round(ms * 10) / 10,
    userId: context.userId,
    orgId: context.organizationId,
    ip: context.clientAddress,
    ...(aborted && { aborted: true }),
    ...more,
  };
}
