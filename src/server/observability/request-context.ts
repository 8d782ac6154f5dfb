import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

/** What the log line and the metrics of one request need, filled in as the request is answered. */
export type RequestContext = {
  id: string;
  startedAt: number;
  clientAddress: string;
  /** The route template (`/api/clusters/[id]`), a low-cardinality label; the path class otherwise. */
  route?: string;
  userId?: string;
  organizationId?: string;
};

const contexts = new WeakMap<IncomingMessage, RequestContext>();

// Ids a proxy or client sent are kept when they look like ids, so one request can be followed.
const ACCEPTED_ID = /^[A-Za-z0-9._:-]{8,128}$/;

/** Starts the context of a request: X-Request-Id taken when well formed, made otherwise. */
export function beginRequest(request: IncomingMessage, clientAddress: string): RequestContext {
  const sent = request.headers['x-request-id'];
  const id = typeof sent === 'string' && ACCEPTED_ID.test(sent) ? sent : randomUUID();
  const context: RequestContext = { id, startedAt: performance.now(), clientAddress };
  contexts.set(request, context);
  return context;
}

/** The context of a request, if the server began one (the dev server's requests have none). */
export function requestContext(request: IncomingMessage): RequestContext | undefined {
  return contexts.get(request);
}
