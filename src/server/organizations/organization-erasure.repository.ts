import { createHash } from 'node:crypto';
import { attachmentsTable } from '../attachments/attachments.repository.ts';
import { emailTokensTable } from '../auth/email-tokens.repository.ts';
import { kubeconfigsTable } from '../clusters/kubeconfigs.repository.ts';
import { notificationsTable } from '../notifications/notifications.repository.ts';
import { paymentMethodsTable } from '../payments/payment-methods.repository.ts';
import { sessionsTable } from '../sessions/sessions.repository.ts';
import { ssoDomainsTable, ssoSettingsTable } from '../sso/sso-settings.repository.ts';
import type { Db } from '../store/db.ts';
import { ticketsTable } from '../tickets/tickets.repository.ts';
import { apiTokensTable } from '../tokens/tokens.repository.ts';
import { usersTable } from '../users/users.repository.ts';
import { webhookDeliveriesTable } from '../webhooks/webhook-deliveries.repository.ts';
import { webhookEndpointsTable } from '../webhooks/webhook-endpoints.repository.ts';
import { invitationsTable } from './invitations.repository.ts';
import { EMAIL_TOKEN_TTL_MS } from '../../shared/auth/email-tokens.schemas.ts';

/** The stable pseudonym of an erased person: the same id always gives the same one. */
export function pseudonymOf(id: string): string {
  return `erased-${createHash('sha256').update(id).digest('hex').slice(0, 12)}`;
}

/** The address an erased person's e-mail becomes. */
export const erasedEmailOf = (id: string) => `${pseudonymOf(id)}@erased.invalid`;

/** True once the person's personal data was erased: nothing is sent or shown to them any more. */
export const isErasedPerson = (user: { id: string; email: string }) => user.email === erasedEmailOf(user.id);

/** What an erased ticket message or note says instead. */
export const ERASED_TEXT = '[erased]';

/** Removes or pseudonymises the personal data of one organization's people; every step can run again. */
export interface OrganizationErasureRepository {
  /** Names, e-mails, usernames, passwords and second factors of the members; their sessions, tokens, links and notifications. */
  erasePeople(organizationId: string, userIds: readonly string[]): Promise<void>;
  /** Webhook endpoints and their deliveries, invitations, saved cards, single sign-on. */
  eraseSettings(organizationId: string): Promise<void>;
  /** Ticket requesters, message bodies, notes, snapshots and attachments. */
  eraseSupport(organizationId: string): Promise<void>;
  /** The kubeconfig records of deleted clusters (who held them). */
  eraseKubeconfigs(clusterIds: readonly string[]): Promise<void>;
}

/** OrganizationErasureRepository over either backend. */
export function createOrganizationErasureRepository(db: Db): OrganizationErasureRepository {
  return {
    async erasePeople(_organizationId, userIds) {
      const users = db.collection(usersTable);
      const now = new Date().toISOString();
      for (const id of userIds) {
        const alias = pseudonymOf(id);
        await users.update(id, (user) =>
          isErasedPerson(user)
            ? undefined
            : {
                ...user,
                username: alias,
                email: erasedEmailOf(id),
                name: alias,
                passwordHash: null,
                mfa: null,
                mfaPending: null,
                ssoSubject: null,
                disabled: true,
                emailVerified: false,
                updatedAt: now,
              },
        );
        await db.collection(sessionsTable).deleteMany({ user: id });
        await db.collection(apiTokensTable).deleteMany({ user: id });
        await db.collection(notificationsTable).deleteMany({ visible: id });
        await db.collection(notificationsTable).deleteMany({ unread: id });
        await db.collection(notificationsTable).deleteMany({ trashed: id });
        for (const purpose of Object.keys(EMAIL_TOKEN_TTL_MS)) {
          await db.collection(emailTokensTable).deleteMany({ unusedSubject: `${purpose}:${id}` });
        }
      }
    },
    async eraseSettings(organizationId) {
      const endpoints = await db.collection(webhookEndpointsTable).list({ where: { organization: organizationId } });
      for (const endpoint of endpoints) {
        await db.collection(webhookDeliveriesTable).deleteMany({ endpoint: endpoint.id });
        await db.collection(webhookEndpointsTable).delete(endpoint.id);
      }
      await db.collection(invitationsTable).deleteMany({ organization: organizationId });
      await db.collection(paymentMethodsTable).deleteMany({ organization: organizationId });
      await db.collection(ssoDomainsTable).deleteMany({ organization: organizationId });
      await db.collection(ssoSettingsTable).delete(organizationId);
    },
    async eraseSupport(organizationId) {
      const tickets = db.collection(ticketsTable);
      for (const ticket of await tickets.list({ where: { organization: organizationId } })) {
        const alias = pseudonymOf(ticket.userId ?? ticket.id);
        await tickets.update(ticket.id, (current) => ({
          ...current,
          requesterName: alias,
          requesterEmail: `${alias}@erased.invalid`,
          subject: ERASED_TEXT,
          messages: current.messages.map((message) => ({
            ...message,
            body: ERASED_TEXT,
            attachments: [],
            snapshotId: null,
          })),
          notes: (current.notes ?? []).map((note) => ({ ...note, body: ERASED_TEXT })),
          snapshots: (current.snapshots ?? []).map((snapshot) => ({ ...snapshot, content: null })),
          rating: current.rating ? { ...current.rating, comment: '' } : current.rating,
        }));
      }
      await db.collection(attachmentsTable).deleteMany({ organization: organizationId });
    },
    async eraseKubeconfigs(clusterIds) {
      for (const clusterId of clusterIds) await db.collection(kubeconfigsTable).deleteMany({ cluster: clusterId });
    },
  };
}
