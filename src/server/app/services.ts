import { auditRetentionJob } from '../audit/audit-retention-job.ts';
import { AuditService } from '../audit/audit.service.ts';
import { streamAuditEntries } from '../audit/audit-stream.ts';
import { EMAIL_LINK_JOB } from '../auth/email-flows.service.ts';
import { readCatalogSeed } from '../../shared/catalog-seed.ts';
import { CatalogService } from '../catalog/catalog.service.ts';
import type { AppConfig } from '../config/config.ts';
import { setSeller } from '../invoices/seller.ts';
import { ExchangeRatesService } from '../exchange-rates/exchange-rates.service.ts';
import { checkHealth, type Health } from '../health/health.service.ts';
import { checkReadiness, type Readiness } from '../health/readiness.ts';
import { Lifecycle } from '../http/lifecycle.ts';
import { registerStateReaders } from '../observability/metrics.ts';
import type { StorageBackend } from '../store/storage.ts';
import { JobRunner } from '../jobs/job-runner.ts';
import { RECONCILE_JOB } from '../orders/payment-recovery.ts';
import { join } from 'node:path';
import { endpointHostnames } from '../k8s/api-tls.ts';
import { loadOrCreateEndpointTls, type EndpointTls } from '../k8s/api-tls.store.ts';
import { needsBuiltInTls } from '../k8s/api-endpoint.ts';
import { MAIL_JOB, MailQueue, mailJobHandler, type OutgoingMail } from '../mail/mail-queue.ts';
import { createMailer } from '../mail/mailer.ts';
import { NotificationService } from '../notifications/notifications.service.ts';
import type { EventBus } from '../store/event-bus.ts';
import type { Repositories } from '../store/repositories.ts';
import { openStorage } from '../store/storage.ts';
import { SecretBox } from '../secrets/secret-box.ts';
import { sealSecretsAtStart } from '../secrets/seal-at-start.ts';
import { loadSecretsKey } from '../secrets/secrets-key.ts';
import { bootstrapAdmin } from '../users/admin-bootstrap.ts';
import { readVersionSummary, type VersionSummary } from '../version/version.service.ts';
import { busChannel, type RealtimeChannel } from '../ws/realtime-channel.ts';
import { OfficerFeed } from '../officers/officer-feed.ts';
import type { ClusterSubscriptions } from '../subscriptions/cluster-subscriptions.service.ts';
import type { ClusterRenewals } from '../subscriptions/cluster-renewals.ts';
import type { UsageQueryService } from '../usage/usage-query.service.ts';
import type { UsageMeter } from '../usage/usage.service.ts';
import type { BudgetService } from '../billing/budgets.service.ts';
import type { SpendingCapService } from '../billing/spending-cap.service.ts';
import type { BillingReads } from '../billing/billing-reads.ts';
import type { StatementService } from '../billing/statement.service.ts';
import type { MonthlyInvoicing } from '../billing/monthly-invoicing.ts';
import { createAccounting, type Accounting } from './accounting.ts';
import { createAutomation, type Automation } from './automation.ts';
import { createClusterServices, type ClusterServices } from './clusters.ts';
import { createCommerce, type Commerce } from './commerce.ts';
import { housekeeping } from './housekeeping.ts';
import { createIdentity, type Identity } from './identity.ts';
import { createPublicIntake, type PublicIntake } from './intake.ts';
import { createMarketplaceServices, type MarketplaceServices } from './marketplace.ts';
import { createStaff, type Staff } from './staff.ts';
import { createSupportDesk, type SupportDesk } from './support-desk.ts';
import { createTeam, type Team } from './team.ts';
import { createUsageBilling } from './usage.ts';
import { OrganizationExports } from '../sovereignty/export/export.service.ts';
import { archiveBuilder } from '../sovereignty/export/archive-port.ts';
import { createLeaving, type Leaving } from './leaving.ts';

/**
 * Everything endpoints reach through `locals.services`: one instance per process. Grouped by
 * domain, each group wired by its own factory in this folder.
 */
