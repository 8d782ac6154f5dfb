import { installedAt, type PlacedInstall } from './installs.ts';
import type { KubeObject } from './kube-objects.ts';
import { objectMeta } from './object-meta.ts';
import { RESOURCES, type ResourceType } from './resources.ts';
import type { SimulatedCluster } from './simulated-cluster.ts';
import { isoSeconds, type Timeline } from './timeline.ts';

// The CustomResourceDefinitions a cluster has: those its own network plugin registers (Cilium)
// and those each installed add-on's chart brings, as upstream ships them (group, kind, plural,
// scope, short names, served version). Only the definitions are served, with a schema that keeps
// unknown fields: the simulated cluster holds no custom objects.

type CrdSpec = {
  group: string;
  version: string;
  kind: string;
  plural: string;
  namespaced: boolean;
  shortNames?: string[];
  categories?: string[];
};

const crd = (
  group: string,
  version: string,
  kind: string,
  plural: string,
  namespaced: boolean,
  shortNames?: string[],
  categories?: string[],
): CrdSpec => ({
  group,
  version,
  kind,
  plural,
  namespaced,
  ...(shortNames ? { shortNames } : {}),
  ...(categories ? { categories } : {}),
});

const NS = true;
const CLUSTER = false;

/** By install key ('system' or the add-on's catalog id). */
const CRDS: Record<string, CrdSpec[]> = {
  system: [
    crd(
      'cilium.io',
      'v2',
      'CiliumClusterwideNetworkPolicy',
      'ciliumclusterwidenetworkpolicies',
      CLUSTER,
      ['ccnp'],
      ['cilium', 'ciliumpolicy'],
    ),
    crd('cilium.io', 'v2', 'CiliumEndpoint', 'ciliumendpoints', NS, ['cep', 'ciliumep'], ['cilium']),
    crd('cilium.io', 'v2', 'CiliumIdentity', 'ciliumidentities', CLUSTER, ['ciliumid'], ['cilium']),
    crd(
      'cilium.io',
      'v2',
      'CiliumNetworkPolicy',
      'ciliumnetworkpolicies',
      NS,
      ['cnp', 'ciliumnp'],
      ['cilium', 'ciliumpolicy'],
    ),
    crd('cilium.io', 'v2', 'CiliumNode', 'ciliumnodes', CLUSTER, ['cn', 'ciliumn'], ['cilium']),
  ],
  monitoring: [
    crd(
      'monitoring.coreos.com',
      'v1alpha1',
      'AlertmanagerConfig',
      'alertmanagerconfigs',
      NS,
      ['amcfg'],
      ['prometheus-operator'],
    ),
    crd('monitoring.coreos.com', 'v1', 'Alertmanager', 'alertmanagers', NS, ['am'], ['prometheus-operator']),
    crd('monitoring.coreos.com', 'v1', 'PodMonitor', 'podmonitors', NS, ['pmon'], ['prometheus-operator']),
    crd('monitoring.coreos.com', 'v1', 'Probe', 'probes', NS, ['prb'], ['prometheus-operator']),
    crd(
      'monitoring.coreos.com',
      'v1alpha1',
      'PrometheusAgent',
      'prometheusagents',
      NS,
      ['promagent'],
      ['prometheus-operator'],
    ),
    crd('monitoring.coreos.com', 'v1', 'Prometheus', 'prometheuses', NS, ['prom'], ['prometheus-operator']),
    crd('monitoring.coreos.com', 'v1', 'PrometheusRule', 'prometheusrules', NS, ['promrule'], ['prometheus-operator']),
    crd('monitoring.coreos.com', 'v1alpha1', 'ScrapeConfig', 'scrapeconfigs', NS, ['scfg'], ['prometheus-operator']),
    crd('monitoring.coreos.com', 'v1', 'ServiceMonitor', 'servicemonitors', NS, ['smon'], ['prometheus-operator']),
    crd('monitoring.coreos.com', 'v1', 'ThanosRuler', 'thanosrulers', NS, ['ruler'], ['prometheus-operator']),
  ],
  'cert-manager': [
    crd('acme.cert-manager.io', 'v1', 'Challenge', 'challenges', NS, undefined, ['cert-manager', 'cert-manager-acme']),
    crd('acme.cert-manager.io', 'v1', 'Order', 'orders', NS, undefined, ['cert-manager', 'cert-manager-acme']),
    crd('cert-manager.io', 'v1', 'CertificateRequest', 'certificaterequests', NS, ['cr', 'crs'], ['cert-manager']),
    crd('cert-manager.io', 'v1', 'Certificate', 'certificates', NS, ['cert', 'certs'], ['cert-manager']),
    crd('cert-manager.io', 'v1', 'ClusterIssuer', 'clusterissuers', CLUSTER, ['ciss'], ['cert-manager']),
    crd('cert-manager.io', 'v1', 'Issuer', 'issuers', NS, ['iss'], ['cert-manager']),
  ],
  kyverno: [
    crd('kyverno.io', 'v2', 'CleanupPolicy', 'cleanuppolicies', NS, ['cleanpol'], ['kyverno']),
    crd('kyverno.io', 'v2', 'ClusterCleanupPolicy', 'clustercleanuppolicies', CLUSTER, ['ccleanpol'], ['kyverno']),
    crd('kyverno.io', 'v1', 'ClusterPolicy', 'clusterpolicies', CLUSTER, ['cpol'], ['kyverno']),
    crd('kyverno.io', 'v1', 'Policy', 'policies', NS, ['pol'], ['kyverno']),
    crd('kyverno.io', 'v2', 'PolicyException', 'policyexceptions', NS, ['polex'], ['kyverno']),
    crd('kyverno.io', 'v2', 'UpdateRequest', 'updaterequests', NS, ['ur'], ['kyverno']),
    crd(
      'reports.kyverno.io',
      'v1',
      'ClusterEphemeralReport',
      'clusterephemeralreports',
      CLUSTER,
      ['cephrep'],
      ['kyverno'],
    ),
    crd('reports.kyverno.io', 'v1', 'EphemeralReport', 'ephemeralreports', NS, ['ephrep'], ['kyverno']),
    crd('wgpolicyk8s.io', 'v1alpha2', 'ClusterPolicyReport', 'clusterpolicyreports', CLUSTER, ['cpolr']),
    crd('wgpolicyk8s.io', 'v1alpha2', 'PolicyReport', 'policyreports', NS, ['polr']),
  ],
  'external-secrets': [
    crd(
      'external-secrets.io',
      'v1',
      'ClusterExternalSecret',
      'clusterexternalsecrets',
      CLUSTER,
      ['ces'],
      ['external-secrets'],
    ),
    crd(
      'external-secrets.io',
      'v1',
      'ClusterSecretStore',
      'clustersecretstores',
      CLUSTER,
      ['css'],
      ['external-secrets'],
    ),
    crd('external-secrets.io', 'v1', 'ExternalSecret', 'externalsecrets', NS, ['es'], ['external-secrets']),
    crd('external-secrets.io', 'v1alpha1', 'PushSecret', 'pushsecrets', NS, undefined, ['external-secrets']),
    crd('external-secrets.io', 'v1', 'SecretStore', 'secretstores', NS, ['ss'], ['external-secrets']),
  ],
  traefik: [
    crd('traefik.io', 'v1alpha1', 'IngressRoute', 'ingressroutes', NS),
    crd('traefik.io', 'v1alpha1', 'IngressRouteTCP', 'ingressroutetcps', NS),
    crd('traefik.io', 'v1alpha1', 'IngressRouteUDP', 'ingressrouteudps', NS),
    crd('traefik.io', 'v1alpha1', 'Middleware', 'middlewares', NS),
    crd('traefik.io', 'v1alpha1', 'MiddlewareTCP', 'middlewaretcps', NS),
    crd('traefik.io', 'v1alpha1', 'ServersTransport', 'serverstransports', NS),
    crd('traefik.io', 'v1alpha1', 'ServersTransportTCP', 'serverstransporttcps', NS),
    crd('traefik.io', 'v1alpha1', 'TLSOption', 'tlsoptions', NS),
    crd('traefik.io', 'v1alpha1', 'TLSStore', 'tlsstores', NS),
    crd('traefik.io', 'v1alpha1', 'TraefikService', 'traefikservices', NS),
  ],
  longhorn: [
    crd('longhorn.io', 'v1beta2', 'BackingImage', 'backingimages', NS, ['lhbi']),
    crd('longhorn.io', 'v1beta2', 'Backup', 'backups', NS, ['lhb']),
    crd('longhorn.io', 'v1beta2', 'Engine', 'engines', NS, ['lhe']),
    crd('longhorn.io', 'v1beta2', 'Node', 'nodes', NS, ['lhn']),
    crd('longhorn.io', 'v1beta2', 'RecurringJob', 'recurringjobs', NS, ['lhrj']),
    crd('longhorn.io', 'v1beta2', 'Replica', 'replicas', NS, ['lhr']),
    crd('longhorn.io', 'v1beta2', 'Setting', 'settings', NS, ['lhs']),
    crd('longhorn.io', 'v1beta2', 'Volume', 'volumes', NS, ['lhv']),
  ],
  velero: [
    crd('velero.io', 'v1', 'Backup', 'backups', NS),
    crd('velero.io', 'v1', 'BackupStorageLocation', 'backupstoragelocations', NS, ['bsl']),
    crd('velero.io', 'v1', 'Restore', 'restores', NS),
    crd('velero.io', 'v1', 'Schedule', 'schedules', NS),
    crd('velero.io', 'v1', 'VolumeSnapshotLocation', 'volumesnapshotlocations', NS, ['vsl']),
  ],
  'argo-cd': [
    crd('argoproj.io', 'v1alpha1', 'Application', 'applications', NS, ['app', 'apps']),
    crd('argoproj.io', 'v1alpha1', 'ApplicationSet', 'applicationsets', NS, ['appset', 'appsets']),
    crd('argoproj.io', 'v1alpha1', 'AppProject', 'appprojects', NS, ['appproj', 'appprojs']),
  ],
  'spark-operator': [
    crd('sparkoperator.k8s.io', 'v1beta2', 'ScheduledSparkApplication', 'scheduledsparkapplications', NS, [
      'scheduledsparkapp',
    ]),
    crd('sparkoperator.k8s.io', 'v1beta2', 'SparkApplication', 'sparkapplications', NS, ['sparkapp']),
  ],
  'gpu-operator': [
    crd('nvidia.com', 'v1', 'ClusterPolicy', 'clusterpolicies', CLUSTER),
    crd('nvidia.com', 'v1alpha1', 'NVIDIADriver', 'nvidiadrivers', CLUSTER, ['nvd', 'nvdriver', 'nvdrivers']),
  ],
};

