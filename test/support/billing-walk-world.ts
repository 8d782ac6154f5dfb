// The billing services of the server, wired as src/server/app wires them, on a test clock over
// one storage backend: orders and checkout, clusters, subscriptions and renewals, month-end
// invoicing, usage and billing reads. For walks through a customer's month (test/api/billing-*).
import { randomBytes } from 'node:crypto';
import { createClusterServices } from '../../src/server/app/clusters.ts';
import { createCommerce } from '../../src/server/app/commerce.ts';
import { createUsageBilling } from '../../src/server/app/usage.ts';
import { AuditService } from '../../src/server/audit/audit.service.ts';
import { catalogSeed } from '../../src/shared/catalog-seed.ts';
import { autoscaledNodesOf } from '../../src/server/clusters/autoscaler-decision.ts';
import type { ClusterSpec } from '../../src/shared/clusters/clusters.schemas.ts';
import { specOf } from '../../src/server/clusters/provisioning.service.ts';
import { loadConfig } from '../../src/server/config/config.ts';
import { ExchangeRatesService } from '../../src/server/exchange-rates/exchange-rates.service.ts';
import { MAIL_JOB, MailQueue } from '../../src/server/mail/mail-queue.ts';
import { mailMessageSchema, type MailMessage } from '../../src/shared/mail/mail.schemas.ts';
import { BILLING_EMAIL_JOB } from '../../src/server/billing/billing-notices.ts';
import { ORDER_EMAIL_JOB } from '../../src/server/orders/order-notices.ts';
import type { JobHandler } from '../../src/server/jobs/job-runner.ts';
import { NotificationService } from '../../src/server/notifications/notifications.service.ts';
import { SecretBox } from '../../src/server/secrets/secret-box.ts';
import type { Repositories } from '../../src/server/store/repositories.ts';
import type { RealtimeChannel } from '../../src/server/ws/realtime-channel.ts';
import type { StorageBackend } from '../../src/server/store/storage.ts';
import type { ContractBackend } from './storage.ts';
import { BalancePaybackService } from '../../src/server/billing/balance-payback.ts';
import { OrganizationClosingService } from '../../src/server/organizations/organization-closing.service.ts';
import { OrganizationErasureService } from '../../src/server/organizations/organization-erasure.service.ts';

/** The rates source answers these (USD base), as the ECB-based service would. */
export const WALK_RATES = { USD: 1, EUR: 0.9137, GBP: 0.7791 } as const;

/** Opens `backend` and wires the billing services on `clock`. */
export async function billingWorld(backend: ContractBackend, clock: { now: number }) {
  const store = await backend.open();
  return { ...(await wireBilling(store.storage, clock)), close: () => store.close() };
}

