import { lookup as dnsLookup } from 'node:dns/promises';
import { BlockList, isIP, type LookupFunction } from 'node:net';
import { m } from '../../shared/i18n/messages.ts';

/**
 * Where webhooks may go: public addresses only, unless the deployment allows private ones
 * (WEBHOOK_ALLOW_PRIVATE=1: development and tests). Otherwise a customer could point an
 * endpoint at the console's own network (metadata services, databases, the admin port) and read
 * the answers in the delivery log.
 */
const NOT_PUBLIC = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8], ['10.0.0.0', 8], ['100.64.0.0', 10], ['127.0.0.0', 8], ['169.254.0.0', 16], ['172.16.0.0', 12],
  ['192.0.0.0', 24], ['192.0.2.0', 24], ['192.88.99.0', 24], ['192.168.0.0', 16], ['198.18.0.0', 15], ['198.51.100.0', 24],
  ['203.0.113.0', 24], ['224.0.0.0', 4], ['240.0.0.0', 4],
] as const) NOT_PUBLIC.addSubnet(network, prefix, 'ipv4');
for (const [network, prefix] of [
  ['::', 128], ['::1', 128], ['64:ff9b::', 96], ['64:ff9b:1::', 48], ['100::', 64], ['2001::', 23], ['2001:db8::', 32], ['2002::', 16],
  ['fc00::', 7], ['fe80::', 10], ['fec0::', 10], ['ff00::', 8],
] as const) NOT_PUBLIC.addSubnet(network, prefix, 'ipv6');

/** True for an address on the public internet (an IPv4-mapped IPv6 address is judged as IPv4). */
export function isPublicAddress(address: string): boolean {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1];
  if (mapped) return isPublicAddress(mapped);
  const family = isIP(address);
  if (family === 0) return false;
  return !NOT_PUBLIC.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

/** Why a destination is refused. */
export class DestinationRefused extends Error {
  override name = 'DestinationRefused';
}

type Resolved = { address: string; family: number }[];

/** Resolves `hostname` and checks every address it has; refuses when any is not public. */
export async function resolvePublic(hostname: string, allowPrivate: boolean): Promise<Resolved> {
  const bare = hostname.replace(/^\[(.*)\]$/, '$1');
  let addresses: Resolved;
  if (isIP(bare)) addresses = [{ address: bare, family: isIP(bare) }];
  else {
    try {
      addresses = await dnsLookup(bare, { all: true, verbatim: true });
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
    const wanted = typeof options === 'object' && options.family ? addresses.filter((a) => a.family === options.family) : addresses;
    const list = wanted.length > 0 ? wanted : addresses;
    if (typeof options === 'object' && options.all) (callback as unknown as (e: null, a: Resolved) => void)(null, list);
    else callback(null, list[0]?.address ?? '', list[0]?.family ?? 4);
  };
}
