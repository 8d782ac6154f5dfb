import type { ClusterSpec } from '../clusters/clusters.schemas.ts';
import { instanceTypeFor } from '../../shared/instance-types.ts';
import { PROVIDER_LIMITS, type NameRule } from '../../shared/provider-limits.ts';
import { PROVIDER_TEST_PAGES, type TestProviderId } from './provider-tests.schemas.ts';

const minor = (version: string) => Number(version.split('.')[1] ?? 0);

function nameProblem(name: string, rule: NameRule): string | undefined {
  if (name.length < rule.min || name.length > rule.max || !rule.pattern.test(name)) return rule.rule();
  return undefined;
}

/**
 * Every field of a spec that the provider would refuse, by field path (the same paths as the
 * cluster rules); empty when it accepts it. Pure and client-safe: the page says why as you type.
 */
export function providerLimitProblems(spec: ClusterSpec, providerId: TestProviderId): Record<string, string> {
  const limits = PROVIDER_LIMITS[providerId];
  const service = PROVIDER_TEST_PAGES[providerId].service;
  const problems: Record<string, string> = {};
  const clusterName = nameProblem(spec.name, limits.clusterName);
  if (clusterName) problems.name = `${service}: ${clusterName}`;
  if (minor(spec.kubernetesVersion) > minor(limits.newestVersion)) {
    problems.kubernetesVersion = `${service} offers Kubernetes ${limits.newestVersion} at the newest.`;
  } else if (minor(spec.kubernetesVersion) < minor(limits.oldestVersion)) {
    problems.kubernetesVersion = `${service} no longer creates clusters older than ${limits.oldestVersion}.`;
  }
  if (spec.nodePools.length > limits.maxPools) problems.nodePools = `${service} allows at most ${limits.maxPools} node pools.`;
  let total = 0;
  spec.nodePools.forEach((pool, i) => {
    const at = (field: string) => `nodePools.${i}.${field}`;
    const poolName = nameProblem(pool.name, limits.poolName);
    if (poolName) problems[at('name')] = `${service} pool names: ${poolName}`;
    if (!instanceTypeFor(providerId, pool.nodeSizeId)) problems[at('nodeSizeId')] = `${service} offers no instance type close to ${pool.nodeSizeId}.`;
    const most = Math.max(pool.count, pool.autoscale?.max ?? 0);
    if (most > limits.maxNodesPerPool) problems[at('count')] = `${service} allows at most ${limits.maxNodesPerPool} nodes per pool.`;
    total += most;
  });
  if (total > limits.maxNodesPerCluster && !problems.nodePools) {
    problems.nodePools = `${service} allows at most ${limits.maxNodesPerCluster} nodes per cluster; this could reach ${total}.`;
  }
  return problems;
}