/** The billing services over an open storage backend, on `clock`. */
export async function wireBilling(storage: StorageBackend, clock: { now: number }) {
  const store = { storage };
  const { repositories } = storage;
  await repositories.catalog.sync(catalogSeed);
  const now = () => clock.now;
  const config = loadConfig({ APP_ENV: 'test' });
  // What the services told members' sockets (after their commits): a test awaits its own before closing the store.
  const published: unknown[] = [];
  const realtime: RealtimeChannel = {
    publish: (_userId, message) => void published.push(message),
    endSessions: () => {},
  };
  const notifications = new NotificationService(repositories.notifications, realtime, now);
  // The outbox's key: a test opens the e-mails it queued with it (billing-walk-world's `outbox`).
  const mailBox = new SecretBox(randomBytes(32));
  const mailer = new MailQueue(repositories, mailBox);
  const body = JSON.stringify({
    amount: 1,
    base: 'USD',
    date: new Date(clock.now).toISOString().slice(0, 10),
    rates: { EUR: WALK_RATES.EUR, GBP: WALK_RATES.GBP },
  });
  const exchangeRates = new ExchangeRatesService({
    url: 'https://rates.test/latest',
    fetch: async () => new Response(body, { headers: { 'Content-Type': 'application/json' } }),
    now,
  });
  const audit = new AuditService(repositories.audit, repositories.users);
  const commerce = createCommerce({
    db: store.storage.db,
    repositories,
    config,
    notifications,
    realtime,
    mailer,
    exchangeRates,
    audit,
    now,
  });
  const clusterServices = createClusterServices({
    repositories,
    catalog: repositories.catalog,
    config,
    notifications,
    realtime,
    mailer,
    fulfilment: commerce.fulfilment,
    now,
  });
  const billing = createUsageBilling({
    repositories,
    catalog: repositories.catalog,
    exchangeRates,
    notifications,
    mailer,
    provider: commerce.provider,
    publicOrigin: config.publicOrigin,
    realtime,
    now,
  });
  clusterServices.clusters.attachBilling(billing.clusterSubscriptions);
  commerce.recovery.matchInvoiceCharges(billing.invoiceCharges);
  const payback = new BalancePaybackService({
    repositories,
    provider: commerce.provider,
    mailer,
    publicOrigin: config.publicOrigin,
    now,
  });
  // Leaving as the server wires it (app/leaving.ts); this world activates no product subscription.
  const closing = new OrganizationClosingService({
    repositories,
    mailer,
    graceDays: config.organizationCloseGraceDays,
    publicOrigin: config.publicOrigin,
    products: { list: async () => [], cancel: async () => undefined },
    now,
  });
  const erasure = new OrganizationErasureService({
    repositories,
    mailer,
    removeCluster: (actor, cluster) => clusterServices.clusters.remove(actor, cluster.id, cluster.name),
    payBack: (organizationId) => payback.payBack(organizationId, { leaving: true }),
    now,
  });
  return {
    payback,
    closing,
    erasure,
    store,
    repositories,
    notifications,
    commerce,
    clusters: clusterServices.clusters,
    autoscaler: clusterServices.autoscaler,
    maintenance: clusterServices.maintenance,
    billing,
    published,
    outbox: (at: number) => outbox(repositories, mailBox, { ...commerce.jobHandlers, ...billing.jobHandlers }, at),
  };
}

/**
 * The e-mails the services queued by `at`, as they would be sent: the jobs that write them (an
 * invoice's or an order's e-mail, its PDF attached) are run first, then the outbox's messages
 * are taken and opened. Each message is taken once.
 */
async function outbox(
  repositories: Repositories,
  box: SecretBox,
  handlers: Record<string, JobHandler>,
  at: number,
): Promise<MailMessage[]> {
  const now = new Date(at);
  const lease = new Date(at + 60_000);
  for (const kind of [BILLING_EMAIL_JOB, ORDER_EMAIL_JOB]) {
    const handler = handlers[kind];
    if (!handler) throw new Error(`no handler for ${kind}`);
    for (const job of await repositories.jobs.claim('walk', now, lease, 100, kind)) {
      await handler(job.payload, job);
      await repositories.jobs.complete(job.id, 'walk', now);
    }
  }
  const sent = await repositories.jobs.claim('walk', now, lease, 100, MAIL_JOB);
  for (const job of sent) await repositories.jobs.complete(job.id, 'walk', now);
  return sent.map((job) => mailMessageSchema.parse(box.open(job.payload as Parameters<SecretBox['open']>[0])));
}

/**
 * Finishes the cluster's operation at the clock's time, as provisioning does when its last phase
 * ends: the target configuration in effect (recorded in the configuration history) and running.
 */
export async function finishOperation(repositories: Repositories, clusterId: string, at: number): Promise<void> {
  const iso = new Date(at).toISOString();
  await repositories.transaction(async (tx) => {
    const cluster = await tx.clusters.update(clusterId, (current) => ({
      ...current,
      ...(current.targetSpec ? specOf(current.targetSpec as ClusterSpec) : {}),
      status: 'running',
      phase: null,
      progress: 100,
      operation: null,
      targetSpec: null,
      operationId: null,
      operationOrderId: null,
      runningSince: current.runningSince ?? iso,
      updatedAt: iso,
    }));
    if (!cluster) throw new Error(`no cluster ${clusterId}`);
    const autoscaledNodes = autoscaledNodesOf(cluster);
    await tx.clusterEvents.append({
      clusterId,
      organizationId: cluster.organizationId,
      type: 'config',
      message: 'Configuration in effect.',
      actorId: null,
      spec: specOf(cluster),
      ...(Object.keys(autoscaledNodes).length > 0 ? { autoscaledNodes } : {}),
      at: iso,
    });
  });
}