/** The cluster's CustomResourceDefinitions, one per custom resource its installs bring. */
export function generateCustomResourceDefinitions(
  cluster: SimulatedCluster,
  timeline: Timeline,
  installs: PlacedInstall[],
): KubeObject[] {
  return installs.flatMap((install) =>
    (CRDS[install.key] ?? []).map((spec) => {
      const name = `${spec.plural}.${spec.group}`;
      const createdMs = installedAt(install, timeline);
      const names = {
        kind: spec.kind,
        listKind: `${spec.kind}List`,
        plural: spec.plural,
        singular: spec.kind.toLowerCase(),
        ...(spec.shortNames ? { shortNames: spec.shortNames } : {}),
        ...(spec.categories ? { categories: spec.categories } : {}),
      };
      const since = isoSeconds(createdMs);
      return {
        kind: 'CustomResourceDefinition',
        apiVersion: 'apiextensions.k8s.io/v1',
        metadata: objectMeta({
          clusterId: cluster.id,
          kind: 'CustomResourceDefinition',
          name,
          createdMs,
          generation: 1,
          ...(install.key === 'system' ? {} : { install }),
        }),
        spec: {
          group: spec.group,
          names,
          scope: spec.namespaced ? 'Namespaced' : 'Cluster',
          versions: [
            {
              name: spec.version,
              served: true,
              storage: true,
              schema: { openAPIV3Schema: { type: 'object', 'x-kubernetes-preserve-unknown-fields': true } },
              subresources: { status: {} },
            },
          ],
          conversion: { strategy: 'None' },
        },
        status: {
          acceptedNames: names,
          conditions: [
            {
              type: 'NamesAccepted',
              status: 'True',
              lastTransitionTime: since,
              reason: 'NoConflicts',
              message: 'no conflicts found',
            },
            {
              type: 'Established',
              status: 'True',
              lastTransitionTime: since,
              reason: 'InitialNamesAccepted',
              message: 'the initial names have been accepted',
            },
          ],
          storedVersions: [spec.version],
        },
      };
    }),
  );
}

const servedMemo = new WeakMap<readonly KubeObject[], ResourceType[]>();

/**
 * What a cluster serves: the built-in resources, then one read-only resource per custom resource
 * definition (discovery lists them, and they list empty: the cluster holds no custom objects).
 */
export function servedResources(definitions: readonly KubeObject[]): readonly ResourceType[] {
  if (definitions.length === 0) return RESOURCES;
  let served = servedMemo.get(definitions);
  if (!served) {
    served = [
      ...RESOURCES,
      ...definitions.map((definition) => {
        const spec = definition.spec as {
          group: string;
          scope: string;
          names: { kind: string; plural: string; singular: string; shortNames?: string[]; categories?: string[] };
          versions: { name: string }[];
        };
        const { kind, plural, singular, shortNames, categories } = spec.names;
        return {
          group: spec.group,
          version: spec.versions[0]?.name ?? 'v1',
          name: plural,
          singular,
          kind,
          namespaced: spec.scope === 'Namespaced',
          verbs: ['get', 'list', 'watch'],
          ...(shortNames ? { shortNames } : {}),
          ...(categories ? { categories } : {}),
        } satisfies ResourceType;
      }),
    ];
    servedMemo.set(definitions, served);
  }
  return served;
}
