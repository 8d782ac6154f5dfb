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
