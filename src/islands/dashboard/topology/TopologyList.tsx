import { HEALTH_LABELS, type ClusterTopology } from './topology.ts';

/** The topology as a nested list: every pool's every node, with health in words (the accessible alternative to the drawing). */
export function TopologyList({ topology, headingLevel = 3 }: { topology: ClusterTopology; headingLevel?: 2 | 3 | 4 }) {
  const Heading = `h${headingLevel}` as const;
  return (
    <div className="grid gap-2 text-sm">
      <Heading className="font-semibold">
        {topology.name} <span className="font-normal text-muted-foreground">({topology.status}, {HEALTH_LABELS[topology.health].toLowerCase()})</span>
      </Heading>
      <ul className="grid gap-1 pl-4" aria-label={`Parts of ${topology.name}`}>
        <li>
          Control plane: Kubernetes {topology.controlPlane.version}, {topology.controlPlane.replicas === 3 ? '3 replicas' : '1 replica'} — {HEALTH_LABELS[topology.controlPlane.health]}
          {topology.addons.length > 0 ? (
            <ul className="list-disc pl-5" aria-label="Add-ons">
              {topology.addons.map((addon) => (
                <li key={addon.id}>Add-on {addon.name} — {HEALTH_LABELS[addon.health]}</li>
              ))}
            </ul>
          ) : null}
        </li>
        {topology.pools.map((pool) => (
          <li key={pool.id}>
            Node pool {pool.name}: {pool.count} × {pool.nodeSize}
            {pool.autoscale ? `, autoscaling ${pool.autoscale.min}–${pool.autoscale.max}` : ''} — {HEALTH_LABELS[pool.health]}
            <ul className="list-disc pl-5 font-mono text-xs" aria-label={`Nodes of ${pool.name}`}>
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
