import type { Cursor, Db } from '../store/db.ts';
import { defineTable } from '../store/table-spec.ts';
import type { AuditEventRecord } from '../../shared/audit/audit.schemas.ts';

/** The append-only audit log. */
export interface AuditRepository {
  append(event: AuditEventRecord): Promise<void>;
  /** Newest first. */
  listRecent(limit: number, filter?: { actorId?: string; action?: string }): Promise<AuditEventRecord[]>;
  /** One organization's events, newest first, a keyset page after `after`; only to read (never changed). */
  listForOrganization(
    organizationId: string,
    page: { actorId?: string; after?: Cursor; limit: number },
  ): Promise<readonly Readonly<AuditEventRecord>[]>;
}

export const auditEventsTable = defineTable<AuditEventRecord>({
  name: 'audit_events',
  order: { column: 'at', key: (e) => e.at },
  indexes: {
    actor: { column: 'actor_id', key: (e) => e.actorId },
    action: { column: 'action', key: (e) => e.action },
    organization: { column: 'organization_id', key: (e) => e.organizationId ?? null },
  },
});

/** AuditRepository over either backend. */
export function createAuditRepository(db: Db): AuditRepository {
  const events = db.collection(auditEventsTable);
  return {
    async append(event) {
      // Ids are random, or fixed by a caller that records an event once (payment reconciliation).
      await events.insertIfAbsent(event);
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
  };
}
