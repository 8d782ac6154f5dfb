import { clusterInstalls } from './installs.ts';
import type { KubeNamespace } from './kube-objects.ts';
import { stableUid, versionAt } from './object-identity.ts';
import type { SimulatedCluster } from './simulated-cluster.ts';
import { isoSeconds, Timeline } from './timeline.ts';

/** The namespaces every cluster starts with. */
export const SYSTEM_NAMESPACES = ['default', 'kube-node-lease', 'kube-public', 'kube-system'] as const;

/** The system namespaces plus one per add-on that installs outside kube-system, sorted by name as the API lists them. */
export function generateNamespaces(cluster: SimulatedCluster, timeline = new Timeline(cluster)): KubeNamespace[] {
  const created = new Map<string, number>(SYSTEM_NAMESPACES.map((name) => [name, timeline.boot(2)]));
  for (const install of clusterInstalls(cluster, timeline)) {
    // A namespace is made just before what goes into it.
    if (!created.has(install.namespace))
      created.set(install.namespace, install.installedMs ?? timeline.boot(install.nominalAfter - 5));
  }
  return [...created]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([name, ms]) => namespace(cluster, name, ms));
}

function namespace(cluster: SimulatedCluster, name: string, createdMs: number): KubeNamespace {
  return {
    kind: 'Namespace',
    apiVersion: 'v1',
    metadata: {
      name,
      uid: stableUid(`${cluster.id}/namespace/${name}`),
      resourceVersion: versionAt(createdMs),
      creationTimestamp: isoSeconds(createdMs),
      labels: { 'kubernetes.io/metadata.name': name },
    },
    spec: { finalizers: ['kubernetes'] },
    status: { phase: 'Active' },
  };
}
