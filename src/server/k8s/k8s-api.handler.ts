import type { IncomingMessage, ServerResponse } from 'node:http';
import { READ_ONLY_REASON, refusalMessage } from './access.ts';
import { answerReview, readReviewBody } from './access-reviews.ts';
import { isRootHealthPath, resolveRoute, type ApiRoute, type ResourceTarget } from './api-routes.ts';
import {
  forbidden,
  internalError,
  KubeApiError,
  methodNotAllowed,
  pathNotFound,
  sendJson,
  sendStatus,
  serviceUnavailable,
  unauthorized,
} from './api-status.ts';
import { clusterState, listVersion, type ClusterView } from './cluster-objects.ts';
import { servedResources } from './crd.generator.ts';
import {
  aggregatedDiscovery,
  apiGroup,
  apiGroupList,
  apiVersions,
  resourceList,
  rootPaths,
  versionInfo,
} from './discovery.ts';
import type { ConsoleEvent } from './event.generator.ts';
import { healthAnswer } from './health.ts';
import { listingAt, rememberListing } from './listed-views.ts';
import { negotiateDiscovery, negotiateResource, queryFlag } from './media-types.ts';
import { serveOpenApi } from './openapi.ts';
import { servePodLog } from './pod-logs.ts';
import { readResource } from './resource-reads.ts';
import type { ResourceType } from './resources.ts';
import { isClusterServing, type SimulatedCluster } from './simulated-cluster.ts';
import { serveWatch } from './watch.ts';

/**
 * What the credential store says about a bearer token presented for a cluster:
 * - allowed: a live credential for this cluster (userName appears in RBAC-style messages and `auth whoami`);
 * - unauthenticated: no such token, or revoked, or expired → 401;
 * - other-cluster: a live credential, but for another cluster → 404, as if the cluster did not exist.
 */
export type KubernetesApiAuthentication =
  | { outcome: 'allowed'; userName: string; uid?: string }
  | { outcome: 'unauthenticated' }
  | { outcome: 'other-cluster' };

export type KubernetesApiOptions = {
  /** The cluster of the endpoint; undefined for a health check at the host's root (the token names the cluster). */
  clusterId: string | undefined;
  /** The path below the cluster's endpoint, e.g. '/api/v1/nodes' ('' for the endpoint itself). */
  subPath: string;
  /** The cluster a token was issued for, when the path does not say (root health checks). */
  clusterOfToken?: (bearerToken: string) => string | undefined | Promise<string | undefined>;
  findCluster: (clusterId: string) => SimulatedCluster | undefined | Promise<SimulatedCluster | undefined>;
  /** Receives the token exactly as presented; comparing it (hashed, in constant time) is the store's job. */
  authenticate: (
    clusterId: string,
    bearerToken: string,
  ) => KubernetesApiAuthentication | Promise<KubernetesApiAuthentication>;
  /** The console's event stream of the cluster, served as its Events. */
  findEvents?: (clusterId: string) => readonly ConsoleEvent[] | Promise<readonly ConsoleEvent[]>;
  /** Calls `listener` whenever the console commits a change to the cluster (watches wake then). */
  subscribe?: (clusterId: string, listener: () => void) => () => void;
  /** The CA certificate served as every namespace's kube-root-ca.crt, when there is one. */
  caCertificate?: string;
  now?: () => Date;
  onError?: (error: unknown) => void;
};

const MAX_TOKEN_LENGTH = 4096;
const CRDS = 'customresourcedefinitions.apiextensions.k8s.io';
/** The groups of every kubeconfig holder, as `kubectl auth whoami` shows them. */
const GROUPS = ['sovereign:read-only', 'system:authenticated'];

/** The bearer token of the Authorization header, if it has one. */
function bearerToken(request: IncomingMessage): string | undefined {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(request.headers.authorization ?? '');
  return match?.[1] && match[1].length <= MAX_TOKEN_LENGTH ? match[1] : undefined;
}

/** Pod subresources that stream into a container: there is none in a simulated cluster. */
const STREAMING_SUBRESOURCES = new Set(['attach', 'exec', 'portforward']);

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
export async function handleKubernetesApi(
  request: IncomingMessage,
  response: ServerResponse,
  options: KubernetesApiOptions,
): Promise<void> {
  try {
    const token = bearerToken(request);
    if (!token) throw unauthorized();
    // A health check at the host's root names no cluster: the token does (or it opens nothing: 401).
    const atRoot = options.clusterId === undefined;
    const clusterId = atRoot
      ? isRootHealthPath(options.subPath)
        ? await options.clusterOfToken?.(token)
        : undefined
      : options.clusterId;
    if (clusterId === undefined) throw atRoot && isRootHealthPath(options.subPath) ? unauthorized() : pathNotFound();
    const authentication = await options.authenticate(clusterId, token);
    if (authentication.outcome === 'unauthenticated') throw unauthorized();
    if (authentication.outcome !== 'allowed') throw pathNotFound();
    const cluster = await options.findCluster(clusterId);
    if (!cluster) throw pathNotFound();
    const types = servedResources(clusterState(cluster, options.caCertificate).objects.get(CRDS) ?? []);
    const route = resolveRoute(options.subPath, types);
    if (!route) throw pathNotFound();
    await respond(request, response, { cluster, route, token, authentication, options, types });
  } catch (error) {
    if (response.headersSent) {
      (options.onError ?? console.error)(error);
      response.end();
      return;
    }
    if (error instanceof KubeApiError) return sendStatus(response, error);
    (options.onError ?? console.error)(error);
    sendStatus(response, internalError());
  }
}

