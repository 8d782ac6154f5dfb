import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { onRealtimeMessage, subscribeRealtime } from '../../notifications/use-realtime.ts';
import { isClusterMessage, isOrderMessage, type Cluster } from './cluster-types.ts';
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
    const handler = {
        message: (message: unknown) => {
          if (isClusterMessage(message)) {
            const list = client.getQueryData<Cluster[]>(clusterKeys.list);
            const known = list?.some((c) => c.id === message.clusterId);
            if (list && known) {
              client.setQueryData<Cluster[]>(clusterKeys.list, (current) =>
                current
                  ?.map((c) => (c.id === message.clusterId ? { ...c, status: message.status, phase: message.phase, progress: message.progress } : c))
                  .filter((c) => c.status !== 'deleted'),
              );
            }
            client.setQueryData<Cluster>(clusterKeys.detail(message.clusterId), (current) =>
              current ? { ...current, status: message.status, phase: message.phase, progress: message.progress } : current,
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
          } else if (isOrderMessage(message)) {
            void refreshQueries(client, { queryKey: clusterKeys.order(message.orderId) });
          }
        },
        reconnected: () => {
          void invalidateAllClusters(client);
          void refreshQueries(client, { predicate: (query) => typeof query.queryKey[0] === 'string' && query.queryKey[0].startsWith('/api/orders/') });
        },
    };
    const stopMessages = onRealtimeMessage((message) => {
      if (typeof message === 'object' && message !== null && (message as { type?: unknown }).type === 'reconnected') handler.reconnected();
      else handler.message(message);
    });
    return () => {
      stopMessages();
      stopSocket();
    };
  }, [client, userId]);
}

export { invalidateCluster };
