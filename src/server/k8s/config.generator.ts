import { installedAt, type PlacedInstall } from './installs.ts';
import type { KubeNamespace, KubeObject } from './kube-objects.ts';
import { objectMeta } from './object-meta.ts';
import type { SimulatedCluster } from './simulated-cluster.ts';
import type { Timeline } from './timeline.ts';

// Configuration objects: every namespace's root CA bundle and default service account, each
// workload's service account, the installs' ConfigMaps, and their Secrets (name, type and keys:
// values are never served, so they are never made up).

export type ConfigObjects = { configmaps: KubeObject[]; secrets: KubeObject[]; serviceaccounts: KubeObject[] };

/** Secret data as stored: the keys a secret has. The API refuses to serve them (see secret-policy). */
export type SecretObject = KubeObject & { type: string; data: Record<string, string> };

/** ConfigMaps, Secrets and ServiceAccounts; `caCertificate` is the cluster CA (kube-root-ca.crt), when known. */
export function generateConfig(
  cluster: SimulatedCluster,
  timeline: Timeline,
  installs: PlacedInstall[],
  namespaces: KubeNamespace[],
  caCertificate: string | undefined,
): ConfigObjects {
  const result: ConfigObjects = { configmaps: [], secrets: [], serviceaccounts: [] };
  const id = cluster.id;
  for (const namespace of namespaces) {
    const createdMs = Date.parse(namespace.metadata.creationTimestamp);
    const name = namespace.metadata.name;
    if (caCertificate) {
      result.configmaps.push({
        kind: 'ConfigMap',
        apiVersion: 'v1',
        metadata: objectMeta({
          clusterId: id,
          kind: 'ConfigMap',
          name: 'kube-root-ca.crt',
          namespace: name,
          createdMs,
          annotations: {
            'kubernetes.io/description':
              'Contains a CA bundle that can be used to verify the kube-apiserver when using internal endpoints such as the internal service IP or kubernetes.default.svc. No other usage is guaranteed across distributions of Kubernetes clusters.',
          },
        }),
        data: { 'ca.crt': caCertificate },
      });
    }
    result.serviceaccounts.push({
      kind: 'ServiceAccount',
      apiVersion: 'v1',
      metadata: objectMeta({ clusterId: id, kind: 'ServiceAccount', name: 'default', namespace: name, createdMs }),
    });
  }
  for (const install of installs) {
    const createdMs = installedAt(install, timeline);
    const namespace = install.namespace;
    const accounts = new Set([
      ...install.workloads.map((workload) => workload.name),
      ...(install.cronJobs ?? []).map((job) => job.name),
    ]);
    for (const account of accounts) {
      result.serviceaccounts.push({
        kind: 'ServiceAccount',
        apiVersion: 'v1',
        metadata: objectMeta({ clusterId: id, kind: 'ServiceAccount', name: account, namespace, createdMs, install }),
        automountServiceAccountToken: true,
      });
    }
    for (const configMap of install.configMaps ?? []) {
      result.configmaps.push({
        kind: 'ConfigMap',
        apiVersion: 'v1',
        metadata: objectMeta({ clusterId: id, kind: 'ConfigMap', name: configMap.name, namespace, createdMs, install }),
        data: configMap.data,
      });
    }
    for (const secret of install.secrets ?? [])
      result.secrets.push(secretObject(id, install, secret.name, secret.type ?? 'Opaque', secret.keys, createdMs));
    if (install.release !== '') result.secrets.push(...releaseSecrets(id, install, createdMs));
  }
  return result;
}

function secretObject(
  clusterId: string,
  install: PlacedInstall,
  name: string,
  type: string,
  keys: string[],
  createdMs: number,
  labels?: Record<string, string>,
  changedMs?: number,
): SecretObject {
  const metadata = objectMeta({
    clusterId,
    kind: 'Secret',
    name,
    namespace: install.namespace,
    createdMs,
    changedMs,
    labels,
    install: labels ? undefined : install,
  });
  // The values are withheld: only how many there are (and under which keys) is ever shown.
  return { kind: 'Secret', apiVersion: 'v1', metadata, type, data: Object.fromEntries(keys.map((key) => [key, ''])) };
}

/** Helm's release records: one per revision, the latest deployed, the earlier superseded. */
function releaseSecrets(clusterId: string, install: PlacedInstall, createdMs: number): SecretObject[] {
  const release = install.release ?? install.key;
  const revisions =
    install.upgradedMs !== undefined && install.upgradedMs > createdMs ? [createdMs, install.upgradedMs] : [createdMs];
  return revisions.map((atMs, index) => {
    const version = String(index + 1);
    const latest = index === revisions.length - 1;
    const labels = {
      name: release,
      owner: 'helm',
      status: latest ? 'deployed' : 'superseded',
      version,
      modifiedAt: String(Math.floor((install.upgradedMs ?? atMs) / 1000)),
    };
    return secretObject(
      clusterId,
      install,
      `sh.helm.release.v1.${release}.v${version}`,
      'helm.sh/release.v1',
      ['release'],
      atMs,
      labels,
      latest ? atMs : install.upgradedMs,
    );
  });
}
