import { useEffect } from 'react';
import { queryClient } from '../lib/query-client.ts';
import type { LiveEvent } from '../../shared/realtime-messages.ts';
import { invalidateOrders } from '../dashboard/orders/orders.queries.ts';
import { invalidateNotifications } from './notifications.queries.ts';
import { isNotificationFor, realtimeUrl } from './notifications.ts';
import type { RealtimeClient } from './realtime-client.ts';
import { invalidateEverything, invalidateForMessage } from './realtime-invalidation.ts';

type Listener = { userId: string };

// One socket per tab, however many bells or islands subscribe.
const listeners = new Set<Listener>();
/** Screens that follow other messages (cluster, order) on the same socket. */
const messageHandlers = new Set<(message: LiveEvent) => void>();
let client: RealtimeClient | undefined;
let loading: Promise<void> | undefined;

/**
 * Opens the socket, loading its client first: the client and the message schemas it parses with
 * (zod) are not part of the page's up-front JavaScript. Nothing can arrive before the socket is
 * open, and the socket opens as soon as they are there.
 */
function startClient(): void {
  if (client) return client.start();
  loading ??= import('./realtime-client.ts').then(
    ({ RealtimeClient }) => {
      loading = undefined;
      // Everyone unsubscribed while it loaded: no socket.
      if (listeners.size === 0) return;
      client ??= createClient(RealtimeClient);
      client.start();
    },
    (error: unknown) => {
      loading = undefined;
      console.error('Realtime client failed to load', error);
    },
  );
}

function createClient(Client: typeof RealtimeClient): RealtimeClient {
  return new Client({
    url: realtimeUrl(window.location),
    onMessage: (message) => {
      if ([...listeners].some(({ userId }) => isNotificationFor(message, userId))) {
        void invalidateNotifications(queryClient);
      }
      // Orders, their pages and the sidebar counts follow the server, nothing polls them.
      if (message.type === 'order') void invalidateOrders(queryClient);
      void invalidateForMessage(queryClient, message);
      for (const handle of messageHandlers) handle(message);
    },
    // A reconnection resumes after the last event this tab got; when the server cannot vouch
    // for what was sent meanwhile, catch up by reading again.
    onResync: () => {
      void invalidateEverything(queryClient);
      for (const handle of messageHandlers) handle({ type: 'reconnected' });
    },
  });
}

/** Subscribes to /ws for a user; returns the unsubscribe. The socket closes with the last one. */
export function subscribeRealtime(userId: string): () => void {
  const listener = { userId };
  listeners.add(listener);
  startClient();
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

/**
 * Calls `handle` with every message of this tab's /ws socket (and `{ type: 'reconnected' }` after
 * a reconnection, to catch up); the socket itself is kept open by useRealtime. Returns the unsubscribe.
 */
export function onRealtimeMessage(handle: (message: LiveEvent) => void): () => void {
  messageHandlers.add(handle);
  return () => {
    messageHandlers.delete(handle);
  };
}

/** Follows this tab's /ws messages while mounted (cluster and order changes, for live screens). */
export function useRealtimeMessages(handle: (message: LiveEvent) => void): void {
  useEffect(() => onRealtimeMessage(handle), [handle]);
}
