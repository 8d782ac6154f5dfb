import { installedAt, templateSince, type PlacedInstall } from './installs.ts';
import type { KubeObject, KubePod } from './kube-objects.ts';
import { objectUid } from './object-identity.ts';
import { objectMeta } from './object-meta.ts';
import { controllerReference, podContainer } from './pod-builder.ts';
import { claimNames, templateHash } from './pod.generator.ts';
import type { SimulatedCluster } from './simulated-cluster.ts';
import { isoSeconds, type Timeline } from './timeline.ts';
import type { Workload } from './workload.ts';

// The controllers behind the pods: Deployments and their ReplicaSets, DaemonSets, StatefulSets,
// with the status counts their controllers would report from those pods.

export type Controllers = {
  deployments: KubeObject[];
  replicasets: KubeObject[];
  daemonsets: KubeObject[];
  statefulsets: KubeObject[];
};

type Context = {
  cluster: SimulatedCluster;
  timeline: Timeline;
  podsByOwner: Map<string, KubePod[]>;
  defaultStorageClass: string;
};

const isReady = (pod: KubePod) =>
  pod.status.conditions.some((condition) => condition.type === 'Ready' && condition.status === 'True');
const latestVersion = (pods: KubePod[]) => Math.max(0, ...pods.map((pod) => Number(pod.metadata.resourceVersion)));

/** The controller objects of every install, from the pods they own. */
export function generateControllers(
  cluster: SimulatedCluster,
  timeline: Timeline,
  installs: PlacedInstall[],
  pods: KubePod[],
  defaultStorageClass: string,
): Controllers {
  const podsByOwner = new Map<string, KubePod[]>();
  for (const pod of pods) {
    const owner = pod.metadata.ownerReferences?.[0];
    if (!owner) continue;
    const key = `${pod.metadata.namespace}/${owner.kind}/${owner.name}`;
    const owned = podsByOwner.get(key);
    if (owned) owned.push(pod);
    else podsByOwner.set(key, [pod]);
  }
  const context: Context = { cluster, timeline, podsByOwner, defaultStorageClass };
  const result: Controllers = { deployments: [], replicasets: [], daemonsets: [], statefulsets: [] };
  for (const install of installs) {
    for (const workload of install.workloads) {
      if (workload.kind === 'Deployment') {
        const [deployment, replicaSet] = deploymentObjects(context, install, workload);
        result.deployments.push(deployment);
        result.replicasets.push(replicaSet);
      } else if (workload.kind === 'DaemonSet') result.daemonsets.push(daemonSet(context, install, workload));
      else result.statefulsets.push(statefulSet(context, install, workload));
    }
  }
  return result;
}

/** The pod template a controller stamps its pods from. */
function podTemplate(workload: Workload, labels: Record<string, string>, extra: Record<string, unknown> = {}) {
  return {
    metadata: { labels },
    spec: {
      containers: workload.containers.map((container) =>
        podContainer(container, workload.kind === 'StatefulSet' ? claimNames(workload, 0) : undefined),
      ),
      serviceAccountName: workload.name,
      restartPolicy: 'Always',
      dnsPolicy: workload.hostNetwork ? 'ClusterFirstWithHostNet' : 'ClusterFirst',
      schedulerName: 'default-scheduler',
      terminationGracePeriodSeconds: 30,
      ...(workload.hostNetwork ? { hostNetwork: true } : {}),
      ...(workload.priorityClassName ? { priorityClassName: workload.priorityClassName } : {}),
      ...extra,
    },
  };
}

function times(context: Context, install: PlacedInstall, workload: Workload, pods: KubePod[], alsoChangedMs = 0) {
  const createdMs = installedAt(install, context.timeline);
  const templateMs = templateSince(install, workload, context.timeline);
  const changedMs = Math.max(createdMs, templateMs ?? 0, latestVersion(pods), alsoChangedMs);
  return { createdMs, templateMs, changedMs, generation: templateMs === undefined ? 1 : 2 };
}

