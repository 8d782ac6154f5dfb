import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { ChangePreview, Cluster, ClusterEvent, ClusterHealth, KubeconfigView } from './cluster-types.ts';
import type { Order } from '../../../shared/orders/orders.schemas.ts';
import type { ClusterSubscription } from '../../../shared/subscriptions/cluster-subscriptions.schemas.ts';
import { refreshQueries } from '../../lib/refresh-queries.ts';

const at = (id: string) => `/api/clusters/${encodeURIComponent(id)}`;

/** Query keys of the cluster screens; the first part is the API path the default query fn GETs. */
export const clusterKeys = {
  /** Every list query (pages, all) starts with this part; see cluster-list-api.ts. */
  list: ['/api/clusters'] as const,
  counts: ['/api/clusters/counts'] as const,
  detail: (id: string) => [at(id)] as const,
  events: (id: string) => [`${at(id)}/events`] as const,
  kubeconfigs: (id: string) => [`${at(id)}/kubeconfigs`] as const,
  health: (id: string) => [`${at(id)}/health`] as const,
  /** Its subscription: the currency and the rate its period is billed at. */
  subscription: (id: string) => [`${at(id)}/subscription`] as const,
  /** The checks before upgrading it to a Kubernetes minor version. */
  upgradeCheck: (id: string, version: string) =>
    [`${at(id)}/upgrade-check?version=${encodeURIComponent(version)}`] as const,
  /** What deleting it now would credit. */
  deletionPreview: (id: string) => [`${at(id)}/deletion-preview`] as const,
  /** What a pending change (resize, upgrade) would cost, by the change's own key. */
  changePreview: (id: string, change: unknown) => ['cluster-change-preview', id, change] as const,
  /** The /my-clusters pages and the full list, by their normalised filters. */
  listPages: (filters: unknown) => ['/api/clusters', 'pages', filters] as const,
  listAll: (filters: unknown) => ['/api/clusters', 'all', filters] as const,
  order: (id: string) => [`/api/orders/${encodeURIComponent(id)}`] as const,
} as const;

export const clusterQueryOptions = (id: string) => queryOptions<Cluster>({ queryKey: clusterKeys.detail(id) });
export const clusterEventsQueryOptions = (id: string) =>
  queryOptions<ClusterEvent[]>({ queryKey: clusterKeys.events(id) });
export const kubeconfigsQueryOptions = (id: string) =>
  queryOptions<KubeconfigView[]>({ queryKey: clusterKeys.kubeconfigs(id) });
export const clusterHealthQueryOptions = (id: string) =>
  queryOptions<ClusterHealth>({ queryKey: clusterKeys.health(id) });
export const clusterSubscriptionQueryOptions = (id: string) =>
  queryOptions<ClusterSubscription>({ queryKey: clusterKeys.subscription(id) });
export const orderQueryOptions = (id: string) => queryOptions<Order>({ queryKey: clusterKeys.order(id) });

/** True for every query of one cluster (detail, events, credentials, health, subscription). */
const ofCluster = (id: string) => (key: readonly unknown[]) => typeof key[0] === 'string' && key[0].startsWith(at(id));

/** Refetches everything shown about one cluster, the lists and the counts. */
export function invalidateCluster(client: QueryClient, id: string): Promise<void> {
  return refreshQueries(client, {
    predicate: (query) =>
      ofCluster(id)(query.queryKey) ||
      query.queryKey[0] === clusterKeys.list[0] ||
      query.queryKey[0] === clusterKeys.counts[0],
  });
}

/** Refetches every cluster query (after the socket reconnects). */
export function invalidateAllClusters(client: QueryClient): Promise<void> {
  return refreshQueries(client, {
    predicate: (query) => typeof query.queryKey[0] === 'string' && query.queryKey[0].startsWith('/api/clusters'),
  });
}

export type { ChangePreview };