export type Services = {
  // The process: configuration, storage, jobs, health.
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
  // What every domain uses: the /ws channel, the mail queue, the audit log, notifications, rates.
  realtime: RealtimeChannel;
  mailer: OutgoingMail;
  audit: AuditService;
  notifications: NotificationService;
  exchangeRates: ExchangeRatesService;
  // Identity (identity.ts): sessions, accounts, sign-in, MFA, registration, e-mailed links.
  sessions: Identity['sessions'];
  accounts: Identity['accounts'];
  signIn: Identity['signIn'];
  mfa: Identity['mfa'];
  /** The password (or code) asked again: re-authentication, and what a sensitive change checks. */
  reauth: Identity['reauth'];
  registrations: Identity['registrations'];
  emailFlows: Identity['emailFlows'];
  /** Single sign-on per organization: its settings, and sign-in through the organization's provider. */
  ssoSettings: Identity['ssoSettings'];
  ssoSignIn: Identity['ssoSignIn'];
  // The organization's team (team.ts).
  members: Team['members'];
  activity: Team['activity'];
  // Commerce (commerce.ts): prices, orders and their payment, invoices.
  pricing: Commerce['pricing'];
  supportSubscriptions: Commerce['supportSubscriptions'];
  orders: Commerce['orders'];
  checkout: Commerce['checkout'];
  paymentMethods: Commerce['paymentMethods'];
  invoices: Commerce['invoices'];
  billing: Commerce['billing'];
  fulfilment: Commerce['fulfilment'];
  // Usage and month-end billing (usage.ts).
  usage: UsageQueryService;
  usageMeter: UsageMeter;
  budgets: BudgetService;
  /** The hard monthly spending cap: orders, raises and autoscaled nodes that would pass it are refused. */
  spendingCap: SpendingCapService;
  billingReads: BillingReads;
  /** The statement of account: documents, payments, refunds and balance movements with a running balance. */
  billingStatement: StatementService;
  /** Cluster subscriptions: changes charged or credited at once, renewed in advance. */
  clusterSubscriptions: ClusterSubscriptions;
  clusterRenewals: ClusterRenewals;
  monthlyInvoicing: MonthlyInvoicing;
  // Clusters (clusters.ts).
  clusters: ClusterServices['clusters'];
  provisioning: ClusterServices['provisioning'];
  kubeconfigs: ClusterServices['kubeconfigs'];
  kubernetesApi: ClusterServices['kubernetesApi'];
  compliance: ClusterServices['compliance'];
  providerTests: ClusterServices['providerTests'];
  /** The certificate the server also answers TLS with, for cluster endpoints on an http origin. */
  endpointTls: EndpointTls | undefined;
  // Marketplace (marketplace.ts): catalogue, add-ons, products, custom solutions.
  marketplace: MarketplaceServices['marketplace'];
  addons: MarketplaceServices['addons'];
  productSubscriptions: MarketplaceServices['productSubscriptions'];
  attachments: MarketplaceServices['attachments'];
  customSolutions: MarketplaceServices['customSolutions'];
  // The public forms (intake.ts).
  leads: PublicIntake['leads'];
  newsletter: PublicIntake['newsletter'];
  tickets: PublicIntake['tickets'];
  // The signed-in support desk (support-desk.ts), one service per actor.
  customerDesk: SupportDesk['customerDesk'];
  officerDesk: SupportDesk['officerDesk'];
  // Staff (staff.ts): user management, promotion requests, organizations (/api/admin/**).
  userAdmin: Staff['userAdmin'];
  promotions: Staff['promotions'];
  organizationAdmin: Staff['organizationAdmin'];
  /** The Officers Panel: its queues' actions and the live feed of their changes. */
  officers: Staff['officers'];
  // Automation (automation.ts).
  /** Personal API tokens (Authorization: Bearer) and their per-token rate limit. */
  tokens: Automation['tokens'];
  tokenRateLimit: Automation['tokenRateLimit'];
  /** The organization's webhook endpoints and their delivery log. */
  webhooks: Automation['webhooks'];
  // Accounting (accounting.ts): the sales journal staff export as the FEC.
  salesJournal: Accounting['salesJournal'];
  /** Organization exports: requested by owners, built in the background, downloaded by a link that expires. */
  organizationExports: OrganizationExports;
  /** Where data lives: per cluster and per organization, with the console's region and subprocessors. */
  residency: Leaving['residency'];
  /** Closing and reopening an organization; its erasure once the grace period ends. */
  organizationClosing: Leaving['organizationClosing'];
  balancePayback: Leaving['balancePayback'];
  organizationErasure: Leaving['organizationErasure'];
  /** The restricted archive of erased organizations (accounting staff). */
  organizationArchive: Leaving['organizationArchive'];
};

/** Services plus what only the process owner may call. */
export type ServiceContainer = Services & {
  /** Stops the job runner (handing back what it holds after `handBackAfterMs`) and closes the storage. */
  close: (options?: { handBackAfterMs?: number }) => Promise<void>;
};

