import { afterEach, describe, expect, it } from 'vitest';
import { embeddedBackend } from '../../../test/support/storage.ts';
import { catalogSeed } from '../../shared/catalog-seed.ts';
import { runningClusterRecord } from '../clusters/cluster-record.ts';
import type { ClusterRecord, ClusterSpec } from '../../shared/clusters/clusters.schemas.ts';
import type { Repositories } from '../store/repositories.ts';
import { UsageMeter } from './usage.service.ts';
import { testClusterSpec } from '../../../test/support/builders.ts';

const CREATED = '2026-11-02T08:00:00.000Z';
const spec: ClusterSpec = testClusterSpec({ name: 'metered', kubernetesVersion: '1.36', haControlPlane: true });

const record = (id: string, extra: Partial<ClusterRecord>): ClusterRecord => ({
  ...runningClusterRecord({
    id,
    organizationId: 'org-a',
    spec: { ...spec, name: id },
    orderId: null,
    purpose: 'customer',
    endpoint: `https://console.example/k8s/${id}`,
    createdAt: CREATED,
  }),
  ...extra,
});

let close: (() => Promise<void>) | undefined;
afterEach(async () => {
  await close?.();
  close = undefined;
});

async function withClusters(clusters: ClusterRecord[]): Promise<Repositories> {
  const opened = await (await embeddedBackend()).open();
  close = opened.close;
  const { repositories } = opened;
  await repositories.catalog.seedIfEmpty(catalogSeed);
  for (const cluster of clusters) {
    await repositories.clusters.create(cluster);
    await repositories.clusterEvents.append({
      clusterId: cluster.id,
      organizationId: cluster.organizationId,
      type: 'config',
      message: 'Configuration in effect.',
      actorId: null,
      spec,
      at: CREATED,
    });
  }
  return repositories;
}

describe('the usage meter', () => {
  it('meters customer clusters and skips provider test clusters, which are not billed', async () => {
    const repositories = await withClusters([
      record('bought', { purpose: 'customer', orderId: 'order-1' }),
      record('tried', { purpose: 'provider-test' }),
    ]);
    const meter = new UsageMeter({
      repositories,
      catalog: repositories.catalog,
      now: () => Date.parse('2026-11-02T11:30:00Z'),
    });
    expect(await meter.meterAll()).toBe(1);
    const days = await repositories.usage.listDays('org-a', '2026-11-01', '2026-11-03');
    expect(days.map((d) => d.clusterId)).toEqual(['bought']);
    expect((await repositories.clusters.findAny('bought'))?.meteredUntil).toBe('2026-11-02T11:00:00.000Z');
    expect((await repositories.clusters.findAny('tried'))?.meteredUntil ?? null).toBeNull();
    expect(await meter.meterAll()).toBe(0);
  });
});
