import { createHash } from 'node:crypto';
import { definitionName, definitions, OBJECT_META, type Schema } from './openapi-schemas.ts';
import { groupVersion, RESOURCES, type ResourceType } from './resources.ts';

// The OpenAPI documents of the simulated API: /openapi/v2 (one Swagger 2.0 document: kubectl up to
// 1.26 explains and checks manifests with it; newer ones download it too, and check with it only
// for a server that does not check fields itself) and /openapi/v3 (an index, then one OpenAPI 3.0
// document per group version: `kubectl explain`, and how kubectl 1.27+ learns that the server
// checks fields itself, so that `apply` and `create` reach the server and its 403). Paths carry the
// operations a real apiserver has, writes included: a write is refused by authorization, not
// missing. The built-in kinds are the same for every cluster; v3 adds each cluster's custom ones.

type Operation = { operationId: string; action: string; writes: boolean };
type PathOperations = { path: string; parameters: Parameter[]; operations: Record<string, Operation> };
type Parameter = { name: string; in: 'path' | 'query'; required?: boolean; description: string; uniqueItems?: boolean };

const PATH_NAME: Parameter = {
  name: 'name',
  in: 'path',
  required: true,
  description: 'name of the object',
  uniqueItems: true,
};
const PATH_NAMESPACE: Parameter = {
  name: 'namespace',
  in: 'path',
  required: true,
  description: 'object name and auth scope, such as for teams and projects',
  uniqueItems: true,
};
const WRITE_QUERY: Parameter[] = [
  {
    name: 'dryRun',
    in: 'query',
    description: 'When present, indicates that modifications should not be persisted.',
    uniqueItems: true,
  },
  {
    name: 'fieldManager',
    in: 'query',
    description: 'fieldManager is a name associated with the actor or entity that is making these changes.',
    uniqueItems: true,
  },
  {
    name: 'fieldValidation',
    in: 'query',
    description:
      'Instructs the server on how to handle objects in the request containing unknown or duplicate fields: Ignore, Warn or Strict.',
    uniqueItems: true,
  },
];

/** The operations of one resource, by path: its collection and its items. */
export function resourcePaths(type: ResourceType): PathOperations[] {
  const base = type.group ? `/apis/${type.group}/${type.version}` : '/api/v1';
  const collection = type.namespaced ? `${base}/namespaces/{namespace}/${type.name}` : `${base}/${type.name}`;
  const scope = type.namespaced ? [PATH_NAMESPACE] : [];
  const id = `${type.kind}${type.namespaced ? 'Namespaced' : ''}`;
  const reads = type.verbs.includes('get');
  const op = (verb: string, action: string, writes: boolean): Operation => ({
    operationId: `${verb}${id}`,
    action,
    writes,
  });
  const paths: PathOperations[] = [
    {
      path: collection,
      parameters: scope,
      operations: reads
        ? { get: op('list', 'list', false), post: op('create', 'post', true) }
        : { post: op('create', 'post', true) },
    },
  ];
  if (reads) {
    paths.push({
      path: `${collection}/{name}`,
      parameters: [PATH_NAME, ...scope],
      operations: {
        get: op('read', 'get', false),
        put: op('replace', 'put', true),
        patch: op('patch', 'patch', true),
        delete: op('delete', 'delete', true),
      },
    });
  }
  return paths;
}

const gvk = (type: ResourceType) => ({ group: type.group, version: type.version, kind: type.kind });

/** A schema with its references written as `prefix` + name (v3 wraps them in allOf, as the apiserver does). */
function referenced(schema: Schema, prefix: string, wrap: boolean): Record<string, unknown> {
  if (schema.$ref) {
    const ref = { $ref: `${prefix}${schema.$ref}` };
    return wrap
      ? { allOf: [ref], ...(schema.description ? { description: schema.description } : {}), default: {} }
      : { ...ref, ...(schema.description ? { description: schema.description } : {}) };
  }
  return {
    ...schema,
    ...(schema.properties
      ? {
          properties: Object.fromEntries(
            Object.entries(schema.properties).map(([key, value]) => [key, referenced(value, prefix, wrap)]),
          ),
        }
      : {}),
    ...(schema.items ? { items: referenced(schema.items, prefix, wrap) } : {}),
    ...(schema.additionalProperties
      ? { additionalProperties: referenced(schema.additionalProperties, prefix, wrap) }
      : {}),
  };
}

function v2Parameter(parameter: Parameter) {
  return { ...parameter, type: 'string' };
}

function v3Parameter({ uniqueItems, ...parameter }: Parameter) {
  return { ...parameter, schema: { type: 'string', ...(uniqueItems ? { uniqueItems } : {}) } };
}

let swagger: Record<string, unknown> | undefined;

