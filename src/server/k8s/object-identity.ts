import { createHash } from 'node:crypto';

// Deterministic identities: every name suffix, uid and offset is a hash of the cluster id and the
// object's place in it, so two requests (or two server instances) list exactly the same objects.

function digest(seed: string): Buffer {
  return createHash('sha256').update(seed).digest();
}

/** A uid shaped like the apiserver's (RFC 4122 version 4 layout), fixed for a given seed. */
export function stableUid(seed: string): string {
  const bytes = digest(seed);
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = bytes.subarray(0, 16).toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20, 32)}`;
}

// The alphabet Kubernetes uses for generated names (no vowels, no look-alike characters).
const NAME_ALPHABET = 'bcdfghjklmnpqrstvwxz2456789';

/** A generated-name suffix like the controllers' (`coredns-7db6d8ff4d-x2k9p`), fixed for a seed. */
export function stableSuffix(seed: string, length: number): string {
  const bytes = digest(seed);
  let suffix = '';
  for (let i = 0; i < length; i++) suffix += NAME_ALPHABET[(bytes[i] ?? 0) % NAME_ALPHABET.length];
  return suffix;
}

/** A hex string of `length` characters (commit ids, machine ids), fixed for a seed. */
export function stableHex(seed: string, length: number): string {
  return digest(seed).toString('hex').slice(0, length);
}

/** A non-negative integer below `modulo`, fixed for a seed. */
export function stableIndex(seed: string, modulo: number): number {
  return modulo <= 0 ? 0 : digest(seed).readUInt32BE(0) % modulo;
}

/** The cluster's creation time plus `seconds`, as the API writes timestamps (no milliseconds). */
export function timestampAfter(createdAt: string, seconds: number): string {
  const base = Date.parse(createdAt);
  const time = Number.isNaN(base) ? 0 : base;
  return new Date(Math.floor(time / 1000) * 1000 + Math.round(seconds) * 1000).toISOString().replace('.000Z', 'Z');
}

/** A resourceVersion for a change made at `ms`: versions grow with time, so later changes read as newer. */
export function versionAt(ms: number): string {
  return String(Math.max(1, Math.floor(ms)));
}

/** The uid of a cluster's object of `kind` named `name` (in `namespace`), the same wherever it is referenced. */
export function objectUid(clusterId: string, kind: string, namespace: string | undefined, name: string): string {
  return stableUid(`${clusterId}/${namespace ?? ''}/${kind}/${name}`);
}

/** A ClusterIP in the service range 10.96.0.0/16, clear of the well-known .0.1 and .0.10. */
export function serviceIp(seed: string): string {
  const index = 256 + stableIndex(seed, 65_000);
  return `10.96.${Math.floor(index / 256)}.${index % 256}`;
}

/** A load balancer's public address, in the documentation range 198.51.100.0/24 (never anyone's). */
export function loadBalancerIp(seed: string): string {
  return `198.51.100.${10 + stableIndex(seed, 240)}`;
}

/** A quick 32-bit hash (FNV-1a), for ranking many candidates where a cryptographic digest is not needed. */
export function quickHash(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  // One more mixing round (murmur3's finalizer), so names that differ in their last characters spread.
  hash ^= hash >>> 16;
  hash = Math.imul(hash, 0x85ebca6b);
  hash ^= hash >>> 13;
  return hash >>> 0;
}
