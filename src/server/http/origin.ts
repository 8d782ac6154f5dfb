import type { IncomingMessage } from 'node:http';

/** Methods that change nothing: never refused for their origin. */
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * True when a browser's Origin header names this site: the configured public origin, or the
 * origin the request was addressed to (so a server on a random test port still accepts itself).
 * A missing Origin is not a browser cross-site request, so it is allowed here; cookies still apply.
 */
export function isAllowedOrigin(origin: string | undefined, host: string | undefined, publicOrigin: string): boolean {
  if (origin === undefined) return true;
  if (origin === publicOrigin) return true;
  if (!host) return false;
  try {
    const parsed = new URL(origin);
    return parsed.host === host && (parsed.protocol === 'http:' || parsed.protocol === 'https:');
  } catch {
    return false;
  }
}

/** A state-changing request (any method but GET, HEAD, OPTIONS) sent from another site. */
export function isCrossSiteStateChange(request: Pick<IncomingMessage, 'method' | 'headers'>, publicOrigin: string): boolean {
  if (SAFE_METHODS.has(request.method ?? 'GET')) return false;
  return !isAllowedOrigin(request.headers.origin, request.headers.host, publicOrigin);
}
