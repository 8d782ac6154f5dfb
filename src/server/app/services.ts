import { ActivityService } from '../audit/activity.service.ts';
import { AuditService } from '../audit/audit.service.ts';
import { MembersService } from '../organizations/members.service.ts';
import { EMAIL_LINK_JOB, EmailFlowsService } from '../auth/email-flows.service.ts';
import { EmailTokenService } from '../auth/email-token.service.ts';
import { ReauthGuard } from '../auth/reauth-guard.ts';
import { SignInService } from '../auth/sign-in.service.ts';
import { readCatalogSeed } from '../catalog/catalog-seed.ts';
import { CatalogService } from '../catalog/catalog.service.ts';
import type { AppConfig } from '../config/config.ts';
import { setSeller } from '../invoices/seller.ts';
import { ExchangeRatesService } from '../exchange-rates/exchange-rates.service.ts';
import { checkHealth, type Health } from '../health/health.service.ts';
import { checkReadiness, type Readiness } from '../health/readiness.ts';
import { Lifecycle } from '../http/lifecycle.ts';
import { registerStateReaders } from '../observability/metrics.ts';
import type { StorageBackend } from '../store/storage.ts';
import { LeadService } from '../leads/leads.service.ts';
import { NewsletterService } from '../leads/newsletter.service.ts';
import { JobRunner } from '../jobs/job-runner.ts';
import { createClusterServices, type ClusterServices } from './clusters.ts';
import { createCommerce, type Commerce } from './commerce.ts';
import { RECONCILE_JOB } from '../orders/payment-recovery.ts';
import { createUsageBilling } from './usage.ts';
import type { ClusterSubscriptions } from '../subscriptions/cluster-subscriptions.service.ts';
import type { ClusterRenewals } from '../subscriptions/cluster-renewals.ts';
import { createAutomation, type Automation } from './automation.ts';
import type { UsageQueryService } from '../usage/usage-query.service.ts';
import type { UsageMeter } from '../usage/usage.service.ts';
import type { BudgetService } from '../billing/budgets.service.ts';
import type { BillingReads } from '../billing/billing-reads.ts';
import type { MonthlyInvoicing } from '../billing/monthly-invoicing.ts';
import { createMarketplaceServices, type MarketplaceServices } from './marketplace.ts';
import { join } from 'node:path';
import { endpointHostnames } from '../k8s/api-tls.ts';
import { loadOrCreateEndpointTls, type EndpointTls } from '../k8s/api-tls.store.ts';
import { needsBuiltInTls } from '../k8s/api-endpoint.ts';
import { MAIL_JOB, MailQueue, mailJobHandler, type OutgoingMail } from '../mail/mail-queue.ts';
import { createMailer } from '../mail/mailer.ts';
import { MfaService } from '../mfa/mfa.service.ts';
import { NotificationService } from '../notifications/notifications.service.ts';
import { RegistrationGuard } from '../registrations/registration-guard.ts';
import { RegistrationService } from '../registrations/registration.service.ts';
import { SessionService } from '../sessions/session.service.ts';
import { TicketService } from '../tickets/tickets.service.ts';
import { CustomerDeskService } from '../tickets/customer-desk.service.ts';
import { OfficerDeskService } from '../tickets/officer-desk.service.ts';
import { TicketDesk } from '../tickets/ticket-desk.ts';
import type { EventBus } from '../store/event-bus.ts';
import type { Repositories } from '../store/repositories.ts';
import { openStorage } from '../store/storage.ts';
import { SecretBox } from '../secrets/secret-box.ts';
import { loadSecretsKey } from '../secrets/secrets-key.ts';
import { AccountService } from '../users/account.service.ts';
import { bootstrapAdmin } from '../users/admin-bootstrap.ts';
import { readVersionSummary, type VersionSummary } from '../version/version.service.ts';
import { busChannel, type RealtimeChannel } from '../ws/realtime-channel.ts';
import { OrganizationAdminService } from '../staff/organization-admin.service.ts';
import { PromotionService } from '../staff/promotions.service.ts';
import { UserAdminService } from '../staff/user-admin.service.ts';
import { OfficerFeed } from '../officers/officer-feed.ts';
import { PaymentsQueue } from '../officers/payments-queue.ts';
import { ProvisioningQueue } from '../officers/provisioning-queue.ts';
import { MS_PER_MINUTE, MS_PER_DAY } from '../../shared/time.ts';

