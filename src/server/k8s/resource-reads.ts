import { badRequest, objectNotFound } from './api-status.ts';
import type { ClusterObjects } from './cluster-objects.ts';
import type { KubeNamespace, KubeNode, KubeObject, KubePod } from './kube-objects.ts';
import type { ResourceFormat } from './media-types.ts';
import { parseFieldSelector, parseLabelSelector, type FieldReaders } from './selectors.ts';
import { toTable } from './table.ts';

// GET on nodes, namespaces and pods: one object or a list, filtered by selectors, paged by
// limit/continue (kubectl asks for 500 at a time), as a Table or as plain JSON.

export type ResourceName = 'nodes' | 'namespaces' | 'pods';
export type ResourceRequest = { resource: ResourceName; namespace?: string; name?: string };

const pod = (object: KubeObject) => object as KubePod;
const FIELDS: Record<ResourceName, FieldReaders> = {
  nodes: { 'metadata.name': (o) => o.metadata.name, 'spec.unschedulable': () => 'false' },
  namespaces: { 'metadata.name': (o) => o.metadata.name, 'status.phase': (o) => (o as KubeNamespace).status.phase },
  pods: {
    'metadata.name': (o) => o.metadata.name,
    'metadata.namespace': (o) => o.metadata.namespace ?? '',
    'spec.nodeName': (o) => pod(o).spec.nodeName ?? '',
    'spec.restartPolicy': (o) => pod(o).spec.restartPolicy,
    'spec.schedulerName': (o) => pod(o).spec.schedulerName,
    'spec.serviceAccountName': (o) => pod(o).spec.serviceAccountName,
    'spec.hostNetwork': (o) => String(pod(o).spec.hostNetwork === true),
    'status.phase': (o) => pod(o).status.phase,
    'status.podIP': (o) => pod(o).status.podIP ?? '',
    'status.nominatedNodeName': () => '',
  },
};

const LIST_KINDS: Record<ResourceName, string> = { nodes: 'NodeList', namespaces: 'NamespaceList', pods: 'PodList' };

type ReadOptions = { objects: ClusterObjects; query: URLSearchParams; format: ResourceFormat; now: Date };

/** The answer body of a GET on a resource path. */
export function readResource(request: ResourceRequest, options: ReadOptions): unknown {
  const { objects, query, format, now } = options;
  const all: readonly (KubeNode | KubeNamespace | KubePod)[] = objects[request.resource];
  const include = (['None', 'Metadata', 'Object'] as const).find((value) => value === query.get('includeObject')) ?? 'Metadata';
  const render = (items: readonly KubeObject[], listMeta: Record<string, unknown>) =>
    format.table
      ? toTable(request.resource, items, { now, include, apiVersion: `meta.k8s.io/${format.table}`, listMeta })
      : { kind: LIST_KINDS[request.resource], apiVersion: 'v1', metadata: listMeta, items: items.map(withoutTypeMeta) };

  if (request.name !== undefined) {
    const found = all.find((object) => object.metadata.name === request.name && (request.namespace === undefined || object.metadata.namespace === request.namespace));
    if (!found) throw objectNotFound(request.resource, request.name);
    return format.table ? render([found], { resourceVersion: found.metadata.resourceVersion }) : found;
  }

  const matchesLabels = parseLabelSelector(query.get('labelSelector'));
  const matchesFields = parseFieldSelector(query.get('fieldSelector'), FIELDS[request.resource]);
  const selected = all.filter((object) =>
    (request.namespace === undefined || object.metadata.namespace === request.namespace) && matchesLabels(object) && matchesFields(object));
  const { items, listMeta } = page(selected, query, objects.resourceVersion);
  return render(items, listMeta);
}

/** List items carry no kind/apiVersion of their own, as the apiserver writes them. */
function withoutTypeMeta({ kind: _kind, apiVersion: _apiVersion, ...rest }: KubeObject) {
  return rest;
}

/** ?limit=&continue=: the continue token is opaque to clients; here it holds the next offset. */
function page<T>(selected: readonly T[], query: URLSearchParams, resourceVersion: string) {
  const limit = Number(query.get('limit') ?? 0);
  const token = query.get('continue');
  let start = 0;
  if (token) {
    const decoded = /^(\d+):(\d+)$/.exec(Buffer.from(token, 'base64url').toString());
    if (!decoded) throw badRequest('continue key is not valid: the continue token is malformed');
    start = Number(decoded[2]);
  }
  if (!Number.isInteger(limit) || limit <= 0) return { items: selected.slice(start), listMeta: { resourceVersion } };
  const items = selected.slice(start, start + limit);
  const next = start + items.length;
  const remaining = selected.length - next;
  return {
    items,
    listMeta: remaining > 0
      ? { resourceVersion, continue: Buffer.from(`${resourceVersion}:${next}`).toString('base64url'), remainingItemCount: remaining }
      : { resourceVersion },
  };
}
