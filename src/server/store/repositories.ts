import type { AuditEventRecord } from '../../shared/audit/audit.schemas.ts';
import {
  createSupportSubscriptionRepository,
  type SupportSubscriptionRepository,
} from '../subscriptions/support-subscriptions.repository.ts';
import { createAuditRepository, type AuditRepository } from '../audit/audit.repository.ts';
import { createEmailTokenRepository, type EmailTokenRepository } from '../auth/email-tokens.repository.ts';
import { MfaChallenges, type MfaChallengeRepository } from '../auth/mfa-challenges.repository.ts';
import { createRateLimitRepository, type RateLimitRepository } from '../platform/rate-limits.repository.ts';
import { createCatalogRepository, type CatalogRepository } from '../catalog/catalog.repository.ts';
import { createJobRepository, type JobRepository } from '../jobs/jobs.repository.ts';
import { createLeadRepository, type LeadRepository } from '../leads/leads.repository.ts';
import { createNewsletterRepository, type NewsletterRepository } from '../leads/newsletter.repository.ts';
import {
  createNotificationRepository,
  type NotificationRepository,
} from '../notifications/notifications.repository.ts';
import {
  createOrganizationRepository,
  type OrganizationRepository,
} from '../organizations/organizations.repository.ts';
import {
  createPendingRegistrationRepository,
  type PendingRegistrationRepository,
} from '../registrations/registrations.repository.ts';
import { createSessionRepository, type SessionRepository } from '../sessions/sessions.repository.ts';
import { createTicketRepository, type TicketRepository } from '../tickets/tickets.repository.ts';
import { createUserRepository, type UserRepository } from '../users/users.repository.ts';
import { createIdempotencyRepository, type IdempotencyRepository } from '../http/idempotency.repository.ts';
import { createInvoiceRepository, type InvoiceRepository } from '../invoices/invoices.repository.ts';
import { documentIssuedEvent } from '../audit/document-events.ts';
import { createOrderRepository, type OrderRepository } from '../orders/orders.repository.ts';
import { createPaymentMethodRepository, type PaymentMethodRepository } from '../payments/payment-methods.repository.ts';
import { createCounterRepository, type CounterRepository } from './counters.repository.ts';
import { createClusterEventRepository, type ClusterEventRepository } from '../clusters/cluster-events.repository.ts';
import { createClusterRepository, type ClusterRepository } from '../clusters/clusters.repository.ts';
import { createKubeconfigRepository, type KubeconfigRepository } from '../clusters/kubeconfigs.repository.ts';
import { createUsageRepository, type UsageRepository } from '../usage/usage.repository.ts';
import { createCreditRepository, type CreditRepository } from '../billing/credits.repository.ts';
import { createAttachmentRepository, type AttachmentRepository } from '../attachments/attachments.repository.ts';
import {
  createCustomSolutionRepository,
  type CustomSolutionRepository,
} from '../custom-solutions/custom-solutions.repository.ts';
import {
  createProductSubscriptionRepository,
  type ProductSubscriptionRepository,
} from '../products/product-subscriptions.repository.ts';
import {
  createClusterSubscriptionRepository,
  type ClusterSubscriptionRepository,
} from '../subscriptions/cluster-subscriptions.repository.ts';
import {
  createPromotionRequestRepository,
  type PromotionRequestRepository,
} from '../staff/promotion-requests.repository.ts';
import { createInvitationRepository, type InvitationRepository } from '../organizations/invitations.repository.ts';
import { createApiTokenRepository, type ApiTokenRepository } from '../tokens/tokens.repository.ts';
import {
  createWebhookEndpointRepository,
  type WebhookEndpointRepository,
} from '../webhooks/webhook-endpoints.repository.ts';
import {
  createWebhookDeliveryRepository,
  type WebhookDeliveryRepository,
} from '../webhooks/webhook-deliveries.repository.ts';
import { createSsoSettingsRepository, type SsoSettingsRepository } from '../sso/sso-settings.repository.ts';
import {
  createOrganizationExportRepository,
  type OrganizationExportRepository,
} from '../sovereignty/export/exports.repository.ts';
import {
  createLegalArchiveRepository,
  type LegalArchiveRepository,
} from '../organizations/legal-archive.repository.ts';
import {
  createOrganizationErasureRepository,
  type OrganizationErasureRepository,
} from '../organizations/organization-erasure.repository.ts';
import type { Db } from './db.ts';

