import type { IncomingMessage } from 'node:http';
import type { AppConfig } from '../config/config.ts';
import { normalizeHost } from '../config/hosts.ts';
import { ONE_CLICK_UNSUBSCRIBE_PATH } from '../../shared/leads/newsletter.schemas.ts';

/** What decides whether a request comes from this site. */
export type SiteConfig = Pick<AppConfig, 'publicOrigin' | 'allowedHosts' | 'trustsOwnAddress'>;

type SiteRequest = Pick<IncomingMessage, 'headers'> & { socket: { localAddress?: string; localPort?: number } };

/** Methods that change nothing: never refused for their origin. */
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * True when a request is addressed to this site and, if a browser sent it, from this site:
 * its Host is an allowed host, and its Origin, when present, is the deployment's scheme with an
 * allowed host (so `Host: evil.example` with `Origin: http://evil.example`, the shape of a DNS
 * rebinding attack, is refused, and so is an https Origin on an http deployment).
 * Allowed hosts: PUBLIC_ORIGIN's and ALLOWED_HOSTS; without PUBLIC_ORIGIN, also the address the
 * connection reached (`localhost` or that IP address, with the listening port). A request
 * without Origin is not a browser's cross-site request; its cookies still decide what it may do.
 */
export function isFromThisSite(request: SiteRequest, site: SiteConfig): boolean {
  const scheme = site.publicOrigin.startsWith('https:') ? 'https:' : 'http:';
  const host = normalizeHost(request.headers.host, scheme);
  if (!host || !isAllowedHost(host, request.socket, site)) return false;
  const origin = request.headers.origin;
  if (origin === undefined) return true;
  const originHost = origin.startsWith(`${scheme}//`)
    ? normalizeHost(origin.slice(scheme.length + 2), scheme)
    : undefined;
  return originHost !== undefined && isAllowedHost(originHost, request.socket, site);
}

/**
 * A state-changing request (any method but GET, HEAD, OPTIONS) not from this site. An API
 * request with `Authorization: Bearer` is exempt: the router then ignores its cookies, so it
 * carries no ambient authority a foreign page could borrow (and a browser sends no such header
 * cross-site without a CORS preflight, which the console never grants).
 */
export function isCrossSiteStateChange(
  request: SiteRequest & Pick<IncomingMessage, 'method' | 'url'>,
  site: SiteConfig,
): boolean {
  if (SAFE_METHODS.has(request.method ?? 'GET') || isBearerApiRequest(request) || isOneClickUnsubscribe(request))
    return false;
  return !isFromThisSite(request, site);
}

/**
 * The POST of a mail client's unsubscribe button (List-Unsubscribe-Post): mail providers send it
 * from their own servers or their webmail pages, never from ours. It is let through because the
 * token in its URL is its only credential (it ignores who is signed in) and it can only unsubscribe the
 * address that token was mailed to. Exactly this path, nothing under it.
 */
function isOneClickUnsubscribe(request: Pick<IncomingMessage, 'method' | 'url'>): boolean {
  if (request.method !== 'POST') return false;
  const url = request.url ?? '';
  const query = url.indexOf('?');
  return (query === -1 ? url : url.slice(0, query)) === ONE_CLICK_UNSUBSCRIBE_PATH;
}

/** An /api request authenticated by `Authorization: Bearer` rather than by cookies. */
function isBearerApiRequest(request: Pick<IncomingMessage, 'headers' | 'url'>): boolean {
  const path = request.url ?? '';
  return (
    (path === '/api' || path.startsWith('/api/')) && /^bearer(\s|$)/i.test(request.headers.authorization?.trim() ?? '')
  );
}

function isAllowedHost(host: string, socket: SiteRequest['socket'], site: SiteConfig): boolean {
  if (site.allowedHosts.includes(host)) return true;
  return site.trustsOwnAddress && isOwnAddress(host, socket);
}

/** `localhost` or the IP address the connection arrived on, with the port it arrived on. */
function isOwnAddress(host: string, socket: SiteRequest['socket']): boolean {
  if (socket.localPort === undefined || !socket.localAddress) return false;
  const { hostname, port } = new URL(`http://${host}`);
  if (Number(port || 80) !== socket.localPort) return false;
  // An IPv4 client of a dual-stack socket shows up as ::ffff:127.0.0.1.
  const local = socket.localAddress.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/, '');
  return hostname === 'localhost' || hostname === (local.includes(':') ? `[${local}]` : local);
}
