import { m } from '../../../shared/i18n/messages.ts';
import { statusLabel } from '../clusters/cluster-view.ts';
import { healthLabel, overallHealth, type ClusterTopology, type Health, type TopologyGroup } from './topology.ts';

// The graph drawn for a topology: boxes (control plane, add-ons, pools, nodes, "N more nodes")
// and the lines between them, sized for the layout. Pure, so the tests can count the boxes.

export type GraphBoxKind = 'provider' | 'region' | 'cluster' | 'control-plane' | 'addon' | 'pool' | 'node' | 'more';

export type GraphBox = {
  id: string;
  kind: GraphBoxKind;
  label: string;
  detail: string;
  health: Health;
  /** What a screen reader says when the box is focused. */
  ariaLabel: string;
  width: number;
  height: number;
};

export type GraphLine = { id: string; source: string; target: string };

export type TopologyGraph = { boxes: GraphBox[]; lines: GraphLine[] };

const SIZE: Record<GraphBoxKind, [number, number]> = {
  provider: [200, 52],
  region: [200, 52],
  cluster: [220, 64],
  'control-plane': [220, 64],
  addon: [170, 52],
  pool: [220, 64],
  node: [190, 44],
  more: [190, 44],
};

function box(id: string, kind: GraphBoxKind, label: string, detail: string, health: Health): GraphBox {
  const [width, height] = SIZE[kind];
  const said = {
    provider: m.topology_box_provider,
    region: m.topology_box_region,
    cluster: m.topology_box_cluster,
    'control-plane': m.topology_box_control_plane,
    addon: m.topology_box_addon,
    pool: m.topology_box_pool,
    node: m.topology_box_node,
    more: null,
  }[kind];
  const ariaLabel = said ? said({ label, detail, health: healthLabel(health) }) : `${label}, ${detail}`;
  return { id, kind, label, detail, health, ariaLabel, width, height };
}

/** The boxes and lines of one cluster: cluster → control plane → add-ons and pools → nodes. */
export function topologyGraph(topology: ClusterTopology): TopologyGraph {
  const boxes: GraphBox[] = [];
  const lines: GraphLine[] = [];
  const link = (source: string, target: string) => lines.push({ id: `${source}->${target}`, source, target });
  const root = topology.id;
  const cp = `${root}/control-plane`;
  boxes.push(box(root, 'cluster', topology.name, statusLabel(topology.status).toLowerCase(), topology.health));
  const { replicas, version, health } = topology.controlPlane;
  boxes.push(
    box(
      cp,
      'control-plane',
      `Kubernetes ${version}`,
      replicas === 3 ? m.topology_replicas_ha() : m.topology_replicas_one(),
      health,
    ),
  );
  link(root, cp);
  for (const addon of topology.addons) {
    const id = `${root}/addon/${addon.id}`;
    boxes.push(box(id, 'addon', addon.name, m.topology_addon_detail(), addon.health));
    link(cp, id);
  }
  for (const pool of topology.pools) {
    const detail = pool.autoscale
      ? m.topology_pool_detail_autoscale({
          count: pool.count,
          size: pool.nodeSize,
          min: pool.autoscale.min,
          max: pool.autoscale.max,
        })
      : m.topology_pool_detail({ count: pool.count, size: pool.nodeSize });
    boxes.push(box(pool.id, 'pool', pool.name, detail, pool.health));
    link(cp, pool.id);
    for (const node of pool.drawn) {
      const id = `${pool.id}/node/${node}`;
      boxes.push(box(id, 'node', node, m.topology_node_detail(), pool.health));
      link(pool.id, id);
    }
    if (pool.more > 0) {
      const id = `${pool.id}/more`;
      boxes.push(box(id, 'more', m.topology_more_nodes({ count: pool.more }), m.topology_more_detail(), pool.health));
      link(pool.id, id);
    }
  }
  return { boxes, lines };
}

/** The overview: providers → regions → clusters, each cluster with its health. */
export function overviewGraph(groups: readonly TopologyGroup[]): TopologyGraph {
  const boxes: GraphBox[] = [];
  const lines: GraphLine[] = [];
  for (const group of groups) {
    const providerId = `provider/${group.providerId}`;
    const clusters = group.regions.reduce((sum, r) => sum + r.clusters.length, 0);
    boxes.push(
      box(providerId, 'provider', group.providerName, m.topology_cluster_count({ count: clusters }), 'healthy'),
    );
    for (const region of group.regions) {
      const regionId = `region/${region.regionId}`;
      boxes.push(box(regionId, 'region', region.regionName, region.regionId, 'healthy'));
      lines.push({ id: `${providerId}->${regionId}`, source: providerId, target: regionId });
      for (const cluster of region.clusters) {
        const nodes = cluster.nodePools.reduce((sum, p) => sum + p.count, 0);
        boxes.push(
          box(
            cluster.id,
            'cluster',
            cluster.name,
            m.topology_cluster_detail({ status: statusLabel(cluster.status).toLowerCase(), count: nodes }),
            overallHealth(cluster),
          ),
        );
        lines.push({ id: `${regionId}->${cluster.id}`, source: regionId, target: cluster.id });
      }
    }
  }
  return { boxes, lines };
}
