import { createHash } from 'node:crypto';
import type { AuditEventRecord } from '../../shared/audit/audit.schemas.ts';
import { earlyErasure } from './audit-retention.ts';

/** The `prevHash` of a chain's first entry. */
export const CHAIN_START = '0'.repeat(64);

/** The chain an entry belongs to: its organization's, or the platform's for events without one. */
export const chainOf = (entry: Pick<AuditEventRecord, 'organizationId'>): string => entry.organizationId ?? 'platform';

const sha256 = (text: string): string => createHash('sha256').update(text).digest('hex');

/**
 * The hash of an entry written before retention (no `hashVersion`): SHA-256 over the previous
 * hash and every field, in a fixed order (changing, adding or removing any entry changes this
 * hash and every later one).
 */
function legacyHash(prevHash: string, entry: AuditEventRecord): string {
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

/** The SHA-256 of an entry's personal fields: who, on what, from where, and the free detail. */
export const personalDigest = (entry: AuditEventRecord): string =>
  sha256(
    JSON.stringify([
      entry.actorId,
      entry.targetId ?? null,
      entry.ip,
      entry.userAgent,
      entry.requestId ?? null,
      entry.detail,
    ]),
  );

/**
 * The hash of an entry: SHA-256 over the previous hash, the public fields and the digest of the
 * personal ones (the digest kept once retention erased them), so an erased entry still links.
 */
export function entryHash(prevHash: string, entry: AuditEventRecord): string {
  if (entry.hashVersion !== 2) return legacyHash(prevHash, entry);
  const digest = entry.redactedAt ? (entry.personalDigest ?? '') : personalDigest(entry);
  const fields = [
    2,
    entry.id,
    entry.seq ?? null,
    entry.at,
    entry.organizationId ?? null,
    entry.action,
    entry.result,
    entry.targetType ?? null,
    digest,
  ];
  return createHash('sha256').update(prevHash).update('\n').update(JSON.stringify(fields)).digest('hex');
}

/**
 * The entry with its personal fields erased and their digest kept: what retention stores. The
 * action, result, time and kind of target stay (the chain still proves what happened and when).
 */
export function redacted(entry: AuditEventRecord, at: string): AuditEventRecord {
  return {
    ...entry,
    actorId: null,
    targetId: null,
    ip: '',
    userAgent: '',
    requestId: null,
    detail: '',
    personalDigest: entry.personalDigest ?? (entry.hashVersion === 2 ? personalDigest(entry) : undefined),
    redactedAt: at,
  };
}

/** What checking one chain found. */
export type ChainCheck = {
  chain: string;
  /** Entries on the chain (with a hash). */
  linked: number;
  /** Entries written before the chain existed (no hash): not covered. */
  unlinked: number;
  /** Entries whose personal fields retention erased (still linked and checked). */
  redacted: number;
  /**
   * Of those, entries written before retention (one hash over every field): their link to the
   * entries around them is checked, their own hash cannot be any more.
   */
  redactedUnchecked: number;
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
  const result: ChainCheck = {
    chain,
    linked: linked.length,
    unlinked: entries.length - linked.length,
    redacted: linked.filter((e) => e.redactedAt).length,
    redactedUnchecked: linked.filter((e) => e.redactedAt && e.hashVersion !== 2).length,
  };
  let prevHash = CHAIN_START;
  let expected = 1;
  for (const entry of linked) {
    const fail = (reason: string) => ({ ...result, broken: { id: entry.id, seq: entry.seq, reason } });
    if (entry.seq !== expected)
      return fail(`expected entry ${expected}, found ${entry.seq ?? 'none'}: an entry is missing or was added`);
    if (entry.prevHash !== prevHash) return fail('its previous hash is not the hash of the entry before it');
    if (entry.redactedAt && entry.hashVersion === 2 && !entry.personalDigest)
      return fail('its personal fields were erased without the digest of what they were');
    const early = earlyErasure(entry);
    if (early) return fail(early);
    const uncheckable = entry.redactedAt !== undefined && entry.hashVersion !== 2;
    if (!uncheckable && entry.hash !== entryHash(prevHash, entry))
      return fail('its hash does not match its content: it was changed');
    prevHash = entry.hash ?? '';
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
