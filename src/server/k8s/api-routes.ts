import type { ResourceName, ResourceRequest } from './resource-reads.ts';

// The paths of a cluster's API below its endpoint, e.g. /api/v1/namespaces/kube-system/pods.

export type ApiRoute =
  | { kind: 'root' | 'version' | 'api' | 'apis' | 'core' }
  | { kind: 'resource'; request: ResourceRequest };

const CLUSTER_SCOPED = new Set<string>(['nodes', 'namespaces']);
const LISTABLE = new Set<string>(['nodes', 'namespaces', 'pods']);

function decodeSegments(path: string): string[] | undefined {
  const segments = path.slice(1).split('/');
  if (segments.some((segment) => segment === '')) return undefined;
  try {
    return segments.map((segment) => decodeURIComponent(segment));
  } catch {
    return undefined;
  }
}

/** The route of a path below the endpoint, or undefined for anything the API does not serve (404). */
export function resolveRoute(subPath: string): ApiRoute | undefined {
  if (subPath === '' || subPath === '/') return { kind: 'root' };
  if (!subPath.startsWith('/')) return undefined;
  const segments = decodeSegments(subPath);
  if (!segments) return undefined;
  const [first, second, third, fourth, fifth, sixth, ...rest] = segments;
  if (segments.length === 1) return first === 'version' ? { kind: 'version' } : first === 'api' ? { kind: 'api' } : first === 'apis' ? { kind: 'apis' } : undefined;
  if (first !== 'api' || second !== 'v1' || rest.length > 0) return undefined;
  if (third === undefined) return { kind: 'core' };
  const resource = (name: ResourceName, extra: Omit<ResourceRequest, 'resource'> = {}) => ({ kind: 'resource' as const, request: { resource: name, ...extra } });
  if (fourth === undefined) return LISTABLE.has(third) ? resource(third as ResourceName) : undefined;
  if (fifth === undefined) return CLUSTER_SCOPED.has(third) ? resource(third as ResourceName, { name: fourth }) : undefined;
  if (third !== 'namespaces' || fifth !== 'pods') return undefined;
  return resource('pods', sixth === undefined ? { namespace: fourth } : { namespace: fourth, name: sixth });
}

/** Splits a request URL under `prefix` (default /k8s) into the cluster id and the API path below it. */
export function parseKubernetesApiUrl(url: string, prefix = '/k8s'): { clusterId: string; subPath: string } | undefined {
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
