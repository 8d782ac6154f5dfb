import type { NodeTaint } from '../../shared/clusters/pool-scheduling.schemas.ts';
import type { KubeNode } from './kube-objects.ts';
import { stableHex, stableUid, versionAt } from './object-identity.ts';
import { isClusterServing, type SimulatedCluster, type SimulatedNodePool } from './simulated-cluster.ts';
import { isoSeconds, Timeline } from './timeline.ts';

/** The label that names a node's pool (the managed-service convention, e.g. GKE's gke-nodepool). */
export const NODE_POOL_LABEL = 'sovereign.cloud/node-pool';

/** The taint a cordoned node carries (kubectl cordon, a drain before an upgrade removes it). */
const UNSCHEDULABLE_TAINT: NodeTaint = { key: 'node.kubernetes.io/unschedulable', value: '', effect: 'NoSchedule' };

const OS_IMAGE = 'Debian GNU/Linux 13 (trixie)';
const KERNEL_VERSION = '6.12.57+deb13-cloud-amd64';
const CONTAINER_RUNTIME = 'containerd://2.1.4';
const MAX_PODS = 110;
const GI = 1024 * 1024; // KiB per GiB

/** Seconds into a nominal creation at which a node registered: pools in order, nodes close together. */
export function nodeRegisteredAfter(poolIndex: number, nodeIndex: number): number {
  return 20 + poolIndex * 4 + Math.floor(nodeIndex / 10);
}

/** When a node registered: during the creation, or when the change that added it came into effect. */
export function nodeJoinedAt(timeline: Timeline, pool: string, poolIndex: number, nodeIndex: number): number {
  return timeline.nodeJoined(pool, nodeIndex) ?? timeline.boot(nodeRegisteredAfter(poolIndex, nodeIndex));
}

/** The nodes of every pool, in pool order, named `<cluster>-<pool>-<index>`. */
export function generateNodes(cluster: SimulatedCluster, timeline = new Timeline(cluster)): KubeNode[] {
  return cluster.nodePools.flatMap((pool, poolIndex) =>
    Array.from({ length: pool.count }, (_, nodeIndex) => generateNode(cluster, timeline, pool, poolIndex, nodeIndex)),
  );
}

