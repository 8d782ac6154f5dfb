import type { ContainerStatus, KubePod, OwnerReference, PodContainer } from './kube-objects.ts';
import { stableHex, stableUid, versionAt } from './object-identity.ts';
import type { NodeSlot } from './pod-placement.ts';
import { isoSeconds } from './timeline.ts';
import type { Container, Workload } from './workload.ts';

// One pod as the kubelet reports it: scheduled on a node (or Pending without one), Running while
// the cluster serves (ContainerCreating otherwise), or Completed for a job's finished run.

export type PodInput = {
  clusterId: string;
  namespace: string;
  name: string;
  generateName?: string;
  labels: Record<string, string>;
  owner: OwnerReference;
  slot: NodeSlot | undefined;
  createdMs: number;
  /** The cluster serves: containers run. */
  serving: boolean;
  /** Last change of the stored cluster (when pods stopped running, if the cluster does not serve). */
  clusterChangedMs: number;
  containers: Container[];
  podIp?: string;
  serviceAccount: string;
  restartPolicy: KubePod['spec']['restartPolicy'];
  hostNetwork?: boolean;
  priorityClassName?: Workload['priorityClassName'];
  daemon?: boolean;
  gpuOnly?: boolean;
  claims?: { volume: string; claimName: string }[];
  /** A job's pod: its containers finished at this time. */
  completedMs?: number;
};

const imageIds = new Map<string, string>();
/** The digest a registry gave the image (fixed per image name; many pods share one). */
function imageId(image: string): string {
  let id = imageIds.get(image);
  if (!id) imageIds.set(image, (id = `${image.replace(/:[^:/]+$/, '')}@sha256:${stableHex(image, 64)}`));
  return id;
}

const PRIORITY: Record<string, number> = {
  'system-node-critical': 2_000_001_000,
  'system-cluster-critical': 2_000_000_000,
};

function tolerations(input: PodInput): KubePod['spec']['tolerations'] {
  const evict = (key: string) => ({
    key,
    operator: 'Exists',
    effect: 'NoExecute',
    ...(input.daemon ? {} : { tolerationSeconds: 300 }),
  });
  const schedule = (key: string) => ({ key, operator: 'Exists', effect: 'NoSchedule' });
  return [
    evict('node.kubernetes.io/not-ready'),
    evict('node.kubernetes.io/unreachable'),
    ...(input.daemon
      ? ['disk-pressure', 'memory-pressure', 'pid-pressure', 'unschedulable'].map((key) =>
          schedule(`node.kubernetes.io/${key}`),
        )
      : []),
    ...(input.gpuOnly ? [schedule('nvidia.com/gpu')] : []),
  ];
}

/** A container of a pod (or of a controller's pod template). */
export function podContainer(container: Container, claims: PodInput['claims']): PodContainer {
  return {
    name: container.name,
    image: container.image,
    imagePullPolicy: 'IfNotPresent',
    ...(container.ports
      ? {
          ports: container.ports.map((port) => ({
            name: port.name,
            containerPort: port.containerPort,
            protocol: port.protocol ?? 'TCP',
          })),
        }
      : {}),
    resources: { requests: { cpu: '100m', memory: '128Mi' } },
    ...(claims && claims.length > 0
      ? { volumeMounts: claims.map((claim) => ({ name: claim.volume, mountPath: `/data/${claim.volume}` })) }
      : {}),
    terminationMessagePath: '/dev/termination-log',
    terminationMessagePolicy: 'File',
  };
}

