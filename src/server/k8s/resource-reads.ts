import { badRequest, objectNotFound } from './api-status.ts';
import type { ResourceTarget } from './api-routes.ts';
import { listObjects, listVersion, type ClusterView } from './cluster-objects.ts';
import type { KubeObject } from './kube-objects.ts';
import type { ResourceFormat } from './media-types.ts';
import { groupVersion, resourceKey, type ResourceType } from './resources.ts';
import { parseFieldSelector, parseLabelSelector, type FieldReaders } from './selectors.ts';
import { AGE, NAME, toTable, type IncludeObject, type Printer } from './table.ts';

// GET on a resource: one object or a list, filtered by selectors, paged by limit/continue
// (kubectl asks for 500 at a time), as a Table or as plain JSON.

/** Resources without columns of their own print as the apiserver's default: name and age. */
const DEFAULT_PRINTER: Printer = {
  columns: [NAME, { ...AGE, name: 'Created At', format: 'date-time' }],
  cells: (object) => [object.metadata.name, object.metadata.creationTimestamp],
};

/** The fields every resource can be selected on, plus its own. */
export function fieldReaders(type: ResourceType): FieldReaders {
  return {
    'metadata.name': (object) => object.metadata.name,
    ...(type.namespaced ? { 'metadata.namespace': (object: KubeObject) => object.metadata.namespace ?? '' } : {}),
    ...type.fields,
  };
}

/** The objects a list or watch request selects: its namespace, label and field selectors. */
export function selection(target: ResourceTarget, query: URLSearchParams): (object: KubeObject) => boolean {
  const matchesLabels = parseLabelSelector(query.get('labelSelector'));
  const matchesFields = parseFieldSelector(query.get('fieldSelector'), fieldReaders(target.type));
  return (object) =>
    (target.namespace === undefined || object.metadata.namespace === target.namespace) &&
    matchesLabels(object) &&
    matchesFields(object);
}

/**
 * What any client is shown of a secret: its metadata and type, never its data. Tables still count
 * the keys (the DATA column); every other representation leaves `data` and `stringData` out.
 */
export function withoutSecretData(object: KubeObject): KubeObject {
  if (object.kind !== 'Secret') return object;
  const { data: _data, stringData: _stringData, ...rest } = object;
  return rest;
}

type RenderOptions = {
  view: ClusterView;
  format: ResourceFormat;
  query: URLSearchParams;
  listMeta: Record<string, unknown>;
  noHeaders?: boolean;
};

/** A list of objects as the client asked for it: a Table, or the resource's List kind. */
export function renderList(
  type: ResourceType,
  items: readonly KubeObject[],
  { view, format, query, listMeta, noHeaders }: RenderOptions,
): unknown {
  if (format.table) {
    const include =
      (['None', 'Metadata', 'Object'] as const).find((value) => value === query.get('includeObject')) ??
      ('Metadata' satisfies IncludeObject);
    return toTable(type.printer ?? DEFAULT_PRINTER, items, {
      now: new Date(view.nowMs),
      include,
      apiVersion: `meta.k8s.io/${format.table}`,
      listMeta,
      noHeaders,
      embed: withoutSecretData,
    });
  }
  return {
    kind: `${type.kind}List`,
    apiVersion: groupVersion(type),
    metadata: listMeta,
    items: items.map((item) => withoutTypeMeta(withoutSecretData(item))),
  };
}

/** The answer body of a GET on a resource path. */
export function readResource(
  target: ResourceTarget,
  options: { view: ClusterView; query: URLSearchParams; format: ResourceFormat },
): unknown {
  const { view, query, format } = options;
  const { type } = target;
  const all = listObjects(view, resourceKey(type)).items;
  const resourceVersion = String(listVersion(view));
  if (target.name !== undefined) {
    const found = all.find(
      (object) =>
        object.metadata.name === target.name &&
        (target.namespace === undefined || object.metadata.namespace === target.namespace),
    );
    if (!found) throw objectNotFound(type.name, target.name, type.group);
    return format.table
      ? renderList(type, [found], { ...options, listMeta: { resourceVersion: found.metadata.resourceVersion } })
      : withoutSecretData(found);
  }
  const selected = all.filter(selection(target, query));
  const { items, listMeta } = page(selected, query, resourceVersion);
  return renderList(type, items, { ...options, listMeta });
}

/** List items carry no kind/apiVersion of their own, as the apiserver writes them. */
function withoutTypeMeta({ kind: _kind, apiVersion: _apiVersion, ...rest }: KubeObject) {
  return rest;
}

const keyOf = (object: KubeObject) => `${object.metadata.namespace ?? ''}/${object.metadata.name}`;

/**
 * ?limit=&continue=: the continue token is opaque to clients; it holds the list's version and the
 * key of the last object sent, so the next page starts after it even if objects came or went.
 */
function page(selected: readonly KubeObject[], query: URLSearchParams, resourceVersion: string) {
  const limit = Number(query.get('limit') ?? 0);
  const token = query.get('continue');
  let start = 0;
  if (token) {
    let after: string | undefined;
    try {
      const decoded = JSON.parse(Buffer.from(token, 'base64url').toString()) as { rv?: unknown; start?: unknown };
      if (typeof decoded.start === 'string' && typeof decoded.rv === 'string') after = decoded.start;
    } catch {
      after = undefined;
    }
    if (after === undefined) throw badRequest('continue key is not valid: the continue token is malformed');
    const resume = after;
    start = selected.findIndex((object) => keyOf(object) > resume);
    if (start === -1) start = selected.length;
  }
  if (!Number.isInteger(limit) || limit <= 0) return { items: selected.slice(start), listMeta: { resourceVersion } };
  const items = selected.slice(start, start + limit);
  const remaining = selected.length - start - items.length;
  const last = items.at(-1);
  return {
    items,
    listMeta:
      remaining > 0 && last
        ? {
            resourceVersion,
            continue: Buffer.from(
              JSON.stringify({ v: 'meta.k8s.io/v1', rv: resourceVersion, start: keyOf(last) }),
            ).toString('base64url'),
            remainingItemCount: remaining,
          }
        : { resourceVersion },
  };
}