function generateNode(
  cluster: SimulatedCluster,
  timeline: Timeline,
  pool: SimulatedNodePool,
  poolIndex: number,
  nodeIndex: number,
): KubeNode {
  // Named from the pool's first index: the nodes an upgrade replaced keep their names to themselves.
  const index = (pool.firstIndex ?? 0) + nodeIndex;
  const name = `${cluster.name}-${pool.name}-${index}`;
  const seed = `${cluster.id}/node/${name}`;
  const upgrade = pool.upgrade;
  const surgeNode =
    (upgrade?.joiningIndex !== undefined || upgrade?.cordonedIndex !== undefined) && nodeIndex === pool.count - 1;
  // A node an upgrade added joined then; once it is over, no earlier than the version it runs.
  const upgradeJoined = upgrade?.joined?.[index] ?? (surgeNode ? upgrade?.surgeJoinedAt : undefined);
  const joinedMs = upgradeJoined
    ? Date.parse(upgradeJoined)
    : pool.firstIndex
      ? Math.max(nodeJoinedAt(timeline, pool.name, poolIndex, nodeIndex), timeline.versionSince() ?? 0)
      : nodeJoinedAt(timeline, pool.name, poolIndex, nodeIndex);
  const created = isoSeconds(joinedMs);
  const slot = index % 500; // a pool's addresses and pod ranges are reused only 500 nodes later
  const zone = `${cluster.regionId}-${'abc'[index % 3]}`;
  // One /16 of node addresses and a block of /24 pod ranges per pool: a pool that grows never
  // renumbers the nodes of another.
  const address = `10.${16 + poolIndex}.${Math.floor(slot / 250)}.${10 + (slot % 250)}`;
  const podCIDR = `10.${64 + poolIndex * 2 + Math.floor(slot / 256)}.${slot % 256}.0/24`;
  // The surge node is not Ready until its kubelet registers; the old node it replaces is cordoned.
  const ready = isClusterServing(cluster) && index !== upgrade?.joiningIndex;
  const cordoned = index === upgrade?.cordonedIndex;
  const kubelet = upgrade && index >= upgrade.upgradedFrom ? upgrade.patchVersion : cluster.patchVersion;
  const stepMs = upgrade && (surgeNode || cordoned) ? Date.parse(upgrade.changedAt) || 0 : 0;
  // Changed last when it joined, when its kubelet was upgraded, or when the cluster stopped serving.
  const changedMs = Math.max(
    joinedMs,
    stepMs,
    timeline.versionSince() ?? 0,
    ready || index === upgrade?.joiningIndex ? 0 : Date.parse(cluster.updatedAt) || 0,
  );
  const gpuLabels: Record<string, string> = pool.gpu
    ? {
        'nvidia.com/gpu.present': 'true',
        'nvidia.com/gpu.product': pool.gpu.model.replaceAll(' ', '-'),
        'nvidia.com/gpu.count': String(pool.gpu.count),
      }
    : {};
  const capacity = nodeCapacity(pool);
  const taints = cordoned ? [...nodeTaints(pool), UNSCHEDULABLE_TAINT] : nodeTaints(pool);
  return {
    kind: 'Node',
    apiVersion: 'v1',
    metadata: {
      name,
      uid: stableUid(seed),
      resourceVersion: versionAt(changedMs),
      creationTimestamp: created,
      labels: {
        // The pool's own labels first: never in place of the ones the kubelet and the provider set.
        ...pool.labels,
        'kubernetes.io/arch': 'amd64',
        'kubernetes.io/os': 'linux',
        'kubernetes.io/hostname': name,
        'node.kubernetes.io/instance-type': pool.nodeSizeId,
        'topology.kubernetes.io/region': cluster.regionId,
        'topology.kubernetes.io/zone': zone,
        [NODE_POOL_LABEL]: pool.name,
        ...gpuLabels,
      },
      annotations: {
        'node.alpha.kubernetes.io/ttl': '0',
        'volumes.kubernetes.io/controller-managed-attach-detach': 'true',
      },
    },
    spec: {
      podCIDR,
      podCIDRs: [podCIDR],
      providerID: `${cluster.providerId}://${cluster.regionId}/${name}`,
      ...(cordoned ? { unschedulable: true } : {}),
      ...(taints.length > 0
        ? { taints: taints.map(({ key, value, effect }) => (value ? { key, value, effect } : { key, effect })) }
        : {}),
    },
    status: {
      capacity,
      allocatable: nodeAllocatable(pool, capacity),
      conditions: nodeConditions(ready, isoSeconds(changedMs)),
      addresses: [
        { type: 'InternalIP', address },
        { type: 'Hostname', address: name },
      ],
      daemonEndpoints: { kubeletEndpoint: { Port: 10250 } },
      nodeInfo: {
        machineID: stableHex(`${seed}/machine`, 32),
        systemUUID: stableUid(`${seed}/system`),
        bootID: stableUid(`${seed}/boot`),
        kernelVersion: KERNEL_VERSION,
        osImage: OS_IMAGE,
        containerRuntimeVersion: CONTAINER_RUNTIME,
        kubeletVersion: `v${kubelet}`,
        kubeProxyVersion: `v${kubelet}`,
        operatingSystem: 'linux',
        architecture: 'amd64',
      },
    },
  };
}

/** A pool's node taints: the ones ordered, and on GPU nodes the one that keeps ordinary workloads away (as the managed services do). */
export function nodeTaints(pool: Pick<SimulatedNodePool, 'gpu' | 'taints'>): NodeTaint[] {
  const gpu: NodeTaint[] = pool.gpu ? [{ key: 'nvidia.com/gpu', value: 'present', effect: 'NoSchedule' }] : [];
  const ordered = pool.taints ?? [];
  return [...ordered, ...gpu.filter((taint) => !ordered.some((t) => t.key === taint.key && t.effect === taint.effect))];
}

