import type { Migration } from './snapshot.ts';

// Versions 1–4 built one JSON document with an array per collection; version 5 moved every
// collection into `tables` (named like the PostgreSQL tables) for the journal to address rows.
const TABLE_OF: Record<string, string> = {
  organizations: 'organizations',
  users: 'users',
  sessions: 'sessions',
  emailTokens: 'email_tokens',
  pendingRegistrations: 'pending_registrations',
  auditEvents: 'audit_events',
  notifications: 'notifications',
  leads: 'leads',
  newsletterSubscriptions: 'newsletter_subscriptions',
  tickets: 'tickets',
};

/** Ordered schema migrations of the embedded store; append, never edit a released one. */
export const embeddedMigrations: readonly Migration[] = [
  {
    version: 1,
    description: 'catalog, organizations and users',
    up(doc) {
      doc.catalog ??= null;
      doc.organizations ??= [];
      doc.users ??= [];
    },
  },
  {
    version: 2,
    description: 'identity: sessions, e-mail tokens, pending registrations, audit log; MFA and preferences on users',
    up(doc) {
      doc.sessions ??= [];
      doc.emailTokens ??= [];
      doc.pendingRegistrations ??= [];
      doc.auditEvents ??= [];
      for (const user of doc.users as Record<string, unknown>[]) {
        user.mfa ??= null;
        user.mfaPending ??= null;
        user.preferences ??= { currency: 'EUR', billingCycle: 'monthly', theme: 'system' };
      }
    },
  },
  {
    version: 3,
    description: 'leads, newsletter and visitor tickets',
    up(doc) {
      doc.leads ??= [];
      doc.newsletterSubscriptions ??= [];
      doc.tickets ??= [];
    },
  },
  {
    version: 4,
    description: 'notifications',
    up(doc) {
      doc.notifications ??= [];
    },
  },
  {
    version: 5,
    description: 'tables addressed by id, for the journal',
    up(doc) {
      const tables: Record<string, unknown[]> = {};
      for (const [key, table] of Object.entries(TABLE_OF)) {
        tables[table] = (doc[key] as unknown[] | undefined) ?? [];
        delete doc[key];
      }
      const catalog = doc.catalog as (Record<string, unknown> & { seededAt: string }) | null;
      if (catalog) {
        const { seededAt, ...seed } = catalog;
        tables.catalog = [{ id: 'current', seededAt, seed }];
      }
      delete doc.catalog;
      doc.tables = tables;
      doc.journalSeq = 0;
    },
  },
  {
    version: 6,
    description: 'clusters: purpose (customer or provider-test); existing clusters were bought by customers',
    up(doc) {
      const tables = (doc.tables ?? {}) as Record<string, Record<string, unknown>[]>;
      for (const cluster of tables.clusters ?? []) cluster.purpose ??= 'customer';
    },
  },
  {
    version: 7,
    description: 'organization roles: every existing user owns their organization; audit events name their organization',
    up(doc) {
      const tables = (doc.tables ?? {}) as Record<string, Record<string, unknown>[]>;
      const orgOf = new Map<unknown, unknown>();
      for (const user of tables.users ?? []) {
        user.orgRole ??= 'owner';
        orgOf.set(user.id, user.organizationId);
      }
      for (const event of tables.audit_events ?? []) {
        event.organizationId ??= (event.actorId && orgOf.get(event.actorId)) || null;
        event.targetType ??= null;
        event.targetId ??= null;
      }
    },
  },
  {
    version: 8,
    description: 'test provider: charges that took the money say when (reconciliation lists them by it)',
    up(doc) {
      const tables = (doc.tables ?? {}) as Record<string, Record<string, unknown>[]>;
      for (const record of tables.test_provider_records ?? []) {
        if (record.kind === 'charge' && record.status === 'succeeded') record.succeededAt ??= record.createdAt;
      }
    },
  },
  {
    version: 9,
    description: 'one billing currency per organization: the currency of its first paid order',
    up(doc) {
      const tables = (doc.tables ?? {}) as Record<string, Record<string, unknown>[]>;
      const currencyOf = new Map((tables.orders ?? []).map((order) => [order.id, order.currency]));
      for (const organization of tables.organizations ?? []) {
        const first = organization.firstPaidOrderId;
        if (organization.billingCurrency || !first) continue;
        const currency = currencyOf.get(first);
        if (currency) organization.billingCurrency = currency;
      }
    },
  },
];
