import { toCsv } from '../platform/csv.ts';
import { kindOf } from './audit-kind.ts';
import { auditRetentionDays, MONEY_RETENTION_YEARS } from './audit-retention.ts';
import { auditExportEntry, toAuditCsv, toJsonLines } from './audit-export.ts';
import { decodeStoreCursor, encodeStoreCursor } from '../platform/pagination.ts';
import type { Cursor } from '../store/db.ts';
import type { Repositories } from '../store/repositories.ts';
import type { ActivityEntry, ActivityPage, ActivityQuery, AuditEventRecord } from '../../shared/audit/audit.schemas.ts';

/** Events read from storage per step while filtering (kind and dates are filtered here). */
const SCAN_BATCH = 200;
/** Rows a CSV export holds at most. */
export const CSV_MAX_ROWS = 10_000;
/** Entries an export of a period holds at most. */
export const EXPORT_MAX_ROWS = 100_000;

/** The organization's activity log: its audit events with filters, keyset pages and CSV. */
export class ActivityService {
  #repositories: Repositories;

  constructor(repositories: Repositories) {
    this.#repositories = repositories;
  }

  async page(organizationId: string, query: ActivityQuery): Promise<ActivityPage> {
    const { records, next } = await this.#scan(
      organizationId,
      query,
      query.limit,
      query.cursor ? decodeStoreCursor(query.cursor) : undefined,
    );
    const organization = await this.#repositories.organizations.findById(organizationId);
    return {
      entries: await this.#present(organizationId, records),
      nextCursor: next ? encodeStoreCursor(next) : null,
      retention: { days: auditRetentionDays(organization?.planId), moneyYears: MONEY_RETENTION_YEARS },
    };
  }

  /** Every matching entry (up to CSV_MAX_ROWS) as CSV, newest first. */
  async csv(organizationId: string, query: ActivityQuery): Promise<string> {
    const { records } = await this.#scan(organizationId, query, CSV_MAX_ROWS, undefined);
    const entries = await this.#present(organizationId, records);
    const header = ['time', 'kind', 'action', 'result', 'member', 'target type', 'target id', 'detail', 'ip'];
    const rows = entries.map((e) => [
      e.at,
      e.kind,
      e.action,
      e.result,
      e.actorName ?? (e.actorId ? 'A former member' : ''),
      e.targetType ?? '',
      e.targetId ?? '',
      e.detail,
      e.ip,
    ]);
    return toCsv([header, ...rows]);
  }

  /**
   * The log of a period (`from`/`to` dates or instants, both optional) for the organization to
   * keep, oldest first, with each entry's links in the chain: JSON Lines or CSV. Undefined when
   * the period holds more than EXPORT_MAX_ROWS entries (a shorter period is asked for).
   */
  async export(
    organizationId: string,
    query: Pick<ActivityQuery, 'from' | 'to'>,
    format: 'jsonl' | 'csv',
  ): Promise<string | undefined> {
    const { records, next } = await this.#scan(organizationId, query, EXPORT_MAX_ROWS, undefined);
    if (next && (await this.#scan(organizationId, query, 1, next)).records.length > 0) return undefined;
    const names = await this.#names(organizationId);
    const entries = records
      .toReversed()
      .map((r) => auditExportEntry(r, r.actorId ? (names.get(r.actorId) ?? null) : null));
    return format === 'csv' ? toAuditCsv(entries) : toJsonLines(entries);
  }

  async #names(organizationId: string): Promise<Map<string, string>> {
    return new Map((await this.#repositories.users.listByOrganization(organizationId)).map((u) => [u.id, u.name]));
  }

  async #scan(
    organizationId: string,
    query: Pick<ActivityQuery, 'from' | 'to' | 'kind' | 'actorId'>,
    limit: number,
    start: Cursor | undefined,
  ) {
    const from =
      query.from && (query.from.length === 10 ? `${query.from}T00:00:00.000Z` : new Date(query.from).toISOString());
    const to = query.to && (query.to.length === 10 ? `${query.to}T23:59:59.999Z` : new Date(query.to).toISOString());
    const records: Readonly<AuditEventRecord>[] = [];
    let after = start;
    // Kind and `to` are filtered here, so they read ahead; otherwise every event read is shown.
    const step = query.kind || to ? SCAN_BATCH : Math.min(limit, SCAN_BATCH);
    for (;;) {
      const batch = await this.#repositories.audit.listForOrganization(organizationId, {
        actorId: query.actorId,
        after,
        limit: step,
      });
      for (const record of batch) {
        if (from && record.at < from) return { records, next: undefined };
        if (to && record.at > to) continue;
        if (query.kind && kindOf(record.action) !== query.kind) continue;
        records.push(record);
        if (records.length === limit) return { records, next: { order: record.at, id: record.id } };
      }
      const last = batch.at(-1);
      if (batch.length < step || !last) return { records, next: undefined };
      after = { order: last.at, id: last.id };
    }
  }

  async #present(organizationId: string, records: readonly Readonly<AuditEventRecord>[]): Promise<ActivityEntry[]> {
    const names = await this.#names(organizationId);
    return records.map((r) => ({
      id: r.id,
      at: r.at,
      action: r.action,
      kind: kindOf(r.action),
      result: r.result,
      actorId: r.actorId,
      actorName: r.actorId ? (names.get(r.actorId) ?? null) : null,
      targetType: r.targetType ?? null,
      targetId: r.targetId ?? null,
      detail: r.detail,
      ip: r.ip,
      redacted: r.redactedAt !== undefined,
    }));
  }
}
