import { describe, expect, it } from 'vitest';
import { catalogSeed } from '../../../shared/catalog-seed.ts';
import type { Cluster } from '../../../shared/clusters/clusters.schemas.ts';
import { buildTopology, groupByPlace, healthOf, overallHealth } from './topology.ts';
import { topologyGraph } from './topology-graph.ts';

const cluster = (extra: Partial<Cluster> = {}): Cluster => ({
  id: 'c1',
  name: 'shop',
  tierId: 'standard',
  providerId: 'sovereign',
  regionId: 'fr-par-1',
  kubernetesVersion: '1.36',
  haControlPlane: true,
  nodePools: [
    { name: 'web', nodeSizeId: 'gp-2-4', count: 3 },
    { name: 'batch', nodeSizeId: 'gp-4-16', count: 20, autoscale: { min: 10, max: 30 } },
  ],
  addonIds: ['monitoring', 'traefik'],
  status: 'running',
  phase: null,
  progress: 100,
  orderId: 'o1',
  purpose: 'customer',
  endpoint: 'https://x/k8s/c1',
  createdAt: '2026-11-01T00:00:00Z',
  updatedAt: '2026-11-01T00:00:00Z',
  runningSince: '2026-11-01T00:05:00Z',
  deletedAt: null,
  operation: null,
  phases: [],
  failure: null,
  monthlyUsdCents: 100,
  patchVersion: '1.36.7',
  nextMaintenanceAt: '2026-11-08T02:00:00.000Z',
  availablePatch: null,
  versionLifecycle: { endOfSupport: '2027-06-28', status: 'supported', daysLeft: 239 },
  ...extra,
});

const phases = (states: Record<string, 'pending' | 'running' | 'done' | 'failed'>) =>
  Object.entries(states).map(([phase, status]) => ({
    phase: phase as Cluster['phases'][number]['phase'],
    status,
    progress: 0,
    startedAt: null,
    finishedAt: null,
    expectedSeconds: 10,
  }));

describe('cluster topology', () => {
  it('names every node as Kubernetes does and draws 8 of a large pool plus one "more" box', () => {
    const topology = buildTopology(cluster(), catalogSeed);
    const batch = topology.pools[1];
    expect(batch?.nodes).toHaveLength(20);
    expect(batch?.nodes[19]).toBe('shop-batch-19');
    expect(batch?.drawn).toEqual(Array.from({ length: 8 }, (_, i) => `shop-batch-${i}`));
    expect(batch?.more).toBe(12);
    const graph = topologyGraph(topology);
    expect(graph.boxes.filter((b) => b.kind === 'node')).toHaveLength(3 + 8);
    expect(graph.boxes.filter((b) => b.kind === 'more').map((b) => b.label)).toEqual(['12 more nodes']);
    const addonName = (id: string) => catalogSeed.addons.find((a) => a.id === id)?.name;
    expect(graph.boxes.filter((b) => b.kind === 'addon').map((b) => b.label)).toEqual([
      addonName('monitoring'),
      addonName('traefik'),
    ]);
    expect(graph.lines).toHaveLength(graph.boxes.length - 1);
    expect(graph.boxes.find((b) => b.kind === 'control-plane')?.ariaLabel).toBe(
      'Control plane Kubernetes 1.36.7: 3 replicas (highly available). Healthy.',
    );
  });

  it('takes each part’s health from its provisioning phase', () => {
    const provisioning = cluster({
      status: 'provisioning',
      operation: 'create',
      runningSince: null,
      phases: phases({
        network: 'done',
        'control-plane': 'done',
        'node-pools': 'running',
        addons: 'pending',
        'health-check': 'pending',
      }),
    });
    expect(healthOf(provisioning, 'control-plane')).toBe('healthy');
    expect(healthOf(provisioning, 'node-pools')).toBe('progressing');
    expect(healthOf(provisioning, 'addons')).toBe('pending');
    expect(overallHealth(provisioning)).toBe('progressing');
    const failed = cluster({
      status: 'failed',
      operation: 'create',
      runningSince: null,
      phases: phases({ 'node-pools': 'failed' }),
    });
    expect(buildTopology(failed, catalogSeed).pools[0]?.health).toBe('failed');
    const updating = cluster({
      status: 'updating',
      operation: 'update',
      phases: phases({ 'node-pools': 'running', 'health-check': 'pending' }),
    });
    expect(healthOf(updating, 'control-plane')).toBe('healthy');
    expect(healthOf(cluster({ status: 'deleting' }), 'addons')).toBe('deleting');
  });

  it('groups the overview by provider in catalog order, then region', () => {
    const groups = groupByPlace(
      [
        cluster({ id: 'a', name: 'a', providerId: 'gcp', regionId: 'europe-west9' }),
        cluster({ id: 'b', name: 'b' }),
        cluster({ id: 'c', name: 'c', regionId: 'de-fra-1' }),
        cluster({ id: 'd', name: 'd' }),
      ],
      catalogSeed,
    );
    expect(
      groups.map((g) => [g.providerName, g.regions.map((r) => [r.regionId, r.clusters.map((c) => c.name)])]),
    ).toEqual([
      [
        'Sovereign Cloud',
        [
          ['de-fra-1', ['c']],
          ['fr-par-1', ['b', 'd']],
        ],
      ],
      ['Google Cloud', [['europe-west9', ['a']]]],
    ]);
  });
});

describe('the overview graph', () => {
  it('draws providers, their regions and each cluster with its status', async () => {
    const { overviewGraph } = await import('./topology-graph.ts');
    const graph = overviewGraph(
      groupByPlace(
        [cluster({ id: 'a', name: 'a', status: 'failed' }), cluster({ id: 'b', name: 'b', regionId: 'de-fra-1' })],
        catalogSeed,
      ),
    );
    expect(graph.boxes.map((b) => `${b.kind}:${b.label}`)).toEqual([
      'provider:Sovereign Cloud',
      expect.stringMatching(/^region:/),
      'cluster:b',
      expect.stringMatching(/^region:/),
      'cluster:a',
    ]);
    expect(graph.boxes.find((b) => b.id === 'a')?.ariaLabel).toBe('Cluster a: failed, 23 nodes. Failed.');
    expect(graph.lines).toHaveLength(4);
  });
});
