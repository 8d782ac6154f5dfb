import { toCsv } from '../platform/csv.ts';
import type { AuditEventRecord } from '../../shared/audit/audit.schemas.ts';

/**
 * One entry as exported and as sent to `audit.event` webhooks: who (`actor`), what (`action`,
 * `result`, `target`), from where (`ip`, `userAgent`, `requestId`) and its links in the chain
 * (`seq`, `prevHash`, `hash`), which `npm run audit:verify` and anyone holding the export can check.
 */
export type AuditExportEntry = {
  id: string;
  at: string;
  /** The organization whose chain holds it (part of what the hash covers). */
  organizationId: string | null;
  seq: number | null;
  actor: { id: string; name: string | null } | null;
  action: string;
  result: AuditEventRecord['result'];
  target: { type: string; id: string | null } | null;
  detail: string;
  ip: string;
  userAgent: string;
  requestId: string | null;
  prevHash: string | null;
  hash: string | null;
  /** 2: the hash covers the public fields and `personalDigest` (audit-chain.ts); null: every field. */
  hashVersion: 2 | null;
  /** Once retention erased the personal fields: when, and the digest of what they were. */
  redactedAt: string | null;
  personalDigest: string | null;
};

/** The exported form of an entry; `actorName` as the organization knows the actor (null when not known). */
export function auditExportEntry(record: Readonly<AuditEventRecord>, actorName: string | null): AuditExportEntry {
  return {
    id: record.id,
    at: record.at,
    organizationId: record.organizationId ?? null,
    seq: record.seq ?? null,
    actor: record.actorId ? { id: record.actorId, name: actorName } : null,
    action: record.action,
    result: record.result,
    target: record.targetType ? { type: record.targetType, id: record.targetId ?? null } : null,
    detail: record.detail,
    ip: record.ip,
    userAgent: record.userAgent,
    requestId: record.requestId ?? null,
    prevHash: record.prevHash ?? null,
    hash: record.hash ?? null,
    hashVersion: record.hashVersion ?? null,
    redactedAt: record.redactedAt ?? null,
    personalDigest: record.redactedAt ? (record.personalDigest ?? null) : null,
  };
}

/** JSON Lines: one entry per line, oldest first. */
export const toJsonLines = (entries: readonly AuditExportEntry[]): string =>
  entries.map((e) => `${JSON.stringify(e)}\n`).join('');

const CSV_HEADER = [
  'id',
  'at',
  'seq',
  'actor_id',
  'actor_name',
  'action',
  'result',
  'target_type',
  'target_id',
  'detail',
  'ip',
  'user_agent',
  'request_id',
  'prev_hash',
  'hash',
  'hash_version',
  'redacted_at',
  'personal_digest',
];

/** CSV with a header row, oldest first (RFC 4180, formulas neutralised by toCsv). */
export function toAuditCsv(entries: readonly AuditExportEntry[]): string {
  const rows = entries.map((e) => [
    e.id,
    e.at,
    e.seq === null ? '' : String(e.seq),
    e.actor?.id ?? '',
    e.actor?.name ?? '',
    e.action,
    e.result,
    e.target?.type ?? '',
    e.target?.id ?? '',
    e.detail,
    e.ip,
    e.userAgent,
    e.requestId ?? '',
    e.prevHash ?? '',
    e.hash ?? '',
    e.hashVersion === null ? '' : String(e.hashVersion),
    e.redactedAt ?? '',
    e.personalDigest ?? '',
  ]);
  return toCsv([CSV_HEADER, ...rows]);
}