/** Everything endpoints reach through `locals.services`: one instance per process. */
export type Services = {
  config: AppConfig;
  repositories: Repositories;
  /** Messages between the instances (LISTEN/NOTIFY on PostgreSQL). */
  bus: EventBus;
  /** This instance's runner of background jobs. */
  jobs: JobRunner;
  catalog: CatalogService;
  version: VersionSummary;
  health: () => Promise<Health>;
  /** Whether this instance should get traffic (`/api/ready`); each call counts as a balancer's probe. */
  readiness: () => Promise<Readiness>;
  /** Ready, or draining for a graceful stop; requests in flight. */
  lifecycle: Lifecycle;
  /** The storage backend itself (backups, pool use). */
  storage: StorageBackend;
  realtime: RealtimeChannel;
  mailer: OutgoingMail;
  audit: AuditService;
  members: MembersService;
  activity: ActivityService;
  sessions: SessionService;
  accounts: AccountService;
  signIn: SignInService;
  mfa: MfaService;
  registrations: RegistrationService;
  emailFlows: EmailFlowsService;
  notifications: NotificationService;
  exchangeRates: ExchangeRatesService;
  pricing: Commerce['pricing'];
  supportSubscriptions: Commerce['supportSubscriptions'];
  orders: Commerce['orders'];
  checkout: Commerce['checkout'];
  paymentMethods: Commerce['paymentMethods'];
  invoices: Commerce['invoices'];
  billing: Commerce['billing'];
  fulfilment: Commerce['fulfilment'];
  clusters: ClusterServices['clusters'];
  provisioning: ClusterServices['provisioning'];
  kubeconfigs: ClusterServices['kubeconfigs'];
  kubernetesApi: ClusterServices['kubernetesApi'];
  compliance: ClusterServices['compliance'];
  providerTests: ClusterServices['providerTests'];
  usage: UsageQueryService;
  usageMeter: UsageMeter;
  budgets: BudgetService;
  billingReads: BillingReads;
  /** Cluster subscriptions: changes charged or credited at once, renewed in advance. */
  clusterSubscriptions: ClusterSubscriptions;
  clusterRenewals: ClusterRenewals;
  monthlyInvoicing: MonthlyInvoicing;
  /** The certificate the server also answers TLS with, for cluster endpoints on an http origin. */
  endpointTls: EndpointTls | undefined;
  leads: LeadService;
  newsletter: NewsletterService;
  tickets: TicketService;
  /** Signed-in tickets of organizations. */
  customerDesk: CustomerDeskService;
  /** The officers' ticket queue. */
  officerDesk: OfficerDeskService;
  marketplace: MarketplaceServices['marketplace'];
  addons: MarketplaceServices['addons'];
  productSubscriptions: MarketplaceServices['productSubscriptions'];
  attachments: MarketplaceServices['attachments'];
  customSolutions: MarketplaceServices['customSolutions'];
  /** Staff: user management, promotion requests, organizations (/api/admin/**). */
  userAdmin: UserAdminService;
  promotions: PromotionService;
  organizationAdmin: OrganizationAdminService;
  /** The Officers Panel: its queues' actions and the live feed of their changes. */
  officers: { feed: OfficerFeed; provisioning: ProvisioningQueue; payments: PaymentsQueue };
  /** Personal API tokens (Authorization: Bearer) and their per-token rate limit. */
  tokens: Automation['tokens'];
  tokenRateLimit: Automation['tokenRateLimit'];
  /** The organization's webhook endpoints and their delivery log. */
  webhooks: Automation['webhooks'];
};

