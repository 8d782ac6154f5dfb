import { BlockList, isIP } from 'node:net';

/** One trusted proxy entry: an address (`10.0.0.5`, `::1`) or a CIDR block (`10.0.0.0/8`). */
export function isProxyEntry(entry: string): boolean {
  const [address, prefix, extra] = entry.split('/');
  if (extra !== undefined || !address) return false;
  const family = isIP(address);
  if (family === 0) return false;
  if (prefix === undefined) return true;
  if (!/^\d{1,3}$/.test(prefix)) return false;
  return Number(prefix) <= (family === 4 ? 32 : 128);
}

/** The proxies whose X-Forwarded-For is believed, as a set of addresses and blocks. */
export type TrustedProxies = { entries: string[]; trusts(address: string): boolean };

/** Builds the matcher for TRUSTED_PROXIES entries (already validated by isProxyEntry). */
export function trustedProxies(entries: string[]): TrustedProxies {
  const list = new BlockList();
  for (const entry of entries) {
    const [address = '', prefix] = entry.split('/');
    const type = isIP(address) === 6 ? 'ipv6' : 'ipv4';
    if (prefix === undefined) list.addAddress(address, type);
    else list.addSubnet(address, Number(prefix), type);
  }
  return {
    entries,
    trusts(address) {
      const plain = address.startsWith('::ffff:') && isIP(address.slice(7)) === 4 ? address.slice(7) : address;
      const family = isIP(plain);
      return family !== 0 && entries.length > 0 && list.check(plain, family === 6 ? 'ipv6' : 'ipv4');
    },
  };
}
