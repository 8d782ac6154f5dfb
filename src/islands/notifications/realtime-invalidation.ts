import type { QueryClient } from '@tanstack/react-query';
import { refreshQueries } from '../lib/refresh-queries.ts';
import type { LiveEvent } from '../../shared/realtime-messages.ts';
import { isUnder } from '../lib/api/api-path.ts';

// Which API reads a /ws message makes stale. Queries are keyed by their API path first,
// so a message refetches exactly the reads it affects, on every island of the tab. No polling.

/** The provider test pages' lists (their cluster changes come as `cluster` messages too). */
export const TEST_CLUSTER_LISTS = [
  '/api/gcp-clusters',
  '/api/aws-clusters',
  '/api/azure-clusters',
  '/api/ibm-clusters',
  '/api/huawei-clusters',
  '/api/alibaba-clusters',
  '/api/digitalocean-clusters',
] as const;

/** Message type → API path prefixes it makes stale. */
export const STALE_PATHS: Readonly<Partial<Record<LiveEvent['type'], readonly string[]>>> = {
  cluster: ['/api/clusters', ...TEST_CLUSTER_LISTS, '/api/sidebar-counts'],
  // A ticket changed (a reply, a state, a claim): the customer's tickets and the officers' queue.
  ticket: ['/api/tickets', '/api/officers/tickets', '/api/officers/queues'],
  billing: ['/api/billing', '/api/sidebar-counts'],
  account: ['/api/user', '/api/officers/check-access'],
  /** To officers only: a queue of the Officers Panel changed (its counts and every list refetch). */
  officers: ['/api/officers'],
};

/** The path prefixes a message makes stale (none for unknown messages). */
export function stalePathsOf(message: LiveEvent): readonly string[] {
  return STALE_PATHS[message.type] ?? [];
}

/** Refetches the reads a message makes stale. */
export function invalidateForMessage(client: QueryClient, message: LiveEvent): Promise<void> {
  const prefixes = stalePathsOf(message);
  if (prefixes.length === 0) return Promise.resolve();
  return refreshQueries(client, {
    predicate: (query) => {
      const path = query.queryKey[0];
      return typeof path === 'string' && prefixes.some((prefix) => isUnder(path, prefix));
    },
  });
}

/** After a reconnect, messages sent meanwhile are lost: every read is refetched. */
export function invalidateEverything(client: QueryClient): Promise<void> {
  return refreshQueries(client);
}
