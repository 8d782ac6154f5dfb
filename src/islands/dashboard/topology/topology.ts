import type { Catalog } from '../../../shared/catalog/catalog.schemas.ts';
import type { Cluster, ProvisioningPhase } from '../../../shared/clusters/clusters.schemas.ts';
import { m } from '../../../shared/i18n/messages.ts';

// A cluster's topology as data: control plane, node pools with their nodes, add-ons, and the
// health of each from the provisioning phases. Pure: the graph and the accessible list both
// draw this, and the unit tests check it.

/** Health of a part of a cluster, in words as well as colour. */
export type Health = 'healthy' | 'progressing' | 'pending' | 'failed' | 'deleting';

/** A health in words. */
export function healthLabel(health: Health): string {
  switch (health) {
    case 'healthy':
      return m.topology_health_healthy();
    case 'progressing':
      return m.topology_health_progressing();
    case 'pending':
      return m.topology_health_pending();
    case 'failed':
      return m.topology_health_failed();
    case 'deleting':
      return m.topology_health_deleting();
  }
}

/** A large pool draws its first nodes and one box for the rest; the list shows them all. */
export const NODES_DRAWN_PER_POOL = 8;

export type TopologyPool = {
  id: string;
  name: string;
  nodeSize: string;
  count: number;
  autoscale: { min: number; max: number } | null;
  health: Health;
  /** Every node, named as Kubernetes names them (`<cluster>-<pool>-<i>`). */
  nodes: string[];
  /** The nodes drawn in the graph, and how many the "N more nodes" box stands for. */
  drawn: string[];
  more: number;
};

export type ClusterTopology = {
  id: string;
  name: string;
  status: Cluster['status'];
  health: Health;
  controlPlane: { replicas: number; version: string; health: Health };
  pools: TopologyPool[];
  addons: { id: string; name: string; health: Health }[];
};

/** The health of what a phase builds, from where that phase stands. */
export function healthOf(
  cluster: Pick<Cluster, 'status' | 'phases' | 'operation' | 'runningSince'>,
  phase: ProvisioningPhase,
): Health {
  if (cluster.status === 'deleting' || cluster.status === 'deleted') return 'deleting';
  const state = cluster.phases.find((p) => p.phase === phase);
  if (state?.status === 'failed') return 'failed';
  if (state?.status === 'running') return 'progressing';
  if (state?.status === 'pending')
    return cluster.operation === 'create' || !cluster.runningSince ? 'pending' : 'healthy';
  if (state?.status === 'done') return 'healthy';
  return cluster.runningSince ? 'healthy' : 'pending';
}

/** The whole cluster's health: the worst of its parts. */
export function overallHealth(cluster: Pick<Cluster, 'status' | 'operation' | 'runningSince'>): Health {
  if (cluster.status === 'deleting' || cluster.status === 'deleted') return 'deleting';
  if (cluster.status === 'failed') return 'failed';
  if (cluster.status === 'provisioning' || cluster.status === 'updating') return 'progressing';
  if (cluster.status === 'pending') return 'pending';
  return 'healthy';
}

/** The topology of one cluster. */
export function buildTopology(cluster: Cluster, catalog: Pick<Catalog, 'addons' | 'nodeSizes'>): ClusterTopology {
  const poolHealth = healthOf(cluster, 'node-pools');
  return {
    id: cluster.id,
    name: cluster.name,
    status: cluster.status,
    health: overallHealth(cluster),
    controlPlane: {
      replicas: cluster.haControlPlane ? 3 : 1,
      version: cluster.patchVersion,
      health: healthOf(cluster, 'control-plane'),
    },
    pools: cluster.nodePools.map((pool) => {
      const nodes = Array.from({ length: pool.count }, (_, i) => `${cluster.name}-${pool.name}-${i}`);
      const drawn = nodes.slice(0, NODES_DRAWN_PER_POOL);
      const size = catalog.nodeSizes.find((s) => s.id === pool.nodeSizeId);
      return {
        id: `${cluster.id}/pool/${pool.name}`,
        name: pool.name,
        nodeSize: size ? `${size.name} (${size.vcpu} vCPU, ${size.memoryGb} GB)` : pool.nodeSizeId,
        count: pool.count,
        autoscale: pool.autoscale ?? null,
        health: poolHealth,
        nodes,
        drawn,
        more: nodes.length - drawn.length,
      };
    }),
    addons: cluster.addonIds.map((id) => ({
      id,
      name: catalog.addons.find((a) => a.id === id)?.name ?? id,
      health: healthOf(cluster, 'addons'),
    })),
  };
}

/** The overview: clusters grouped by provider, then region, in the catalog's order. */
/** What the overview shows of a cluster: a row of the clusters list (no phase history needed). */
export type PlacedCluster = Omit<Cluster, 'phases'>;

export type TopologyGroup = {
  providerId: string;
  providerName: string;
  regions: { regionId: string; regionName: string; clusters: PlacedCluster[] }[];
};

export function groupByPlace(
  clusters: readonly PlacedCluster[],
  catalog: Pick<Catalog, 'providers' | 'regions'>,
): TopologyGroup[] {
  const groups: TopologyGroup[] = [];
  const providerOrder = (id: string) => {
    const index = catalog.providers.findIndex((p) => p.id === id);
    return index === -1 ? Infinity : index;
  };
  const sorted = [...clusters].sort(
    (a, b) =>
      providerOrder(a.providerId) - providerOrder(b.providerId) ||
      a.regionId.localeCompare(b.regionId) ||
      a.name.localeCompare(b.name),
  );
  for (const cluster of sorted) {
    let group = groups.find((g) => g.providerId === cluster.providerId);
    if (!group) {
      group = {
        providerId: cluster.providerId,
        providerName: catalog.providers.find((p) => p.id === cluster.providerId)?.name ?? cluster.providerId,
        regions: [],
      };
      groups.push(group);
    }
    let region = group.regions.find((r) => r.regionId === cluster.regionId);
    if (!region) {
      const found = catalog.regions.find((r) => r.id === cluster.regionId);
      region = {
        regionId: cluster.regionId,
        regionName: found ? `${found.name} (${found.city})` : cluster.regionId,
        clusters: [],
      };
      group.regions.push(region);
    }
    region.clusters.push(cluster);
  }
  return groups;
}
