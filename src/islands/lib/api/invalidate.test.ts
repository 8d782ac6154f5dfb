import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { invalidateApi } from './client.ts';
import { responseCache } from './response-cache.ts';

// The one invalidation: a path reaches every query and cached answer at it or under it (never a
// look-alike path), a key from a key factory reaches the queries under that key, and both drop
// the response cache's answers for their path, so the two caches never disagree.

function clientWith(keys: unknown[][]): QueryClient {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  for (const key of keys) client.setQueryData(key, {});
  return client;
}
const stale = (client: QueryClient, key: unknown[]) => client.getQueryState(key)?.isInvalidated;

describe('invalidateApi', () => {
  it('marks a path and everything under it stale, not a look-alike path', async () => {
    const client = clientWith([
      ['/api/clusters'],
      ['/api/clusters/c1/events'],
      ['/api/clusters?q=a'],
      ['/api/clusters-x'],
    ]);
    await invalidateApi(client, ['/api/clusters']);
    expect(stale(client, ['/api/clusters'])).toBe(true);
    expect(stale(client, ['/api/clusters/c1/events'])).toBe(true);
    expect(stale(client, ['/api/clusters?q=a'])).toBe(true);
    expect(stale(client, ['/api/clusters-x'])).toBe(false);
  });

  it('marks a factory key and the keys under it stale; exact keeps it to the key itself', async () => {
    const client = clientWith([
      ['/api/orders', 'o1'],
      ['/api/orders', 'o1', 'lines'],
      ['/api/orders', 'o2'],
    ]);
    await invalidateApi(client, [['/api/orders', 'o1']], { exact: true });
    expect(stale(client, ['/api/orders', 'o1'])).toBe(true);
    expect(stale(client, ['/api/orders', 'o1', 'lines'])).toBe(false);
    await invalidateApi(client, [['/api/orders', 'o1']]);
    expect(stale(client, ['/api/orders', 'o1', 'lines'])).toBe(true);
    expect(stale(client, ['/api/orders', 'o2'])).toBe(false);
  });

  it('drops the response cache answers of each target path, and everything when given no target', async () => {
    responseCache.set('/api/user', { id: 'u1' });
    responseCache.set('/api/billing/summary', { total: 1 });
    await invalidateApi(undefined, [['/api/user']]);
    expect(responseCache.get('/api/user')).toBeUndefined();
    expect(responseCache.get('/api/billing/summary')).toBeDefined();
    const client = clientWith([['/api/billing/summary']]);
    await invalidateApi(client);
    expect(responseCache.get('/api/billing/summary')).toBeUndefined();
    expect(client.getQueryData(['/api/billing/summary'])).toBeUndefined();
  });
});