/** The pod, as the API returns it. */
export function buildPod(input: PodInput): KubePod {
  const { slot, serving } = input;
  const seed = `${input.clusterId}/pod/${input.namespace}/${input.name}`;
  const created = isoSeconds(input.createdMs);
  const completed = input.completedMs !== undefined && serving && slot !== undefined;
  const running = slot !== undefined && serving && !completed;
  const changedMs = Math.max(
    input.completedMs ?? input.createdMs,
    serving ? 0 : input.clusterChangedMs,
    input.createdMs,
  );
  const condition = (type: string, status: boolean, reason?: string) => ({
    type,
    status: status ? ('True' as const) : ('False' as const),
    ...(reason ? { reason } : {}),
    lastTransitionTime: completed && !status ? isoSeconds(input.completedMs ?? 0) : created,
  });
  const containerStatus = (container: Container): ContainerStatus => {
    const containerID = `containerd://${stableHex(`${seed}/${container.name}`, 64)}`;
    const state: ContainerStatus['state'] = completed
      ? {
          terminated: {
            exitCode: 0,
            reason: 'Completed',
            startedAt: created,
            finishedAt: isoSeconds(input.completedMs ?? 0),
            containerID,
          },
        }
      : running
        ? { running: { startedAt: created } }
        : { waiting: { reason: 'ContainerCreating' } };
    return {
      name: container.name,
      image: container.image,
      imageID: imageId(container.image),
      ...(running || completed ? { containerID } : {}),
      ready: running,
      started: running,
      restartCount: 0,
      state,
    };
  };
  const conditions = !slot
    ? [
        {
          ...condition('PodScheduled', false),
          reason: 'Unschedulable',
          message: '0/0 nodes are available: no nodes available to schedule pods.',
        },
      ]
    : completed
      ? [
          condition('PodReadyToStartContainers', false),
          condition('Initialized', true),
          condition('Ready', false, 'PodCompleted'),
          condition('ContainersReady', false, 'PodCompleted'),
          condition('PodScheduled', true),
        ]
      : [
          condition('PodReadyToStartContainers', running),
          condition('Initialized', true),
          condition('Ready', running),
          condition('ContainersReady', running),
          condition('PodScheduled', true),
        ];
  const podIp = slot && (running || completed) ? input.podIp : undefined;
  return {
    kind: 'Pod',
    apiVersion: 'v1',
    metadata: {
      name: input.name,
      ...(input.generateName ? { generateName: input.generateName } : {}),
      namespace: input.namespace,
      uid: stableUid(seed),
      resourceVersion: versionAt(changedMs),
      creationTimestamp: created,
      labels: input.labels,
      ownerReferences: [input.owner],
    },
    spec: {
      ...(slot ? { nodeName: slot.name } : {}),
      ...(input.hostNetwork ? { hostNetwork: true } : {}),
      serviceAccountName: input.serviceAccount,
      serviceAccount: input.serviceAccount,
      restartPolicy: input.restartPolicy,
      schedulerName: 'default-scheduler',
      dnsPolicy: input.hostNetwork ? 'ClusterFirstWithHostNet' : 'ClusterFirst',
      terminationGracePeriodSeconds: 30,
      priority: PRIORITY[input.priorityClassName ?? ''] ?? 0,
      ...(input.priorityClassName ? { priorityClassName: input.priorityClassName } : {}),
      ...(input.gpuOnly ? { nodeSelector: { 'nvidia.com/gpu.present': 'true' } } : {}),
      tolerations: tolerations(input),
      containers: input.containers.map((container) => podContainer(container, input.claims)),
      ...(input.claims && input.claims.length > 0
        ? {
            volumes: input.claims.map((claim) => ({
              name: claim.volume,
              persistentVolumeClaim: { claimName: claim.claimName },
            })),
          }
        : {}),
    },
    status: {
      phase: completed ? 'Succeeded' : running ? 'Running' : 'Pending',
      conditions,
      ...(slot ? { hostIP: slot.address, hostIPs: [{ ip: slot.address }] } : {}),
      ...(podIp ? { podIP: podIp, podIPs: [{ ip: podIp }] } : {}),
      ...(slot ? { startTime: created } : {}),
      containerStatuses: slot ? input.containers.map(containerStatus) : [],
      qosClass: 'Burstable',
    },
  };
}

/** The controller reference of a pod (or a ReplicaSet, a Job) to its owner. */
export function controllerReference(apiVersion: string, kind: string, name: string, uid: string): OwnerReference {
  return { apiVersion, kind, name, uid, controller: true, blockOwnerDeletion: true };
}
