import { stableHex, timestampAfter } from './object-identity.ts';
import type { SimulatedCluster } from './simulated-cluster.ts';

// What clients read before anything else: /version, and the discovery documents that tell
// kubectl which resources exist (core/v1 nodes, namespaces and pods, read-only; no API groups).

type ResourceInfo = { name: string; singularName: string; kind: string; namespaced: boolean; shortNames: string[]; categories?: string[] };

/** The resources the simulated API serves; get and list are the only verbs. */
export const RESOURCES: readonly ResourceInfo[] = [
  { name: 'namespaces', singularName: 'namespace', kind: 'Namespace', namespaced: false, shortNames: ['ns'] },
  { name: 'nodes', singularName: 'node', kind: 'Node', namespaced: false, shortNames: ['no'] },
  { name: 'pods', singularName: 'pod', kind: 'Pod', namespaced: true, shortNames: ['po'], categories: ['all'] },
];
const VERBS = ['get', 'list'];

/** GET /version: the cluster's patch release. */
export function versionInfo(cluster: SimulatedCluster) {
  const [major = '1', minor = '0'] = cluster.patchVersion.split('.');
  return {
    major,
    minor,
    emulationMajor: major,
    emulationMinor: minor,
    minCompatibilityMajor: major,
    minCompatibilityMinor: String(Math.max(0, Number(minor) - 1)),
    gitVersion: `v${cluster.patchVersion}`,
    gitCommit: stableHex(`kubernetes/${cluster.patchVersion}`, 40),
    gitTreeState: 'clean',
    // The release was built before the cluster existed.
    buildDate: timestampAfter(cluster.createdAt, -14 * 24 * 3600),
    goVersion: 'go1.25.3',
    compiler: 'gc',
    platform: 'linux/amd64',
  };
}

/** GET / on an apiserver: the paths it serves. */
export const rootPaths = () => ({ paths: ['/api', '/api/v1', '/apis', '/version'] });

/** GET /api (legacy discovery). */
export const apiVersions = (serverAddress: string) => ({
  kind: 'APIVersions',
  versions: ['v1'],
  serverAddressByClientCIDRs: [{ clientCIDR: '0.0.0.0/0', serverAddress }],
});

/** GET /apis (legacy discovery): no API groups beyond the core one. */
export const apiGroupList = () => ({ kind: 'APIGroupList', apiVersion: 'v1', groups: [] });

/** GET /api/v1. */
export const coreResourceList = () => ({
  kind: 'APIResourceList',
  groupVersion: 'v1',
  resources: RESOURCES.map(({ categories, ...resource }) => ({ ...resource, verbs: VERBS, ...(categories ? { categories } : {}) })),
});

/** Aggregated discovery (what kubectl 1.30+ asks for first): the whole of /api or /apis in one document. */
export function aggregatedDiscovery(path: '/api' | '/apis', version: 'v2' | 'v2beta1') {
  const core = {
    metadata: { creationTimestamp: null },
    versions: [
      {
        version: 'v1',
        resources: RESOURCES.map((resource) => ({
          resource: resource.name,
          responseKind: { group: '', version: 'v1', kind: resource.kind },
          scope: resource.namespaced ? 'Namespaced' : 'Cluster',
          singularResource: resource.singularName,
          verbs: VERBS,
          shortNames: resource.shortNames,
          ...(resource.categories ? { categories: resource.categories } : {}),
        })),
        freshness: 'Current',
      },
    ],
  };
  return { kind: 'APIGroupDiscoveryList', apiVersion: `apidiscovery.k8s.io/${version}`, metadata: {}, items: path === '/api' ? [core] : [] };
}
