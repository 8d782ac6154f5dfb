import type { KubeObject } from './kube-objects.ts';
import { EVENTS_V1 } from './events-v1.ts';
import * as apps from './printers-apps.ts';
import * as core from './printers-core.ts';
import * as other from './printers-other.ts';
import type { FieldReaders } from './selectors.ts';
import { field, type Printer } from './table.ts';

// Every resource the simulated API serves, in one table: discovery, routing, field selectors,
// printing and `auth can-i` all read it. Reads are get, list and watch; the access reviews are
// the only creates (they change nothing).

export type ResourceType = {
  group: string;
  version: string;
  /** The plural resource name, as in the path. */
  name: string;
  singular: string;
  kind: string;
  namespaced: boolean;
  verbs: readonly string[];
  shortNames?: string[];
  categories?: string[];
  /** Fields ?fieldSelector= takes besides metadata.name (and metadata.namespace when namespaced). */
  fields?: FieldReaders;
  printer?: Printer;
  /** Subresources served (pods/log). */
  subresources?: { name: string; kind: string; verbs: string[] }[];
};

const READ = ['get', 'list', 'watch'] as const;
const text =
  (...path: string[]) =>
  (object: KubeObject) =>
    String(field<unknown>(object, ...path) ?? '');

const resource = (
  group: string,
  version: string,
  name: string,
  kind: string,
  namespaced: boolean,
  extra: Partial<ResourceType> = {},
): ResourceType => ({
  group,
  version,
  name,
  kind,
  namespaced,
  singular: kind.toLowerCase(),
  verbs: READ,
  ...extra,
});

export const RESOURCES: readonly ResourceType[] = [
  resource('', 'v1', 'configmaps', 'ConfigMap', true, { shortNames: ['cm'], printer: core.CONFIGMAPS }),
  resource('', 'v1', 'endpoints', 'Endpoints', true, {
    singular: 'endpoints',
    shortNames: ['ep'],
    printer: core.ENDPOINTS,
  }),
  resource('', 'v1', 'events', 'Event', true, {
    shortNames: ['ev'],
    printer: core.EVENTS,
    fields: Object.fromEntries([
      ...['kind', 'namespace', 'name', 'uid', 'apiVersion', 'resourceVersion', 'fieldPath'].map((key) => [
        `involvedObject.${key}`,
        text('involvedObject', key),
      ]),
      ['reason', text('reason')],
      ['reportingComponent', text('reportingComponent')],
      ['source', text('source', 'component')],
      ['type', text('type')],
    ]),
  }),
  resource('', 'v1', 'namespaces', 'Namespace', false, {
    shortNames: ['ns'],
    printer: core.NAMESPACES,
    fields: { 'status.phase': text('status', 'phase') },
  }),
  resource('', 'v1', 'nodes', 'Node', false, {
    shortNames: ['no'],
    printer: core.NODES,
    fields: { 'spec.unschedulable': (object) => String(field<boolean>(object, 'spec', 'unschedulable') ?? false) },
  }),
  resource('', 'v1', 'persistentvolumeclaims', 'PersistentVolumeClaim', true, {
    shortNames: ['pvc'],
    printer: core.PERSISTENT_VOLUME_CLAIMS,
  }),
  resource('', 'v1', 'persistentvolumes', 'PersistentVolume', false, {
    shortNames: ['pv'],
    printer: core.PERSISTENT_VOLUMES,
  }),
  resource('', 'v1', 'pods', 'Pod', true, {
    shortNames: ['po'],
    categories: ['all'],
    printer: core.PODS,
    fields: {
      'spec.nodeName': text('spec', 'nodeName'),
      'spec.restartPolicy': text('spec', 'restartPolicy'),
      'spec.schedulerName': text('spec', 'schedulerName'),
      'spec.serviceAccountName': text('spec', 'serviceAccountName'),
      'spec.hostNetwork': (object) => String(field<boolean>(object, 'spec', 'hostNetwork') === true),
      'status.phase': text('status', 'phase'),
      'status.podIP': text('status', 'podIP'),
      'status.nominatedNodeName': text('status', 'nominatedNodeName'),
    },
    // exec, attach and portforward are served (discovery lists them, as kubectl expects) and refused:
    // the simulated nodes run no containers (k8s-api.handler.ts).
    subresources: [
      { name: 'attach', kind: 'PodAttachOptions', verbs: ['create', 'get'] },
      { name: 'exec', kind: 'PodExecOptions', verbs: ['create', 'get'] },
      { name: 'log', kind: 'Pod', verbs: ['get'] },
      { name: 'portforward', kind: 'PodPortForwardOptions', verbs: ['create', 'get'] },
    ],
  }),
  resource('', 'v1', 'secrets', 'Secret', true, { printer: core.SECRETS, fields: { type: text('type') } }),
  resource('', 'v1', 'serviceaccounts', 'ServiceAccount', true, { shortNames: ['sa'], printer: core.SERVICE_ACCOUNTS }),
  resource('', 'v1', 'services', 'Service', true, { shortNames: ['svc'], categories: ['all'], printer: core.SERVICES }),
  resource('apps', 'v1', 'daemonsets', 'DaemonSet', true, {
    shortNames: ['ds'],
    categories: ['all'],
    printer: apps.DAEMON_SETS,
  }),
  resource('apps', 'v1', 'deployments', 'Deployment', true, {
    shortNames: ['deploy'],
    categories: ['all'],
    printer: apps.DEPLOYMENTS,
  }),
  resource('apps', 'v1', 'replicasets', 'ReplicaSet', true, {
    shortNames: ['rs'],
    categories: ['all'],
    printer: apps.REPLICA_SETS,
    fields: { 'status.replicas': (object) => String(field<number>(object, 'status', 'replicas') ?? 0) },
  }),
  resource('apps', 'v1', 'statefulsets', 'StatefulSet', true, {
    shortNames: ['sts'],
    categories: ['all'],
    printer: apps.STATEFUL_SETS,
  }),
  resource('apiextensions.k8s.io', 'v1', 'customresourcedefinitions', 'CustomResourceDefinition', false, {
    shortNames: ['crd', 'crds'],
    categories: ['api-extensions'],
  }),
  resource('authentication.k8s.io', 'v1', 'selfsubjectreviews', 'SelfSubjectReview', false, { verbs: ['create'] }),
  resource('authorization.k8s.io', 'v1', 'selfsubjectaccessreviews', 'SelfSubjectAccessReview', false, {
    verbs: ['create'],
  }),
  resource('authorization.k8s.io', 'v1', 'selfsubjectrulesreviews', 'SelfSubjectRulesReview', false, {
    verbs: ['create'],
  }),
  resource('batch', 'v1', 'cronjobs', 'CronJob', true, {
    shortNames: ['cj'],
    categories: ['all'],
    printer: apps.CRON_JOBS,
  }),
  resource('batch', 'v1', 'jobs', 'Job', true, {
    categories: ['all'],
    printer: apps.JOBS,
    fields: { 'status.successful': (object) => String(field<number>(object, 'status', 'succeeded') ?? 0) },
  }),
  resource('coordination.k8s.io', 'v1', 'leases', 'Lease', true, { printer: other.LEASES }),
  resource('discovery.k8s.io', 'v1', 'endpointslices', 'EndpointSlice', true, { printer: other.ENDPOINT_SLICES }),
  resource('events.k8s.io', 'v1', 'events', 'Event', true, {
    shortNames: ['ev'],
    printer: EVENTS_V1,
    fields: Object.fromEntries([
      ...['kind', 'namespace', 'name', 'uid', 'apiVersion', 'resourceVersion', 'fieldPath'].map((key) => [
        `regarding.${key}`,
        text('regarding', key),
      ]),
      ['reason', text('reason')],
      ['reportingController', text('reportingController')],
      ['type', text('type')],
    ]),
  }),
  resource('networking.k8s.io', 'v1', 'ingressclasses', 'IngressClass', false, { printer: other.INGRESS_CLASSES }),
  resource('networking.k8s.io', 'v1', 'ingresses', 'Ingress', true, { shortNames: ['ing'], printer: other.INGRESSES }),
  resource('storage.k8s.io', 'v1', 'storageclasses', 'StorageClass', false, {
    shortNames: ['sc'],
    printer: other.STORAGE_CLASSES,
  }),
  // Served by metrics-server through the aggregation layer, listed last as aggregated groups are.
  resource('metrics.k8s.io', 'v1beta1', 'nodes', 'NodeMetrics', false, { verbs: ['get', 'list'], singular: '' }),
  resource('metrics.k8s.io', 'v1beta1', 'pods', 'PodMetrics', true, { verbs: ['get', 'list'], singular: '' }),
];

