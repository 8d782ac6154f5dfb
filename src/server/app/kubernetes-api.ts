import type { IncomingMessage, ServerResponse } from 'node:http';
import type { CatalogRepository } from '../catalog/catalog.repository.ts';
import type { KubeconfigService } from '../clusters/kubeconfigs.service.ts';
import { isRootHealthPath, parseKubernetesApiUrl } from '../k8s/api-routes.ts';
import { handleKubernetesApi } from '../k8s/k8s-api.handler.ts';
import { simulatedClusterFromSpec } from '../k8s/simulated-cluster.mapper.ts';
import type { EventBus } from '../store/event-bus.ts';
import type { Repositories } from '../store/repositories.ts';
import type { RealtimeEnvelope } from '../ws/realtime-channel.ts';

/** How many of a cluster's latest console events its API serves as Events. */
const EVENTS_SERVED = 100;

/**
 * Each cluster's Kubernetes API at PUBLIC_ORIGIN/k8s/{id}, answered by the simulated provider from
 * the stored cluster, its configuration history and its event stream. Watches wake on the bus's
 * cluster messages, which every instance receives once a change is committed.
 */
export function createKubernetesApi(deps: {
  repositories: Repositories;
  catalog: CatalogRepository;
  kubeconfigs: KubeconfigService;
  bus?: EventBus;
  certificateAuthority?: string;
}) {
  const { repositories, bus } = deps;
  return {
    /** Whether the request is for a cluster's API: below /k8s/, or a root health check with a bearer token. */
    claims(pathname: string, request: IncomingMessage): boolean {
      return (
        pathname.startsWith('/k8s/') ||
        (isRootHealthPath(pathname) && /^Bearer\s/i.test(request.headers.authorization ?? ''))
      );
    },
    handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
      const pathname = (request.url ?? '/').split('?', 1)[0] ?? '/';
      const target =
        parseKubernetesApiUrl(request.url ?? '/') ??
        (isRootHealthPath(pathname) ? { clusterId: undefined, subPath: pathname } : { clusterId: '', subPath: '' });
      return handleKubernetesApi(request, response, {
        ...target,
        authenticate: (clusterId, token) => deps.kubeconfigs.authenticate(clusterId, token),
        clusterOfToken: (token) => deps.kubeconfigs.clusterOfToken(token),
        findCluster: async (clusterId) => {
          const cluster = await repositories.clusters.findAny(clusterId);
          if (!cluster || cluster.status === 'pending' || cluster.status === 'deleted') return undefined;
          const [catalog, history] = await Promise.all([
            deps.catalog.snapshot(),
            repositories.clusterEvents.configHistory(clusterId),
          ]);
          return simulatedClusterFromSpec(cluster, catalog, history);
        },
        findEvents: async (clusterId) =>
          (await repositories.clusterEvents.list(clusterId, EVENTS_SERVED)).map(({ id, at, type, message }) => ({
            id,
            at,
            type,
            message,
          })),
        subscribe: bus
          ? (clusterId, listener) =>
              bus.subscribe('realtime', (envelope) => {
                const message =
                  envelope && typeof envelope === 'object' && 'message' in envelope
                    ? (envelope as Extract<RealtimeEnvelope, { message: unknown }>).message
                    : undefined;
                if (message?.type === 'cluster' && message.clusterId === clusterId) listener();
              })
          : undefined,
        caCertificate: deps.certificateAuthority,
        onError: (error) => console.error('Kubernetes API:', error),
      });
    },
  };
}
