import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { onRealtimeMessage, subscribeRealtime } from '../../notifications/use-realtime.ts';
import { applyLiveMessage } from './cluster-live.ts';
import { invalidateCluster } from './clusters.queries.ts';

/** Keeps the cluster screens live over `/ws` while mounted (what each message changes: cluster-live.ts). */
export function useClusterLive(userId: string): void {
  const client = useQueryClient();
  useEffect(() => {
    if (!userId) return undefined;
    const stopSocket = subscribeRealtime(userId);
    const stopMessages = onRealtimeMessage((message) => applyLiveMessage(client, message));
    return () => {
      stopMessages();
      stopSocket();
    };
  }, [client, userId]);
}

export { invalidateCluster };