/** The resource's key among the cluster's objects: `pods`, `deployments.apps`. */
export function resourceKey(type: Pick<ResourceType, 'group' | 'name'>): string {
  return type.group ? `${type.name}.${type.group}` : type.name;
}

/** `v1` or `apps/v1`. */
export function groupVersion(type: Pick<ResourceType, 'group' | 'version'>): string {
  return type.group ? `${type.group}/${type.version}` : type.version;
}

/** Kubernetes' version order: GA before beta before alpha, higher numbers first (v2, v1, v1beta1, v1alpha1). */
function versionRank(version: string): [number, number, number] {
  const match = /^v(\d+)(?:(alpha|beta)(\d+))?$/.exec(version);
  if (!match) return [0, 0, 0];
  return [match[2] === undefined ? 3 : match[2] === 'beta' ? 2 : 1, Number(match[1]), Number(match[3] ?? 0)];
}
const byPriority = (a: string, b: string) => {
  const [left, right] = [versionRank(a), versionRank(b)];
  return right[0] - left[0] || right[1] - left[1] || right[2] - left[2];
};

/**
 * The API groups besides the core one, in the order discovery lists them, each with its versions
 * (preferred first). `types`: what the cluster serves, the built-in resources and its custom ones.
 */
export function apiGroups(types: readonly ResourceType[] = RESOURCES): { name: string; versions: string[] }[] {
  const seen = new Map<string, Set<string>>();
  for (const type of types) if (type.group) seen.set(type.group, (seen.get(type.group) ?? new Set()).add(type.version));
  return [...seen].map(([name, versions]) => ({ name, versions: [...versions].sort(byPriority) }));
}

/** The resource at /api/v1/{name} or /apis/{group}/{version}/{name}. */
export function findResource(
  group: string,
  version: string,
  name: string,
  types: readonly ResourceType[] = RESOURCES,
): ResourceType | undefined {
  return types.find((type) => type.group === group && type.version === version && type.name === name);
}