function deploymentObjects(context: Context, install: PlacedInstall, workload: Workload): [KubeObject, KubeObject] {
  const { cluster } = context;
  const namespace = install.namespace;
  const hash = templateHash(cluster.id, namespace, workload);
  const replicaSetName = `${workload.name}-${hash}`;
  const pods = context.podsByOwner.get(`${namespace}/ReplicaSet/${replicaSetName}`) ?? [];
  const replicas = workload.replicas ?? 1;
  const ready = pods.filter(isReady).length;
  const { createdMs, templateMs, changedMs, generation } = times(context, install, workload, pods);
  const revision = String(generation);
  const available = ready === replicas;
  const since = isoSeconds(changedMs);
  const deployment: KubeObject = {
    kind: 'Deployment',
    apiVersion: 'apps/v1',
    metadata: objectMeta({
      clusterId: cluster.id,
      kind: 'Deployment',
      name: workload.name,
      namespace,
      createdMs,
      changedMs,
      labels: workload.labels,
      annotations: { 'deployment.kubernetes.io/revision': revision },
      generation,
      install,
    }),
    spec: {
      replicas,
      selector: { matchLabels: workload.labels },
      template: podTemplate(workload, workload.labels),
      strategy: { type: 'RollingUpdate', rollingUpdate: { maxUnavailable: '25%', maxSurge: '25%' } },
      revisionHistoryLimit: 10,
      progressDeadlineSeconds: 600,
    },
    status: {
      observedGeneration: generation,
      replicas: pods.length,
      updatedReplicas: pods.length,
      readyReplicas: ready,
      availableReplicas: ready,
      ...(ready < replicas ? { unavailableReplicas: replicas - ready } : {}),
      conditions: [
        available
          ? {
              type: 'Available',
              status: 'True',
              lastUpdateTime: since,
              lastTransitionTime: since,
              reason: 'MinimumReplicasAvailable',
              message: 'Deployment has minimum availability.',
            }
          : {
              type: 'Available',
              status: 'False',
              lastUpdateTime: since,
              lastTransitionTime: since,
              reason: 'MinimumReplicasUnavailable',
              message: 'Deployment does not have minimum availability.',
            },
        {
          type: 'Progressing',
          status: 'True',
          lastUpdateTime: since,
          lastTransitionTime: since,
          reason: 'NewReplicaSetAvailable',
          message: `ReplicaSet "${replicaSetName}" has successfully progressed.`,
        },
      ],
    },
  };
  const replicaSetLabels = { ...workload.labels, 'pod-template-hash': hash };
  const replicaSet: KubeObject = {
    kind: 'ReplicaSet',
    apiVersion: 'apps/v1',
    metadata: objectMeta({
      clusterId: cluster.id,
      kind: 'ReplicaSet',
      name: replicaSetName,
      namespace,
      createdMs: templateMs ?? createdMs,
      changedMs,
      labels: replicaSetLabels,
      generation: 1,
      annotations: {
        'deployment.kubernetes.io/desired-replicas': String(replicas),
        'deployment.kubernetes.io/max-replicas': String(replicas + Math.ceil(replicas / 4)),
        'deployment.kubernetes.io/revision': revision,
      },
      owner: controllerReference(
        'apps/v1',
        'Deployment',
        workload.name,
        objectUid(cluster.id, 'Deployment', namespace, workload.name),
      ),
      install,
    }),
    spec: { replicas, selector: { matchLabels: replicaSetLabels }, template: podTemplate(workload, replicaSetLabels) },
    status: {
      replicas: pods.length,
      fullyLabeledReplicas: pods.length,
      readyReplicas: ready,
      availableReplicas: ready,
      observedGeneration: 1,
    },
  };
  return [deployment, replicaSet];
}

function daemonSet(context: Context, install: PlacedInstall, workload: Workload): KubeObject {
  const { cluster, timeline } = context;
  const namespace = install.namespace;
  const pods = context.podsByOwner.get(`${namespace}/DaemonSet/${workload.name}`) ?? [];
  const ready = pods.filter(isReady).length;
  const { createdMs, changedMs, generation } = times(context, install, workload, pods, timeline.poolsChanged() ?? 0);
  const nodeSelector = workload.gpuNodesOnly ? { 'nvidia.com/gpu.present': 'true' } : { 'kubernetes.io/os': 'linux' };
  const scheduled = pods.filter((pod) => pod.spec.nodeName).length;
  return {
    kind: 'DaemonSet',
    apiVersion: 'apps/v1',
    metadata: objectMeta({
      clusterId: cluster.id,
      kind: 'DaemonSet',
      name: workload.name,
      namespace,
      createdMs,
      changedMs,
      labels: workload.labels,
      annotations: { 'deprecated.daemonset.template.generation': String(generation) },
      generation,
      install,
    }),
    spec: {
      selector: { matchLabels: workload.labels },
      template: podTemplate(workload, workload.labels, { nodeSelector }),
      updateStrategy: { type: 'RollingUpdate', rollingUpdate: { maxUnavailable: 1, maxSurge: 0 } },
      revisionHistoryLimit: 10,
    },
    status: {
      currentNumberScheduled: scheduled,
      numberMisscheduled: 0,
      desiredNumberScheduled: scheduled,
      numberReady: ready,
      observedGeneration: generation,
      updatedNumberScheduled: scheduled,
      numberAvailable: ready,
      ...(ready < scheduled ? { numberUnavailable: scheduled - ready } : {}),
    },
  };
}

function statefulSet(context: Context, install: PlacedInstall, workload: Workload): KubeObject {
  const { cluster } = context;
  const namespace = install.namespace;
  const pods = context.podsByOwner.get(`${namespace}/StatefulSet/${workload.name}`) ?? [];
  const ready = pods.filter(isReady).length;
  const { createdMs, changedMs, generation } = times(context, install, workload, pods);
  const revision = `${workload.name}-${templateHash(cluster.id, namespace, workload)}`;
  return {
    kind: 'StatefulSet',
    apiVersion: 'apps/v1',
    metadata: objectMeta({
      clusterId: cluster.id,
      kind: 'StatefulSet',
      name: workload.name,
      namespace,
      createdMs,
      changedMs,
      labels: workload.labels,
      generation,
      install,
    }),
    spec: {
      replicas: workload.replicas ?? 1,
      selector: { matchLabels: workload.labels },
      serviceName: workload.services?.[0]?.name ?? workload.name,
      template: podTemplate(workload, workload.labels),
      volumeClaimTemplates: (workload.volumeClaims ?? []).map((claim) => ({
        apiVersion: 'v1',
        kind: 'PersistentVolumeClaim',
        metadata: { name: claim.name },
        spec: {
          accessModes: ['ReadWriteOnce'],
          resources: { requests: { storage: claim.storage } },
          storageClassName: context.defaultStorageClass,
          volumeMode: 'Filesystem',
        },
        status: { phase: 'Pending' },
      })),
      podManagementPolicy: 'Parallel',
      updateStrategy: { type: 'RollingUpdate', rollingUpdate: { partition: 0 } },
      revisionHistoryLimit: 10,
      persistentVolumeClaimRetentionPolicy: { whenDeleted: 'Retain', whenScaled: 'Retain' },
    },
    status: {
      observedGeneration: generation,
      replicas: pods.length,
      readyReplicas: ready,
      currentReplicas: pods.length,
      updatedReplicas: pods.length,
      availableReplicas: ready,
      currentRevision: revision,
      updateRevision: revision,
      collisionCount: 0,
    },
  };
}
