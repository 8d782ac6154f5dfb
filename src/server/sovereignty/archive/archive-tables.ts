// Which tables hold an organization's rows, how each is found, which of its fields are secrets
// (never exported), and how an imported row is made safe to store again.
import type { Row } from '../../store/db.ts';
import type { TableSpec } from '../../store/table-spec.ts';

/** How the rows of a table are found from the organization, its members, clusters and endpoints. */
export type RowSource =
  | { by: 'id' }
  | { by: 'index'; index: string }
  | { by: 'each'; of: 'users' | 'clusters' | 'endpoints'; index: string };

/** What an import does with a row: store it (made safe), or leave it out. */
export type Restore = (row: Record<string, unknown>, at: string) => Record<string, unknown>;

export type ArchiveTable = {
  source: RowSource;
  /** Fields left out of the archive, listed in the manifest's `redacted`: secrets, staff-internal notes. */
  redact: readonly string[];
  /** Fields moved to files of their own (attachment bytes). */
  moved?: readonly string[];
  /** Undefined: the rows are exported but not imported (unusable without their secrets). */
  restore?: Restore;
};

/** An unusable key in a unique hash index: no SHA-256 of any token equals it. */
const deadHash = (id: unknown) => `imported:${String(id)}`;
const asIs: Restore = (row) => row;

/** The organization's tables, by name. Tables not named here and not linked to it are never read. */
export const ARCHIVE_TABLES: Readonly<Record<string, ArchiveTable>> = {
  organizations: { source: { by: 'id' }, redact: [], restore: asIs },
  users: {
    source: { by: 'index', index: 'organization' },
    redact: ['passwordHash', 'mfa', 'mfaPending'],
    // No password and no second factor came along: members set a password with the e-mailed link.
    // Staff standing belongs to the instance that granted it: an archive never brings it.
    restore: (row) => ({
      ...row,
      passwordHash: null,
      mfa: null,
      mfaPending: null,
      role: 'user',
      officersAccess: false,
    }),
  },
  audit_events: { source: { by: 'index', index: 'organization' }, redact: [], restore: asIs },
  audit_chains: { source: { by: 'id' }, redact: [], restore: asIs },
  notifications: { source: { by: 'each', of: 'users', index: 'visible' }, redact: [], restore: asIs },
  // Support staff's internal notes are theirs, not the organization's (they may name other customers).
  tickets: { source: { by: 'index', index: 'organization' }, redact: ['notes'], restore: asIs },
  orders: {
    source: { by: 'index', index: 'organization' },
    redact: ['cardToSave'],
    restore: (row) => ({ ...row, cardToSave: null }),
  },
  // The provider's token is what charges the card: without it the method cannot be used.
  payment_methods: { source: { by: 'index', index: 'organization' }, redact: ['providerToken'] },
  invoices: { source: { by: 'index', index: 'organization' }, redact: [], restore: asIs },
  clusters: { source: { by: 'index', index: 'organization' }, redact: [], restore: asIs },
  cluster_events: { source: { by: 'each', of: 'clusters', index: 'cluster' }, redact: [], restore: asIs },
  kubeconfigs: {
    source: { by: 'each', of: 'clusters', index: 'cluster' },
    redact: ['tokenHash'],
    // The inventory comes back; the credentials did not, so none of them works any more.
    restore: (row, at) => ({ ...row, tokenHash: deadHash(row.id), revokedAt: row.revokedAt ?? at }),
  },
  usage_days: { source: { by: 'index', index: 'organization' }, redact: [], restore: asIs },
  credit_entries: { source: { by: 'index', index: 'organization' }, redact: [], restore: asIs },
  product_subscriptions: { source: { by: 'index', index: 'organization' }, redact: [], restore: asIs },
  cluster_subscriptions: { source: { by: 'index', index: 'organization' }, redact: [], restore: asIs },
  support_subscriptions: { source: { by: 'id' }, redact: [], restore: asIs },
  attachments: {
    source: { by: 'index', index: 'organization' },
    redact: [],
    moved: ['dataBase64'],
    restore: asIs,
  },
  custom_solutions: { source: { by: 'index', index: 'organization' }, redact: [], restore: asIs },
  // Requests to become staff are decided by this instance's staff: exported, not imported.
  promotion_requests: { source: { by: 'each', of: 'users', index: 'user' }, redact: [] },
  organization_invitations: {
    source: { by: 'index', index: 'organization' },
    redact: ['tokenHash'],
    restore: (row, at) => ({
      ...row,
      tokenHash: deadHash(row.id),
      revokedAt: row.revokedAt ?? (row.acceptedAt ? null : at),
    }),
  },
  api_tokens: {
    source: { by: 'each', of: 'users', index: 'user' },
    redact: ['tokenHash'],
    restore: (row, at) => ({ ...row, tokenHash: deadHash(row.id), revokedAt: row.revokedAt ?? at }),
  },
  webhook_endpoints: {
    source: { by: 'index', index: 'organization' },
    redact: ['secrets'],
    // No signing secret came along: the endpoint waits, switched off, for a new one.
    restore: (row, at) => ({
      ...row,
      secrets: [],
      enabled: false,
      disabledAt: row.disabledAt ?? at,
    }),
  },
  webhook_deliveries: { source: { by: 'each', of: 'endpoints', index: 'endpoint' }, redact: [], restore: asIs },
  // Single sign-on needs its client secret: the settings are exported, set up again after an import.
  organization_sso: { source: { by: 'id' }, redact: ['sealedClientSecret'] },
  sso_domains: { source: { by: 'index', index: 'organization' }, redact: [] },
  organization_exports: { source: { by: 'index', index: 'organization' }, redact: ['sealedToken'] },
};

/** Tables never exported, and why (the manifest says so). */
export const EXCLUDED_TABLES: Readonly<Record<string, string>> = {
  sessions: 'secret: session identifiers',
  email_tokens: 'secret: e-mailed link tokens',
  mfa_challenges: 'secret: sign-in challenges',
};

/** A field name that looks like a secret: left out of any table, even one not declared above. */
const SECRET_NAME = /password|secret|token|sealed|private|credential/i;

/** How the archive treats a table of ALL_TABLES: declared, or found through its `organization` index. */
export function archiveTableOf(spec: TableSpec<Row>): ArchiveTable | undefined {
  if (EXCLUDED_TABLES[spec.name]) return undefined;
  const declared = ARCHIVE_TABLES[spec.name];
  if (declared) return declared;
  // A table added later with an organization index: exported, never imported (its rules are unknown).
  return 'organization' in spec.indexes ? { source: { by: 'index', index: 'organization' }, redact: [] } : undefined;
}

/**
 * A row as exported: without its secret fields (declared, or named like one) and moved fields.
 * Answers the row and the names left out.
 */
export function exportedRow(table: ArchiveTable, row: Row): { row: Record<string, unknown>; redacted: string[] } {
  const out: Record<string, unknown> = {};
  const redacted: string[] = [];
  for (const [key, value] of Object.entries(row)) {
    if (table.moved?.includes(key)) continue;
    if (table.redact.includes(key) || (SECRET_NAME.test(key) && key !== 'hint')) {
      redacted.push(key);
      continue;
    }
    out[key] = value;
  }
  return { row: out, redacted };
}
