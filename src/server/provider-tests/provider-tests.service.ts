import type { CatalogRepository } from '../catalog/catalog.repository.ts';
import { clusterSpecProblems } from '../../shared/cluster-rules.ts';
import type { Cluster, ClusterRecord, ClusterSpec } from '../../shared/clusters/clusters.schemas.ts';
import type { ClustersService } from '../clusters/clusters.service.ts';
import { AppError, errors } from '../http/app-error.ts';
import type { Repositories } from '../store/repositories.ts';
import type { UserRecord } from '../../shared/users/users.schemas.ts';
import { providerLimitProblems } from './limit-check.ts';
import {
  TEST_CLUSTERS_PER_PROVIDER,
  type DryRunResult,
  type TestProviderId,
} from '../../shared/provider-tests/provider-tests.schemas.ts';
import { buildCreateRequests } from './request-builders.ts';
import { m } from '../../shared/i18n/messages.ts';
import { isLiveCluster } from '../../shared/cluster-lifecycle.ts';

const isTestOf = (providerId: TestProviderId) => (c: Pick<ClusterRecord, 'purpose' | 'providerId' | 'status'>) =>
  c.purpose === 'provider-test' && c.providerId === providerId && isLiveCluster(c);

/**
 * The provider test pages' server side: a dry run of a spec against a provider's limits with
 * the exact create requests, and test clusters on the simulated driver for that provider (no
 * order, never billed, at most 3 live per provider and organization). Customers' clusters are
 * out of reach here: through these endpoints they are not found.
 */
export class ProviderTestsService {
  #deps: { repositories: Repositories; catalog: CatalogRepository; clusters: ClustersService };

  constructor(deps: { repositories: Repositories; catalog: CatalogRepository; clusters: ClustersService }) {
    this.#deps = deps;
  }

  async dryRun(providerId: TestProviderId, spec: ClusterSpec): Promise<DryRunResult> {
    const catalog = await this.#deps.catalog.snapshot();
    const problems: Record<string, string> = {
      ...clusterSpecProblems(spec, catalog),
      ...providerLimitProblems(spec, providerId),
    };
    if (spec.providerId !== providerId)
      problems.providerId = m.field_provider_page_tests_other({ provider: providerId, spec: spec.providerId });
    const valid = Object.keys(problems).length === 0;
    const patchVersion =
      catalog.kubernetesVersions.find((v) => v.version === spec.kubernetesVersion)?.patch ??
      `${spec.kubernetesVersion}.0`;
    return { valid, problems, requests: valid ? buildCreateRequests(providerId, spec, { patchVersion }) : [] };
  }

  async list(organizationId: string, providerId: TestProviderId): Promise<Cluster[]> {
    return this.#deps.clusters.listMatching(organizationId, isTestOf(providerId));
  }

  /** Runs the dry run first (400 with every failing field), then the cap (409), then provisions. */
  async create(user: UserRecord, providerId: TestProviderId, spec: ClusterSpec): Promise<Cluster> {
    const dryRun = await this.dryRun(providerId, spec);
    if (!dryRun.valid)
      throw errors.badRequest(m.error_provider_would_refuse({ provider: providerId }), dryRun.problems);
    return this.#deps.clusters.createTestCluster(user, spec, async (tx) => {
      const live = (await tx.clusters.listLive(user.organizationId)).filter(isTestOf(providerId));
      if (live.length >= TEST_CLUSTERS_PER_PROVIDER) {
        throw new AppError(
          409,
          'test_cluster_limit',
          m.error_test_cluster_limit({ limit: TEST_CLUSTERS_PER_PROVIDER }),
        );
      }
    });
  }

  /** Deletes one of this provider's test clusters; any other cluster is not found here. */
  async remove(user: UserRecord, providerId: TestProviderId, id: string): Promise<Cluster> {
    const cluster = await this.#deps.repositories.clusters.find(user.organizationId, id);
    if (!cluster || !isTestOf(providerId)(cluster)) throw errors.notFound(m.error_no_such_test_cluster());
    return this.#deps.clusters.remove(user, id, cluster.name);
  }
}
