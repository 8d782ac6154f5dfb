import { installedAt, type PlacedInstall } from './installs.ts';
import type { KubeObject, KubePod } from './kube-objects.ts';
import { objectUid, stableHex } from './object-identity.ts';
import { objectMeta } from './object-meta.ts';
import { claimNames } from './pod.generator.ts';
import type { SimulatedCluster } from './simulated-cluster.ts';
import { isoSeconds, type Timeline } from './timeline.ts';
import type { StorageClassSpec } from './workload.ts';

// Storage classes, and the claims StatefulSets make from their templates: bound to a volume the
// class's CSI driver provisioned in the zone of the pod's node, or Pending until a pod is scheduled.

export type StorageObjects = {
  storageclasses: KubeObject[];
  persistentvolumeclaims: KubeObject[];
  persistentvolumes: KubeObject[];
};

/** The default storage class of the installs (the provider's), and every other. */
export function generateStorage(
  cluster: SimulatedCluster,
  timeline: Timeline,
  installs: PlacedInstall[],
  pods: KubePod[],
  zones: Map<string, string>,
): StorageObjects {
  const result: StorageObjects = { storageclasses: [], persistentvolumeclaims: [], persistentvolumes: [] };
  const classes = new Map<string, StorageClassSpec>();
  for (const install of installs) {
    for (const spec of install.storageClasses ?? []) {
      if (classes.has(spec.name)) continue;
      classes.set(spec.name, spec);
      result.storageclasses.push(storageClass(cluster, spec, installedAt(install, timeline), install));
    }
  }
  const defaultClass = [...classes.values()].find((spec) => spec.isDefault);
  if (!defaultClass) return result;
  const podsByName = new Map(pods.map((pod) => [`${pod.metadata.namespace}/${pod.metadata.name}`, pod]));
  for (const install of installs) {
    for (const workload of install.workloads) {
      if (workload.kind !== 'StatefulSet' || !workload.volumeClaims) continue;
      for (let replica = 0; replica < (workload.replicas ?? 1); replica++) {
        const pod = podsByName.get(`${install.namespace}/${workload.name}-${replica}`);
        claimNames(workload, replica).forEach(({ claimName }, index) => {
          const storage = workload.volumeClaims?.[index]?.storage ?? '10Gi';
          const createdMs = installedAt(install, timeline);
          const zone = zones.get(pod?.spec.nodeName ?? '');
          const claim = {
            name: claimName,
            namespace: install.namespace,
            storage,
            createdMs,
            labels: workload.labels,
            node: pod?.spec.nodeName,
            zone,
            install,
          };
          const volume = zone ? persistentVolume(cluster, defaultClass, claim) : undefined;
          result.persistentvolumeclaims.push(persistentVolumeClaim(cluster, defaultClass, claim, volume));
          if (volume) result.persistentvolumes.push(volume);
        });
      }
    }
  }
  return result;
}

function storageClass(
  cluster: SimulatedCluster,
  spec: StorageClassSpec,
  createdMs: number,
  install: PlacedInstall,
): KubeObject {
  return {
    kind: 'StorageClass',
    apiVersion: 'storage.k8s.io/v1',
    metadata: objectMeta({
      clusterId: cluster.id,
      kind: 'StorageClass',
      name: spec.name,
      createdMs,
      install,
      annotations: spec.isDefault ? { 'storageclass.kubernetes.io/is-default-class': 'true' } : {},
    }),
    provisioner: spec.provisioner,
    parameters:
      spec.provisioner === 'driver.longhorn.io'
        ? { numberOfReplicas: '3', staleReplicaTimeout: '30' }
        : { type: 'ssd', 'csi.storage.k8s.io/fstype': 'ext4' },
    reclaimPolicy: 'Delete',
    allowVolumeExpansion: spec.allowVolumeExpansion ?? true,
    volumeBindingMode: spec.volumeBindingMode ?? 'WaitForFirstConsumer',
  };
}

