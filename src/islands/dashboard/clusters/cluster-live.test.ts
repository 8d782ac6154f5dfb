import { QueryClient, type InfiniteData } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import {
  allClustersQueryOptions,
  clusterPagesQueryOptions,
  type ClusterListItem,
  type ClusterPage,
} from './cluster-list-api.ts';
import { applyLiveMessage } from './cluster-live.ts';
import { clusterKeys } from './clusters.queries.ts';

const row = (id: string, status: ClusterListItem['status'], progress = 100) =>
  ({ id, name: id, status, phase: null, progress }) as unknown as ClusterListItem;
const message = (clusterId: string, status: string, progress: number) =>
  ({
    type: 'cluster',
    clusterId,
    status,
    phase: status === 'running' ? null : 'node-pools',
    progress,
    at: '2026-11-27T12:00:00Z',
  }) as const;

/** A client holding what /my-clusters (two pages), a picker (every row) and a status filter show. */
function seeded() {
  const client = new QueryClient();
  const pages = clusterPagesQueryOptions({}).queryKey;
  const all = allClustersQueryOptions().queryKey;
  const provisioning = clusterPagesQueryOptions({ status: 'provisioning' }).queryKey;
  client.setQueryData<InfiniteData<ClusterPage>>(pages, {
    pages: [
      { items: [row('a', 'running'), row('b', 'provisioning', 40)], nextCursor: 'c1' },
      { items: [row('c', 'running')], nextCursor: null },
    ],
    pageParams: [null, 'c1'],
  });
  client.setQueryData<ClusterListItem[]>(all, [row('a', 'running'), row('b', 'provisioning', 40), row('c', 'running')]);
  client.setQueryData<InfiniteData<ClusterPage>>(provisioning, {
    pages: [{ items: [row('b', 'provisioning', 40)], nextCursor: null }],
    pageParams: [null],
  });
  const stale = (key: readonly unknown[]) => client.getQueryState(key)?.isInvalidated ?? false;
  const listed = (key: typeof pages) =>
    client
      .getQueryData<InfiniteData<ClusterPage>>(key)
      ?.pages.map((page) => page.items.map((r) => `${r.id}:${r.status}:${r.progress}`));
  return { client, pages, all, provisioning, stale, listed };
}

describe('a /ws cluster message on the cluster lists', () => {
  it('patches the row in place wherever it shows, without reading a list of many pages again', () => {
    const { client, pages, all, provisioning, stale, listed } = seeded();
    client.setQueryData(clusterKeys.detail('b'), { ...row('b', 'provisioning', 40), phases: [] });
    applyLiveMessage(client, message('b', 'provisioning', 80));
    expect(listed(pages)).toEqual([['a:running:100', 'b:provisioning:80'], ['c:running:100']]);
    expect(client.getQueryData<ClusterListItem[]>(all)?.map((r) => r.progress)).toEqual([100, 80, 100]);
    expect(client.getQueryData<ClusterListItem>(clusterKeys.detail('b'))?.progress).toBe(80);
    expect([stale(pages), stale(all)]).toEqual([false, false]);
    // A list filtered by status is read again: the cluster may no longer belong there.
    expect(stale(provisioning)).toBe(true);
    // The cluster's own screens are read again for what the message does not carry.
    expect(stale(clusterKeys.detail('b'))).toBe(true);
  });

  it('reads a list again when the cluster is new to it, and drops a deleted one', () => {
    const { client, pages, all, stale } = seeded();
    applyLiveMessage(client, message('d', 'provisioning', 0));
    expect([stale(pages), stale(all)]).toEqual([true, true]);

    const fresh = seeded();
    applyLiveMessage(fresh.client, message('c', 'deleted', 100));
    expect(fresh.listed(fresh.pages)).toEqual([['a:running:100', 'b:provisioning:40'], []]);
    expect(fresh.client.getQueryData<ClusterListItem[]>(fresh.all)?.map((r) => r.id)).toEqual(['a', 'b']);
  });
});
