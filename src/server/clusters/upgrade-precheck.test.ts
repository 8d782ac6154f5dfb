import { describe, expect, it } from 'vitest';
import { catalogSeed } from '../../shared/catalog-seed.ts';
import type { ClusterRecord } from '../../shared/clusters/clusters.schemas.ts';
import { runningClusterRecord } from './cluster-record.ts';
import { upgradeCheck } from './upgrade-precheck.ts';

const cluster = (extra: Partial<ClusterRecord> = {}): ClusterRecord => ({
  ...runningClusterRecord({
    id: 'c1',
    organizationId: 'o1',
    spec: {
      name: 'shop',
      tierId: 'standard',
      providerId: 'sovereign',
      regionId: 'fr-par-1',
      kubernetesVersion: '1.36',
      haControlPlane: false,
      nodePools: [{ name: 'web', nodeSizeId: 'gp-2-4', count: 3 }],
      addonIds: ['cert-manager', 'traefik'],
    },
    orderId: null,
    purpose: 'customer',
    endpoint: 'https://x/k8s/c1',
    createdAt: '2026-11-01T00:00:00.000Z',
  }),
  ...extra,
});

const statuses = (check: ReturnType<typeof upgradeCheck>) => check.checks.map((c) => `${c.kind}:${c.status}`);

describe('the upgrade pre-check', () => {
  it('allows one minor up when every add-on runs there', () => {
    const check = upgradeCheck(cluster(), catalogSeed, '1.37');
    expect(check).toMatchObject({ from: '1.36', to: '1.37', allowed: true });
    expect(statuses(check)).toEqual(['version:ok', 'operation:ok', 'addon:ok', 'addon:ok', 'deprecated-api:ok']);
  });

  it('blocks on an older add-on release that does not run on the target, naming the release to move to', () => {
    const check = upgradeCheck(cluster({ addonVersions: { 'cert-manager': '1.18.2' } }), catalogSeed, '1.37');
    expect(check.allowed).toBe(false);
    const addon = check.checks.find((c) => c.addonId === 'cert-manager');
    expect(addon).toMatchObject({ kind: 'addon', status: 'blocking' });
    expect(addon?.message).toBe('cert-manager 1.18.2 runs on Kubernetes up to 1.36: upgrade it to 1.19.0 first.');
    // The same release is fine one minor lower.
    const lower = cluster({ kubernetesVersion: '1.35', addonVersions: { 'cert-manager': '1.18.2' } });
    expect(upgradeCheck(lower, catalogSeed, '1.36').allowed).toBe(true);
  });

  it('blocks a downgrade, a skipped minor, the same or an unknown version, and a change running', () => {
    for (const version of ['1.35', '1.38', '1.36', '1.99'])
      expect(upgradeCheck(cluster(), catalogSeed, version).checks[0]).toMatchObject({
        kind: 'version',
        status: 'blocking',
      });
    const busy = upgradeCheck(cluster({ status: 'updating' }), catalogSeed, '1.37');
    expect(busy.allowed).toBe(false);
    expect(busy.checks.find((c) => c.kind === 'operation')?.status).toBe('blocking');
  });
});
