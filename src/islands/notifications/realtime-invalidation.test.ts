import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { PROVIDER_TEST_PAGES } from '../../shared/provider-tests/provider-tests.schemas.ts';
import {
  invalidateEverything,
  invalidateForMessage,
  stalePathsOf,
  TEST_CLUSTER_LISTS,
} from './realtime-invalidation.ts';
import { isUnder } from '../lib/api/api-path.ts';

function clientWith(paths: string[]) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  for (const path of paths) client.setQueryData([path], { path });
  const stale = () => paths.filter((path) => client.getQueryState([path])?.isInvalidated);
  return { client, stale };
}

describe('realtime invalidation', () => {
  it('makes every cluster read, the test-cluster lists and the sidebar counts stale on a cluster message', async () => {
    const { client, stale } = clientWith([
      '/api/clusters',
      '/api/clusters/c1',
      '/api/clusters/c1/events',
      '/api/gcp-clusters',
      '/api/sidebar-counts',
      '/api/orders',
      '/api/notifications',
      '/api/clusters-archive',
    ]);
    await invalidateForMessage(client, {
      type: 'cluster',
      clusterId: 'c1',
      status: 'running',
      phase: null,
      progress: 100,
      at: '2026-11-27T01:00:00.000Z',
    });
    expect(stale()).toEqual([
      '/api/clusters',
      '/api/clusters/c1',
      '/api/clusters/c1/events',
      '/api/gcp-clusters',
      '/api/sidebar-counts',
    ]);
  });

  it('makes the billing reads and the sidebar counts stale on a billing message (invoice issued, collected or failed)', async () => {
    const { client, stale } = clientWith([
      '/api/billing/summary',
      '/api/billing/invoices',
      '/api/billing/credits',
      '/api/sidebar-counts',
      '/api/clusters',
      '/api/billing-support',
    ]);
    await invalidateForMessage(client, { type: 'billing' });
    expect(stale()).toEqual([
      '/api/billing/summary',
      '/api/billing/invoices',
      '/api/billing/credits',
      '/api/sidebar-counts',
    ]);
  });

  it('refetches the user, their officers access and their promotion requests when their account changes', async () => {
    const { client, stale } = clientWith([
      '/api/user',
      '/api/user/promotion-requests',
      '/api/officers/check-access',
      '/api/orders',
      '/api/users-x',
    ]);
    await invalidateForMessage(client, { type: 'account' });
    expect(stale()).toEqual(['/api/user', '/api/user/promotion-requests', '/api/officers/check-access']);
  });

  it('makes every Officers Panel read stale on an officers message, and nothing else', async () => {
    const { client, stale } = clientWith([
      '/api/officers/queues',
      '/api/officers/provisioning',
      '/api/officers/custom-solutions',
      '/api/officers/check-access',
      '/api/clusters',
      '/api/officersx',
    ]);
    await invalidateForMessage(client, { type: 'officers', queue: 'provisioning' });
    expect(stale()).toEqual([
      '/api/officers/queues',
      '/api/officers/provisioning',
      '/api/officers/custom-solutions',
      '/api/officers/check-access',
    ]);
  });

  it('leaves everything alone for messages it does not know', async () => {
    const { client, stale } = clientWith(['/api/clusters', '/api/orders']);
    await invalidateForMessage(client, { type: 'hello', userId: 'u1' });
    expect(stale()).toEqual([]);
    expect(stalePathsOf({ type: 'notification', userId: 'u1' })).toEqual([]);
  });

  it('refetches every read after a reconnect', async () => {
    const { client, stale } = clientWith(['/api/clusters', '/api/orders', '/api/user']);
    await invalidateEverything(client);
    expect(stale()).toEqual(['/api/clusters', '/api/orders', '/api/user']);
  });

  it('covers the list of every provider test page', () => {
    expect([...TEST_CLUSTER_LISTS].sort()).toEqual(
      Object.values(PROVIDER_TEST_PAGES)
        .map((p) => p.api)
        .sort(),
    );
    expect(isUnder('/api/clusters?x=1', '/api/clusters')).toBe(true);
    expect(isUnder('/api/clustersx', '/api/clusters')).toBe(false);
  });
});
