import type { Catalog } from '../../shared/catalog/catalog.schemas.ts';
import type { ClusterSpec, ClusterStatus } from '../../shared/clusters/clusters.schemas.ts';
import type { SimulatedCluster, SimulatedConfig } from './simulated-cluster.ts';

/** The stored facts the simulation needs beside the spec. */
export type ClusterRecordFacts = {
  id: string;
  status: ClusterStatus;
  createdAt: string;
  updatedAt?: string;
  runningSince?: string | null;
  addonVersions?: Record<string, string>;
  addonsSince?: Record<string, string>;
  /** Autoscaled pools running more nodes than configured: pool → nodes running. */
  autoscaledNodes?: Record<string, number>;
};

/** One entry of the configuration history: the spec in effect from `at`, and the nodes an autoscaler ran above it. */
export type ConfigHistoryEntry = { at: string; spec: ClusterSpec | null; autoscaledNodes?: Record<string, number> };

/** The nodes a pool runs: its configured count, or more while the autoscaler has added some. */
const runningCount = (pool: ClusterSpec['nodePools'][number], autoscaled: Record<string, number> | undefined) =>
  pool.autoscale ? Math.max(pool.count, Math.min(autoscaled?.[pool.name] ?? 0, pool.autoscale.max)) : pool.count;

/**
 * The simulated view of an ordered cluster: its pools' shapes and its add-ons resolved from the
 * catalog, and its configuration history (what ran when). A size or add-on the catalog no longer
 * has is left out rather than failing the API.
 */
export function simulatedClusterFromSpec(
  cluster: ClusterRecordFacts & ClusterSpec,
  catalog: Pick<Catalog, 'nodeSizes' | 'addons' | 'kubernetesVersions'>,
  history: readonly ConfigHistoryEntry[] = [],
): SimulatedCluster {
  const sizes = new Map(catalog.nodeSizes.map((size) => [size.id, size]));
  const addons = new Map(catalog.addons.map((addon) => [addon.id, addon]));
  const version = catalog.kubernetesVersions.find((entry) => entry.version === cluster.kubernetesVersion);
  return {
    id: cluster.id,
    name: cluster.name,
    kubernetesVersion: cluster.kubernetesVersion,
    patchVersion: version?.patch ?? `${cluster.kubernetesVersion}.0`,
    createdAt: cluster.createdAt,
    status: cluster.status,
    regionId: cluster.regionId,
    providerId: cluster.providerId,
    haControlPlane: cluster.haControlPlane,
    nodePools: cluster.nodePools.flatMap((pool) => {
      const size = sizes.get(pool.nodeSizeId);
      if (!size) return [];
      const gpu = size.gpu ? { gpu: { model: size.gpu.model, count: size.gpu.count } } : {};
      return [
        {
          name: pool.name,
          nodeSizeId: size.id,
          count: runningCount(pool, cluster.autoscaledNodes),
          vcpu: size.vcpu,
          memoryGb: size.memoryGb,
          diskGb: size.diskGb,
          ...gpu,
        },
      ];
    }),
    addons: cluster.addonIds.flatMap((id) => {
      const addon = addons.get(id);
      return addon
        ? [
            {
              id: addon.id,
              name: addon.name,
              version: cluster.addonVersions?.[id] ?? addon.version,
              category: addon.category,
            },
          ]
        : [];
    }),
    runningSince: cluster.runningSince ?? null,
    updatedAt: cluster.updatedAt ?? cluster.createdAt,
    addonsSince: cluster.addonsSince ?? {},
    history: history.flatMap((entry): SimulatedConfig[] =>
      entry.spec ? [configOf(entry.at, entry.spec, entry.autoscaledNodes)] : [],
    ),
  };
}

function configOf(at: string, spec: ClusterSpec, autoscaled: Record<string, number> | undefined): SimulatedConfig {
  return {
    at,
    kubernetesVersion: spec.kubernetesVersion,
    pools: Object.fromEntries(spec.nodePools.map((pool) => [pool.name, runningCount(pool, autoscaled)])),
    addonIds: [...spec.addonIds],
  };
}
