// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { catalogSeed } from '../../../shared/catalog-seed.ts';
import type { Cluster } from '../../../shared/clusters/clusters.schemas.ts';
import { buildTopology } from './topology.ts';
import { topologyGraph } from './topology-graph.ts';
import { TopologyList } from './TopologyList.tsx';

afterEach(() => {
  cleanup();
  document.documentElement.lang = 'en';
});

const cluster = {
  id: 'c1',
  name: 'shop',
  tierId: 'standard',
  providerId: 'sovereign',
  regionId: 'fr-par-1',
  kubernetesVersion: '1.36',
  haControlPlane: true,
  nodePools: [{ name: 'batch', nodeSizeId: 'gp-4-16', count: 20, autoscale: { min: 10, max: 30 } }],
  addonIds: ['monitoring'],
  status: 'running',
  phase: null,
  progress: 100,
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
} as unknown as Cluster;

describe('the cluster topology in French', () => {
  it('says every part and its health in French', () => {
    document.documentElement.lang = 'fr';
    const topology = buildTopology(cluster, catalogSeed);
    render(<TopologyList topology={topology} />);
    expect(screen.getByText('(en service, opérationnel)')).toBeTruthy();
    expect(screen.getByText(/^Plan de contrôle : Kubernetes 1\.36\.7, 3 réplicas — Opérationnel/)).toBeTruthy();
    expect(screen.getByRole('list', { name: 'Nœuds de batch' })).toBeTruthy();
    const graph = topologyGraph(topology);
    expect(graph.boxes.find((b) => b.kind === 'control-plane')?.ariaLabel).toBe(
      'Plan de contrôle Kubernetes 1.36.7\u00a0: 3\u00a0réplicas (haute disponibilité). Opérationnel.',
    );
    expect(graph.boxes.find((b) => b.kind === 'more')?.label).toBe('12\u00a0autres nœuds');
  });
});
