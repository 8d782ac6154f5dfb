import type { Cursor, Db } from '../store/db.ts';
import { UniqueViolation } from '../store/db.ts';
import { defineTable } from '../store/table-spec.ts';
import type { AuditEventRecord } from '../../shared/audit/audit.schemas.ts';
import { CHAIN_START, chainOf, entryHash, redacted } from './audit-chain.ts';
import { retentionKey } from './audit-retention.ts';

/** The end of one organization's chain: its last hash and how many entries it has. */
export type AuditChainHead = { id: string; lastHash: string; count: number; updatedAt: string };

/** The append-only audit log: a hash chain per organization. */
export interface AuditRepository {
  /**
   * Appends an event at the end of its organization's chain (numbered, linked to the one before)
   * and answers it as stored; undefined when an event with its id was already recorded.
   */
  append(event: AuditEventRecord): Promise<AuditEventRecord | undefined>;
  /** Newest first. */
  listRecent(limit: number, filter?: { actorId?: string; action?: string }): Promise<AuditEventRecord[]>;
  /** One organization's events, newest first, a keyset page after `after`; only to read (never changed). */
  listForOrganization(
    organizationId: string,
    page: { actorId?: string; after?: Cursor; limit: number },
  ): Promise<readonly Readonly<AuditEventRecord>[]>;
  /** Every chain's head, to check the chains against. */
  chainHeads(): Promise<AuditChainHead[]>;
  /** Every event of one chain, in no particular order. */
  listChain(chain: string): Promise<AuditEventRecord[]>;
  /**
   * Erases the personal fields of up to `limit` entries of one chain and class (`money` or
   * `other`) written before `before`, keeping their digest (the chain still holds); answers
   * how many it erased.
   */
  redactBefore(chain: string, kind: 'money' | 'other', before: string, at: string, limit: number): Promise<number>;
}

export const auditEventsTable = defineTable<AuditEventRecord>({
  name: 'audit_events',
  order: { column: 'at', key: (e) => e.at },
  indexes: {
    actor: { column: 'actor_id', key: (e) => e.actorId },
    action: { column: 'action', key: (e) => e.action },
    organization: { column: 'organization_id', key: (e) => e.organizationId ?? null },
    /** Entries not yet erased, by class, chain and time (audit-retention.ts). */
    retention: { column: 'retention_key', key: retentionKey },
  },
});

export const auditChainsTable = defineTable<AuditChainHead>({
  name: 'audit_chains',
  order: { column: 'updated_at', key: (h) => h.updatedAt },
  indexes: {},
});

/** AuditRepository over either backend. */
/** `onAppended` runs inside the transaction of each append (the webhooks of the entry). */
export function createAuditRepository(
  db: Db,
  onAppended?: (tx: Db, entry: AuditEventRecord) => Promise<void> | undefined,
): AuditRepository {
  const events = db.collection(auditEventsTable);
  return {
    async append(event) {
      // Ids are random, or fixed by a caller that records an event once (payment reconciliation).
      if (await events.get(event.id)) return undefined;
      try {
        return await db.transaction(async (tx) => {
          // The head row is locked until the commit: appends to one chain follow one another.
          let stored: AuditEventRecord | undefined;
          await tx.collection(auditChainsTable).upsert(chainOf(event), (head) => {
            const seq = (head?.count ?? 0) + 1;
            const prevHash = head?.lastHash ?? CHAIN_START;
            const linked: AuditEventRecord = { ...event, seq, prevHash, hash: '', hashVersion: 2 };
            linked.hash = entryHash(prevHash, linked);
            stored = linked;
            return { id: chainOf(event), lastHash: linked.hash, count: seq, updatedAt: event.at };
          });
          if (!stored) throw new Error('The audit chain did not advance.');
          // A second writer of the same fixed id loses here, and its head change rolls back.
          await tx.collection(auditEventsTable).insert(stored);
          await onAppended?.(tx, stored);
          return stored;
        });
      } catch (error) {
        if (error instanceof UniqueViolation) return undefined;
        throw error;
      }
    },
    listRecent(limit, filter = {}) {
      const where: Record<string, string> = {};
      if (filter.actorId) where.actor = filter.actorId;
      if (filter.action) where.action = filter.action;
      return events.list({ where, limit });
    },
    listForOrganization(organizationId, { actorId, after, limit }) {
      // Events never change once appended: the stored ones are read, not copies.
      return events.peek({ where: { organization: organizationId, actor: actorId }, after, limit });
    },
    chainHeads() {
      return db.collection(auditChainsTable).list();
    },
    async listChain(chain) {
      const where = chain === 'platform' ? {} : { organization: chain };
      const all = await events.list({ where });
      return chain === 'platform' ? all.filter((e) => !e.organizationId) : all;
    },
    async redactBefore(chain, kind, before, at, limit) {
      const prefix = `${kind === 'money' ? 'm' : 'o'}|${chain}|`;
      const due = await events.list({
        where: { retention: { gte: prefix, lt: `${prefix}${before}` } },
        direction: 'asc',
        limit,
      });
      let erased = 0;
      for (const entry of due) {
        // Only what is still whole: a second instance erasing the same entry changes nothing.
        const done = await events.update(entry.id, (current) =>
          current.redactedAt ? undefined : redacted(current, at),
        );
        if (done?.redactedAt === at) erased += 1;
      }
      return erased;
    },
  };
}
