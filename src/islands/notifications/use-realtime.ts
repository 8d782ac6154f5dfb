import { useEffect } from 'react';
import { queryClient } from '../lib/query-client.ts';
import { invalidateNotifications } from './notifications.queries.ts';
import { isNotificationFor, realtimeUrl } from './notifications.ts';
import { RealtimeClient } from './realtime-client.ts';

type Listener = { userId: string };

// One socket per tab, however many bells or islands subscribe (SPEC §4).
const listeners = new Set<Listener>();
let client: RealtimeClient | undefined;

/** A screen that follows other messages of the socket (clusters, orders). */
export type RealtimeHandler = {
  message: (message: unknown) => void;
  /** The socket came back: messages sent meanwhile are lost, so refetch. */
  reconnected: () => void;
};
const handlers = new Set<RealtimeHandler>();

function ensureClient(): RealtimeClient {
  client ??= new RealtimeClient({
    url: realtimeUrl(window.location),
    onMessage: (message) => {
      if ([...listeners].some(({ userId }) => isNotificationFor(message, userId))) {
        void invalidateNotifications(queryClient);
      }
      for (const handler of handlers) handler.message(message);
    },
    // Messages sent while the socket was down are lost: catch up once it is back.
    onOpen: (reconnected) => {
      if (!reconnected) return;
      void invalidateNotifications(queryClient);
      for (const handler of handlers) handler.reconnected();
    },
  });
  return client;
}

/** Subscribes to /ws for a user; returns the unsubscribe. The socket closes with the last one. */
export function subscribeRealtime(userId: string): () => void {
  const listener = { userId };
  listeners.add(listener);
  ensureClient().start();
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) {
      client?.stop();
      client = undefined;
    }
  };
}

/** Keeps this tab's /ws connection open while a user is signed in; their messages refetch list and count. */
export function useRealtime(userId: string | null | undefined): void {
  useEffect(() => {
    if (!userId) return undefined;
    return subscribeRealtime(userId);
  }, [userId]);
}

/** Hands every /ws message of a signed-in user to `handler` (keeping the socket open); returns the unsubscribe. */
export function subscribeRealtimeMessages(userId: string, handler: RealtimeHandler): () => void {
  handlers.add(handler);
  const stop = subscribeRealtime(userId);
  return () => {
    handlers.delete(handler);
    stop();
  };
}
