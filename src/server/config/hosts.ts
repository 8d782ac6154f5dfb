// Host names as the Host header and ALLOWED_HOSTS write them: `name[:port]`, where the name is a
// DNS name, an IPv4 address or a bracketed IPv6 address.
const HOST =
  /^(?:\[[0-9a-f:.]+\]|[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)*)(?::(\d{1,5}))?$/i;

/**
 * `host[:port]` in canonical form for a deployment served over `scheme` (`http:` or `https:`):
 * lower case, and without the scheme's default port, as browsers write it in Origin.
 * Undefined when it is not a plain host: no scheme, path, user or anything else.
 */
export function normalizeHost(host: string | undefined, scheme: string): string | undefined {
  if (!host) return undefined;
  const match = HOST.exec(host);
  if (!match || Number(match[1] ?? 0) > 65535) return undefined;
  try {
    return new URL(`${scheme}//${host}`).host;
  } catch {
    return undefined;
  }
}
