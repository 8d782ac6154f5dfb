import type { ClusterSpec } from '../../shared/clusters/clusters.schemas.ts';
import { instanceTypeFor } from '../../shared/instance-types.ts';
import { PROVIDER_LIMITS, type NameRule } from '../../shared/provider-limits.ts';
import { PROVIDER_TEST_PAGES, type TestProviderId } from '../../shared/provider-tests/provider-tests.schemas.ts';
import { m } from '../../shared/i18n/messages.ts';

const minor = (version: string) => Number(version.split('.')[1] ?? 0);

function nameProblem(name: string, rule: NameRule): string | undefined {
  if (name.length < rule.min || name.length > rule.max || !rule.pattern.test(name)) return rule.rule();
  return undefined;
}

/**
 * Every field of a spec that the provider would refuse, by field path (the same paths as the
 * cluster rules); empty when it accepts it. Pure and client-safe: the page says why as you type,
 * in the language being rendered.
 */
export function providerLimitProblems(spec: ClusterSpec, providerId: TestProviderId): Record<string, string> {
  const limits = PROVIDER_LIMITS[providerId];
  const service = PROVIDER_TEST_PAGES[providerId].service;
  const problems: Record<string, string> = {};
  const clusterName = nameProblem(spec.name, limits.clusterName);
  if (clusterName) problems.name = m.field_provider_cluster_name({ service, rule: clusterName });
  if (minor(spec.kubernetesVersion) > minor(limits.newestVersion)) {
    problems.kubernetesVersion = m.field_provider_newest_version({ service, version: limits.newestVersion });
  } else if (minor(spec.kubernetesVersion) < minor(limits.oldestVersion)) {
    problems.kubernetesVersion = m.field_provider_oldest_version({ service, version: limits.oldestVersion });
  }
  if (spec.nodePools.length > limits.maxPools)
    problems.nodePools = m.field_provider_max_pools({ service, max: limits.maxPools });
  let total = 0;
  spec.nodePools.forEach((pool, i) => {
    const at = (field: string) => `nodePools.${i}.${field}`;
    const poolName = nameProblem(pool.name, limits.poolName);
    if (poolName) problems[at('name')] = m.field_provider_pool_name({ service, rule: poolName });
    if (!instanceTypeFor(providerId, pool.nodeSizeId))
      problems[at('nodeSizeId')] = m.field_provider_no_instance_type({ service, size: pool.nodeSizeId });
    const most = Math.max(pool.count, pool.autoscale?.max ?? 0);
    if (most > limits.maxNodesPerPool)
      problems[at('count')] = m.field_provider_max_nodes_per_pool({ service, max: limits.maxNodesPerPool });
    total += most;
  });
  if (total > limits.maxNodesPerCluster && !problems.nodePools) {
    problems.nodePools = m.field_provider_max_nodes_per_cluster({ service, max: limits.maxNodesPerCluster, total });
  }
  return problems;
}