/** GET /openapi/v2 as JSON (Swagger 2.0); the same for every cluster, built once. */
export function openApiV2(): Record<string, unknown> {
  if (swagger) return swagger;
  const paths: Record<string, unknown> = {};
  for (const type of RESOURCES) {
    const ref = { $ref: `#/definitions/${definitionName(type)}` };
    for (const { path, parameters, operations } of resourcePaths(type)) {
      paths[path] = {
        parameters: parameters.map(v2Parameter),
        ...Object.fromEntries(
          Object.entries(operations).map(([method, { operationId, action, writes }]) => [
            method,
            {
              operationId,
              ...(writes ? { parameters: WRITE_QUERY.map(v2Parameter) } : {}),
              responses: { 200: { description: 'OK', schema: ref } },
              'x-kubernetes-action': action,
              'x-kubernetes-group-version-kind': gvk(type),
            },
          ]),
        ),
      };
    }
  }
  const defs = Object.fromEntries(
    [...definitions()].map(([name, schema]) => [name, referenced(schema, '#/definitions/', false)]),
  );
  swagger = { swagger: '2.0', info: { title: 'Kubernetes', version: 'v1' }, paths, definitions: defs };
  return swagger;
}

const documentPath = (type: ResourceType) => (type.group ? `apis/${groupVersion(type)}` : `api/${type.version}`);

/** The group versions with an OpenAPI v3 document: `api/v1`, `apis/apps/v1`, …; `types`: what the cluster serves. */
export function openApiV3GroupVersions(types: readonly ResourceType[] = RESOURCES): string[] {
  return [...new Set(types.map(documentPath))];
}

const v3Documents = new Map<string, { body: Record<string, unknown>; hash: string }>();

/** GET /openapi/v3/{api/v1 | apis/group/version}, or undefined for a group version the cluster does not serve. */
export function openApiV3Document(
  path: string,
  served: readonly ResourceType[] = RESOURCES,
): { body: Record<string, unknown>; hash: string } | undefined {
  const types = served.filter((type) => documentPath(type) === path);
  if (types.length === 0) return undefined;
  // Custom resources' documents depend on which definitions the cluster has: they are part of the key.
  const key = `${path} ${types.map((type) => type.name).join(',')}`;
  const known = v3Documents.get(key);
  if (known) return known;
  const all = definitions();
  const schemaOf = (type: ResourceType) => all.get(definitionName(type)) ?? customResourceSchema(type);
  const paths: Record<string, unknown> = {};
  for (const type of types) {
    const content = { 'application/json': { schema: { $ref: `#/components/schemas/${definitionName(type)}` } } };
    for (const { path: route, parameters, operations } of resourcePaths(type)) {
      paths[route] = {
        parameters: parameters.map(v3Parameter),
        ...Object.fromEntries(
          Object.entries(operations).map(([method, { operationId, action, writes }]) => [
            method,
            {
              operationId,
              ...(writes ? { parameters: WRITE_QUERY.map(v3Parameter) } : {}),
              responses: { 200: { description: 'OK', content } },
              'x-kubernetes-action': action,
              'x-kubernetes-group-version-kind': gvk(type),
            },
          ]),
        ),
      };
    }
  }
  const schemas = Object.fromEntries([
    ...types.map((type) => [definitionName(type), referenced(schemaOf(type), '#/components/schemas/', true)]),
    [OBJECT_META, referenced(all.get(OBJECT_META) ?? {}, '#/components/schemas/', true)],
  ]);
  const body = { openapi: '3.0.0', info: { title: 'Kubernetes', version: 'v1' }, paths, components: { schemas } };
  const document = {
    body,
    hash: createHash('sha512').update(JSON.stringify(body)).digest('hex').slice(0, 128).toUpperCase(),
  };
  v3Documents.set(key, document);
  return document;
}

/** A custom resource as its definition describes it: any spec and status (the cluster holds none). */
function customResourceSchema(type: ResourceType): Schema {
  return {
    type: 'object',
    description: `${type.kind} is a custom resource of ${type.group}, defined by the CustomResourceDefinition ${type.name}.${type.group}.`,
    properties: {
      apiVersion: {
        type: 'string',
        description: 'APIVersion defines the versioned schema of this representation of an object.',
      },
      kind: {
        type: 'string',
        description: 'Kind is a string value representing the REST resource this object represents.',
      },
      metadata: { $ref: OBJECT_META, description: "Standard object's metadata." },
      spec: { type: 'object', description: `The desired state of the ${type.kind}.` },
      status: { type: 'object', description: `The observed state of the ${type.kind}.` },
    },
    'x-kubernetes-group-version-kind': [gvk(type)],
  };
}

/** GET /openapi/v3: where each group version's document is. */
export function openApiV3Index(types: readonly ResourceType[] = RESOURCES): Record<string, unknown> {
  return {
    paths: Object.fromEntries(
      openApiV3GroupVersions(types).flatMap((path) => {
        const document = openApiV3Document(path, types);
        return document ? [[path, { serverRelativeURL: `/openapi/v3/${path}?hash=${document.hash}` }]] : [];
      }),
    ),
  };
}
