import type { Catalog } from '../../shared/catalog/catalog.schemas.ts';
import type { ClusterSpec, ClusterStatus } from '../../shared/clusters/clusters.schemas.ts';
import type { SurgeUpgrade } from '../../shared/clusters/upgrade.schemas.ts';
import { poolDuringUpgrade } from '../clusters/surge-upgrade.ts';
import type { SimulatedCluster, SimulatedConfig, SimulatedNodePool } from './simulated-cluster.ts';

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
  /** The patch release it runs; missing: the catalog patch of its minor. */
  patchVersion?: string;
  /** An upgrade replacing its nodes, step by step. */
  surge?: SurgeUpgrade | null;
  /** Per pool, the index its nodes are named from (an upgrade replaced the ones before). */
  nodeIndexBase?: Record<string, number>;
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
    patchVersion: cluster.patchVersion ?? version?.patch ?? `${cluster.kubernetesVersion}.0`,
    ...(cluster.surge && cluster.surge.step !== 'control-plane' ? { controlPlanePatch: cluster.surge.toPatch } : {}),
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
          vcpu: size.vcpu,
          memoryGb: size.memoryGb,
          diskGb: size.diskGb,
          ...gpu,
          ...(pool.labels ? { labels: pool.labels } : {}),
          ...(pool.taints ? { taints: pool.taints } : {}),
          ...nodesDuringUpgrade(cluster, pool.name, runningCount(pool, cluster.autoscaledNodes)),
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

/** Where a pool's node names start, and while an upgrade runs its surge node and cordoned node. */
function nodesDuringUpgrade(
  cluster: ClusterRecordFacts,
  pool: string,
  count: number,
): Pick<SimulatedNodePool, 'count' | 'firstIndex' | 'upgrade'> {
  const base = cluster.nodeIndexBase?.[pool] ?? 0;
  const during = cluster.surge ? poolDuringUpgrade(cluster.surge, pool) : undefined;
  if (!cluster.surge || !during) return base > 0 ? { count, firstIndex: base } : { count };
  const { upgradedFrom, joiningIndex, cordonedIndex } = during;
  return {
    count: during.count,
    firstIndex: during.firstIndex,
    upgrade: {
      upgradedFrom,
      patchVersion: cluster.surge.toPatch,
      ...(joiningIndex !== undefined ? { joiningIndex } : {}),
      ...(cordonedIndex !== undefined ? { cordonedIndex } : {}),
      ...(cluster.surge.surgeJoinedAt ? { surgeJoinedAt: cluster.surge.surgeJoinedAt } : {}),
      changedAt: cluster.surge.stepStartedAt,
      joined: joinedIn(cluster.surge, pool),
    },
  };
}

/** When the upgrade's new nodes of a pool joined, by index. */
function joinedIn(surge: SurgeUpgrade, pool: string): Record<number, string> {
  return Object.fromEntries(
    Object.entries(surge.joined ?? {}).flatMap(([key, at]) => {
      const [name, index] = key.split('/');
      return name === pool ? [[Number(index), at]] : [];
    }),
  );
}

function configOf(at: string, spec: ClusterSpec, autoscaled: Record<string, number> | undefined): SimulatedConfig {
  return {
    at,
    kubernetesVersion: spec.kubernetesVersion,
    pools: Object.fromEntries(spec.nodePools.map((pool) => [pool.name, runningCount(pool, autoscaled)])),
    addonIds: [...spec.addonIds],
  };
}
