import type { IncomingMessage, ServerResponse } from 'node:http';
import { resolveRoute, type ApiRoute } from './api-routes.ts';
import { forbidden, internalError, KubeApiError, methodNotAllowed, pathNotFound, sendJson, sendStatus, unauthorized } from './api-status.ts';
import { clusterObjects } from './cluster-objects.ts';
import { aggregatedDiscovery, apiGroupList, apiVersions, coreResourceList, rootPaths, versionInfo } from './discovery.ts';
import { negotiateDiscovery, negotiateResource } from './media-types.ts';
import { readResource, type ResourceRequest } from './resource-reads.ts';
import type { SimulatedCluster } from './simulated-cluster.ts';

/**
 * What the credential store says about a bearer token presented for a cluster:
 * - allowed: a live credential for this cluster (userName appears in RBAC-style messages);
 * - unauthenticated: no such token, or revoked, or expired → 401;
 * - other-cluster: a live credential, but for another cluster → 404, as if the cluster did not exist.
 */
export type KubernetesApiAuthentication = { outcome: 'allowed'; userName: string } | { outcome: 'unauthenticated' } | { outcome: 'other-cluster' };

export type KubernetesApiOptions = {
  clusterId: string;
  /** The path below the cluster's endpoint, e.g. '/api/v1/nodes' ('' for the endpoint itself). */
  subPath: string;
  findCluster: (clusterId: string) => SimulatedCluster | undefined | Promise<SimulatedCluster | undefined>;
  /** Receives the token exactly as presented; comparing it (hashed, in constant time) is the store's job. */
  authenticate: (clusterId: string, bearerToken: string) => KubernetesApiAuthentication | Promise<KubernetesApiAuthentication>;
  now?: () => Date;
  onError?: (error: unknown) => void;
};

const MAX_TOKEN_LENGTH = 4096;

/** The bearer token of the Authorization header, if it has one. */
function bearerToken(request: IncomingMessage): string | undefined {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(request.headers.authorization ?? '');
  return match?.[1] && match[1].length <= MAX_TOKEN_LENGTH ? match[1] : undefined;
}

const WRITE_VERBS: Record<string, (item: boolean) => string> = {
  POST: () => 'create',
  PUT: () => 'update',
  PATCH: () => 'patch',
  DELETE: (item) => (item ? 'delete' : 'deletecollection'),
};

/**
 * Serves one request to a cluster's simulated Kubernetes API. Authentication comes first, so that
 * without a live token every cluster id, existing or not, answers the same 401; with a token, a
 * cluster it does not open answers the same 404 as a cluster that does not exist.
 */
export async function handleKubernetesApi(request: IncomingMessage, response: ServerResponse, options: KubernetesApiOptions): Promise<void> {
  try {
    const token = bearerToken(request);
    if (!token) throw unauthorized();
    const authentication = await options.authenticate(options.clusterId, token);
    if (authentication.outcome === 'unauthenticated') throw unauthorized();
    if (authentication.outcome !== 'allowed') throw pathNotFound();
    const cluster = await options.findCluster(options.clusterId);
    const route = resolveRoute(options.subPath);
    if (!cluster || !route) throw pathNotFound();
    respond(request, response, { cluster, route, userName: authentication.userName, now: options.now?.() ?? new Date() });
  } catch (error) {
    if (error instanceof KubeApiError) return sendStatus(response, error);
    (options.onError ?? console.error)(error);
    sendStatus(response, internalError());
  }
}

type Context = { cluster: SimulatedCluster; route: ApiRoute; userName: string; now: Date };

function respond(request: IncomingMessage, response: ServerResponse, { cluster, route, userName, now }: Context): void {
  const method = request.method ?? 'GET';
  if (route.kind === 'resource') {
    if (method !== 'GET' && method !== 'HEAD') throw refusedWrite(method, route.request, userName);
    const query = new URL(request.url ?? '/', 'http://localhost').searchParams;
    if (query.get('watch') === 'true' || query.get('watch') === '1') throw methodNotAllowed('watch is not supported by the simulated cluster');
    const format = negotiateResource(request.headers.accept);
    const body = readResource(route.request, { objects: clusterObjects(cluster), query, format, now });
    return sendJson(response, 200, body, format.contentType);
  }
  if (method !== 'GET' && method !== 'HEAD') throw methodNotAllowed();
  if (route.kind === 'api' || route.kind === 'apis') {
    const format = negotiateDiscovery(request.headers.accept);
    if (format.aggregated) return sendJson(response, 200, aggregatedDiscovery(`/${route.kind}`, format.aggregated), format.contentType);
    return sendJson(response, 200, route.kind === 'api' ? apiVersions(request.headers.host ?? '') : apiGroupList());
  }
  const bodies = { root: rootPaths, version: () => versionInfo(cluster), core: coreResourceList };
  sendJson(response, 200, bodies[route.kind]());
}

function refusedWrite(method: string, target: ResourceRequest, userName: string): KubeApiError {
  const verb = WRITE_VERBS[method];
  if (!verb) return methodNotAllowed();
  return forbidden(userName, verb(target.name !== undefined), target.resource, target.namespace, target.name);
}
