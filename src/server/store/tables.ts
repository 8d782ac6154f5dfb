import { auditChainsTable, auditEventsTable } from '../audit/audit.repository.ts';
import { emailTokensTable } from '../auth/email-tokens.repository.ts';
import { mfaChallengesTable } from '../auth/mfa-challenges.repository.ts';
import { rateLimitsTable } from '../platform/rate-limits.repository.ts';
import { catalogTable } from '../catalog/catalog.repository.ts';
import { jobsTable } from '../jobs/jobs.repository.ts';
import { leadsTable } from '../leads/leads.repository.ts';
import { newsletterTable } from '../leads/newsletter.repository.ts';
import { notificationsTable } from '../notifications/notifications.repository.ts';
import { organizationsTable } from '../organizations/organizations.repository.ts';
import { pendingRegistrationsTable } from '../registrations/registrations.repository.ts';
import { sessionsTable } from '../sessions/sessions.repository.ts';
import { ticketsTable } from '../tickets/tickets.repository.ts';
import { usersTable } from '../users/users.repository.ts';
import { idempotencyTable } from '../http/idempotency.repository.ts';
import { invoicesTable } from '../invoices/invoices.repository.ts';
import { ordersTable } from '../orders/orders.repository.ts';
import { paymentMethodsTable } from '../payments/payment-methods.repository.ts';
import { testProviderTable } from '../payments/test-provider.repository.ts';
import { countersTable } from './counters.repository.ts';
import { clusterEventsTable } from '../clusters/cluster-events.repository.ts';
import { clustersTable } from '../clusters/clusters.repository.ts';
import { kubeconfigsTable } from '../clusters/kubeconfigs.repository.ts';
import { usageDaysTable } from '../usage/usage.repository.ts';
import { creditEntriesTable } from '../billing/credits.repository.ts';
import { attachmentsTable } from '../attachments/attachments.repository.ts';
import { customSolutionsTable } from '../custom-solutions/custom-solutions.repository.ts';
import { productSubscriptionsTable } from '../products/product-subscriptions.repository.ts';
import { clusterSubscriptionsTable } from '../subscriptions/cluster-subscriptions.repository.ts';
import { supportSubscriptionsTable } from '../subscriptions/support-subscriptions.repository.ts';
import { promotionRequestsTable } from '../staff/promotion-requests.repository.ts';
import { invitationsTable } from '../organizations/invitations.repository.ts';
import { apiTokensTable } from '../tokens/tokens.repository.ts';
import { webhookEndpointsTable } from '../webhooks/webhook-endpoints.repository.ts';
import { webhookDeliveriesTable } from '../webhooks/webhook-deliveries.repository.ts';
import { ssoDomainsTable, ssoSettingsTable } from '../sso/sso-settings.repository.ts';
import { organizationExportsTable } from '../sovereignty/export/exports.repository.ts';
import { legalArchiveTable } from '../organizations/legal-archive.repository.ts';
import type { Row } from './db.ts';
import type { TableSpec } from './table-spec.ts';

/**
 * Every table of the console, in an order that respects references (organizations before
 * users…): what `npm run db:import` copies, and what the migrations must create.
 */
export const ALL_TABLES: readonly TableSpec<Row>[] = [
  catalogTable,
  organizationsTable,
  usersTable,
  sessionsTable,
  emailTokensTable,
  pendingRegistrationsTable,
  auditEventsTable,
  auditChainsTable,
  notificationsTable,
  leadsTable,
  newsletterTable,
  ticketsTable,
  rateLimitsTable,
  mfaChallengesTable,
  jobsTable,
  countersTable,
  idempotencyTable,
  ordersTable,
  paymentMethodsTable,
  invoicesTable,
  testProviderTable,
  clustersTable,
  clusterEventsTable,
  kubeconfigsTable,
  usageDaysTable,
  creditEntriesTable,
  productSubscriptionsTable,
  clusterSubscriptionsTable,
  supportSubscriptionsTable,
  attachmentsTable,
  customSolutionsTable,
  promotionRequestsTable,
  invitationsTable,
  apiTokensTable,
  webhookEndpointsTable,
  webhookDeliveriesTable,
  ssoSettingsTable,
  ssoDomainsTable,
  organizationExportsTable,
  legalArchiveTable,
] as unknown as readonly TableSpec<Row>[];
