import type { KubeNode, KubeObject } from './kube-objects.ts';
import { stableIndex, stableUid, versionAt } from './object-identity.ts';
import { isClusterServing, type SimulatedCluster } from './simulated-cluster.ts';
import { isoMicros, isoSeconds, type Timeline } from './timeline.ts';

// Leases: every node's heartbeat in kube-node-lease, renewed by its kubelet every 10 s (what
// `kubectl describe node` reads), and the control plane's leader elections in kube-system.
// They change with time, not with the cluster: they are computed for the moment asked about.

const NODE_RENEW_MS = 10_000;
const LEADER_RENEW_MS = 2_000;

/** The latest renewal at or before `atMs` of a lease renewed every `periodMs`, at its own phase. */
function lastRenewal(atMs: number, periodMs: number, phaseMs: number): number {
  return Math.floor((atMs - phaseMs) / periodMs) * periodMs + phaseMs;
}

/** The leases at `nowMs`, and when the next renewal happens. */
export function generateLeases(
  cluster: SimulatedCluster,
  timeline: Timeline,
  nodes: KubeNode[],
  nowMs: number,
): { leases: KubeObject[]; nextChangeMs: number } {
  // A cluster that stopped serving stopped renewing when it stopped.
  const until = isClusterServing(cluster) ? nowMs : Math.min(nowMs, Date.parse(cluster.updatedAt) || nowMs);
  let nextChangeMs = Infinity;
  const lease = (input: {
    name: string;
    namespace: string;
    createdMs: number;
    periodMs: number;
    holder: string;
    duration: number;
    owner?: KubeNode;
    acquire?: boolean;
  }): KubeObject => {
    const phase = stableIndex(`${cluster.id}/lease/${input.namespace}/${input.name}`, input.periodMs);
    const renewMs = Math.max(input.createdMs, lastRenewal(until, input.periodMs, phase));
    if (until === nowMs) nextChangeMs = Math.min(nextChangeMs, renewMs + input.periodMs);
    return {
      kind: 'Lease',
      apiVersion: 'coordination.k8s.io/v1',
      metadata: {
        name: input.name,
        namespace: input.namespace,
        uid: stableUid(`${cluster.id}/${input.namespace}/Lease/${input.name}`),
        resourceVersion: versionAt(renewMs),
        creationTimestamp: isoSeconds(input.createdMs),
        ...(input.owner
          ? {
              ownerReferences: [
                {
                  apiVersion: 'v1',
                  kind: 'Node',
                  name: input.owner.metadata.name,
                  uid: input.owner.metadata.uid,
                  controller: false,
                  blockOwnerDeletion: false,
                },
              ],
            }
          : {}),
      },
      spec: {
        holderIdentity: input.holder,
        leaseDurationSeconds: input.duration,
        ...(input.acquire ? { acquireTime: isoMicros(input.createdMs), leaseTransitions: 0 } : {}),
        renewTime: isoMicros(renewMs),
      },
    };
  };
  const controlPlane = `${cluster.name}-control-plane-0`;
  const started = timeline.boot(1);
  const leases = [
    ...nodes.map((node) =>
      lease({
        name: node.metadata.name,
        namespace: 'kube-node-lease',
        createdMs: Date.parse(node.metadata.creationTimestamp),
        periodMs: NODE_RENEW_MS,
        holder: node.metadata.name,
        duration: 40,
        owner: node,
      }),
    ),
    ...['kube-controller-manager', 'kube-scheduler'].map((name) =>
      lease({
        name,
        namespace: 'kube-system',
        createdMs: started,
        periodMs: LEADER_RENEW_MS,
        holder: `${controlPlane}_${stableUid(`${cluster.id}/${name}/holder`)}`,
        duration: 15,
        acquire: true,
      }),
    ),
  ];
  return { leases, nextChangeMs };
}
