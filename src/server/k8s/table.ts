import { ageOf } from './human-duration.ts';
import type { KubeNamespace, KubeNode, KubeObject, KubePod } from './kube-objects.ts';
import { nodeReadiness } from './node.generator.ts';

// The server-side printing of `kubectl get`: kubectl asks for a meta.k8s.io Table and prints its
// cells as they come, so these columns are the ones the apiserver's printers define
// (priority 1 columns appear with -o wide).

export type ColumnDefinition = { name: string; type: string; format: string; description: string; priority: number };
export type TableRow = { cells: (string | number)[]; object?: unknown };
export type IncludeObject = 'None' | 'Metadata' | 'Object';

const column = (name: string, description: string, priority = 0, format = ''): ColumnDefinition => ({ name, type: 'string', format, description, priority });
const NAME = column('Name', 'Name must be unique within a namespace.', 0, 'name');
const AGE = column('Age', 'CreationTimestamp is a timestamp representing the server time when this object was created.');

const NODE_COLUMNS = [
  NAME,
  column('Status', 'The status of the node'),
  column('Roles', 'The roles of the node'),
  AGE,
  column('Version', 'Kubelet Version reported by the node.'),
  column('Internal-IP', 'List of addresses reachable to the node.', 1),
  column('External-IP', 'List of addresses reachable to the node.', 1),
  column('OS-Image', 'OS Image reported by the node from /etc/os-release (e.g. Debian GNU/Linux 7 (wheezy)).', 1),
  column('Kernel-Version', "Kernel Version reported by the node from 'uname -r' (e.g. 3.16.0-0.bpo.4-amd64).", 1),
  column('Container-Runtime', 'ContainerRuntime Version reported by the node through runtime remote API (e.g. containerd://1.4.2).', 1),
];

const NAMESPACE_COLUMNS = [NAME, column('Status', 'The status of the namespace'), AGE];

const POD_COLUMNS = [
  NAME,
  column('Ready', 'The aggregate readiness state of this pod for accepting traffic.'),
  column('Status', 'The aggregate status of the containers in this pod.'),
  column('Restarts', 'The number of times the containers in this pod have been restarted and when the last container in this pod has restarted.'),
  AGE,
  column('IP', 'podIP address allocated to the pod. Routable at least within the cluster. Empty if not yet allocated.', 1),
  column('Node', "NodeName indicates in which node this pod is scheduled. If empty, this pod is a candidate for scheduling by the scheduler defined in schedulerName.", 1),
  column('Nominated Node', 'nominatedNodeName is set only when this pod preempts other pods on the node.', 1),
  column('Readiness Gates', 'If specified, all readiness gates will be evaluated for pod readiness.', 1),
];

const NONE = '<none>';

function nodeCells(node: KubeNode, now: Date): string[] {
  const address = (type: string) => node.status.addresses.find((entry) => entry.type === type)?.address ?? NONE;
  const roles = Object.keys(node.metadata.labels ?? {})
    .filter((key) => key.startsWith('node-role.kubernetes.io/'))
    .map((key) => key.slice('node-role.kubernetes.io/'.length));
  const { nodeInfo } = node.status;
  return [
    node.metadata.name, nodeReadiness(node), roles.length > 0 ? roles.join(',') : NONE, ageOf(node.metadata.creationTimestamp, now),
    nodeInfo.kubeletVersion, address('InternalIP'), address('ExternalIP'), nodeInfo.osImage, nodeInfo.kernelVersion, nodeInfo.containerRuntimeVersion,
  ];
}

function namespaceCells(namespace: KubeNamespace, now: Date): string[] {
  return [namespace.metadata.name, namespace.status.phase, ageOf(namespace.metadata.creationTimestamp, now)];
}

/** kubectl's pod STATUS: the phase, or the reason a container is waiting. */
export function podStatusReason(pod: KubePod): string {
  const waiting = pod.status.containerStatuses.find((status) => 'waiting' in status.state);
  return waiting && 'waiting' in waiting.state ? waiting.state.waiting.reason : pod.status.phase;
}

function podCells(pod: KubePod, now: Date): string[] {
  const statuses = pod.status.containerStatuses;
  const ready = statuses.filter((status) => status.ready).length;
  const restarts = statuses.reduce((sum, status) => sum + status.restartCount, 0);
  return [
    pod.metadata.name, `${ready}/${pod.spec.containers.length}`, podStatusReason(pod), String(restarts), ageOf(pod.metadata.creationTimestamp, now),
    pod.status.podIP ?? NONE, pod.spec.nodeName ?? NONE, NONE, NONE,
  ];
}

/** The row's object: what includeObject asks for (kubectl's default, Metadata, is what -A needs for NAMESPACE). */
function rowObject(object: KubeObject, include: IncludeObject): unknown {
  if (include === 'None') return undefined;
  if (include === 'Object') return object;
  return { kind: 'PartialObjectMetadata', apiVersion: 'meta.k8s.io/v1', metadata: object.metadata };
}

type Printer = { columns: ColumnDefinition[]; cells: (object: KubeObject, now: Date) => string[] };

const PRINTERS: Record<'nodes' | 'namespaces' | 'pods', Printer> = {
  nodes: { columns: NODE_COLUMNS, cells: (object, now) => nodeCells(object as KubeNode, now) },
  namespaces: { columns: NAMESPACE_COLUMNS, cells: (object, now) => namespaceCells(object as KubeNamespace, now) },
  pods: { columns: POD_COLUMNS, cells: (object, now) => podCells(object as KubePod, now) },
};

/** A meta.k8s.io Table of one resource's objects (an empty list still carries its columns). */
export function toTable(
  resource: keyof typeof PRINTERS,
  objects: readonly KubeObject[],
  options: { now: Date; include: IncludeObject; apiVersion: 'meta.k8s.io/v1' | 'meta.k8s.io/v1beta1'; listMeta: Record<string, unknown> },
) {
  const printer = PRINTERS[resource];
  const rows: TableRow[] = objects.map((object) => {
    const cells = printer.cells(object, options.now);
    const embedded = rowObject(object, options.include);
    return embedded === undefined ? { cells } : { cells, object: embedded };
  });
  return { kind: 'Table', apiVersion: options.apiVersion, metadata: options.listMeta, columnDefinitions: printer.columns, rows };
}
