import type { SimulatedAddon } from './simulated-cluster.ts';
import { single, workloadsForCategory, type AddonInstall, type Workload } from './workload.ts';

// What each catalog add-on runs, laid out as its upstream chart installs it (names, namespaces,
// containers per pod), so `kubectl get pods -A` looks like the real thing.

const deployment = (name: string, image: string, replicas = 1): Workload => single('Deployment', name, image, { replicas });
/** A workload whose pods run several containers (sidecars), e.g. 2/2 in kubectl's READY column. */
const multi = (kind: Workload['kind'], name: string, containers: Workload['containers']): Workload => ({
  kind, name, containers, labels: { 'app.kubernetes.io/name': name },
});
const statefulSet = (name: string, containers: Workload['containers']): Workload => multi('StatefulSet', name, containers);
const daemonSet = (name: string, image: string, extra: Partial<Workload> = {}): Workload => single('DaemonSet', name, image, extra);

const INSTALLS: Record<string, (version: string) => AddonInstall> = {
  monitoring: (v) => ({
    namespace: 'monitoring',
    workloads: [
      statefulSet('prometheus', [{ name: 'prometheus', image: `quay.io/prometheus/prometheus:v${v}` }, { name: 'config-reloader', image: 'quay.io/prometheus-operator/prometheus-config-reloader:v0.85.0' }]),
      statefulSet('alertmanager', [{ name: 'alertmanager', image: 'quay.io/prometheus/alertmanager:v0.28.1' }, { name: 'config-reloader', image: 'quay.io/prometheus-operator/prometheus-config-reloader:v0.85.0' }]),
      multi('Deployment', 'grafana', [{ name: 'grafana-sc-dashboard', image: 'quay.io/kiwigrid/k8s-sidecar:1.30.9' }, { name: 'grafana', image: 'docker.io/grafana/grafana:12.1.1' }]),
      deployment('kube-state-metrics', 'registry.k8s.io/kube-state-metrics/kube-state-metrics:v2.16.0'),
      daemonSet('node-exporter', 'quay.io/prometheus/node-exporter:v1.9.1', { hostNetwork: true }),
    ],
  }),
  logging: (v) => ({
    namespace: 'logging',
    workloads: [statefulSet('loki', [{ name: 'loki', image: `docker.io/grafana/loki:${v}` }]), daemonSet('alloy', 'docker.io/grafana/alloy:v1.10.2')],
  }),
  opencost: (v) => ({
    namespace: 'opencost',
    workloads: [multi('Deployment', 'opencost', [{ name: 'opencost', image: `ghcr.io/opencost/opencost:${v}` }, { name: 'opencost-ui', image: `ghcr.io/opencost/opencost-ui:${v}` }])],
  }),
  'cert-manager': (v) => ({
    namespace: 'cert-manager',
    workloads: ['controller', 'cainjector', 'webhook'].map((part) =>
      deployment(part === 'controller' ? 'cert-manager' : `cert-manager-${part}`, `quay.io/jetstack/cert-manager-${part}:v${v}`)),
  }),
  kyverno: (v) => ({
    namespace: 'kyverno',
    workloads: ['admission', 'background', 'cleanup', 'reports'].map((part) =>
      deployment(`kyverno-${part}-controller`, `ghcr.io/kyverno/${part === 'admission' ? 'kyverno' : `${part}-controller`}:v${v}`)),
  }),
  'external-secrets': (v) => ({
    namespace: 'external-secrets',
    workloads: ['external-secrets', 'external-secrets-cert-controller', 'external-secrets-webhook'].map((name) =>
      deployment(name, `ghcr.io/external-secrets/external-secrets:v${v}`)),
  }),
  falco: (v) => ({
    namespace: 'falco',
    workloads: [multi('DaemonSet', 'falco', [{ name: 'falco', image: `docker.io/falcosecurity/falco:${v}` }, { name: 'falcoctl-artifact-follow', image: 'docker.io/falcosecurity/falcoctl:0.11.2' }])],
  }),
  traefik: (v) => ({ namespace: 'traefik', workloads: [deployment('traefik', `docker.io/library/traefik:v${v}`)] }),
  'cilium-hubble': (v) => ({
    namespace: 'kube-system',
    workloads: [
      deployment('hubble-relay', `quay.io/cilium/hubble-relay:v${v}`),
      multi('Deployment', 'hubble-ui', [{ name: 'frontend', image: 'quay.io/cilium/hubble-ui:v0.13.2' }, { name: 'backend', image: 'quay.io/cilium/hubble-ui-backend:v0.13.2' }]),
    ],
  }),
  longhorn: (v) => ({
    namespace: 'longhorn-system',
    workloads: [
      daemonSet('longhorn-manager', `docker.io/longhornio/longhorn-manager:v${v}`),
      deployment('longhorn-driver-deployer', `docker.io/longhornio/longhorn-manager:v${v}`),
      deployment('longhorn-ui', `docker.io/longhornio/longhorn-ui:v${v}`, 2),
    ],
  }),
  velero: (v) => ({
    namespace: 'velero',
    workloads: [deployment('velero', `docker.io/velero/velero:v${v}`), daemonSet('node-agent', `docker.io/velero/velero:v${v}`)],
  }),
  'argo-cd': (v) => ({
    namespace: 'argocd',
    workloads: [
      statefulSet('argocd-application-controller', [{ name: 'argocd-application-controller', image: `quay.io/argoproj/argocd:v${v}` }]),
      ...['applicationset-controller', 'notifications-controller', 'repo-server', 'server'].map((part) => deployment(`argocd-${part}`, `quay.io/argoproj/argocd:v${v}`)),
      deployment('argocd-dex-server', 'ghcr.io/dexidp/dex:v2.43.1'),
      deployment('argocd-redis', 'docker.io/library/redis:8.2.1-alpine'),
    ],
  }),
  'spark-operator': (v) => ({
    namespace: 'spark-operator',
    workloads: ['controller', 'webhook'].map((part) => deployment(`spark-operator-${part}`, `docker.io/kubeflow/spark-operator:${v}`)),
  }),
  'gpu-operator': (v) => ({
    namespace: 'gpu-operator',
    workloads: [
      deployment('gpu-operator', `nvcr.io/nvidia/gpu-operator:v${v}`),
      deployment('node-feature-discovery-master', 'registry.k8s.io/nfd/node-feature-discovery:v0.17.3'),
      daemonSet('node-feature-discovery-worker', 'registry.k8s.io/nfd/node-feature-discovery:v0.17.3'),
      daemonSet('nvidia-container-toolkit-daemonset', 'nvcr.io/nvidia/k8s/container-toolkit:v1.17.8-ubuntu20.04', { gpuNodesOnly: true }),
      daemonSet('nvidia-device-plugin-daemonset', 'nvcr.io/nvidia/k8s-device-plugin:v0.17.3', { gpuNodesOnly: true }),
      daemonSet('nvidia-dcgm-exporter', 'nvcr.io/nvidia/k8s/dcgm-exporter:4.2.3-4.1.3-ubuntu22.04', { gpuNodesOnly: true }),
      daemonSet('gpu-feature-discovery', 'nvcr.io/nvidia/k8s-device-plugin:v0.17.3', { gpuNodesOnly: true }),
    ],
  }),
};

/** The namespace and workloads of an add-on: its known layout, or one derived from its category. */
export function addonInstall(addon: SimulatedAddon): AddonInstall {
  return INSTALLS[addon.id]?.(addon.version) ?? workloadsForCategory(addon.id, addon.category, addon.version);
}
