import { ageOf } from './human-duration.ts';
import type { KubeNamespace, KubeNode, KubeObject, KubePod } from './kube-objects.ts';
import { nodeReadiness } from './node.generator.ts';
import { AGE, column, field, labelList, NAME, NONE, type Printer } from './table.ts';

// Columns of the core resources, as the apiserver prints them.

const age = (object: KubeObject, now: Date) => ageOf(object.metadata.creationTimestamp, now);
const dataCount = (object: KubeObject) => Object.keys(field<Record<string, string>>(object, 'data') ?? {}).length;

export const NODES: Printer = {
  columns: [
    NAME,
    column('Status', 'The status of the node'),
    column('Roles', 'The roles of the node'),
    AGE,
    column('Version', 'Kubelet Version reported by the node.'),
    column('Internal-IP', 'List of addresses reachable to the node. Queried from cloud provider, if available.', 1),
    column('External-IP', 'List of addresses reachable to the node. Queried from cloud provider, if available.', 1),
    column('OS-Image', 'OS Image reported by the node from /etc/os-release (e.g. Debian GNU/Linux 7 (wheezy)).', 1),
    column('Kernel-Version', "Kernel Version reported by the node from 'uname -r' (e.g. 3.16.0-0.bpo.4-amd64).", 1),
    column(
      'Container-Runtime',
      'ContainerRuntime Version reported by the node through runtime remote API (e.g. containerd://1.4.2).',
      1,
    ),
  ],
  cells: (object, now) => {
    const node = object as unknown as KubeNode;
    const address = (type: string) => node.status.addresses.find((entry) => entry.type === type)?.address ?? NONE;
    const roles = Object.keys(node.metadata.labels ?? {})
      .filter((key) => key.startsWith('node-role.kubernetes.io/'))
      .map((key) => key.slice('node-role.kubernetes.io/'.length));
    const { nodeInfo } = node.status;
    return [
      node.metadata.name,
      // A cordoned node, as kubectl shows it: "Ready,SchedulingDisabled".
      node.spec.unschedulable ? `${nodeReadiness(node)},SchedulingDisabled` : nodeReadiness(node),
      roles.length > 0 ? roles.join(',') : NONE,
      age(object, now),
      nodeInfo.kubeletVersion,
      address('InternalIP'),
      address('ExternalIP'),
      nodeInfo.osImage,
      nodeInfo.kernelVersion,
      nodeInfo.containerRuntimeVersion,
    ];
  },
};

export const NAMESPACES: Printer = {
  columns: [NAME, column('Status', 'The status of the namespace'), AGE],
  cells: (object, now) => [object.metadata.name, (object as unknown as KubeNamespace).status.phase, age(object, now)],
};

/** kubectl's pod STATUS: the reason a container waits or finished, else the phase. */
export function podStatusReason(pod: KubePod): string {
  const statuses = pod.status.containerStatuses;
  for (const status of statuses) if ('waiting' in status.state) return status.state.waiting.reason;
  const finished = statuses.length > 0 && statuses.every((status) => 'terminated' in status.state);
  const first = statuses[0]?.state;
  if (finished && first && 'terminated' in first) return first.terminated.reason;
  return pod.status.phase;
}

export const PODS: Printer = {
  columns: [
    NAME,
    column('Ready', 'The aggregate readiness state of this pod for accepting traffic.'),
    column('Status', 'The aggregate status of the containers in this pod.'),
    column(
      'Restarts',
      'The number of times the containers in this pod have been restarted and when the last container in this pod has restarted.',
    ),
    AGE,
    column(
      'IP',
      'podIP address allocated to the pod. Routable at least within the cluster. Empty if not yet allocated.',
      1,
    ),
    column(
      'Node',
      'NodeName indicates in which node this pod is scheduled. If empty, this pod is a candidate for scheduling by the scheduler defined in schedulerName.',
      1,
    ),
    column(
      'Nominated Node',
      'nominatedNodeName is set only when this pod preempts other pods on the node, but it cannot be scheduled right away as preemption victims receive their graceful termination periods.',
      1,
    ),
    column('Readiness Gates', 'If specified, all readiness gates will be evaluated for pod readiness.', 1),
  ],
  cells: (object, now) => {
    const pod = object as unknown as KubePod;
    const statuses = pod.status.containerStatuses;
    const ready = statuses.filter((status) => status.ready).length;
    const restarts = statuses.reduce((sum, status) => sum + status.restartCount, 0);
    return [
      pod.metadata.name,
      `${ready}/${pod.spec.containers.length}`,
      podStatusReason(pod),
      String(restarts),
      age(object, now),
      pod.status.podIP ?? NONE,
      pod.spec.nodeName ?? NONE,
      NONE,
      NONE,
    ];
  },
};

