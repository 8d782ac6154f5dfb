import type { ClusterStatus } from '../../shared/clusters/clusters.schemas.ts';
import type { NodeLabels, NodeTaint } from '../../shared/clusters/pool-scheduling.schemas.ts';

// What the simulated Kubernetes API needs to know about a cluster. The clusters domain builds it
// from its stored cluster, its configuration history and the catalog (sizes, add-ons); everything
// served is derived from it, so the same cluster always yields the same nodes, pods, names,
// addresses, uids and times, on every instance.

/** One node pool, with the size's shape resolved from the catalog. */
export type SimulatedNodePool = {
  name: string;
  nodeSizeId: string;
  count: number;
  vcpu: number;
  memoryGb: number;
  /** Local disk; 100 GB when the size does not say. */
  diskGb?: number;
  gpu?: { model: string; count: number };
  /** The pool's node labels and taints, as ordered. */
  labels?: NodeLabels;
  taints?: NodeTaint[];
  /** The index its first node is named with (an upgrade replaced the ones before); 0 when absent. */
  firstIndex?: number;
  /** An upgrade replacing this pool's nodes. */
  upgrade?: NodesUpgrade;
};

/** A pool's nodes during an upgrade: from `upgradedFrom` on they run `patchVersion`; one joins, or one is cordoned. */
export type NodesUpgrade = {
  upgradedFrom: number;
  patchVersion: string;
  /** The surge node, not Ready yet. */
  joiningIndex?: number;
  /** The old node cordoned: unschedulable, drained, then removed. */
  cordonedIndex?: number;
  /** When the surge node joined, and when the current step started (ISO). */
  surgeJoinedAt?: string;
  changedAt: string;
  /** When each new node joined, by index. */
  joined?: Record<number, string>;
};

/** One installed add-on, as the catalog names it. */
export type SimulatedAddon = { id: string; name: string; version: string; category: string };

/** A configuration that came into effect at `at` (the console's configuration history). */
export type SimulatedConfig = {
  at: string;
  kubernetesVersion: string;
  pools: Record<string, number>;
  addonIds: string[];
};

/** A cluster as its Kubernetes API shows it. */
export type SimulatedCluster = {
  id: string;
  name: string;
  /** Minor version, e.g. '1.37'. */
  kubernetesVersion: string;
  /** Patch version the nodes run, e.g. '1.37.3'. */
  patchVersion: string;
  /** The control plane's patch version while an upgrade runs (it is upgraded first); absent: `patchVersion`. */
  controlPlanePatch?: string;
  /** ISO 8601 time the cluster was created; every object's creation time derives from it. */
  createdAt: string;
  status: ClusterStatus;
  /** Region and provider ids of the catalog, shown in the nodes' topology labels. */
  regionId: string;
  providerId: string;
  haControlPlane: boolean;
  nodePools: SimulatedNodePool[];
  addons: SimulatedAddon[];
  /** When the cluster first ran (its creation finished); null until then. */
  runningSince: string | null;
  /** The last change of the stored cluster (a status or phase): when objects stopped being ready. */
  updatedAt: string;
  /** When each add-on was installed or last upgraded. */
  addonsSince: Record<string, string>;
  /** The configurations the cluster went through, oldest first (empty: the current one, since it runs). */
  history: SimulatedConfig[];
};

/** Nodes are Ready and pods Running only while the cluster is up; otherwise they show as starting. */
export function isClusterServing(cluster: SimulatedCluster): boolean {
  return cluster.status === 'running' || cluster.status === 'updating';
}
