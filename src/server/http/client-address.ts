import type { IncomingMessage } from 'node:http';
import type { TrustedProxies } from '../config/trusted-proxies.ts';

/**
 * The client's address: the socket's peer, unless that peer is a trusted proxy (TRUSTED_PROXIES),
 * in which case X-Forwarded-For is read from the right, hop by hop, while each hop is trusted too.
 * An address a client wrote itself (the left part of the header) is never believed past the
 * first untrusted hop, so a client cannot choose its own address for rate limits and the audit.
 */
export function clientAddress(request: IncomingMessage, proxies: TrustedProxies): string {
  let address = normalize(request.socket.remoteAddress ?? 'unknown');
  if (!proxies.trusts(address)) return address;
  const header = request.headers['x-forwarded-for'];
  const hops = (Array.isArray(header) ? header.join(',') : (header ?? ''))
    .split(',')
    .map((hop) => hop.trim())
    .filter(Boolean);
  while (hops.length > 0 && proxies.trusts(address)) address = normalize(hops.pop() as string);
  return address;
}

/** IPv4 clients of a dual-stack socket appear as ::ffff:a.b.c.d: one spelling for rate limits. */
function normalize(address: string): string {
  return address.startsWith('::ffff:') && address.includes('.') ? address.slice(7) : address;
}
