import { describe, expect, it } from 'vitest';
import type { ClusterAddons } from '../../shared/addons/addons.schemas.ts';
import type { Cluster } from '../../shared/clusters/clusters.schemas.ts';
import { takeDiagnosticSnapshot, type SnapshotSources } from './diagnostic-snapshot.ts';
import { diagnosticSnapshotSchema } from '../../shared/tickets/support-desk.schemas.ts';

const AT = '2026-05-20T10:00:00.000Z';

// What the sources answer, with secrets mixed in where a careless copy would carry them along.
const cluster = {
  id: 'c1',
  name: 'shop-prod',
  tierId: 'standard',
  providerId: 'gcp',
  regionId: 'europe-west9',
  kubernetesVersion: '1.36',
  patchVersion: '1.36.2',
  haControlPlane: true,
  nodePools: [{ name: 'web', nodeSizeId: 'gp-4-16', count: 3 }],
  addonIds: ['monitoring'],
  status: 'running',
  phase: null,
  progress: 100,
  orderId: null,
  purpose: 'provider-test',
  endpoint: 'https://api.c1.example.eu',
  createdAt: AT,
  updatedAt: AT,
  runningSince: AT,
  deletedAt: null,
  operation: null,
  phases: [],
  failure: null,
  monthlyUsdCents: 0,
  kubeconfig: 'apiVersion: v1\nusers:\n- user:\n    token: SECRET-TOKEN',
} as unknown as Cluster;

const sources: SnapshotSources = {
  cluster: async (organizationId, id) => {
    if (organizationId !== 'org-1' || id !== 'c1') throw new Error('not found');
    return cluster;
  },
  events: async () => [
    {
      id: 'e1',
      clusterId: 'c1',
      at: AT,
      type: 'credential',
      message: 'Kubeconfig issued to Inès',
      actorId: 'u1',
      token: 'SECRET-TOKEN',
    } as never,
  ],
  addons: async () =>
    ({
      installed: [
        {
          addonId: 'monitoring',
          name: 'Monitoring',
          category: 'observability',
          version: '2.1.0',
          latestVersion: '2.2.0',
          targetVersion: null,
          state: 'installed',
          since: AT,
          priceMonthlyUsdCents: 0,
        },
      ],
    }) as unknown as ClusterAddons,
  credentials: async () => [
    {
      id: 'k1',
      userId: 'u1',
      userName: 'Inès',
      createdAt: AT,
      expiresAt: AT,
      lastUsedAt: null,
      revokedAt: null,
      tokenHash: 'SECRET-TOKEN',
    } as never,
  ],
};

describe('diagnostic snapshots', () => {
  it('carry spec, status, events, add-on versions and the credential inventory, and nothing else', async () => {
    const snapshot = await takeDiagnosticSnapshot(sources, 'org-1', 'c1', new Date(AT));
    expect(diagnosticSnapshotSchema.parse(snapshot)).toEqual(snapshot);
    expect(snapshot.cluster).toMatchObject({ name: 'shop-prod', status: 'running', patchVersion: '1.36.2' });
    expect(snapshot.addons).toEqual([{ id: 'monitoring', name: 'Monitoring', version: '2.1.0', state: 'installed' }]);
    expect(snapshot.credentials).toEqual([
      { id: 'k1', userName: 'Inès', createdAt: AT, expiresAt: AT, lastUsedAt: null, revokedAt: null },
    ]);
    const text = JSON.stringify(snapshot);
    expect(text).not.toContain('SECRET-TOKEN');
    expect(text).not.toContain('api.c1.example.eu');
    expect(text).not.toContain('userId');
  });

  it('are only taken of the organization’s own clusters', async () => {
    await expect(takeDiagnosticSnapshot(sources, 'org-2', 'c1', new Date(AT))).rejects.toThrow('not found');
  });
});
