import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { onRealtimeMessage, subscribeRealtime } from '../../notifications/use-realtime.ts';
import type { LiveEvent } from '../../../shared/realtime-messages.ts';
import type { Cluster } from './cluster-types.ts';
import { clusterKeys, invalidateAllClusters, invalidateCluster } from './clusters.queries.ts';
import { refreshQueries } from '../../lib/refresh-queries.ts';

/**
 * Keeps the cluster screens live over `/ws` (no polling): a cluster message patches the list in
 * place and refetches that cluster's detail, events and health; an order message refetches the
 * order; after a reconnect everything cluster-related is refetched (messages were lost).
 */
export function useClusterLive(userId: string): void {
  const client = useQueryClient();
  useEffect(() => {
    if (!userId) return undefined;
    const stopSocket = subscribeRealtime(userId);
    const follow = (message: LiveEvent) => {
          if (message.type === 'reconnected') {
            void invalidateAllClusters(client);
            void refreshQueries(client, { predicate: (query) => typeof query.queryKey[0] === 'string' && query.queryKey[0].startsWith('/api/orders/') });
          } else if (message.type === 'cluster') {
            // The server sends the cluster's own status (clusters.schemas.ts): the message is its wire copy.
            const live = { status: message.status as Cluster['status'], phase: message.phase as Cluster['phase'], progress: message.progress };
            const list = client.getQueryData<Cluster[]>(clusterKeys.list);
            const known = list?.some((c) => c.id === message.clusterId);
            if (list && known) {
              client.setQueryData<Cluster[]>(clusterKeys.list, (current) =>
                current
                  ?.map((c) => (c.id === message.clusterId ? { ...c, ...live } : c))
                  .filter((c) => c.status !== 'deleted'),
              );
            }
            client.setQueryData<Cluster>(clusterKeys.detail(message.clusterId), (current) =>
              current ? { ...current, ...live } : current,
            );
            // The list only needs a refetch for a cluster it has not seen (a new one).
            void refreshQueries(client, {
              predicate: (query) => {
                const path = query.queryKey[0];
                if (typeof path !== 'string') return false;
                if (path === clusterKeys.list[0]) return !known;
                return path.startsWith(clusterKeys.detail(message.clusterId)[0]) || path.startsWith('/api/orders/');
              },
            });
          } else if (message.type === 'order') {
            void refreshQueries(client, { queryKey: clusterKeys.order(message.orderId) });
          }
    };
    const stopMessages = onRealtimeMessage(follow);
    return () => {
      stopMessages();
      stopSocket();
    };
  }, [client, userId]);
}

export { invalidateCluster };
