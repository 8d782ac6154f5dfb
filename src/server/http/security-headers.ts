import type { ServerResponse } from 'node:http';

/** Headers every response carries. */
export const SECURITY_HEADERS: [string, string][] = [
  ['X-Content-Type-Options', 'nosniff'],
  ['Referrer-Policy', 'strict-origin-when-cross-origin'],
  ['X-Frame-Options', 'DENY'],
  ['Cross-Origin-Opener-Policy', 'same-origin'],
  ['Permissions-Policy', 'camera=(), microphone=(), geolocation=(), payment=()'],
];

/** Headers every response carries, set before anything else writes. */
export function applySecurityHeaders(response: ServerResponse, https: boolean): void {
  for (const [name, value] of SECURITY_HEADERS) response.setHeader(name, value);
  if (https) response.setHeader('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
}
