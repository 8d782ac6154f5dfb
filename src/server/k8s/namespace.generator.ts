import { addonInstall } from './addon-workloads.ts';
import type { KubeNamespace } from './kube-objects.ts';
import { stableIndex, stableUid, timestampAfter } from './object-identity.ts';
import type { SimulatedCluster } from './simulated-cluster.ts';

/** The namespaces every cluster starts with. */
export const SYSTEM_NAMESPACES = ['default', 'kube-node-lease', 'kube-public', 'kube-system'] as const;

/** Seconds after the cluster's creation at which the add-on at `index` was installed. */
export function addonInstalledAfter(index: number): number {
  return 45 + index * 5;
}

/** The system namespaces plus one per add-on that installs outside kube-system, sorted by name as the API lists them. */
export function generateNamespaces(cluster: SimulatedCluster): KubeNamespace[] {
  const created = new Map<string, number>(SYSTEM_NAMESPACES.map((name) => [name, 2]));
  cluster.addons.forEach((addon, index) => {
    const { namespace } = addonInstall(addon);
    if (!created.has(namespace)) created.set(namespace, addonInstalledAfter(index));
  });
  return [...created]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([name, seconds]) => namespace(cluster, name, seconds));
}

function namespace(cluster: SimulatedCluster, name: string, seconds: number): KubeNamespace {
  const seed = `${cluster.id}/namespace/${name}`;
  return {
    kind: 'Namespace',
    apiVersion: 'v1',
    metadata: {
      name,
      uid: stableUid(seed),
      resourceVersion: String(10 + stableIndex(seed, 90_000)),
      creationTimestamp: timestampAfter(cluster.createdAt, seconds),
      labels: { 'kubernetes.io/metadata.name': name },
    },
    spec: { finalizers: ['kubernetes'] },
    status: { phase: 'Active' },
  };
}
