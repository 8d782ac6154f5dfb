import { lookup as dnsLookup } from 'node:dns/promises';
import { isIP, type LookupFunction } from 'node:net';
import ipaddr from 'ipaddr.js';
import { m } from '../../shared/i18n/messages.ts';

/**
 * Where webhooks may go: public addresses only, unless the deployment allows private ones
 * (WEBHOOK_ALLOW_PRIVATE=1: development and tests). Otherwise a customer could point an
 * endpoint at the console's own network (metadata services, databases, the admin port) and read
 * the answers in the delivery log.
 *
 * Every address is parsed with ipaddr.js, which knows every way of writing an IPv6 address
 * (`::127.0.0.1`, `::7f00:1`, `::ffff:0:127.0.0.1`…), and judged against the IANA IPv4 and IPv6
 * special-purpose address registries (RFC 6890 and their later entries):
 * - IPv4: only ipaddr.js's `unicast` is public; its other ranges are this network (0/8), private
 *   (10/8, 172.16/12, 192.168/16), shared (100.64/10), loopback, link-local, IETF protocol
 *   assignments (192.0.0/24), documentation, 6to4 relay anycast, benchmarking (198.18/15),
 *   AS112, AMT, reserved (240/4), broadcast and multicast.
 * - IPv6: an IPv4-mapped address (`::ffff:a.b.c.d`) is judged as its IPv4 address. Anything
 *   else must be global unicast (2000::/3) outside every special-purpose block: so refused are
 *   `::`, `::1`, the IPv4-compatible ::/96, the IPv4-translated ::ffff:0:0:0/96, NAT64
 *   (64:ff9b::/96 and 64:ff9b:1::/48), discard (100::/64), 2001::/23 (Teredo, benchmarking,
 *   AMT, ORCHID…), documentation (2001:db8::/32, 3fff::/20), 6to4 (2002::/16), AS112,
 *   segment routing, unique local (fc00::/7), link-local, site-local and multicast. The blocks
 *   that carry an IPv4 address (compatible, translated, NAT64, 6to4, Teredo) are refused whole,
 *   whatever IPv4 address they carry: a translator next to the console could reach its network.
 */
const GLOBAL_UNICAST = ipaddr.parseCIDR('2000::/3');
const IPV4_COMPATIBLE = ipaddr.parseCIDR('::/96');

/**
 * `::a.b.c.d` written with its last 32 bits in hex, as a URL writes it: ipaddr.js reads a dotted
 * tail after `::` as IPv4-mapped, which would judge the IPv4-compatible `::8.8.8.8` as 8.8.8.8.
 */
function hexTail(address: string): string {
  const dotted = /^(.*:)(\d+\.\d+\.\d+\.\d+)$/.exec(address);
  if (!dotted || !ipaddr.IPv4.isValidFourPartDecimal(dotted[2]!)) return address;
  const [a, b, c, d] = ipaddr.IPv4.parse(dotted[2]!).octets as [number, number, number, number];
  return `${dotted[1]}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
}

/** True for an address on the public internet (an IPv4-mapped IPv6 address is judged as IPv4). */
export function isPublicAddress(address: string): boolean {
  if (ipaddr.IPv4.isValidFourPartDecimal(address)) return ipaddr.IPv4.parse(address).range() === 'unicast';
  if (!ipaddr.IPv6.isValid(address) || address.includes('%')) return false;
  const ip = ipaddr.IPv6.parse(hexTail(address));
  if (ip.isIPv4MappedAddress()) return ip.toIPv4Address().range() === 'unicast';
  if (ip.match(IPV4_COMPATIBLE)) return false;
  return ip.range() === 'unicast' && ip.match(GLOBAL_UNICAST);
}

/** Why a destination is refused. */
export class DestinationRefused extends Error {
  override name = 'DestinationRefused';
}

type Resolved = { address: string; family: number }[];

/** How a host name is resolved (the system's resolver; tests pass their own). */
export type Resolver = (hostname: string, options: { all: true; verbatim: true }) => Promise<Resolved>;

/** Resolves `hostname` and checks every address it has; refuses when any is not public. */
export async function resolvePublic(
  hostname: string,
  allowPrivate: boolean,
  resolve: Resolver = dnsLookup,
): Promise<Resolved> {
  const bare = hostname.replace(/^\[(.*)\]$/, '$1');
  let addresses: Resolved;
  if (isIP(bare)) addresses = [{ address: bare, family: isIP(bare) }];
  else {
    try {
      addresses = await resolve(bare, { all: true, verbatim: true });
    } catch {
      throw new DestinationRefused(m.error_destination_does_not_resolve({ host: bare }));
    }
  }
  if (addresses.length === 0) throw new DestinationRefused(m.error_destination_does_not_resolve({ host: bare }));
  const refused = allowPrivate ? undefined : addresses.find((a) => !isPublicAddress(a.address));
  if (refused) throw new DestinationRefused(m.error_destination_not_public({ host: bare, address: refused.address }));
  return addresses;
}

/**
 * A `lookup` for http.request that answers only the addresses already checked: the connection
 * goes where the check looked, so a DNS answer that changes in between (rebinding) cannot
 * redirect it to a private address.
 */
export function pinnedLookup(addresses: Resolved): LookupFunction {
  return (_hostname, options, callback) => {
    const wanted =
      typeof options === 'object' && options.family ? addresses.filter((a) => a.family === options.family) : addresses;
    const list = wanted.length > 0 ? wanted : addresses;
    if (typeof options === 'object' && options.all) (callback as unknown as (e: null, a: Resolved) => void)(null, list);
    else callback(null, list[0]?.address ?? '', list[0]?.family ?? 4);
  };
}
