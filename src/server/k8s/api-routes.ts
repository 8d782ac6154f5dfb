import { findResource, RESOURCES, type ResourceType } from './resources.ts';

// The paths of a cluster's API below its endpoint: /version, the health checks, the OpenAPI
// documents, discovery
// (/api, /api/v1, /apis, /apis/{group}[/{version}]) and the resources of resources.ts under
// /api/v1/… or /apis/{group}/{version}/…, cluster-wide or in `namespaces/{ns}/`, optionally
// behind the legacy `watch/` prefix.

export type HealthEndpoint = 'healthz' | 'livez' | 'readyz';

/** What a request addresses among a resource's objects (a subresource may be one that is not served: writes to it are refused). */
export type ResourceTarget = {
  type: ResourceType;
  namespace?: string;
  name?: string;
  subresource?: string;
  legacyWatch?: boolean;
};

export type ApiRoute =
  | { kind: 'root' | 'version' | 'api' | 'apis' }
  | { kind: 'group'; group: string }
  | { kind: 'groupVersion'; group: string; version: string }
  | { kind: 'health'; endpoint: HealthEndpoint; check?: string }
  /** /openapi/v2, /openapi/v3 (document: undefined) and /openapi/v3/{api/v1 | apis/group/version}. */
  | { kind: 'openapi'; version: 'v2' | 'v3'; document?: string }
  | { kind: 'resource'; target: ResourceTarget };

function decodeSegments(path: string): string[] | undefined {
  const segments = path.slice(1).split('/');
  if (segments.some((segment) => segment === '')) return undefined;
  try {
    return segments.map((segment) => decodeURIComponent(segment));
  } catch {
    return undefined;
  }
}

const HEALTH = new Set<string>(['healthz', 'livez', 'readyz']);

/** The route of a path below the endpoint, or undefined for anything the API does not serve (404); `types`: the resources the cluster serves. */
export function resolveRoute(subPath: string, types: readonly ResourceType[] = RESOURCES): ApiRoute | undefined {
  if (subPath === '' || subPath === '/') return { kind: 'root' };
  if (!subPath.startsWith('/')) return undefined;
  const segments = decodeSegments(subPath.replace(/\/$/, ''));
  if (!segments) return undefined;
  const [first = '', ...rest] = segments;
  if (HEALTH.has(first))
    return rest.length <= 1
      ? { kind: 'health', endpoint: first as HealthEndpoint, ...(rest[0] ? { check: rest[0] } : {}) }
      : undefined;
  if (first === 'version') return rest.length === 0 ? { kind: 'version' } : undefined;
  if (first === 'openapi') {
    const [version, ...document] = rest;
    if (version === 'v2') return document.length === 0 ? { kind: 'openapi', version } : undefined;
    if (version === 'v3')
      return document.length === 0
        ? { kind: 'openapi', version }
        : { kind: 'openapi', version, document: document.join('/') };
    return undefined;
  }
  if (first === 'api') {
    if (rest.length === 0) return { kind: 'api' };
    if (rest[0] !== 'v1') return undefined;
    return rest.length === 1
      ? { kind: 'groupVersion', group: '', version: 'v1' }
      : resourceRoute('', 'v1', rest.slice(1), types);
  }
  if (first === 'apis') {
    const [group, version, ...below] = rest;
    if (group === undefined) return { kind: 'apis' };
    if (version === undefined) return { kind: 'group', group };
    return below.length === 0 ? { kind: 'groupVersion', group, version } : resourceRoute(group, version, below, types);
  }
  return undefined;
}

function resourceRoute(
  group: string,
  version: string,
  path: string[],
  types: readonly ResourceType[],
): ApiRoute | undefined {
  const legacyWatch = path[0] === 'watch';
  const segments = legacyWatch ? path.slice(1) : path;
  const target = (name: string, extra: Omit<ResourceTarget, 'type'>): ApiRoute | undefined => {
    const type = findResource(group, version, name, types);
    if (!type) return undefined;
    if (extra.namespace !== undefined && !type.namespaced) return undefined;
    return { kind: 'resource', target: { type, ...extra, ...(legacyWatch ? { legacyWatch } : {}) } };
  };
  const [a, b, c, d, e, ...more] = segments;
  if (a === undefined || more.length > 0) return undefined;
  // namespaces/{ns}/{resource}[/{name}[/{subresource}]] — but namespaces/{name} is a namespace.
  if (a === 'namespaces' && b !== undefined && c !== undefined && findResource(group, version, c, types)) {
    return target(c, {
      namespace: b,
      ...(d !== undefined ? { name: d } : {}),
      ...(e !== undefined ? { subresource: e } : {}),
    });
  }
  if (d !== undefined) return undefined;
  return target(a, { ...(b !== undefined ? { name: b } : {}), ...(c !== undefined ? { subresource: c } : {}) });
}

/**
 * The health checks as `kubectl get --raw /healthz` asks for them: at the host's root, whatever
 * path the kubeconfig's server has. The bearer token then says which cluster is meant.
 */
export function isRootHealthPath(pathname: string): boolean {
  return /^\/(healthz|livez|readyz)(\/[^/]+)?\/?$/.test(pathname);
}

/** Splits a request URL under `prefix` (default /k8s) into the cluster id and the API path below it. */
export function parseKubernetesApiUrl(
  url: string,
  prefix = '/k8s',
): { clusterId: string; subPath: string } | undefined {
  const path = url.split('?', 1)[0] ?? '';
  if (!path.startsWith(`${prefix}/`)) return undefined;
  const rest = path.slice(prefix.length + 1);
  const slash = rest.indexOf('/');
  const rawId = slash === -1 ? rest : rest.slice(0, slash);
  if (rawId === '') return undefined;
  try {
    return { clusterId: decodeURIComponent(rawId), subPath: slash === -1 ? '' : rest.slice(slash) };
  } catch {
    return undefined;
  }
}
