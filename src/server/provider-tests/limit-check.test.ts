import { describe, expect, it } from 'vitest';
import type { ClusterSpec } from '../../shared/clusters/clusters.schemas.ts';
import { INSTANCE_TYPES, instanceTypeFor } from '../../shared/instance-types.ts';
import { providerLimitProblems } from './limit-check.ts';
import { PROVIDER_LIMITS } from '../../shared/provider-limits.ts';
import { TEST_PROVIDER_IDS } from '../../shared/provider-tests/provider-tests.schemas.ts';
import { catalogSeed } from '../../shared/catalog-seed.ts';
import { testClusterSpec } from '../../../test/support/builders.ts';
import { withLocale } from '../i18n/request-locale.ts';

const spec = (extra: Partial<ClusterSpec> = {}): ClusterSpec =>
  testClusterSpec({
    name: 'shop-prod',
    providerId: 'gcp',
    regionId: 'europe-west9',
    kubernetesVersion: '1.35',
    haControlPlane: true,
    nodePools: [{ name: 'web', nodeSizeId: 'gp-4-16', count: 3 }],
    ...extra,
  });

describe('provider limits', () => {
  it('accept a plain spec on every provider', () => {
    for (const id of TEST_PROVIDER_IDS) expect(providerLimitProblems(spec(), id), id).toEqual({});
  });

  it('name the providers whose cluster names must start with a letter or be 4 characters long', () => {
    expect(providerLimitProblems(spec({ name: '1st' }), 'gcp').name).toMatch(/^GKE: .*starts with a letter/);
    expect(providerLimitProblems(spec({ name: '1st' }), 'aws')).toEqual({});
    expect(providerLimitProblems(spec({ name: 'abc' }), 'huawei').name).toMatch(/4 to 128 characters/);
    expect(providerLimitProblems(spec({ name: 'a'.repeat(33) }), 'ibm').name).toMatch(/at most 32/);
  });

  it('refuse AKS pool names with a hyphen or over 12 characters', () => {
    const problems = providerLimitProblems(
      spec({
        nodePools: [
          { name: 'web-1', nodeSizeId: 'gp-2-4', count: 1 },
          { name: 'workersandmore', nodeSizeId: 'gp-2-4', count: 1 },
        ],
      }),
      'azure',
    );
    expect(Object.keys(problems)).toEqual(['nodePools.0.name', 'nodePools.1.name']);
  });

  it('refuse versions newer than the provider offers and older than it creates', () => {
    expect(providerLimitProblems(spec({ kubernetesVersion: '1.37' }), 'aws').kubernetesVersion).toBe(
      'EKS offers Kubernetes 1.36 at the newest.',
    );
    expect(providerLimitProblems(spec({ kubernetesVersion: '1.37' }), 'gcp')).toEqual({});
    expect(providerLimitProblems(spec({ kubernetesVersion: '1.34' }), 'gcp').kubernetesVersion).toMatch(
      /older than 1.35/,
    );
  });

  it('count nodes per pool (autoscale maximum included), per cluster and pools', () => {
    expect(
      providerLimitProblems(
        spec({ nodePools: [{ name: 'big', nodeSizeId: 'gp-2-4', count: 10, autoscale: { min: 1, max: 460 } }] }),
        'aws',
      )['nodePools.0.count'],
    ).toMatch(/450 nodes per pool/);
    const pools = Array.from({ length: 3 }, (_, i) => ({ name: `p${i}`, nodeSizeId: 'gp-2-4', count: 200 }));
    expect(providerLimitProblems(spec({ nodePools: pools }), 'ibm').nodePools).toMatch(
      /500 nodes per cluster; this could reach 600/,
    );
    const many = Array.from({ length: 16 }, (_, i) => ({ name: `p${i}`, nodeSizeId: 'gp-2-4', count: 1 }));
    expect(providerLimitProblems(spec({ nodePools: many }), 'gcp').nodePools).toBe('GKE allows at most 15 node pools.');
  });

  it('say why in the language of the request', () => {
    const problems = withLocale('fr', () =>
      providerLimitProblems(
        spec({
          kubernetesVersion: '1.37',
          nodePools: Array.from({ length: 16 }, (_, i) => ({ name: `p${i}`, nodeSizeId: 'gp-2-4', count: 1 })),
        }),
        'aws',
      ),
    );
    expect(problems.kubernetesVersion).toBe('EKS propose au plus Kubernetes 1.36.');
    expect(
      withLocale('fr', () =>
        providerLimitProblems(spec({ nodePools: [{ name: 'gpu', nodeSizeId: 'gpu-l4-1', count: 1 }] }), 'azure'),
      )['nodePools.0.nodeSizeId'],
    ).toBe('AKS ne propose aucun type d’instance proche de gpu-l4-1.');
  });

  it('refuse node sizes the provider offers nothing close to', () => {
    expect(
      providerLimitProblems(spec({ nodePools: [{ name: 'gpu', nodeSizeId: 'gpu-l4-1', count: 1 }] }), 'azure')[
        'nodePools.0.nodeSizeId'
      ],
    ).toMatch(/AKS offers no instance type close to gpu-l4-1/);
    expect(instanceTypeFor('gcp', 'gpu-l4-1')).toBe('g2-standard-8');
  });

  it('map every node size of the catalog, and every provider has limits within the catalog versions', () => {
    expect(Object.keys(INSTANCE_TYPES).sort()).toEqual(catalogSeed.nodeSizes.map((s) => s.id).sort());
    const minors = catalogSeed.kubernetesVersions.map((v) => v.version);
    for (const id of TEST_PROVIDER_IDS) {
      expect(minors, id).toContain(PROVIDER_LIMITS[id].newestVersion);
      expect(catalogSeed.providers.find((p) => p.id === id)?.testPage).toBeTruthy();
    }
  });
});
