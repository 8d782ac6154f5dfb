import { LowdbCatalogRepository, type CatalogRepository } from '../catalog/catalog.repository.ts';
import {
  LowdbOrganizationRepository,
  type OrganizationRepository,
} from '../organizations/organizations.repository.ts';
import { LowdbAuditRepository, type AuditRepository } from '../audit/audit.repository.ts';
import {
  LowdbNotificationRepository,
  type NotificationRepository,
} from '../notifications/notifications.repository.ts';
import { LowdbEmailTokenRepository, type EmailTokenRepository } from '../auth/email-tokens.repository.ts';
import { LowdbLeadRepository, type LeadRepository } from '../leads/leads.repository.ts';
import { LowdbNewsletterRepository, type NewsletterRepository } from '../leads/newsletter.repository.ts';
import { LowdbTicketRepository, type TicketRepository } from '../tickets/tickets.repository.ts';
import {
  LowdbPendingRegistrationRepository,
  type PendingRegistrationRepository,
} from '../registrations/registrations.repository.ts';
import { LowdbSessionRepository, type SessionRepository } from '../sessions/sessions.repository.ts';
import { LowdbUserRepository, type UserRepository } from '../users/users.repository.ts';
import { access, constants } from 'node:fs/promises';
import { dirname } from 'node:path';
import { JsonStore } from './json-store.ts';
import { createEmptyDocument, migrations, type StoreDocument } from './store-document.ts';

/** Every repository the services use; a PostgreSQL store will provide the same set. */
export type Repositories = {
  catalog: CatalogRepository;
  organizations: OrganizationRepository;
  users: UserRepository;
  sessions: SessionRepository;
  emailTokens: EmailTokenRepository;
  pendingRegistrations: PendingRegistrationRepository;
  audit: AuditRepository;
  notifications: NotificationRepository;
  leads: LeadRepository;
  newsletter: NewsletterRepository;
  tickets: TicketRepository;
};

/** A storage backend: its repositories plus what the process needs to run and stop it. */
export type StorageBackend = {
  repositories: Repositories;
  /** Throws when the store cannot be written. */
  checkHealth(): Promise<void>;
  /** Waits for pending writes. */
  close(): Promise<void>;
};

/** Opens the embedded lowdb store in `dataDir` and wires its repositories. */
export async function openLowdbBackend(dataDir: string): Promise<StorageBackend & { store: JsonStore<StoreDocument> }> {
  const store = await JsonStore.open<StoreDocument>({ dataDir, migrations, createEmpty: createEmptyDocument });
  return {
    store,
    repositories: {
      catalog: new LowdbCatalogRepository(store),
      organizations: new LowdbOrganizationRepository(store),
      users: new LowdbUserRepository(store),
      sessions: new LowdbSessionRepository(store),
      emailTokens: new LowdbEmailTokenRepository(store),
      pendingRegistrations: new LowdbPendingRegistrationRepository(store),
      audit: new LowdbAuditRepository(store),
      notifications: new LowdbNotificationRepository(store),
      leads: new LowdbLeadRepository(store),
      newsletter: new LowdbNewsletterRepository(store),
      tickets: new LowdbTicketRepository(store),
    },
    async checkHealth() {
      if (store.lastWriteError) throw store.lastWriteError;
      await access(dirname(store.path), constants.W_OK);
    },
    close: () => store.close(),
  };
}
