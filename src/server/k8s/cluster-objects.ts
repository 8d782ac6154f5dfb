import type { KubeNamespace, KubeNode, KubePod } from './kube-objects.ts';
import { generateNamespaces } from './namespace.generator.ts';
import { generateNodes } from './node.generator.ts';
import { generatePods } from './pod.generator.ts';
import type { SimulatedCluster } from './simulated-cluster.ts';

/** Everything the API lists for one cluster, each kind sorted as the API returns it. */
export type ClusterObjects = { nodes: KubeNode[]; namespaces: KubeNamespace[]; pods: KubePod[]; resourceVersion: string };

// Generating a 500-node cluster's objects takes milliseconds; a request should not. The objects are
// a pure function of the cluster, so they are kept per cluster state (the serialized cluster is the
// key: a scale, an upgrade or a status change makes a new entry) for the most recently used clusters.
const MAX_CACHED = 64;
const cache = new Map<string, ClusterObjects>();

/** The cluster's nodes, namespaces and pods, generated once per cluster state; callers must not change them. */
export function clusterObjects(cluster: SimulatedCluster): ClusterObjects {
  const key = JSON.stringify(cluster);
  const cached = cache.get(key);
  if (cached) {
    cache.delete(key);
    cache.set(key, cached); // most recently used last
    return cached;
  }
  const poolOrder = generateNodes(cluster);
  const nodes = [...poolOrder].sort((a, b) => (a.metadata.name < b.metadata.name ? -1 : 1));
  const namespaces = generateNamespaces(cluster);
  const pods = generatePods(cluster, poolOrder);
  let latest = 0;
  for (const object of [...nodes, ...namespaces, ...pods]) latest = Math.max(latest, Number(object.metadata.resourceVersion));
  const objects: ClusterObjects = { nodes, namespaces, pods, resourceVersion: String(latest) };
  cache.set(key, objects);
  if (cache.size > MAX_CACHED) cache.delete(cache.keys().next().value ?? key);
  return objects;
}
