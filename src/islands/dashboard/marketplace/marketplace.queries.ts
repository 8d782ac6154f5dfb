import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { LiveEvent } from '../../../shared/realtime-messages.ts';
import type { ClusterAddons } from '../../../shared/addons/addons.schemas.ts';
import type { ClusterStatus } from '../../../shared/clusters/clusters.schemas.ts';
import { allClustersQueryOptions } from '../clusters/cluster-list-api.ts';
import type { CustomSolution } from '../../../shared/custom-solutions/custom-solutions.schemas.ts';
import type { Marketplace } from '../../../shared/marketplace/marketplace.schemas.ts';
import type { Order } from '../../../shared/orders/orders.schemas.ts';
import type { ProductSubscription } from '../../../shared/products/product-subscriptions.schemas.ts';
import { MS_PER_MINUTE } from '../../../shared/time.ts';
import { invalidateApi } from '../../lib/api/client.ts';
import { refreshQueries } from '../../lib/refresh-queries.ts';

/** Query keys of the marketplace screens; the first part is the path the default query fn GETs. */
export const marketplaceKeys = {
  catalogue: ['/api/marketplace'] as const,
  clusters: ['/api/clusters'] as const,
  clusterAddons: (clusterId: string) => [`/api/clusters/${encodeURIComponent(clusterId)}/addons`] as const,
  order: (orderId: string) => [`/api/orders/${encodeURIComponent(orderId)}`] as const,
  subscription: (orderId: string) => [`/api/products/subscriptions/${encodeURIComponent(orderId)}`] as const,
  customSolutions: ['/api/custom-solutions'] as const,
  officersQueue: ['/api/officers/custom-solutions'] as const,
} as const;

export const catalogueQueryOptions = () =>
  queryOptions<Marketplace>({ queryKey: marketplaceKeys.catalogue, staleTime: 5 * MS_PER_MINUTE });
/** The organization's clusters for the pickers: every one, or those in a state (light list rows, page after page). */
export const clustersQueryOptions = (status?: ClusterStatus) => allClustersQueryOptions(status ? { status } : {});
export const clusterAddonsQueryOptions = (clusterId: string) =>
  queryOptions<ClusterAddons>({ queryKey: marketplaceKeys.clusterAddons(clusterId) });
export const orderQueryOptions = (orderId: string) => queryOptions<Order>({ queryKey: marketplaceKeys.order(orderId) });
export const subscriptionQueryOptions = (orderId: string) =>
  queryOptions<ProductSubscription>({ queryKey: marketplaceKeys.subscription(orderId) });
export const customSolutionsQueryOptions = () =>
  queryOptions<CustomSolution[]>({ queryKey: marketplaceKeys.customSolutions });
export const officersQueueQueryOptions = () =>
  queryOptions<CustomSolution[]>({ queryKey: marketplaceKeys.officersQueue });

/** Refetches what a cluster or order message changes (the add-ons of that cluster, the order, the lists). */
export function invalidateForMessage(client: QueryClient, message: LiveEvent): void {
  if (message.type === 'reconnected') {
    void refreshQueries(client);
    return;
  }
  if (message.type === 'cluster') {
    void invalidateApi(client, [marketplaceKeys.clusters, marketplaceKeys.clusterAddons(message.clusterId)]);
    return;
  }
  if (message.type !== 'order') return;
  void invalidateApi(client, [marketplaceKeys.order(message.orderId), marketplaceKeys.subscription(message.orderId)]);
}