type Context = {
  cluster: SimulatedCluster;
  /** What the cluster serves: the built-in resources and those of its custom resource definitions. */
  types: readonly ResourceType[];
  route: ApiRoute;
  token: string;
  authentication: { userName: string; uid?: string };
  options: KubernetesApiOptions;
};

const nowMs = (options: KubernetesApiOptions) => (options.now?.() ?? new Date()).getTime();

async function viewOf(
  cluster: SimulatedCluster,
  options: KubernetesApiOptions,
  withEvents: boolean,
): Promise<ClusterView> {
  const events = withEvents && options.findEvents ? await options.findEvents(cluster.id) : undefined;
  return { state: clusterState(cluster, options.caCertificate), nowMs: nowMs(options), ...(events ? { events } : {}) };
}

async function respond(request: IncomingMessage, response: ServerResponse, context: Context): Promise<void> {
  const { cluster, route, types } = context;
  const method = request.method ?? 'GET';
  const query = new URL(request.url ?? '/', 'http://localhost').searchParams;
  if (route.kind === 'resource') return respondResource(request, response, context, route.target, query);
  if (method !== 'GET' && method !== 'HEAD') throw methodNotAllowed();
  switch (route.kind) {
    case 'api':
    case 'apis': {
      const format = negotiateDiscovery(request.headers.accept);
      if (format.aggregated)
        return sendJson(
          response,
          200,
          aggregatedDiscovery(`/${route.kind}`, format.aggregated, types),
          format.contentType,
        );
      return sendJson(
        response,
        200,
        route.kind === 'api' ? apiVersions(request.headers.host ?? '') : apiGroupList(types),
      );
    }
    case 'group':
    case 'groupVersion': {
      const body =
        route.kind === 'group' ? apiGroup(route.group, types) : resourceList(route.group, route.version, types);
      if (!body) throw pathNotFound();
      return sendJson(response, 200, body);
    }
    case 'health': {
      const answer = healthAnswer(cluster, route.endpoint, route.check, query.has('verbose'));
      if (!answer) throw pathNotFound();
      response.writeHead(answer.code, {
        'Content-Type': 'text/plain; charset=utf-8',
        'X-Content-Type-Options': 'nosniff',
        'Cache-Control': 'no-cache, private',
        'Content-Length': Buffer.byteLength(answer.text),
      });
      return void response.end(answer.text);
    }
    case 'version':
      return sendJson(response, 200, versionInfo(cluster));
    case 'openapi':
      return serveOpenApi(request, response, route, types);
    default:
      return sendJson(response, 200, rootPaths(types));
  }
}

async function respondResource(
  request: IncomingMessage,
  response: ServerResponse,
  context: Context,
  target: ResourceTarget,
  query: URLSearchParams,
): Promise<void> {
  const { cluster, options, authentication, types } = context;
  const method = request.method ?? 'GET';
  const { type } = target;
  if (type.verbs.includes('create')) {
    if (method !== 'POST') throw methodNotAllowed();
    const review = answerReview(
      type.name,
      await readReviewBody(request),
      { userName: authentication.userName, uid: authentication.uid, groups: GROUPS },
      types,
    );
    if (!review) throw pathNotFound();
    return sendJson(response, 201, review);
  }
  // kubectl exec, attach, cp and port-forward (a GET upgrade to a WebSocket, or a POST for SPDY):
  // refused as the API server refuses a `create` on pods/exec without the right.
  if (target.subresource !== undefined && STREAMING_SUBRESOURCES.has(target.subresource))
    throw refusedWrite('POST', target, authentication.userName);
  if (method !== 'GET' && method !== 'HEAD') throw refusedWrite(method, target, authentication.userName);
  if (target.subresource !== undefined && !type.subresources?.some((sub) => sub.name === target.subresource))
    throw pathNotFound();
  if (target.subresource === 'log')
    return servePodLog(request, response, await viewOf(cluster, options, false), target, query, () => nowMs(options));
  if (type.group === 'metrics.k8s.io' && !isClusterServing(cluster)) throw serviceUnavailable();
  const format = negotiateResource(request.headers.accept);
  const withEvents = type.name === 'events'; // core/v1 and events.k8s.io/v1: the same events
  const view = await viewOf(cluster, options, withEvents);
  const watch = target.legacyWatch || queryFlag(query, 'watch');
  if (watch) {
    if (!type.verbs.includes('watch')) throw methodNotAllowed();
    return serveWatch(request, response, view, {
      target,
      query,
      format,
      load: async () => {
        const current = await options.findCluster(cluster.id);
        return current ? viewOf(current, options, withEvents) : undefined;
      },
      subscribe: options.subscribe
        ? (listener) => options.subscribe?.(cluster.id, listener) ?? (() => undefined)
        : undefined,
      stillAllowed: async () => (await options.authenticate(cluster.id, context.token)).outcome === 'allowed',
      listedAt: (resourceVersion) => listingAt(cluster.id, resourceVersion),
      now: () => nowMs(options),
    });
  }
  const body = readResource(target, { view, query, format });
  if (target.name === undefined) rememberListing(cluster.id, listVersion(view), view);
  sendJson(response, 200, body, format.contentType);
}

function refusedWrite(method: string, target: ResourceTarget, userName: string): KubeApiError {
  const verb = WRITE_VERBS[method];
  if (!verb) return methodNotAllowed();
  const resource = target.subresource
    ? { ...target.type, name: `${target.type.name}/${target.subresource}` }
    : target.type;
  const message = refusalMessage(
    userName,
    verb(target.name !== undefined),
    resource,
    target.namespace,
    target.name,
    READ_ONLY_REASON,
  );
  return forbidden(message, { name: target.name, group: target.type.group, kind: target.type.name });
}
