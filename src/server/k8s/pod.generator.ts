import { addonInstall } from './addon-workloads.ts';
import type { KubeNode, KubePod, OwnerReference } from './kube-objects.ts';
import { addonInstalledAfter } from './namespace.generator.ts';
import { stableHex, stableIndex, stableSuffix, stableUid, timestampAfter } from './object-identity.ts';
import { allocatePodIp, nodeSlots, placeWorkload, type Placement } from './pod-placement.ts';
import { isClusterServing, type SimulatedCluster } from './simulated-cluster.ts';
import { systemWorkloads, type Workload } from './workload.ts';

const SYSTEM_PODS_AFTER = 30; // seconds after the cluster's creation

/** Every pod of the cluster (system components, then each add-on's), sorted by namespace and name. */
export function generatePods(cluster: SimulatedCluster, nodes: KubeNode[]): KubePod[] {
  const slots = nodeSlots(cluster, nodes);
  const groups: { namespace: string; workloads: Workload[]; after: number }[] = [
    { namespace: 'kube-system', workloads: systemWorkloads(cluster.patchVersion), after: SYSTEM_PODS_AFTER },
    ...cluster.addons.map((addon, index) => ({ ...addonInstall(addon), after: addonInstalledAfter(index) + 5 })),
  ];
  const pods: KubePod[] = [];
  for (const { namespace, workloads, after } of groups) {
    for (const workload of workloads) {
      // The template hash changes with the images, so an upgrade shows new pod names, as a rollout does.
      const templateSeed = `${cluster.id}/${namespace}/${workload.name}/${workload.containers.map((c) => c.image).join(',')}`;
      for (const placement of placeWorkload(workload, slots, templateSeed)) {
        pods.push(buildPod({ cluster, namespace, workload, placement, templateSeed, after }));
      }
    }
  }
  return pods.sort((a, b) => compareKeys(a.metadata.namespace, b.metadata.namespace) || compareKeys(a.metadata.name, b.metadata.name));
}

function compareKeys(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

type PodInput = { cluster: SimulatedCluster; namespace: string; workload: Workload; placement: Placement; templateSeed: string; after: number };

/** Name, generated-name prefix, owner and controller labels, the way each controller names its pods. */
type PodIdentity = { name: string; generateName: string | undefined; owner: OwnerReference; labels: Record<string, string> };

function identity({ cluster, namespace, workload, placement, templateSeed }: PodInput): PodIdentity {
  const hash = stableSuffix(templateSeed, 10);
  const owner = (kind: string, name: string): OwnerReference => ({
    apiVersion: 'apps/v1', kind, name, uid: stableUid(`${cluster.id}/${namespace}/${kind}/${name}`), controller: true, blockOwnerDeletion: true,
  });
  if (workload.kind === 'Deployment') {
    const replicaSet = `${workload.name}-${hash}`;
    return {
      name: `${replicaSet}-${stableSuffix(`${templateSeed}/${placement.replica}`, 5)}`,
      generateName: `${replicaSet}-`,
      owner: owner('ReplicaSet', replicaSet),
      labels: { 'pod-template-hash': hash },
    };
  }
  if (workload.kind === 'StatefulSet') {
    const name = `${workload.name}-${placement.replica}`;
    return {
      name,
      generateName: undefined,
      owner: owner('StatefulSet', workload.name),
      labels: { 'controller-revision-hash': `${workload.name}-${hash}`, 'statefulset.kubernetes.io/pod-name': name, 'apps.kubernetes.io/pod-index': String(placement.replica) },
    };
  }
  return {
    name: `${workload.name}-${stableSuffix(`${templateSeed}/${placement.slot?.node.metadata.name}`, 5)}`,
    generateName: `${workload.name}-`,
    owner: owner('DaemonSet', workload.name),
    labels: { 'controller-revision-hash': hash, 'pod-template-generation': '1' },
  };
}

function buildPod(input: PodInput): KubePod {
  const { cluster, namespace, workload, placement, after } = input;
  const { name, generateName, owner, labels } = identity(input);
  const slot = placement.slot;
  const seed = `${cluster.id}/pod/${namespace}/${name}`;
  // A daemon pod starts once its node is there; others once the system (or their add-on) is installed.
  const created = timestampAfter(cluster.createdAt, Math.max(after, (slot?.registeredAfter ?? 0) + 3));
  const running = slot !== undefined && isClusterServing(cluster);
  const podIp = slot && running ? allocatePodIp(slot, workload.hostNetwork === true) : undefined;
  const condition = (type: string, status: boolean) => ({ type, status: status ? ('True' as const) : ('False' as const), lastTransitionTime: created });
  return {
    kind: 'Pod',
    apiVersion: 'v1',
    metadata: {
      name,
      ...(generateName ? { generateName } : {}),
      namespace,
      uid: stableUid(seed),
      resourceVersion: String(100_000 + stableIndex(seed, 800_000)),
      creationTimestamp: created,
      labels: { ...workload.labels, ...labels },
      ownerReferences: [owner],
    },
    spec: {
      ...(slot ? { nodeName: slot.node.metadata.name } : {}),
      ...(workload.hostNetwork ? { hostNetwork: true } : {}),
      serviceAccountName: workload.name,
      restartPolicy: 'Always',
      schedulerName: 'default-scheduler',
      ...(workload.priorityClassName ? { priorityClassName: workload.priorityClassName } : {}),
      containers: workload.containers.map((container) => ({ ...container, resources: { requests: { cpu: '100m', memory: '128Mi' } } })),
    },
    status: {
      phase: running ? 'Running' : 'Pending',
      conditions: slot
        ? [condition('PodReadyToStartContainers', running), condition('Initialized', true), condition('Ready', running), condition('ContainersReady', running), condition('PodScheduled', true)]
        : [{ ...condition('PodScheduled', false), reason: 'Unschedulable', message: '0/0 nodes are available: no nodes available to schedule pods.' }],
      ...(slot ? { hostIP: slot.address } : {}),
      ...(podIp ? { podIP: podIp, podIPs: [{ ip: podIp }] } : {}),
      ...(slot ? { startTime: created } : {}),
      containerStatuses: slot
        ? workload.containers.map((container) => ({
            name: container.name,
            image: container.image,
            imageID: `${container.image.replace(/:[^:/]+$/, '')}@sha256:${stableHex(container.image, 64)}`,
            ...(running ? { containerID: `containerd://${stableHex(`${seed}/${container.name}`, 64)}` } : {}),
            ready: running,
            started: running,
            restartCount: 0,
            state: running ? { running: { startedAt: created } } : { waiting: { reason: 'ContainerCreating' } },
          }))
        : [],
      qosClass: 'Burstable',
    },
  };
}
