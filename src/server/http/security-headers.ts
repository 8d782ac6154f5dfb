import type { ServerResponse } from 'node:http';
import type { TLSSocket } from 'node:tls';
import { API_POLICY } from '../../csp/policy.ts';

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

/**
 * Headers every response carries, set before anything else writes. HSTS goes with an https
 * public origin and with any request that came in over TLS (the server's own TLS on its port).
 * The Content-Security-Policy is the strict one for /api and refusals; a page replaces it with
 * its own (static-files.ts for built pages, Astro and src/middleware.ts for on-demand pages).
 */
export function applySecurityHeaders(response: ServerResponse, https: boolean): void {
  for (const [name, value] of SECURITY_HEADERS) response.setHeader(name, value);
  const tls = (response.req?.socket as TLSSocket | undefined)?.encrypted === true;
  if (https || tls) response.setHeader('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
  response.setHeader('Content-Security-Policy', API_POLICY);
}
