import { m } from '../../../shared/i18n/messages.ts';
import { statusLabel } from '../clusters/cluster-view.ts';
import { healthLabel, type ClusterTopology } from './topology.ts';

/** The topology as a nested list: every pool's every node, with health in words (the accessible alternative to the drawing). */
export function TopologyList({ topology, headingLevel = 3 }: { topology: ClusterTopology; headingLevel?: 2 | 3 | 4 }) {
  const Heading = `h${headingLevel}` as const;
  return (
    <div className="grid gap-2 text-sm">
      <Heading className="font-semibold">
        {topology.name}{' '}
        <span className="font-normal text-muted-foreground">
          {m.topology_list_state({
            status: statusLabel(topology.status).toLowerCase(),
            health: healthLabel(topology.health).toLowerCase(),
          })}
        </span>
      </Heading>
      <ul className="grid gap-1 pl-4" aria-label={m.topology_list_parts({ name: topology.name })}>
        <li>
          {m.topology_list_control_plane({
            version: topology.controlPlane.version,
            replicas: topology.controlPlane.replicas === 3 ? m.topology_replicas_three() : m.topology_replicas_one(),
            health: healthLabel(topology.controlPlane.health),
          })}
          {topology.addons.length > 0 ? (
            <ul className="list-disc pl-5" aria-label={m.topology_list_addons()}>
              {topology.addons.map((addon) => (
                <li key={addon.id}>{m.topology_list_addon({ name: addon.name, health: healthLabel(addon.health) })}</li>
              ))}
            </ul>
          ) : null}
        </li>
        {topology.pools.map((pool) => (
          <li key={pool.id}>
            {pool.autoscale
              ? m.topology_list_pool_autoscale({
                  name: pool.name,
                  count: pool.count,
                  size: pool.nodeSize,
                  min: pool.autoscale.min,
                  max: pool.autoscale.max,
                  health: healthLabel(pool.health),
                })
              : m.topology_list_pool({
                  name: pool.name,
                  count: pool.count,
                  size: pool.nodeSize,
                  health: healthLabel(pool.health),
                })}
            <ul className="list-disc pl-5 font-mono text-xs" aria-label={m.topology_list_nodes_of({ name: pool.name })}>
              {pool.nodes.map((node) => (
                <li key={node}>{node}</li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
    </div>
  );
}