/** Every repository the services use, on either backend, and transactions across them. */
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
  rateLimits: RateLimitRepository;
  mfaChallenges: MfaChallengeRepository;
  jobs: JobRepository;
  counters: CounterRepository;
  idempotency: IdempotencyRepository;
  orders: OrderRepository;
  paymentMethods: PaymentMethodRepository;
  invoices: InvoiceRepository;
  clusters: ClusterRepository;
  clusterEvents: ClusterEventRepository;
  kubeconfigs: KubeconfigRepository;
  usage: UsageRepository;
  credits: CreditRepository;
  productSubscriptions: ProductSubscriptionRepository;
  clusterSubscriptions: ClusterSubscriptionRepository;
  supportSubscriptions: SupportSubscriptionRepository;
  attachments: AttachmentRepository;
  customSolutions: CustomSolutionRepository;
  promotionRequests: PromotionRequestRepository;
  invitations: InvitationRepository;
  apiTokens: ApiTokenRepository;
  webhookEndpoints: WebhookEndpointRepository;
  webhookDeliveries: WebhookDeliveryRepository;
  ssoSettings: SsoSettingsRepository;
  /** What the law keeps of an erased organization, for accounting staff. */
  legalArchive: LegalArchiveRepository;
  /** The erasure of a closed organization's personal data. */
  organizationErasure: OrganizationErasureRepository;
  organizationExports: OrganizationExportRepository;
  /**
   * Runs `work` as one unit of work across repositories: it commits whole or not at all (one
   * journal line on the embedded store, BEGIN … COMMIT on PostgreSQL). Nested calls join.
   */
  transaction<R>(work: (tx: Repositories) => Promise<R>): Promise<R>;
  /** Runs `task` once the current transaction has committed (at once outside one). */
  afterCommit(task: () => void): void;
  /** What the process hooked onto the repositories (shared by every transaction's). */
  readonly hooks: RepositoryHooks;
};

/**
 * What repositories need from the process: a way to wake the job runners after a commit, and
 * what to do with each audit entry inside the transaction that appends it (its webhooks).
 */
export type RepositoryHooks = {
  onJobEnqueued?: () => void;
  onAuditAppended?: (tx: Repositories, entry: AuditEventRecord) => Promise<void>;
};

/** The repositories over a Db (the root, or a transaction). */
export function createRepositories(db: Db, hooks: RepositoryHooks = {}): Repositories {
  return {
    catalog: createCatalogRepository(db),
    organizations: createOrganizationRepository(db),
    users: createUserRepository(db),
    sessions: createSessionRepository(db),
    emailTokens: createEmailTokenRepository(db),
    pendingRegistrations: createPendingRegistrationRepository(db),
    audit: createAuditRepository(db, (txDb, entry) => hooks.onAuditAppended?.(createRepositories(txDb, hooks), entry)),
    notifications: createNotificationRepository(db),
    leads: createLeadRepository(db),
    newsletter: createNewsletterRepository(db),
    tickets: createTicketRepository(db),
    rateLimits: createRateLimitRepository(db),
    mfaChallenges: new MfaChallenges(db),
    jobs: createJobRepository(db, hooks.onJobEnqueued),
    counters: createCounterRepository(db),
    idempotency: createIdempotencyRepository(db),
    orders: createOrderRepository(db),
    paymentMethods: createPaymentMethodRepository(db),
    invoices: createInvoiceRepository(db, async (txDb, documents) => {
      // Each document issued is an audit entry of its organization, in the same transaction.
      const audit = createAuditRepository(txDb, (innerDb, entry) =>
        hooks.onAuditAppended?.(createRepositories(innerDb, hooks), entry),
      );
      for (const document of documents) await audit.append(documentIssuedEvent(document));
    }),
    clusters: createClusterRepository(db),
    clusterEvents: createClusterEventRepository(db),
    kubeconfigs: createKubeconfigRepository(db),
    usage: createUsageRepository(db),
    credits: createCreditRepository(db),
    productSubscriptions: createProductSubscriptionRepository(db),
    clusterSubscriptions: createClusterSubscriptionRepository(db),
    supportSubscriptions: createSupportSubscriptionRepository(db),
    attachments: createAttachmentRepository(db),
    customSolutions: createCustomSolutionRepository(db),
    promotionRequests: createPromotionRequestRepository(db),
    invitations: createInvitationRepository(db),
    apiTokens: createApiTokenRepository(db),
    webhookEndpoints: createWebhookEndpointRepository(db),
    webhookDeliveries: createWebhookDeliveryRepository(db),
    ssoSettings: createSsoSettingsRepository(db),
    legalArchive: createLegalArchiveRepository(db),
    organizationErasure: createOrganizationErasureRepository(db),
    organizationExports: createOrganizationExportRepository(db),
    transaction: (work) => db.transaction((tx) => work(createRepositories(tx, hooks))),
    hooks,
    afterCommit: (task) => db.afterCommit(task),
  };
}