/** Services plus what only the process owner may call. */
export type ServiceContainer = Services & {
  /** Stops the job runner (handing back what it holds after `handBackAfterMs`) and closes the storage. */
  close: (options?: { handBackAfterMs?: number }) => Promise<void>;
};

const HOUSEKEEPING_MS = 10 * MS_PER_MINUTE;
const HOUSEKEEPING_JOB = 'housekeeping';
const FINISHED_JOBS_KEPT_MS = 7 * MS_PER_DAY;
// A month of delivery log: enough to look back at any retry window, as Stripe and Svix keep.
const WEBHOOK_LOG_KEPT_MS = 30 * MS_PER_DAY;

/**
 * Opens the storage backend (migrating it), syncs the catalog with its seed, bootstraps the
 * admin and starts this instance's job runner.
 */
export async function createServices(config: AppConfig): Promise<ServiceContainer> {
  // One seller per process: every invoice issued from now on carries this identity.
  setSeller(config.seller);
  const startedAt = Date.now();
  // Read (or created) before anything is stored: pending e-mails are sealed with it.
  const box = new SecretBox(await loadSecretsKey(config.secretsKey));
  const backend = await openStorage({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, postgres: { log: console.info } });
  const { repositories, bus } = backend;
  const catalogSync = await repositories.catalog.sync(await readCatalogSeed());
  if (catalogSync !== 'unchanged') console.info(`Catalog ${catalogSync} from src/server/catalog/seed/catalog.json`);
  const admin = await bootstrapAdmin(repositories, config.admin);
  if (admin === 'created') console.info(`Created the super_admin ${config.admin?.email}`);

  const mailTransport = createMailer({ smtpUrl: config.smtpUrl, dataDir: config.dataDir, publicOrigin: config.publicOrigin });
  const mailer = new MailQueue(repositories, box);
  const audit = new AuditService(repositories.audit, repositories.users);
  // Every instance's /ws hub listens on the bus (ws/start-realtime.ts) and acts on its own sockets.
  const realtime = busChannel(bus);
  const officerFeed = new OfficerFeed(repositories.users, realtime);
  const sessions = new SessionService(repositories.sessions, repositories.users, { realtime });
  const emailTokens = new EmailTokenService(repositories.emailTokens, config.publicOrigin);
  const reauth = new ReauthGuard({ rateLimits: repositories.rateLimits, sessions, mailer, audit });
  const accounts = new AccountService({ ...repositories, sessions, emailTokens, mailer, audit, reauth });
  const mfa = new MfaService(repositories.users, reauth);
  const notifications = new NotificationService(repositories.notifications, realtime);
  const registrations = new RegistrationService({
    mode: config.registrationMode,
    publicOrigin: config.publicOrigin,
    repositories,
    emailTokens,
    mailer,
    audit,
    notifications,
    officers: officerFeed,
    guard: new RegistrationGuard({
      repositories,
      rateLimits: repositories.rateLimits,
      mailer,
      publicOrigin: config.publicOrigin,
      limits: config.registrationLimits,
    }),
  });
  const signIn = new SignInService({
    users: repositories.users,
    pendingRegistrations: repositories.pendingRegistrations,
    sessions,
    accounts,
    mfa,
    challenges: repositories.mfaChallenges,
    rateLimits: repositories.rateLimits,
    emailTokens,
    audit,
    mailer,
    publicOrigin: config.publicOrigin,
  });
  const { rateLimits } = repositories;
  const emailFlows = new EmailFlowsService({ repositories, box, users: repositories.users, sessions, emailTokens, registrations, mailer, audit });
  const leads = new LeadService({ leads: repositories.leads, catalog: repositories.catalog, mailer, rateLimits });
  const newsletter = new NewsletterService({ subscriptions: repositories.newsletter, mailer, rateLimits, publicOrigin: config.publicOrigin });
  const tickets = new TicketService({ tickets: repositories.tickets, mailer, rateLimits, publicOrigin: config.publicOrigin });

  const exchangeRates = new ExchangeRatesService({ url: config.exchangeRatesUrl });
  const automation = createAutomation({ repositories, config, notifications, mailer });
  const webhooks = automation.webhookEvents;
  const commerce = createCommerce({ db: backend.db, repositories, config, notifications, realtime, mailer, exchangeRates, audit, officers: officerFeed, webhooks });
  // kubectl sends its token over https only: on an http origin the server answers TLS too.
  const endpointTls = needsBuiltInTls(config.publicOrigin)
    ? await loadOrCreateEndpointTls(join(config.dataDir, 'k8s-api-tls'), endpointHostnames(config.publicOrigin))
    : undefined;
  const clusterServices = createClusterServices({
    repositories,
    catalog: repositories.catalog,
    config,
    notifications,
    realtime,
    mailer,
    fulfilment: commerce.fulfilment,
    certificateAuthority: endpointTls?.ca.certificatePem,
    officers: officerFeed,
    bus,
    webhooks,
  });
  const marketplace = createMarketplaceServices({ repositories, catalog: repositories.catalog, clusters: clusterServices, fulfilment: commerce.fulfilment, tickets, notifications, officers: officerFeed });
  const ticketDesk = new TicketDesk({
    repositories,
    catalog: repositories.catalog,
    attachments: marketplace.attachments,
    snapshots: {
      cluster: (organizationId, id) => clusterServices.clusters.get(organizationId, id),
      events: (organizationId, id, limit) => clusterServices.clusters.events(organizationId, id, limit),
      addons: (organizationId, id) => marketplace.addons.forCluster(organizationId, id),
      credentials: (organizationId, id) => clusterServices.kubeconfigs.list(organizationId, id),
    },
    mailer,
    notifications,
    realtime,
    audit,
    publicOrigin: config.publicOrigin,
    webhooks,
  });

  const members = new MembersService({
    repositories,
    sessions,
    tokens: automation.tokens,
    kubeconfigs: clusterServices.kubeconfigs,
    mailer,
    audit,
    publicOrigin: config.publicOrigin,
  });
  const activity = new ActivityService(repositories);

  const usageServices = createUsageBilling({
    repositories,
    catalog: repositories.catalog,
    exchangeRates,
    notifications,
    mailer,
    provider: commerce.provider,
    publicOrigin: config.publicOrigin,
    realtime,
    officers: officerFeed,
    webhooks,
  });
  clusterServices.clusters.attachBilling(usageServices.clusterSubscriptions);
  commerce.recovery.matchInvoiceCharges(usageServices.invoiceCharges);
  const officers = {
    feed: officerFeed,
    provisioning: new ProvisioningQueue({ repositories, clusters: clusterServices.clusters, audit, notifications, feed: officerFeed }),
    payments: new PaymentsQueue({ repositories, invoicing: usageServices.invoicing, audit, feed: officerFeed }),
  };

  const staffDeps = { repositories, mailer, audit, notifications, realtime, publicOrigin: config.publicOrigin };
  const userAdmin = new UserAdminService({ ...staffDeps, sessions, tokens: automation.tokens, kubeconfigs: clusterServices.kubeconfigs, registrations });
  const promotions = new PromotionService(staffDeps);
  const organizationAdmin = new OrganizationAdminService({ repositories, audit, notifications });

  const jobs = new JobRunner({
    jobs: repositories.jobs,
    handlers: {
      ...commerce.jobHandlers,
      ...clusterServices.jobHandlers,
      ...usageServices.jobHandlers,
      ...automation.jobHandlers,
      [MAIL_JOB]: mailJobHandler(mailTransport, box),
      [EMAIL_LINK_JOB]: emailFlows.linkJobHandler(),
      [HOUSEKEEPING_JOB]: async () => {
        const now = Date.now();
        await sessions.purgeExpired();
        await repositories.emailTokens.purgeExpired(new Date(now - MS_PER_DAY));
        await repositories.rateLimits.purgeExpired(now);
        await repositories.mfaChallenges.purgeExpired();
        await repositories.jobs.purgeFinished(new Date(now - FINISHED_JOBS_KEPT_MS));
        await repositories.idempotency.purgeExpired(new Date(now));
        await repositories.webhookDeliveries.purgeBefore(new Date(now - WEBHOOK_LOG_KEPT_MS));
        await tickets.closeStale();
        await marketplace.attachments.purgeAbandoned();
        return undefined;
      },
    },
    schedules: [{ kind: HOUSEKEEPING_JOB, everyMs: HOUSEKEEPING_MS }, ...commerce.schedules, ...usageServices.schedules, ...clusterServices.schedules],
  });
  const stopWaking = bus.subscribe('jobs', () => jobs.poke());
  // At every start, not only every 15 minutes: payments a crash left in progress are settled at once.
  await repositories.jobs.enqueue({ kind: RECONCILE_JOB, id: `${RECONCILE_JOB}:start:${jobs.owner}`, maxAttempts: 3 });
  jobs.start();
  const lifecycle = new Lifecycle();
  registerStateReaders({
    pool: () => backend.pool?.(),
    storageUp: () => jobs.state !== 'paused',
    jobs: async () => {
      const now = new Date();
      const depth: Record<string, number> = {};
      for (const kind of jobs.kinds) depth[kind] = await repositories.jobs.countPending(kind);
      const oldest = await repositories.jobs.oldestDue(now);
      return { depth, oldestDueSeconds: oldest ? Math.max(0, (now.getTime() - oldest.getTime()) / 1000) : 0 };
    },
  });

  return {
    config,
    repositories,
    bus,
    jobs,
    catalog: new CatalogService(repositories.catalog),
    version: readVersionSummary(config.appEnv),
    health: () => checkHealth(backend.checkHealth, startedAt),
    readiness: () => {
      lifecycle.probed();
      return checkReadiness({ draining: () => lifecycle.draining, checkStore: backend.checkHealth, checkBackend: backend.checkReady, jobs: () => jobs.state });
    },
    lifecycle,
    storage: backend,
    realtime,
    mailer,
    audit,
    members,
    activity,
    sessions,
    accounts,
    signIn,
    mfa,
    registrations,
    emailFlows,
    notifications,
    exchangeRates,
    pricing: commerce.pricing,
    supportSubscriptions: commerce.supportSubscriptions,
    orders: commerce.orders,
    checkout: commerce.checkout,
    paymentMethods: commerce.paymentMethods,
    invoices: commerce.invoices,
    billing: commerce.billing,
    fulfilment: commerce.fulfilment,
    clusters: clusterServices.clusters,
    provisioning: clusterServices.provisioning,
    kubeconfigs: clusterServices.kubeconfigs,
    kubernetesApi: clusterServices.kubernetesApi,
    compliance: clusterServices.compliance,
    providerTests: clusterServices.providerTests,
    usage: usageServices.usage,
    usageMeter: usageServices.meter,
    budgets: usageServices.budgets,
    billingReads: usageServices.reads,
    clusterSubscriptions: usageServices.clusterSubscriptions,
    clusterRenewals: usageServices.clusterRenewals,
    monthlyInvoicing: usageServices.invoicing,
    endpointTls,
    leads,
    newsletter,
    tickets,
    customerDesk: new CustomerDeskService(ticketDesk),
    officerDesk: new OfficerDeskService(ticketDesk),
    ...marketplace,
    userAdmin,
    promotions,
    organizationAdmin,
    officers,
    tokens: automation.tokens,
    tokenRateLimit: automation.tokenRateLimit,
    webhooks: automation.webhooks,
    close: async (options = {}) => {
      stopWaking();
      await jobs.stop(options);
      await backend.close();
    },
  };
}