type Claim = {
  name: string;
  namespace: string;
  storage: string;
  createdMs: number;
  labels: Record<string, string>;
  node: string | undefined;
  zone: string | undefined;
  install: PlacedInstall;
};

const volumeName = (cluster: SimulatedCluster, claim: Claim) =>
  `pvc-${objectUid(cluster.id, 'PersistentVolumeClaim', claim.namespace, claim.name)}`;

function persistentVolumeClaim(
  cluster: SimulatedCluster,
  storageClass: StorageClassSpec,
  claim: Claim,
  volume: KubeObject | undefined,
): KubeObject {
  const bound = volume !== undefined;
  return {
    kind: 'PersistentVolumeClaim',
    apiVersion: 'v1',
    metadata: {
      ...objectMeta({
        clusterId: cluster.id,
        kind: 'PersistentVolumeClaim',
        name: claim.name,
        namespace: claim.namespace,
        createdMs: claim.createdMs,
        labels: claim.labels,
        annotations: {
          ...(bound ? { 'pv.kubernetes.io/bind-completed': 'yes', 'pv.kubernetes.io/bound-by-controller': 'yes' } : {}),
          'volume.beta.kubernetes.io/storage-provisioner': storageClass.provisioner,
          'volume.kubernetes.io/storage-provisioner': storageClass.provisioner,
          ...(claim.node ? { 'volume.kubernetes.io/selected-node': claim.node } : {}),
        },
      }),
      finalizers: ['kubernetes.io/pvc-protection'],
    },
    spec: {
      accessModes: ['ReadWriteOnce'],
      resources: { requests: { storage: claim.storage } },
      storageClassName: storageClass.name,
      volumeMode: 'Filesystem',
      ...(bound ? { volumeName: volumeName(cluster, claim) } : {}),
    },
    status: bound
      ? { phase: 'Bound', accessModes: ['ReadWriteOnce'], capacity: { storage: claim.storage } }
      : { phase: 'Pending' },
  };
}

function persistentVolume(cluster: SimulatedCluster, storageClass: StorageClassSpec, claim: Claim): KubeObject {
  const name = volumeName(cluster, claim);
  return {
    kind: 'PersistentVolume',
    apiVersion: 'v1',
    metadata: {
      ...objectMeta({
        clusterId: cluster.id,
        kind: 'PersistentVolume',
        name,
        createdMs: claim.createdMs,
        annotations: {
          'pv.kubernetes.io/provisioned-by': storageClass.provisioner,
          'volume.kubernetes.io/provisioner-deletion-secret-name': '',
          'volume.kubernetes.io/provisioner-deletion-secret-namespace': '',
        },
      }),
      finalizers: ['external-provisioner.volume.kubernetes.io/finalizer', 'kubernetes.io/pv-protection'],
    },
    spec: {
      accessModes: ['ReadWriteOnce'],
      capacity: { storage: claim.storage },
      claimRef: {
        apiVersion: 'v1',
        kind: 'PersistentVolumeClaim',
        name: claim.name,
        namespace: claim.namespace,
        uid: objectUid(cluster.id, 'PersistentVolumeClaim', claim.namespace, claim.name),
      },
      csi: {
        driver: storageClass.provisioner,
        fsType: 'ext4',
        volumeHandle: `vol-${stableHex(name, 17)}`,
        volumeAttributes: {
          'storage.kubernetes.io/csiProvisionerIdentity': `${Math.floor(claim.createdMs / 1000) * 1000}-${stableHex(storageClass.provisioner, 4)}-${storageClass.provisioner}`,
        },
      },
      nodeAffinity: {
        required: {
          nodeSelectorTerms: [
            { matchExpressions: [{ key: 'topology.kubernetes.io/zone', operator: 'In', values: [claim.zone ?? ''] }] },
          ],
        },
      },
      persistentVolumeReclaimPolicy: 'Delete',
      storageClassName: storageClass.name,
      volumeMode: 'Filesystem',
    },
    status: { phase: 'Bound', lastPhaseTransitionTime: isoSeconds(claim.createdMs) },
  };
}
