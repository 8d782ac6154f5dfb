import { m } from '../../shared/i18n/messages.ts';
import type {
  ClusterHealth,
  ClusterRecord,
  ComponentHealthStatus,
  PhaseState,
  ProvisioningPhase,
} from '../../shared/clusters/clusters.schemas.ts';

type Facts = Pick<ClusterRecord, 'status' | 'phases' | 'nodePools' | 'failure' | 'haControlPlane' | 'operation'>;

// Names are messages, called when the health is read (in the reader's language).
const CONTROL_PLANE = [
  { id: 'api-server', name: m.notice_health_api_server },
  { id: 'etcd', name: () => 'etcd' },
  { id: 'scheduler', name: m.notice_health_scheduler },
] as const;

/**
 * The health of a cluster's parts, derived from its state and the phases of its operation (the
 * simulated provider has nothing else to probe): the control plane answers once its phase is
 * done; nodes turn ready as their pools are provisioned; a failed phase marks its parts unhealthy.
 */
export function clusterHealth(cluster: Facts, now: Date): ClusterHealth {
  const total = cluster.nodePools.reduce((sum, pool) => sum + pool.count, 0);
  const phase = (name: ProvisioningPhase): PhaseState | undefined => cluster.phases.find((p) => p.phase === name);
  const checkedAt = now.toISOString();

  if (cluster.status === 'deleted' || cluster.status === 'deleting') {
    const message = cluster.status === 'deleted' ? m.notice_health_deleted() : m.notice_health_being_deleted();
    return {
      overall: 'stopped',
      checkedAt,
      components: [
        ...CONTROL_PLANE.map((c) => ({ id: c.id, name: c.name(), status: 'stopped' as const, message })),
        { id: 'nodes', name: m.notice_health_nodes(), status: 'stopped', message },
      ],
      nodes: { ready: 0, total },
    };
  }

  const serving = cluster.status === 'running' || cluster.status === 'updating';
  const controlPlane = phase('control-plane');
  const planeStatus: ComponentHealthStatus = statusOf(
    serving && cluster.operation !== 'create' ? withServing(controlPlane) : controlPlane,
    serving,
  );
  const planeMessage = {
    healthy: () => (cluster.haControlPlane ? m.notice_health_answering_ha() : m.notice_health_answering()),
    progressing: m.notice_health_starting,
    pending: m.notice_health_waits_network,
    unhealthy: () => cluster.failure?.reason ?? m.notice_health_not_answering(),
    stopped: m.notice_health_stopped,
  }[planeStatus]();

  const pools = phase('node-pools');
  const nodesStatus: ComponentHealthStatus = statusOf(
    serving && cluster.operation !== 'create' ? withServing(pools) : pools,
    serving,
  );
  const ready =
    nodesStatus === 'healthy'
      ? total
      : serving
        ? total
        : nodesStatus === 'progressing'
          ? Math.floor((total * (pools?.progress ?? 0)) / 100)
          : 0;
  const nodesMessage =
    nodesStatus === 'unhealthy'
      ? (cluster.failure?.reason ?? m.notice_health_nodes_not_ready())
      : m.notice_health_nodes_ready({ ready, total });

  const components: ClusterHealth['components'] = [
    ...CONTROL_PLANE.map((c) => ({ id: c.id, name: c.name(), status: planeStatus, message: planeMessage })),
    { id: 'nodes', name: m.notice_health_nodes(), status: nodesStatus, message: nodesMessage },
  ];
  const statuses = components.map((c) => c.status);
  const overall: ClusterHealth['overall'] =
    statuses.includes('unhealthy') || cluster.status === 'failed'
      ? 'unhealthy'
      : statuses.every((s) => s === 'healthy') && serving && cluster.status === 'running'
        ? 'healthy'
        : 'progressing';
  return { overall, checkedAt, components, nodes: { ready, total } };
}

/** While a running cluster changes, a part whose phase has not started yet keeps serving. */
function withServing(phase: PhaseState | undefined): PhaseState | undefined {
  return phase && phase.status === 'pending' ? undefined : phase;
}

function statusOf(phase: PhaseState | undefined, serving: boolean): ComponentHealthStatus {
  if (!phase) return serving ? 'healthy' : 'pending';
  if (phase.status === 'failed') return 'unhealthy';
  if (phase.status === 'done') return 'healthy';
  if (phase.status === 'running') return 'progressing';
  return 'pending';
}