type ServicePortShape = { port: number; nodePort?: number; protocol: string };

export const SERVICES: Printer = {
  columns: [
    NAME,
    column('Type', 'type determines how the Service is exposed. Defaults to ClusterIP.'),
    column('Cluster-IP', 'clusterIP is the IP address of the service and is usually assigned randomly.'),
    column(
      'External-IP',
      'externalIPs is a list of IP addresses for which nodes in the cluster will also accept traffic for this service.',
    ),
    column('Port(s)', 'The list of ports that are exposed by this service.'),
    AGE,
    column('Selector', 'Route service traffic to pods with label keys and values matching this selector.', 1),
  ],
  cells: (object, now) => {
    const type = field<string>(object, 'spec', 'type') ?? 'ClusterIP';
    const ingress = field<{ ip: string }[]>(object, 'status', 'loadBalancer', 'ingress') ?? [];
    const external =
      type === 'LoadBalancer' ? (ingress.length > 0 ? ingress.map((entry) => entry.ip).join(',') : '<pending>') : NONE;
    const ports = (field<ServicePortShape[]>(object, 'spec', 'ports') ?? [])
      .map((port) => `${port.port}${port.nodePort ? `:${port.nodePort}` : ''}/${port.protocol}`)
      .join(',');
    return [
      object.metadata.name,
      type,
      field<string>(object, 'spec', 'clusterIP') ?? NONE,
      external,
      ports || NONE,
      age(object, now),
      labelList(field(object, 'spec', 'selector')),
    ];
  },
};

type Subset = { addresses?: { ip: string }[]; ports?: { port: number }[] };

/** Up to three `ip:port` pairs, then how many more (kubectl's formatEndpoints). */
function endpointList(subsets: Subset[]): string {
  const pairs = subsets.flatMap((subset) =>
    (subset.addresses ?? []).flatMap((address) => (subset.ports ?? []).map((port) => `${address.ip}:${port.port}`)),
  );
  if (pairs.length === 0) return NONE;
  return pairs.length > 3 ? `${pairs.slice(0, 3).join(',')} + ${pairs.length - 3} more...` : pairs.join(',');
}

export const ENDPOINTS: Printer = {
  columns: [NAME, column('Endpoints', 'Endpoints of the service'), AGE],
  cells: (object, now) => [
    object.metadata.name,
    endpointList(field<Subset[]>(object, 'subsets') ?? []),
    age(object, now),
  ],
};

export const CONFIGMAPS: Printer = {
  columns: [NAME, column('Data', 'Data contains the configuration data.', 0, '', 'integer'), AGE],
  cells: (object, now) => [object.metadata.name, dataCount(object), age(object, now)],
};

export const SECRETS: Printer = {
  columns: [
    NAME,
    column('Type', 'Used to facilitate programmatic handling of secret data.'),
    column('Data', 'Data contains the secret data.', 0, '', 'integer'),
    AGE,
  ],
  cells: (object, now) => [
    object.metadata.name,
    field<string>(object, 'type') ?? 'Opaque',
    dataCount(object),
    age(object, now),
  ],
};

export const SERVICE_ACCOUNTS: Printer = {
  columns: [
    NAME,
    column(
      'Secrets',
      'Secrets is a list of the secrets in the same namespace that pods running using this ServiceAccount are allowed to use.',
      0,
      '',
      'integer',
    ),
    AGE,
  ],
  cells: (object, now) => [object.metadata.name, (field<unknown[]>(object, 'secrets') ?? []).length, age(object, now)],
};

