import type { IncomingMessage, ServerResponse } from 'node:http';
import type { TLSSocket } from 'node:tls';
import { API_POLICY } from '../../csp/policy.ts';
import { requestContext } from '../observability/request-context.ts';

/** Headers every response carries. */
export const SECURITY_HEADERS: [string, string][] = [
  ['X-Content-Type-Options', 'nosniff'],
  ['Referrer-Policy', 'strict-origin-when-cross-origin'],
  ['X-Frame-Options', 'DENY'],
  ['Cross-Origin-Opener-Policy', 'same-origin'],
  ['Permissions-Policy', 'camera=(), microphone=(), geolocation=(), payment=()'],
];

/** Headers of answers written straight to the socket (client-error.ts): those are never pages. */
export const REFUSAL_HEADERS: [string, string][] = [...SECURITY_HEADERS, ['Content-Security-Policy', API_POLICY]];

const HSTS: [string, string] = ['Strict-Transport-Security', 'max-age=31536000; includeSubDomains'];

/** A head as Node's `writeHead` takes it in one call: name, value, name, value… */
export type HeaderList = (string | string[])[];

// Built once: an answer spreads them into its head instead of ~8 `setHeader` calls.
const PLAIN: readonly string[] = SECURITY_HEADERS.flat();
const WITH_HSTS: readonly string[] = [...SECURITY_HEADERS, HSTS].flat();

/** HSTS goes with an https public origin and with any request that came in over TLS (the server's own TLS). */
export function usesHsts(request: IncomingMessage, httpsOrigin: boolean): boolean {
  return httpsOrigin || (request.socket as TLSSocket | undefined)?.encrypted === true;
}

/**
 * The head of an answer written in one `writeHead`: the security headers, its Content-Security-
 * Policy (`undefined`: none) and the request id, then its own. When something already set them on
 * the response (a page path, the development server), only its own: Node merges them.
 */
export function headWithBase(request: IncomingMessage, policy: string | undefined, own: HeaderList): HeaderList {
  const context = requestContext(request);
  if (!context || context.baseHeadersSet)
    return policy === undefined ? own : ['Content-Security-Policy', policy, ...own];
  const base = context.secure ? WITH_HSTS : PLAIN;
  const head: HeaderList = [];
  // An answer that sends one of them itself (a download's X-Content-Type-Options) sends it once.
  for (let i = 0; i < base.length; i += 2) {
    if (!namesHeader(own, base[i] as string)) head.push(base[i] as string, base[i + 1] as string);
  }
  head.push('X-Request-Id', context.id);
  if (policy !== undefined && !namesHeader(own, 'Content-Security-Policy'))
    head.push('Content-Security-Policy', policy);
  for (const item of own) head.push(item);
  return head;
}

/** True when the list (name, value, …) has a header of that name, whatever its case. */
function namesHeader(list: HeaderList, name: string): boolean {
  for (let i = 0; i < list.length; i += 2) {
    const own = list[i];
    if (typeof own === 'string' && own.length === name.length && own.toLowerCase() === name.toLowerCase()) return true;
  }
  return false;
}

/**
 * Sets the headers every response carries on a response that others will write (pages, the
 * Kubernetes API, /metrics, redirects): the security headers, HSTS where it applies, the strict
 * Content-Security-Policy for anything that is not a page (a page replaces it with its own:
 * static-files.ts for built pages, Astro and src/middleware.ts for on-demand pages), and the
 * request id. Once per request; without a request context (the development server), nothing.
 */
export function applyBaseHeaders(response: ServerResponse): void {
  const context = response.req && requestContext(response.req);
  if (!context || context.baseHeadersSet) return;
  context.baseHeadersSet = true;
  response.setHeader('X-Request-Id', context.id);
  for (const [name, value] of SECURITY_HEADERS) response.setHeader(name, value);
  if (context.secure) response.setHeader(HSTS[0], HSTS[1]);
  response.setHeader('Content-Security-Policy', API_POLICY);
}
