import { answerReview } from './access-reviews.ts';
import { clusterState, listObjects, type ClusterView } from './cluster-objects.ts';
import type { ConsoleEvent } from './event.generator.ts';
import { RESOURCES, resourceKey, type ResourceType } from './resources.ts';
import type { SimulatedCluster } from './simulated-cluster.ts';

// The schemas of the OpenAPI documents (`kubectl explain`, and the client-side checks of
// `kubectl apply` and `create`), inferred from what the simulated API serves: a sample cluster
// with every add-on is generated once per process and each resource's objects are merged into one
// schema. A field the API never serves is not described; maps (labels, data, resource
// quantities, selectors) are maps, whatever keys the samples had.

export type Schema = {
  type?: string;
  format?: string;
  description?: string;
  properties?: Record<string, Schema>;
  items?: Schema;
  additionalProperties?: Schema;
  $ref?: string;
  'x-kubernetes-group-version-kind'?: { group: string; version: string; kind: string }[];
};

export const OBJECT_META = 'io.k8s.apimachinery.pkg.apis.meta.v1.ObjectMeta';

/** Fields that are maps whatever keys they hold (when their values are strings, for `selector`). */
const MAPS = new Set([
  'labels',
  'annotations',
  'data',
  'binaryData',
  'stringData',
  'nodeSelector',
  'matchLabels',
  'capacity',
  'allocatable',
  'requests',
  'limits',
  'parameters',
  'usage',
  'extra',
  'hard',
  'used',
]);

const DESCRIPTIONS: Record<string, string> = {
  apiVersion:
    'APIVersion defines the versioned schema of this representation of an object. Servers should convert recognized schemas to the latest internal value, and may reject unrecognized values.',
  kind: 'Kind is a string value representing the REST resource this object represents. Servers may infer this from the endpoint the client submits requests to. In CamelCase.',
  metadata: "Standard object's metadata.",
  spec: 'Specification of the desired behavior of the object.',
  status: 'Most recently observed status of the object. Read-only.',
  name: 'Name must be unique within a namespace.',
  namespace: 'Namespace defines the space within which each name must be unique.',
  labels: 'Map of string keys and values that can be used to organize and categorize (scope and select) objects.',
  annotations:
    'Annotations is an unstructured key value map stored with a resource that may be set by external tools to store and retrieve arbitrary metadata.',
  uid: 'UID is the unique in time and space value for this object.',
  resourceVersion: 'An opaque value that represents the internal version of this object.',
  creationTimestamp: 'CreationTimestamp is a timestamp representing the server time when this object was created.',
  ownerReferences: 'List of objects depended by this object.',
  'spec.containers': 'List of containers belonging to the pod.',
  'spec.containers.image': 'Container image name.',
  'spec.template.spec.containers': 'List of containers belonging to the pod.',
  'spec.template.spec.containers.image': 'Container image name.',
  'spec.replicas': 'Number of desired pods.',
  'spec.selector': 'A label query over pods that should match the replica count.',
  'spec.template': 'Template describes the pods that will be created.',
  'spec.nodeName': 'NodeName indicates in which node this pod is scheduled.',
  data: 'Data contains the configuration data.',
};

const KIND_DESCRIPTIONS: Record<string, string> = {
  Pod: 'Pod is a collection of containers that can run on a host. This resource is created by clients and scheduled onto hosts.',
  Deployment: 'Deployment enables declarative updates for Pods and ReplicaSets.',
  Node: 'Node is a worker node in Kubernetes. Each node will have a unique identifier in the cache (i.e. in etcd).',
  Service:
    'Service is a named abstraction of software service (for example, mysql) consisting of local port (for example 3306) that the proxy listens on, and the selector that determines which pods will answer requests sent through the proxy.',
  Secret:
    'Secret holds secret data of a certain type. The simulated cluster serves its name, type and metadata, never its data.',
  Event: 'Event is a report of an event somewhere in the cluster.',
  CustomResourceDefinition: 'CustomResourceDefinition represents a resource that should be exposed on the API server.',
};

type Sampled = readonly unknown[];
const isRecord = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);
const DATE_TIME = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?Z$/;

/** One schema for every value a field (at `path` in its kind, [] for the kind) took among the samples. */
function infer(samples: Sampled, path: string[]): Schema {
  const values = samples.filter((value) => value !== undefined && value !== null);
  const name = path.at(-1) ?? '';
  const description = DESCRIPTIONS[path.join('.')];
  const described = (schema: Schema): Schema => (description ? { ...schema, description } : schema);
  if (name === 'metadata') return described({ $ref: OBJECT_META });
  const objects = values.filter(isRecord);
  if (objects.length > 0) {
    const entries = objects.flatMap((object) => Object.entries(object));
    if (MAPS.has(name) || (name === 'selector' && entries.every(([, value]) => typeof value === 'string'))) {
      return described({
        type: 'object',
        additionalProperties:
          entries.length > 0
            ? infer(
                entries.map(([, value]) => value),
                [...path, ''],
              )
            : { type: 'string' },
      });
    }
    const keys = [...new Set(entries.map(([key]) => key))].sort();
    if (keys.length === 0) return described({ type: 'object' });
    const properties = Object.fromEntries(
      keys.map((key) => [
        key,
        infer(
          objects.map((object) => object[key]),
          [...path, key],
        ),
      ]),
    );
    return described({ type: 'object', properties });
  }
  const arrays = values.filter(Array.isArray);
  if (arrays.length > 0) {
    const { description: _description, ...items } = infer(arrays.flat(), path);
    return described({ type: 'array', items });
  }
  if (values.length > 0 && values.every((value) => typeof value === 'boolean')) return described({ type: 'boolean' });
  if (values.length > 0 && values.every((value) => typeof value === 'number')) {
    return described(
      values.every((value) => Number.isInteger(value))
        ? { type: 'integer', format: 'int64' }
        : { type: 'number', format: 'double' },
    );
  }
  if (values.length > 0 && values.every((value) => typeof value === 'string' && DATE_TIME.test(value)))
    return described({ type: 'string', format: 'date-time' });
  return described({ type: 'string' });
}