export const EVENTS: Printer = {
  columns: [
    column('Last Seen', 'The time at which the most recent occurrence of this event was recorded.'),
    column('Type', 'Type of this event (Normal, Warning), new types could be added in the future'),
    column(
      'Reason',
      "This should be a short, machine understandable string that gives the reason for the transition into the object's current status.",
    ),
    column('Object', 'The object that this event is about.'),
    column('Subobject', 'The subobject this event is about.', 1),
    column('Source', 'The component reporting this event.', 1),
    column('Message', 'A human-readable description of the status of this operation.'),
    column('First Seen', 'The time at which the event was first recorded.', 1),
    column('Count', 'The number of times this event has occurred.', 1),
    { ...NAME, priority: 1 },
  ],
  cells: (object, now) => {
    const involved = field<{ kind: string; name: string; fieldPath?: string }>(object, 'involvedObject');
    const last = field<string>(object, 'lastTimestamp') ?? object.metadata.creationTimestamp;
    const first = field<string>(object, 'firstTimestamp') ?? object.metadata.creationTimestamp;
    return [
      ageOf(last, now),
      field<string>(object, 'type') ?? '',
      field<string>(object, 'reason') ?? '',
      `${(involved?.kind ?? '').toLowerCase()}/${involved?.name ?? ''}`,
      involved?.fieldPath ?? '',
      field<string>(object, 'source', 'component') ?? '',
      field<string>(object, 'message') ?? '',
      ageOf(first, now),
      String(field<number>(object, 'count') ?? 1),
      object.metadata.name,
    ];
  },
};

const ACCESS_MODES: Record<string, string> = {
  ReadWriteOnce: 'RWO',
  ReadOnlyMany: 'ROX',
  ReadWriteMany: 'RWX',
  ReadWriteOncePod: 'RWOP',
};
const accessModes = (object: KubeObject) =>
  (field<string[]>(object, 'spec', 'accessModes') ?? []).map((mode) => ACCESS_MODES[mode] ?? mode).join(',');

export const PERSISTENT_VOLUMES: Printer = {
  columns: [
    NAME,
    column('Capacity', "capacity is the description of the persistent volume's resources and capacity."),
    column('Access Modes', 'accessModes contains all ways the volume can be mounted.'),
    column(
      'Reclaim Policy',
      'persistentVolumeReclaimPolicy defines what happens to a persistent volume when released from its claim.',
    ),
    column('Status', 'phase indicates if a volume is available, bound to a claim, or released by a claim.'),
    column('Claim', 'claimRef is part of a bi-directional binding between PersistentVolume and PersistentVolumeClaim.'),
    column('StorageClass', 'storageClassName is the name of StorageClass to which this persistent volume belongs.'),
    column('VolumeAttributesClass', 'Name of VolumeAttributesClass to which this persistent volume belongs.'),
    column('Reason', 'reason is a brief CamelCase string that describes any failure.'),
    AGE,
    column(
      'VolumeMode',
      'volumeMode defines if a volume is intended to be used with a formatted filesystem or to remain in raw block state.',
      1,
    ),
  ],
  cells: (object, now) => {
    const claim = field<{ namespace: string; name: string }>(object, 'spec', 'claimRef');
    return [
      object.metadata.name,
      field<string>(object, 'spec', 'capacity', 'storage') ?? '',
      accessModes(object),
      field<string>(object, 'spec', 'persistentVolumeReclaimPolicy') ?? '',
      field<string>(object, 'status', 'phase') ?? '',
      claim ? `${claim.namespace}/${claim.name}` : '',
      field<string>(object, 'spec', 'storageClassName') ?? '',
      '<unset>',
      '',
      age(object, now),
      field<string>(object, 'spec', 'volumeMode') ?? 'Filesystem',
    ];
  },
};

export const PERSISTENT_VOLUME_CLAIMS: Printer = {
  columns: [
    NAME,
    column('Status', 'phase represents the current phase of PersistentVolumeClaim.'),
    column('Volume', 'volumeName is the binding reference to the PersistentVolume backing this claim.'),
    column('Capacity', 'capacity represents the actual resources of the underlying volume.'),
    column('Access Modes', 'accessModes contains the desired access modes the volume should have.'),
    column('StorageClass', 'storageClassName is the name of the StorageClass required by the claim.'),
    column(
      'VolumeAttributesClass',
      'volumeAttributesClassName may be used to set the VolumeAttributesClass used by this claim.',
    ),
    AGE,
    column('VolumeMode', 'volumeMode defines what type of volume is required by the claim.', 1),
  ],
  cells: (object, now) => {
    const bound = field<string>(object, 'status', 'phase') === 'Bound';
    return [
      object.metadata.name,
      field<string>(object, 'status', 'phase') ?? '',
      field<string>(object, 'spec', 'volumeName') ?? '',
      bound ? (field<string>(object, 'status', 'capacity', 'storage') ?? '') : '',
      bound ? accessModes(object) : '',
      field<string>(object, 'spec', 'storageClassName') ?? '',
      '<unset>',
      age(object, now),
      field<string>(object, 'spec', 'volumeMode') ?? 'Filesystem',
    ];
  },
};