/**
 * Opens the storage backend (migrating it), syncs the catalog with its seed, bootstraps the
 * admin, wires each domain and starts this instance's job runner.
 */
export async function createServices(config: AppConfig): Promise<ServiceContainer> {
  // One seller per process: every invoice issued from now on carries this identity.
  setSeller(config.seller);
  const startedAt = Date.now();
  // Read (or created) before anything is stored: pending e-mails are sealed with it.
  const box = new SecretBox(await loadSecretsKey(config.secretsKey), config.previousSecretsKey);
  const backend = await openStorage({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    postgres: { log: console.info },
  });
  const { repositories, bus } = backend;
  await sealSecretsAtStart(backend.db, box);
  const catalogSync = await repositories.catalog.sync(await readCatalogSeed());
  if (catalogSync !== 'unchanged') console.info(`Catalog ${catalogSync} from src/shared/catalog/seed/catalog.json`);
  const admin = await bootstrapAdmin(repositories, config.admin);
  if (admin === 'created') console.info(`Created the super_admin ${config.admin?.email}`);

  // What every domain uses.
  const { publicOrigin } = config;
  const mailTransport = createMailer({
    smtpUrl: config.smtpUrl,
    dataDir: config.dataDir,
    publicOrigin,
    from: config.mailFrom,
  });
  const mailer = new MailQueue(repositories, box);
  const audit = new AuditService(repositories.audit, repositories.users);
  // Every instance's /ws hub listens on the bus (ws/start-realtime.ts) and acts on its own sockets.
  const realtime = busChannel(bus);
  const officerFeed = new OfficerFeed(repositories.users, realtime);
  const notifications = new NotificationService(repositories.notifications, realtime);
  const exchangeRates = new ExchangeRatesService({ url: config.exchangeRatesUrl });

  // The domains, each wired by its factory.
  const identity = createIdentity({
    config,
    repositories,
    box,
    mailer,
    audit,
    realtime,
    notifications,
    officers: officerFeed,
  });
  const intake = createPublicIntake({ config, repositories, mailer });
  const automation = createAutomation({ repositories, config, box, notifications, mailer });
  const webhooks = automation.webhookEvents;
  streamAuditEntries(repositories, webhooks);
  const commerce = createCommerce({
    db: backend.db,
    repositories,
    config,
    notifications,
    realtime,
    mailer,
    exchangeRates,
    audit,
    officers: officerFeed,
    webhooks,
  });
  // kubectl sends its token over https only: on an http origin the server answers TLS too.
  const endpointTls = needsBuiltInTls(publicOrigin)
    ? await loadOrCreateEndpointTls(join(config.dataDir, 'k8s-api-tls'), endpointHostnames(publicOrigin))
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
  const marketplace = createMarketplaceServices({
    repositories,
    catalog: repositories.catalog,
    clusters: clusterServices,
    fulfilment: commerce.fulfilment,
    tickets: intake.tickets,
    notifications,
    officers: officerFeed,
  });
  const supportDesk = createSupportDesk({
    repositories,
    catalog: repositories.catalog,
    clusters: clusterServices,
    marketplace,
    mailer,
    notifications,
    realtime,
    audit,
    publicOrigin,
    webhooks,
  });
  const { sessions } = identity;
  const team = createTeam({
    repositories,
    sessions,
    tokens: automation.tokens,
    kubeconfigs: clusterServices.kubeconfigs,
    mailer,
    audit,
    publicOrigin,
  });
  const usageServices = createUsageBilling({
    repositories,
    catalog: repositories.catalog,
    exchangeRates,
    notifications,
    mailer,
    provider: commerce.provider,
    publicOrigin,
    realtime,
    officers: officerFeed,
    webhooks,
  });
  clusterServices.clusters.attachBilling(usageServices.clusterSubscriptions);
  // The spending cap holds new orders (at creation and, serialised, at payment) and the autoscaler.
  commerce.orders.useSpendingCap(usageServices.spendingCap);
  commerce.checkout.useSpendingCap(usageServices.spendingCap);
  clusterServices.autoscaler.useSpendingCap(usageServices.spendingCap);
  commerce.recovery.matchInvoiceCharges(usageServices.invoiceCharges);
  const staff = createStaff({
    repositories,
    mailer,
    audit,
    notifications,
    realtime,
    publicOrigin,
    sessions,
    tokens: automation.tokens,
    kubeconfigs: clusterServices.kubeconfigs,
    registrations: identity.registrations,
    officerFeed,
    clusters: clusterServices.clusters,
    invoicing: usageServices.invoicing,
    exchangeRates,
  });

  // The background jobs of every domain, and the housekeeping sweep.
  // The archive library reads every domain: it gets the whole bundle once it is wired.
  let wired: Services | undefined;
  const organizationExports = new OrganizationExports({
    repositories,
    box,
    mailer,
    audit,
    publicOrigin,
    directory: config.exportsDir,
    linkMs: config.exportLinkMs,
    build: archiveBuilder(() => wired),
  });
  const exportJobs = organizationExports.jobs();
  const leaving = createLeaving({
    repositories,
    config,
    mailer,
    clusters: clusterServices.clusters,
    compliance: clusterServices.compliance,
    productSubscriptions: marketplace.productSubscriptions,
    provider: commerce.provider,
  });
  await leaving.residency.assertConsoleRegion();
  const sweep = housekeeping({ repositories, sessions, tickets: intake.tickets, attachments: marketplace.attachments });
  const retention = auditRetentionJob(repositories);
  const jobs = new JobRunner({
    jobs: repositories.jobs,
    handlers: {
      ...commerce.jobHandlers,
      ...clusterServices.jobHandlers,
      ...usageServices.jobHandlers,
      ...automation.jobHandlers,
      [MAIL_JOB]: mailJobHandler(mailTransport, box),
      [EMAIL_LINK_JOB]: identity.emailFlows.linkJobHandler(),
      ...sweep.handlers,
      ...retention.handlers,
      ...leaving.handlers,
      ...exportJobs.handlers,
    },
    schedules: [
      sweep.schedule,
      retention.schedule,
      leaving.schedule,
      exportJobs.schedule,
      ...commerce.schedules,
      ...usageServices.schedules,
      ...clusterServices.schedules,
    ],
  });
  const stopWaking = bus.subscribe('jobs', () => jobs.poke());
  // At every start, not only every 15 minutes: payments a crash left in progress are settled at once.
  await repositories.jobs.enqueue({ kind: RECONCILE_JOB, id: `${RECONCILE_JOB}:start:${jobs.owner}`, maxAttempts: 3 });
  await repositories.jobs.enqueue(leaving.startJob(jobs.owner));
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

  const container: ServiceContainer = {
    config,
    repositories,
    bus,
    jobs,
    catalog: new CatalogService(repositories.catalog),
    version: readVersionSummary(config.appEnv),
    health: () => checkHealth(backend.checkHealth, startedAt),
    readiness: () => {
      lifecycle.probed();
      return checkReadiness({
        draining: () => lifecycle.draining,
        checkStore: backend.checkHealth,
        checkBackend: backend.checkReady,
        jobs: () => jobs.state,
      });
    },
    lifecycle,
    storage: backend,
    realtime,
    mailer,
    audit,
    notifications,
    exchangeRates,
    ...identity,
    ...team,
    pricing: commerce.pricing,
    supportSubscriptions: commerce.supportSubscriptions,
    orders: commerce.orders,
    checkout: commerce.checkout,
    paymentMethods: commerce.paymentMethods,
    invoices: commerce.invoices,
    billing: commerce.billing,
    fulfilment: commerce.fulfilment,
    usage: usageServices.usage,
    usageMeter: usageServices.meter,
    budgets: usageServices.budgets,
    spendingCap: usageServices.spendingCap,
    billingReads: usageServices.reads,
    billingStatement: usageServices.statement,
    clusterSubscriptions: usageServices.clusterSubscriptions,
    clusterRenewals: usageServices.clusterRenewals,
    monthlyInvoicing: usageServices.invoicing,
    clusters: clusterServices.clusters,
    provisioning: clusterServices.provisioning,
    kubeconfigs: clusterServices.kubeconfigs,
    kubernetesApi: clusterServices.kubernetesApi,
    compliance: clusterServices.compliance,
    providerTests: clusterServices.providerTests,
    endpointTls,
    ...marketplace,
    ...intake,
    ...supportDesk,
    ...staff,
    tokens: automation.tokens,
    tokenRateLimit: automation.tokenRateLimit,
    webhooks: automation.webhooks,
    ...createAccounting({ repositories, exchangeRates }),
    organizationExports,
    residency: leaving.residency,
    organizationClosing: leaving.organizationClosing,
    balancePayback: leaving.balancePayback,
    organizationErasure: leaving.organizationErasure,
    organizationArchive: leaving.organizationArchive,
    close: async (options = {}) => {
      stopWaking();
      await jobs.stop(options);
      await backend.close();
    },
  };
  wired = container;
  return container;
}
