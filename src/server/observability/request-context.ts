import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

/** What the log line and the metrics of one request need, filled in as the request is answered. */
export type RequestContext = {
  id: string;
  startedAt: number;
  clientAddress: string;
  /** The answer carries HSTS: an https public origin, or the request came in over TLS. */
  secure: boolean;
  /**
   * The security headers and the request id are on the response already (`setHeader`): an answer
   * that writes its whole head at once (an API reply, a built file) then leaves them out.
   */
  baseHeadersSet: boolean;
  /** The route template (`/api/clusters/[id]`), a low-cardinality label; the path class otherwise. */
  route?: string;
  userId?: string;
  organizationId?: string;
};

// Kept on the request itself: a WeakMap entry per request cost more (and more GC work) than a property.
const CONTEXT = Symbol('requestContext');
type WithContext = IncomingMessage & { [CONTEXT]?: RequestContext };

// Ids a proxy or client sent are kept when they look like ids, so one request can be followed.
const ACCEPTED_ID = /^[A-Za-z0-9._:-]{8,128}$/;

/**
 * Starts the context of a request: X-Request-Id taken when well formed, made otherwise (a random
 * UUID: Node draws them from a cache of random bytes it refills in bulk, no syscall per id). A plain
 * object handed along with the request, not an AsyncLocalStorage: the router fills it in and the
 * request log reads it, nothing else needs it.
 */
export function beginRequest(request: IncomingMessage, clientAddress: string, secure: boolean): RequestContext {
  const sent = request.headers['x-request-id'];
  const id = typeof sent === 'string' && ACCEPTED_ID.test(sent) ? sent : randomUUID();
  // Every field from the start: one object shape for all requests.
  const context: RequestContext = {
    id,
    startedAt: performance.now(),
    clientAddress,
    secure,
    baseHeadersSet: false,
    route: undefined,
    userId: undefined,
    organizationId: undefined,
  };
  (request as WithContext)[CONTEXT] = context;
  return context;
}

/** The context of a request, if the server began one (the dev server's requests have none). */
export function requestContext(request: IncomingMessage): RequestContext | undefined {
  return (request as WithContext)[CONTEXT];
}
