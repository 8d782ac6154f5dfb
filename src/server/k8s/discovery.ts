import { stableHex, timestampAfter } from './object-identity.ts';
import { apiGroups, groupVersion, RESOURCES, type ResourceType } from './resources.ts';
import type { SimulatedCluster } from './simulated-cluster.ts';

// What clients read before anything else: /version, and the discovery documents that tell
// kubectl which resources exist, both as current clients ask (aggregated discovery, the whole
// of /api or /apis in one document) and as older ones do (one document per group version).

/** GET /version: the control plane's patch release (upgraded first, before the nodes). */
export function versionInfo(cluster: SimulatedCluster) {
  const patchVersion = cluster.controlPlanePatch ?? cluster.patchVersion;
  const [major = '1', minor = '0'] = patchVersion.split('.');
  return {
    major,
    minor,
    emulationMajor: major,
    emulationMinor: minor,
    minCompatibilityMajor: major,
    minCompatibilityMinor: String(Math.max(0, Number(minor) - 1)),
    gitVersion: `v${patchVersion}`,
    gitCommit: stableHex(`kubernetes/${patchVersion}`, 40),
    gitTreeState: 'clean',
    // The release was built before the cluster existed.
    buildDate: timestampAfter(cluster.createdAt, -14 * 24 * 3600),
    goVersion: 'go1.25.3',
    compiler: 'gc',
    platform: 'linux/amd64',
  };
}

// `types` in what follows: the resources the cluster serves, built-in and custom.

/** GET / on an apiserver: the paths it serves. */
export const rootPaths = (types: readonly ResourceType[] = RESOURCES) => ({
  paths: [
    '/api',
    '/api/v1',
    '/apis',
    ...apiGroups(types).flatMap((group) => [
      `/apis/${group.name}`,
      ...group.versions.map((version) => `/apis/${group.name}/${version}`),
    ]),
    '/healthz',
    '/healthz/ping',
    '/livez',
    '/livez/ping',
    '/openapi/v2',
    '/openapi/v3',
    '/openapi/v3/',
    '/readyz',
    '/readyz/ping',
    '/version',
  ],
});

/** GET /api (legacy discovery). */
export const apiVersions = (serverAddress: string) => ({
  kind: 'APIVersions',
  versions: ['v1'],
  serverAddressByClientCIDRs: [{ clientCIDR: '0.0.0.0/0', serverAddress }],
});

const groupEntry = (group: { name: string; versions: string[] }) => {
  const versions = group.versions.map((version) => ({ groupVersion: `${group.name}/${version}`, version }));
  return { name: group.name, versions, preferredVersion: versions[0] };
};

/** GET /apis (legacy discovery): every API group with its versions. */
export const apiGroupList = (types: readonly ResourceType[] = RESOURCES) => ({
  kind: 'APIGroupList',
  apiVersion: 'v1',
  groups: apiGroups(types).map(groupEntry),
});

/** GET /apis/{group}, or undefined for a group the cluster does not serve. */
export function apiGroup(name: string, types: readonly ResourceType[] = RESOURCES) {
  const group = apiGroups(types).find((entry) => entry.name === name);
  return group ? { kind: 'APIGroup', apiVersion: 'v1', ...groupEntry(group) } : undefined;
}

/** GET /api/v1 or /apis/{group}/{version}, or undefined for a version the cluster does not serve. */
export function resourceList(group: string, version: string, served: readonly ResourceType[] = RESOURCES) {
  const types = served.filter((type) => type.group === group && type.version === version);
  if (types.length === 0) return undefined;
  return {
    kind: 'APIResourceList',
    apiVersion: 'v1',
    groupVersion: group ? `${group}/${version}` : version,
    resources: types.flatMap((type) => [
      {
        name: type.name,
        singularName: type.singular,
        namespaced: type.namespaced,
        kind: type.kind,
        verbs: type.verbs,
        ...(type.shortNames ? { shortNames: type.shortNames } : {}),
        ...(type.categories ? { categories: type.categories } : {}),
      },
      ...(type.subresources ?? []).map((sub) => ({
        name: `${type.name}/${sub.name}`,
        singularName: '',
        namespaced: type.namespaced,
        kind: sub.kind,
        verbs: sub.verbs,
      })),
    ]),
  };
}

function discoveredResource(type: ResourceType) {
  const [group, version] = [type.group, type.version];
  return {
    resource: type.name,
    responseKind: { group, version, kind: type.kind },
    scope: type.namespaced ? 'Namespaced' : 'Cluster',
    singularResource: type.singular,
    verbs: type.verbs,
    ...(type.shortNames ? { shortNames: type.shortNames } : {}),
    ...(type.categories ? { categories: type.categories } : {}),
    ...(type.subresources
      ? {
          subresources: type.subresources.map((sub) => ({
            subresource: sub.name,
            responseKind: { group, version, kind: sub.kind },
            verbs: sub.verbs,
          })),
        }
      : {}),
  };
}

/** Aggregated discovery (what kubectl 1.30+ asks for first): the whole of /api or /apis in one document. */
export function aggregatedDiscovery(
  path: '/api' | '/apis',
  version: 'v2' | 'v2beta1',
  types: readonly ResourceType[] = RESOURCES,
) {
  const groups = path === '/api' ? [{ name: '', versions: ['v1'] }] : apiGroups(types);
  return {
    kind: 'APIGroupDiscoveryList',
    apiVersion: `apidiscovery.k8s.io/${version}`,
    metadata: {},
    items: groups.map((group) => ({
      metadata: { ...(group.name ? { name: group.name } : {}), creationTimestamp: null },
      versions: group.versions.map((served) => ({
        version: served,
        resources: types
          .filter((type) => groupVersion(type) === (group.name ? `${group.name}/${served}` : served))
          .map(discoveredResource),
        freshness: 'Current',
      })),
    })),
  };
}
