import type { AuditEventRecord } from '../audit/audit.schemas.ts';
import type { EmailTokenRecord } from '../auth/email-tokens.schemas.ts';
import type { CatalogSeed } from '../catalog/catalog.schemas.ts';
import type { LeadRecord } from '../leads/leads.schemas.ts';
import type { NewsletterSubscriptionRecord } from '../leads/newsletter.schemas.ts';
import type { NotificationRecord } from '../notifications/notifications.schemas.ts';
import type { OrganizationRecord } from '../organizations/organizations.schemas.ts';
import type { PendingRegistrationRecord } from '../registrations/registrations.schemas.ts';
import type { SessionRecord } from '../sessions/sessions.schemas.ts';
import type { TicketRecord } from '../tickets/tickets.schemas.ts';
import { DEFAULT_PREFERENCES, type UserRecord } from '../users/users.schemas.ts';
import type { Migration } from './json-store.ts';

/** Everything the embedded store holds, at the latest schema version. */
export type StoreDocument = {
  schemaVersion: number;
  catalog: (CatalogSeed & { seededAt: string }) | null;
  organizations: OrganizationRecord[];
  users: UserRecord[];
  sessions: SessionRecord[];
  emailTokens: EmailTokenRecord[];
  pendingRegistrations: PendingRegistrationRecord[];
  auditEvents: AuditEventRecord[];
  notifications: NotificationRecord[];
  leads: LeadRecord[];
  newsletterSubscriptions: NewsletterSubscriptionRecord[];
  tickets: TicketRecord[];
};

/** Ordered schema migrations; append, never edit a released one. */
export const migrations: readonly Migration[] = [
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
      for (const user of doc.users as Partial<UserRecord>[]) {
        user.mfa ??= null;
        user.mfaPending ??= null;
        user.preferences ??= { ...DEFAULT_PREFERENCES };
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
    // The catalog is the version-controlled seed, copied in on start when none is stored:
    // dropping the old copy (float dollars) lets the start reseed it in integer minor units,
    // with no float-to-cent conversion of stored prices.
    description: 'catalog prices in integer minor units: reseed the catalog',
    up(doc) {
      doc.catalog = null;
    },
  },
];

/** A new, empty document at version 0, so that every migration runs on it. */
export function createEmptyDocument(): StoreDocument {
  return {
    schemaVersion: 0,
    catalog: null,
    organizations: [],
    users: [],
    sessions: [],
    emailTokens: [],
    pendingRegistrations: [],
    auditEvents: [],
    notifications: [],
    leads: [],
    newsletterSubscriptions: [],
    tickets: [],
  };
}
