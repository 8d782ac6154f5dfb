// Test clusters for the simulated Kubernetes API, built from the real catalog (sizes, add-ons,
// patch versions) the way the clusters domain builds them from an ordered spec.
import { catalogSeed } from '../../src/shared/catalog-seed.ts';
import type { ClusterSpec } from '../../src/shared/clusters/clusters.schemas.ts';
import {
  simulatedClusterFromSpec,
  type ClusterRecordFacts,
  type ConfigHistoryEntry,
} from '../../src/server/k8s/simulated-cluster.mapper.ts';
import type { SimulatedCluster } from '../../src/server/k8s/simulated-cluster.ts';
import { testClusterSpec } from './builders.ts';

/** When the test clusters were created; objects' ages are measured from here. */
export const CREATED_AT = '2026-11-02T08:00:00Z';

const BASE: ClusterRecordFacts & ClusterSpec = {
  id: 'cl_test',
  status: 'running',
  createdAt: CREATED_AT,
  ...testClusterSpec({ nodePools: [] }),
};

/** A cluster from a partial spec, resolved against the catalog seed, with its configuration history. */
export function testCluster(
  overrides: Partial<ClusterRecordFacts & ClusterSpec>,
  history: ConfigHistoryEntry[] = [],
): SimulatedCluster {
  return simulatedClusterFromSpec({ ...BASE, ...overrides }, catalogSeed, history);
}

/** The spec of a test cluster, for a configuration history entry. */
export function specOf(cluster: Partial<ClusterSpec>): ClusterSpec {
  const { name, tierId, providerId, regionId, kubernetesVersion, haControlPlane, nodePools, addonIds } = {
    ...BASE,
    ...cluster,
  };
  return { name, tierId, providerId, regionId, kubernetesVersion, haControlPlane, nodePools, addonIds };
}

/** Two general pools and a GPU pool, with monitoring, cert-manager, Traefik and the GPU operator. */
export const productionCluster = (
  overrides: Partial<ClusterRecordFacts & ClusterSpec> = {},
  history: ConfigHistoryEntry[] = [],
) =>
  testCluster(
    {
      id: 'cl_prod_7f3a',
      name: 'prod-eu',
      nodePools: [
        { name: 'general', nodeSizeId: 'gp-4-16', count: 3 },
        { name: 'memory', nodeSizeId: 'mem-8-64', count: 2 },
        { name: 'gpu', nodeSizeId: 'gpu-l4-1', count: 1 },
      ],
      addonIds: ['monitoring', 'cert-manager', 'traefik', 'gpu-operator'],
      ...overrides,
    },
    history,
  );

/** One small pool and cert-manager, in another region. */
export const stagingCluster = (overrides: Partial<ClusterRecordFacts & ClusterSpec> = {}) =>
  testCluster({
    id: 'cl_stage_19bc',
    name: 'staging',
    regionId: 'de-fra-1',
    kubernetesVersion: '1.36',
    nodePools: [{ name: 'pool-a', nodeSizeId: 'gp-2-4', count: 2 }],
    addonIds: ['cert-manager'],
    ...overrides,
  });