/** `io.k8s.api.apps.v1.Deployment`, as the apiserver names its definitions. */
export function definitionName(type: Pick<ResourceType, 'group' | 'version' | 'kind'>): string {
  if (type.group === 'apiextensions.k8s.io')
    return `io.k8s.apiextensions-apiserver.pkg.apis.apiextensions.${type.version}.${type.kind}`;
  if (type.group === 'metrics.k8s.io') return `io.k8s.metrics.pkg.apis.metrics.${type.version}.${type.kind}`;
  if (type.group === '' || type.group.endsWith('.k8s.io') || !type.group.includes('.')) {
    const group = type.group === '' ? 'core' : (type.group.split('.')[0] ?? type.group);
    return `io.k8s.api.${group}.${type.version}.${type.kind}`;
  }
  // A custom resource: its group reversed, as the apiserver names a CRD's schema.
  return `${type.group.split('.').reverse().join('.')}.${type.version}.${type.kind}`;
}

/** A cluster with every add-on whose layout is known and a GPU pool: every field the API can serve. */
function sampleCluster(): SimulatedCluster {
  const createdAt = '2026-01-01T00:00:00Z';
  const ids = [
    'monitoring',
    'logging',
    'opencost',
    'cert-manager',
    'kyverno',
    'external-secrets',
    'falco',
    'traefik',
    'cilium-hubble',
    'longhorn',
    'velero',
    'argo-cd',
    'spark-operator',
    'gpu-operator',
  ];
  return {
    id: 'openapi-sample',
    name: 'sample',
    kubernetesVersion: '1.37',
    patchVersion: '1.37.0',
    createdAt,
    status: 'running',
    regionId: 'sample',
    providerId: 'sample',
    haControlPlane: true,
    nodePools: [
      { name: 'general', nodeSizeId: 'gp', count: 2, vcpu: 4, memoryGb: 16 },
      { name: 'gpu', nodeSizeId: 'gpu', count: 1, vcpu: 8, memoryGb: 32, gpu: { model: 'L4', count: 1 } },
    ],
    addons: ids.map((id) => ({ id, name: id, version: '1.0.0', category: 'sample' })),
    runningSince: '2026-01-01T00:10:00Z',
    updatedAt: '2026-01-01T00:10:00Z',
    addonsSince: {},
    history: [],
  };
}

const SAMPLE_EVENTS: ConsoleEvent[] = [
  { id: 'sample', at: '2026-01-01T00:00:00Z', type: 'status', message: 'Provisioning started.' },
];

function reviewSamples(type: ResourceType): unknown[] {
  const subject = { userName: 'sample', uid: 'sample', groups: ['system:authenticated'] };
  const spec =
    type.name === 'selfsubjectaccessreviews'
      ? {
          resourceAttributes: {
            namespace: '',
            verb: '',
            group: '',
            version: '',
            resource: '',
            subresource: '',
            name: '',
          },
        }
      : { namespace: '' };
  return [answerReview(type.name, { spec }, subject)].filter(Boolean);
}

let cached: Map<string, Schema> | undefined;

/** Every definition: one per kind served (tagged with its group, version and kind) and ObjectMeta. Built once. */
export function definitions(): ReadonlyMap<string, Schema> {
  if (cached) return cached;
  const cluster = sampleCluster();
  const view: ClusterView = {
    state: clusterState(cluster),
    nowMs: Date.parse('2026-01-04T00:00:00Z'),
    events: SAMPLE_EVENTS,
  };
  const result = new Map<string, Schema>();
  const metas: unknown[] = [];
  for (const type of RESOURCES) {
    const samples: Sampled =
      type.verbs.includes('create') && !type.verbs.includes('get')
        ? reviewSamples(type)
        : listObjects(view, resourceKey(type)).items;
    metas.push(...samples.map((sample) => (sample as { metadata?: unknown }).metadata));
    const schema = infer(samples, []);
    const properties = {
      ...schema.properties,
      apiVersion: infer(['v1'], ['apiVersion']),
      kind: infer(['Kind'], ['kind']),
      metadata: infer([{}], ['metadata']),
    };
    // Writes are refused, but a manifest for them is checked first: a Secret is written with data.
    if (type.kind === 'Secret')
      Object.assign(properties, {
        data: infer([{ key: '' }], ['data']),
        stringData: infer([{ key: '' }], ['stringData']),
      });
    result.set(definitionName(type), {
      type: 'object',
      description: KIND_DESCRIPTIONS[type.kind] ?? `${type.kind} as the simulated cluster serves it.`,
      properties: Object.fromEntries(Object.entries(properties).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))),
      'x-kubernetes-group-version-kind': [{ group: type.group, version: type.version, kind: type.kind }],
    });
  }
  result.set(OBJECT_META, {
    ...infer(metas, []),
    description:
      'ObjectMeta is metadata that all persisted resources must have, which includes all objects users must create.',
  });
  cached = result;
  return result;
}