function nodeCapacity(pool: SimulatedNodePool): Record<string, string> {
  return {
    cpu: String(pool.vcpu),
    memory: `${Math.round(pool.memoryGb * GI)}Ki`,
    'ephemeral-storage': `${(pool.diskGb ?? 100) * GI}Ki`,
    'hugepages-1Gi': '0',
    'hugepages-2Mi': '0',
    pods: String(MAX_PODS),
    ...(pool.gpu ? { 'nvidia.com/gpu': String(pool.gpu.count) } : {}),
  };
}

// Reservations for the system and the kubelet, by the tiers GKE documents: a node never offers
// its whole machine to pods, and kubectl describe shows the difference.
function reservedMillicores(vcpu: number): number {
  const tiers: [number, number][] = [
    [1, 0.06],
    [1, 0.01],
    [2, 0.005],
    [Infinity, 0.0025],
  ];
  return reserveByTiers(vcpu, tiers) * 1000;
}

function reservedMemoryGb(memoryGb: number): number {
  const tiers: [number, number][] = [
    [4, 0.25],
    [4, 0.2],
    [8, 0.1],
    [112, 0.06],
    [Infinity, 0.02],
  ];
  return reserveByTiers(memoryGb, tiers) + 100 / 1024; // plus the 100 MiB eviction threshold
}

function reserveByTiers(amount: number, tiers: [number, number][]): number {
  let left = amount;
  let reserved = 0;
  for (const [size, share] of tiers) {
    const part = Math.min(left, size);
    reserved += part * share;
    left -= part;
    if (left <= 0) break;
  }
  return reserved;
}

/** Millicores of CPU a node of `vcpu` offers to pods (its allocatable: capacity less the reservations). */
export function allocatableMillicores(vcpu: number): number {
  return vcpu * 1000 - Math.ceil(reservedMillicores(vcpu));
}

function nodeAllocatable(pool: SimulatedNodePool, capacity: Record<string, string>): Record<string, string> {
  const diskGb = pool.diskGb ?? 100;
  return {
    ...capacity,
    cpu: `${allocatableMillicores(pool.vcpu)}m`,
    memory: `${Math.floor((pool.memoryGb - reservedMemoryGb(pool.memoryGb)) * GI)}Ki`,
    'ephemeral-storage': String(Math.floor(diskGb * 0.9 * GI * 1024)),
  };
}

function nodeConditions(ready: boolean, since: string): KubeNode['status']['conditions'] {
  const calm = (type: string, reason: string, message: string) => ({
    type,
    status: 'False' as const,
    reason,
    message,
    lastHeartbeatTime: since,
    lastTransitionTime: since,
  });
  return [
    calm('MemoryPressure', 'KubeletHasSufficientMemory', 'kubelet has sufficient memory available'),
    calm('DiskPressure', 'KubeletHasNoDiskPressure', 'kubelet has no disk pressure'),
    calm('PIDPressure', 'KubeletHasSufficientPID', 'kubelet has sufficient PID available'),
    ready
      ? {
          type: 'Ready',
          status: 'True',
          reason: 'KubeletReady',
          message: 'kubelet is posting ready status',
          lastHeartbeatTime: since,
          lastTransitionTime: since,
        }
      : {
          type: 'Ready',
          status: 'False',
          reason: 'KubeletNotReady',
          message: 'container runtime network not ready: NetworkReady=false reason:NetworkPluginNotReady',
          lastHeartbeatTime: since,
          lastTransitionTime: since,
        },
  ];
}

/** "Ready" when the node's Ready condition is True, "NotReady" otherwise (kubectl's STATUS column). */
export function nodeReadiness(node: KubeNode): 'Ready' | 'NotReady' {
  return node.status.conditions.some((condition) => condition.type === 'Ready' && condition.status === 'True')
    ? 'Ready'
    : 'NotReady';
}
