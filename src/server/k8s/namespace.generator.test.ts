import { describe, expect, it } from 'vitest';
import { productionCluster, stagingCluster, testCluster } from '../../../test/support/simulated-clusters.ts';
import { generateNamespaces } from './namespace.generator.ts';

const names = (cluster: Parameters<typeof generateNamespaces>[0]) =>
  generateNamespaces(cluster).map((namespace) => namespace.metadata.name);

describe('simulated namespaces', () => {
  it('lists the system namespaces and one per add-on, sorted by name', () => {
    expect(names(productionCluster())).toEqual([
      'cert-manager',
      'default',
      'gpu-operator',
      'kube-node-lease',
      'kube-public',
      'kube-system',
      'monitoring',
      'traefik',
    ]);
    expect(names(stagingCluster({ addonIds: [] }))).toEqual([
      'default',
      'kube-node-lease',
      'kube-public',
      'kube-system',
    ]);
  });

  it('adds none for an add-on that installs into kube-system', () => {
    expect(names(testCluster({ addonIds: ['cilium-hubble'] }))).toEqual([
      'default',
      'kube-node-lease',
      'kube-public',
      'kube-system',
    ]);
  });

  it('installs an add-on the simulation has no layout for into a namespace named after it', () => {
    const cluster = {
      ...testCluster({}),
      addons: [{ id: 'vault', name: 'Vault', version: '1.20.0', category: 'security' }],
    };
    expect(names(cluster)).toContain('vault');
  });

  it('shows every namespace Active, created after the cluster', () => {
    for (const namespace of generateNamespaces(productionCluster())) {
      expect(namespace.status.phase).toBe('Active');
      expect(Date.parse(namespace.metadata.creationTimestamp)).toBeGreaterThan(Date.parse('2026-11-02T08:00:00Z'));
      expect(namespace.metadata.labels).toEqual({ 'kubernetes.io/metadata.name': namespace.metadata.name });
    }
  });
});
