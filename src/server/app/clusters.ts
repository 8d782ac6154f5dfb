import type { CatalogRepository } from '../catalog/catalog.repository.ts';
import { ComplianceService } from '../compliance/compliance.service.ts';
import { ProviderTestsService } from '../provider-tests/provider-tests.service.ts';
import { AUTOSCALE_EVERY_MS, AUTOSCALE_JOB, ClusterAutoscaler } from '../clusters/cluster-autoscaler.ts';
import { ClusterNotices } from '../clusters/cluster-notices.ts';
import { ClusterMaintenance, MAINTENANCE_EVERY_MS, MAINTENANCE_JOB } from '../clusters/maintenance.ts';
import { ClustersService } from '../clusters/clusters.service.ts';
import { KubeconfigService } from '../clusters/kubeconfigs.service.ts';
import { CLUSTER_STEP_JOB, ProvisioningService } from '../clusters/provisioning.service.ts';
import { SimulatedProvisioner } from '../clusters/simulated-provisioner.ts';
import type { AppConfig } from '../config/config.ts';
import type { JobHandler } from '../jobs/job-runner.ts';
import type { OutgoingMail } from '../mail/mail-queue.ts';
import type { NotificationService } from '../notifications/notifications.service.ts';
import type { OrderFulfilment } from '../orders/fulfilment.ts';
import type { Repositories } from '../store/repositories.ts';
import type { OfficerFeed } from '../officers/officer-feed.ts';
import type { WebhookEmitter } from '../webhooks/webhook-events.ts';
import type { RealtimeChannel } from '../ws/realtime-channel.ts';
import type { EventBus } from '../store/event-bus.ts';
import { createKubernetesApi } from './kubernetes-api.ts';

/** The clusters services: provisioning, clusters, credentials. */
export type ClusterServices = ReturnType<typeof createClusterServices>;

/**
 * Wires the clusters domain on the built-in simulated provider (persisted, resumable steps): a real
 * driver implements clusters/provisioner.ts and replaces it here. Cluster and add-on orders are
 * fulfilled by provisioning operations.
 */
export function createClusterServices(deps: {
  repositories: Repositories;
  catalog: CatalogRepository;
  config: AppConfig;
  notifications: NotificationService;
  realtime: RealtimeChannel;
  mailer: OutgoingMail;
  fulfilment: OrderFulfilment;
  /** PEM of the built-in CA of the cluster endpoints, when kubeconfigs must carry it. */
  certificateAuthority?: string;
  officers?: Pick<OfficerFeed, 'changed'>;
  /** Wakes the Kubernetes API's watches when a cluster changes on any instance. */
  bus?: EventBus;
  webhooks?: WebhookEmitter;
  /** The clock (a test clock in billing walks); the system clock by default. */
  now?: () => number;
}) {
  const { repositories, config } = deps;
  const notices = new ClusterNotices({
    notifications: deps.notifications,
    realtime: deps.realtime,
    mailer: deps.mailer,
    publicOrigin: config.publicOrigin,
    repositories,
    officers: deps.officers,
    webhooks: deps.webhooks,
  });
  const provisioner = new SimulatedProvisioner(config.simulatedPhaseSeconds);
  const provisioning = new ProvisioningService({ repositories, provisioner, notices, fulfilment: deps.fulfilment });
  // The simulated provider's cluster autoscaler, reconciling every minute (and when a load changes) on the same clock.
  const autoscaler = new ClusterAutoscaler({
    repositories,
    catalog: deps.catalog,
    notices,
    now: deps.now,
    scaleDownUnneededMs: config.autoscaleScaleDownMs,
  });
  const clusters = new ClustersService({
    repositories,
    catalog: deps.catalog,
    provisioning,
    publicOrigin: config.publicOrigin,
    now: deps.now,
    autoscaler,
  });
  // Patch upgrades in each cluster's window, and the minor past its end of support, on the same clock.
  const maintenance = new ClusterMaintenance({
    repositories,
    catalog: deps.catalog,
    upgrader: clusters,
    notifications: deps.notifications,
    mailer: deps.mailer,
    publicOrigin: config.publicOrigin,
    now: deps.now,
  });
  const kubeconfigs = new KubeconfigService({
    repositories,
    publicOrigin: config.publicOrigin,
    certificateAuthority: deps.certificateAuthority,
  });
  const compliance = new ComplianceService({ repositories, catalog: deps.catalog });
  const providerTests = new ProviderTestsService({ repositories, catalog: deps.catalog, clusters });
  deps.fulfilment.register('cluster', (order) => clusters.createFromOrder(order));
  deps.fulfilment.register('addon', (order) => clusters.installFromOrder(order));
  const jobHandlers: Record<string, JobHandler> = {
    [CLUSTER_STEP_JOB]: provisioning.jobHandler(),
    [AUTOSCALE_JOB]: autoscaler.jobHandler(),
    [MAINTENANCE_JOB]: maintenance.jobHandler(),
  };
  const schedules = [
    { kind: AUTOSCALE_JOB, everyMs: AUTOSCALE_EVERY_MS },
    { kind: MAINTENANCE_JOB, everyMs: MAINTENANCE_EVERY_MS },
  ];
  const kubernetesApi = createKubernetesApi({
    repositories,
    catalog: deps.catalog,
    kubeconfigs,
    bus: deps.bus,
    certificateAuthority: deps.certificateAuthority,
  });
  return {
    notices,
    provisioner,
    provisioning,
    clusters,
    autoscaler,
    maintenance,
    kubeconfigs,
    kubernetesApi,
    jobHandlers,
    schedules,
    compliance,
    providerTests,
  };
}
