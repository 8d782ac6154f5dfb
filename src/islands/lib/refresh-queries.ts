import type { InvalidateQueryFilters, Query, QueryCache, QueryClient } from '@tanstack/react-query';

// Live screens refetch on every /ws message, and a provisioning cluster sends several a second
// (its progress, its order, its notifications). TanStack's plain invalidation cancels a read still
// under way and starts it again, so on a busy page most reads were aborted before they answered.
// Here a read under way is left to finish and read once more right after it: the screen ends on
// the newest state, and no request is thrown away.

/** Query hashes with a read already queued behind the one under way. */
const queued = new Set<string>();

/** Resolves once `query` has no read in flight. */
function idle(cache: QueryCache, query: Query): Promise<void> {
  if (query.state.fetchStatus === 'idle') return Promise.resolve();
  return new Promise((resolve) => {
    const stop = cache.subscribe((event) => {
      if (event.query !== query || query.state.fetchStatus !== 'idle') return;
      stop();
      resolve();
    });
  });
}

/** Reads again the queries matching `filters` (active ones now), without cancelling a read under way. */
export async function refreshQueries(client: QueryClient, filters?: InvalidateQueryFilters): Promise<void> {
  const cache = client.getQueryCache();
  const busy = cache.findAll(filters).filter((query) => query.state.fetchStatus === 'fetching');
  const followUps = busy
    .filter((query) => !queued.has(query.queryHash))
    .map(async (query) => {
      queued.add(query.queryHash);
      await idle(cache, query);
      queued.delete(query.queryHash);
      await client.invalidateQueries({ queryKey: query.queryKey, exact: true }, { cancelRefetch: false });
    });
  await Promise.all([client.invalidateQueries(filters, { cancelRefetch: false }), ...followUps]);
}
