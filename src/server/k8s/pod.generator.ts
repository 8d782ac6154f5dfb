import { clusterInstalls, templateSince, type PlacedInstall } from './installs.ts';
import type { KubeNode, KubePod } from './kube-objects.ts';
import { objectUid, stableSuffix } from './object-identity.ts';
import { buildPod, controllerReference } from './pod-builder.ts';
import { nodeSlots, PodAddresses, placeWorkload, type NodeSlot, type Placement } from './pod-placement.ts';
import { isClusterServing, type SimulatedCluster } from './simulated-cluster.ts';
import { Timeline } from './timeline.ts';
import type { Workload } from './workload.ts';

/** The hash of a workload's pod template: it changes with the images, so an upgrade shows new pod names. */
export function templateHash(clusterId: string, namespace: string, workload: Workload): string {
  return stableSuffix(templateSeed(clusterId, namespace, workload), 10);
}

function templateSeed(clusterId: string, namespace: string, workload: Workload): string {
  return `${clusterId}/${namespace}/${workload.name}/${workload.containers.map((c) => c.image).join(',')}`;
}

/** The claim a StatefulSet's pod `replica` mounts for each of the workload's claim templates. */
export function claimNames(workload: Workload, replica: number): { volume: string; claimName: string }[] {
  return (workload.volumeClaims ?? []).map((claim) => ({
    volume: claim.name,
    claimName: `${claim.name}-${workload.name}-${replica}`,
  }));
}

type PodPlan = {
  install: PlacedInstall;
  workload: Workload;
  placement: Placement;
  createdMs: number;
  name: string;
  generateName?: string;
  labels: Record<string, string>;
};

/** Every pod of the controllers (system components, then each add-on's), sorted by namespace and name. */
export function generatePods(
  cluster: SimulatedCluster,
  nodes: KubeNode[],
  timeline = new Timeline(cluster),
  addresses = new PodAddresses(),
  slots: NodeSlot[] = nodeSlots(cluster, nodes, timeline),
): KubePod[] {
  const plans: PodPlan[] = [];
  for (const install of clusterInstalls(cluster, timeline)) {
    for (const workload of install.workloads) plans.push(...planWorkload(cluster, timeline, install, workload, slots));
  }
  // Addresses go to pods in the order they started, so an earlier pod keeps its address.
  plans.sort(
    (a, b) =>
      a.createdMs - b.createdMs || compareKeys(`${a.install.namespace}/${a.name}`, `${b.install.namespace}/${b.name}`),
  );
  const serving = isClusterServing(cluster);
  const pods = plans.map(({ install, workload, placement, createdMs, name, generateName, labels }) => {
    const slot = placement.slot;
    const ownerKind = workload.kind === 'Deployment' ? 'ReplicaSet' : workload.kind;
    const ownerName =
      workload.kind === 'Deployment'
        ? `${workload.name}-${templateHash(cluster.id, install.namespace, workload)}`
        : workload.name;
    return buildPod({
      clusterId: cluster.id,
      namespace: install.namespace,
      name,
      generateName,
      labels,
      owner: controllerReference(
        'apps/v1',
        ownerKind,
        ownerName,
        objectUid(cluster.id, ownerKind, install.namespace, ownerName),
      ),
      slot,
      createdMs,
      serving,
      clusterChangedMs: Date.parse(cluster.updatedAt) || 0,
      containers: workload.containers,
      podIp:
        slot && serving
          ? addresses.allocate(slot, `${install.namespace}/${name}`, workload.hostNetwork === true)
          : undefined,
      serviceAccount: workload.name,
      restartPolicy: 'Always',
      hostNetwork: workload.hostNetwork,
      priorityClassName: workload.priorityClassName,
      daemon: workload.kind === 'DaemonSet',
      gpuOnly: workload.gpuNodesOnly,
      claims: workload.kind === 'StatefulSet' ? claimNames(workload, placement.replica) : undefined,
    });
  });
  return pods.sort(
    (a, b) => compareKeys(a.metadata.namespace, b.metadata.namespace) || compareKeys(a.metadata.name, b.metadata.name),
  );
}

function planWorkload(
  cluster: SimulatedCluster,
  timeline: Timeline,
  install: PlacedInstall,
  workload: Workload,
  slots: NodeSlot[],
): PodPlan[] {
  const namespace = install.namespace;
  const seed = templateSeed(cluster.id, namespace, workload);
  const hash = stableSuffix(seed, 10);
  const templateMs = templateSince(install, workload, timeline);
  const rolledOutMs = templateMs ?? timeline.boot(install.nominalAfter);
  const settle = timeline.boot(3) - timeline.createdMs; // a daemon pod starts a moment after its node
  return placeWorkload({ workload, slots, seed, templateMs, cluster, timeline }).map((placement): PodPlan => {
    const { replica, slot, movedAtMs } = placement;
    const base = { install, workload, placement };
    if (workload.kind === 'Deployment') {
      const replicaSet = `${workload.name}-${hash}`;
      const suffixSeed = movedAtMs === undefined ? `${seed}/${replica}` : `${seed}/${replica}/${slot?.name}`;
      return {
        ...base,
        createdMs: movedAtMs ?? rolledOutMs,
        name: `${replicaSet}-${stableSuffix(suffixSeed, 5)}`,
        generateName: `${replicaSet}-`,
        labels: { ...workload.labels, 'pod-template-hash': hash },
      };
    }
    if (workload.kind === 'StatefulSet') {
      const name = `${workload.name}-${replica}`;
      return {
        ...base,
        createdMs: movedAtMs ?? rolledOutMs,
        name,
        labels: {
          ...workload.labels,
          'controller-revision-hash': `${workload.name}-${hash}`,
          'statefulset.kubernetes.io/pod-name': name,
          'apps.kubernetes.io/pod-index': String(replica),
        },
      };
    }
    return {
      ...base,
      createdMs: Math.max(rolledOutMs, (slot?.joinedMs ?? 0) + (slot?.initial ? settle : 0)),
      name: `${workload.name}-${stableSuffix(`${seed}/${slot?.name}`, 5)}`,
      generateName: `${workload.name}-`,
      labels: { ...workload.labels, 'controller-revision-hash': hash, 'pod-template-generation': '1' },
    };
  });
}

function compareKeys(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
