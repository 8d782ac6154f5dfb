import { createHash } from 'node:crypto';
import type { AuditEventRecord } from '../../shared/audit/audit.schemas.ts';

/** The `prevHash` of a chain's first entry. */
export const CHAIN_START = '0'.repeat(64);

/** The chain an entry belongs to: its organization's, or the platform's for events without one. */
export const chainOf = (entry: Pick<AuditEventRecord, 'organizationId'>): string => entry.organizationId ?? 'platform';

/**
 * The hash of an entry: SHA-256 over the previous hash and every field of the entry, in a fixed
 * order (changing, adding or removing any entry changes this hash and every later one).
 */
export function entryHash(prevHash: string, entry: AuditEventRecord): string {
  const fields = [
    entry.id,
    entry.seq ?? null,
    entry.at,
    entry.organizationId ?? null,
    entry.actorId,
    entry.action,
    entry.result,
    entry.targetType ?? null,
    entry.targetId ?? null,
    entry.ip,
    entry.userAgent,
    entry.requestId ?? null,
    entry.detail,
  ];
  return createHash('sha256').update(prevHash).update('\n').update(JSON.stringify(fields)).digest('hex');
}

/** What checking one chain found. */
export type ChainCheck = {
  chain: string;
  /** Entries on the chain (with a hash). */
  linked: number;
  /** Entries written before the chain existed (no hash): not covered. */
  unlinked: number;
  /** The first entry whose link does not hold, with why; none when the whole chain holds. */
  broken?: { id: string; seq: number | undefined; reason: string };
};

/**
 * Checks one chain's entries (any order): numbered 1, 2, … without a gap, each entry's `prevHash`
 * the hash of the one before, each hash the hash of its entry. `head` is what the chain's head
 * row says of its end: an entry removed from the end is caught by it.
 */
export function checkChain(
  chain: string,
  entries: readonly AuditEventRecord[],
  head?: { lastHash: string; count: number },
): ChainCheck {
  const linked = entries.filter((e) => e.hash !== undefined).sort((a, b) => (a.seq ?? 0) - (b.seq ?? 0));
  const result: ChainCheck = { chain, linked: linked.length, unlinked: entries.length - linked.length };
  let prevHash = CHAIN_START;
  let expected = 1;
  for (const entry of linked) {
    const fail = (reason: string) => ({ ...result, broken: { id: entry.id, seq: entry.seq, reason } });
    if (entry.seq !== expected)
      return fail(`expected entry ${expected}, found ${entry.seq ?? 'none'}: an entry is missing or was added`);
    if (entry.prevHash !== prevHash) return fail('its previous hash is not the hash of the entry before it');
    if (entry.hash !== entryHash(prevHash, entry)) return fail('its hash does not match its content: it was changed');
    prevHash = entry.hash;
    expected += 1;
  }
  if (head && (head.count !== linked.length || head.lastHash !== prevHash)) {
    return {
      ...result,
      broken: {
        id: linked.at(-1)?.id ?? '',
        seq: linked.length,
        reason: `the chain should have ${head.count} entries ending in ${head.lastHash.slice(0, 12)}…: entries were removed from its end`,
      },
    };
  }
  return result;
}
