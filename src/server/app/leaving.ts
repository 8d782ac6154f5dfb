import type { AppConfig } from '../config/config.ts';
import type { JobHandler, Schedule } from '../jobs/job-runner.ts';
import type { OutgoingMail } from '../mail/mail-queue.ts';
import { LegalArchiveService } from '../organizations/legal-archive.service.ts';
import {
  ORGANIZATION_ERASE_DUE_JOB,
  ORGANIZATION_ERASE_JOB,
  OrganizationClosingService,
} from '../organizations/organization-closing.service.ts';
import { OrganizationErasureService } from '../organizations/organization-erasure.service.ts';
import { ResidencyService } from '../residency/residency.service.ts';
import type { Repositories } from '../store/repositories.ts';
import type { ClusterServices } from './clusters.ts';
import type { MarketplaceServices } from './marketplace.ts';
import { BALANCE_PAYBACK_JOB, BalancePaybackService } from '../billing/balance-payback.ts';
import type { PaymentProvider } from '../payments/payment-provider.ts';
import { MS_PER_HOUR } from '../../shared/time.ts';

/** Where data lives, and leaving: closing, reopening, the erasure job and the restricted archive. */
export type Leaving = ReturnType<typeof createLeaving>;

/**
 * Wires residency and the closing of organizations; the erasure runs as jobs (hourly, and at each
 * start). Paying the credits balance back lives here too: on leaving, and when a customer asks.
 */
export function createLeaving(deps: {
  repositories: Repositories;
  config: AppConfig;
  mailer: OutgoingMail;
  clusters: ClusterServices['clusters'];
  compliance: ClusterServices['compliance'];
  productSubscriptions: MarketplaceServices['productSubscriptions'];
  provider: PaymentProvider;
}) {
  const { repositories, config, mailer } = deps;
  const payback = new BalancePaybackService({
    repositories,
    provider: deps.provider,
    mailer,
    publicOrigin: config.publicOrigin,
  });
  const erasure = new OrganizationErasureService({
    repositories,
    mailer,
    removeCluster: (actor, cluster) => deps.clusters.remove(actor, cluster.id, cluster.name),
    payBack: (organizationId) => payback.payBack(organizationId, { leaving: true }),
  });
  const handlers: Record<string, JobHandler> = {
    [ORGANIZATION_ERASE_JOB]: erasure.jobHandler(),
    [ORGANIZATION_ERASE_DUE_JOB]: erasure.dueJobHandler(),
    [BALANCE_PAYBACK_JOB]: payback.jobHandler(),
  };
  const schedule: Schedule = { kind: ORGANIZATION_ERASE_DUE_JOB, everyMs: MS_PER_HOUR };
  const residency = new ResidencyService({ repositories, catalog: repositories.catalog, config });
  // The compliance pack states where the cluster's data lives, as the API does.
  deps.compliance.useResidency((organizationId, clusterId) => residency.cluster(organizationId, clusterId));
  return {
    residency,
    balancePayback: payback,
    organizationClosing: new OrganizationClosingService({
      repositories,
      mailer,
      graceDays: config.organizationCloseGraceDays,
      publicOrigin: config.publicOrigin,
      products: deps.productSubscriptions,
    }),
    organizationArchive: new LegalArchiveService(repositories.legalArchive),
    organizationErasure: erasure,
    handlers,
    schedule,
    /** Queued at every start: an erasure that fell due while no instance ran is not left for the hour. */
    startJob: (owner: string) => ({
      kind: ORGANIZATION_ERASE_DUE_JOB,
      id: `${ORGANIZATION_ERASE_DUE_JOB}:start:${owner}`,
    }),
  };
}
