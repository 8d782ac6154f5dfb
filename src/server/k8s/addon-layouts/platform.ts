import {
  configMap,
  multi,
  ports,
  serviceFor,
  single,
  type AddonInstall,
  type Container,
  type Workload,
} from '../workload.ts';

// Networking, storage, backup, delivery, data and GPU add-ons, as their upstream charts install them.

const deployment = (name: string, image: string, replicas = 1, extra: Partial<Workload> = {}): Workload =>
  single('Deployment', name, image, { replicas, ...extra });
const daemonSet = (name: string, image: string, extra: Partial<Workload> = {}): Workload =>
  single('DaemonSet', name, image, extra);
const container = (name: string, image: string, ...portSpecs: string[]): Container => ({
  name,
  image,
  ...(portSpecs.length > 0 ? { ports: ports(...portSpecs) } : {}),
});

export const PLATFORM: Record<string, (version: string) => AddonInstall> = {
  traefik: (v) => ({
    namespace: 'traefik',
    workloads: [
      deployment('traefik', `docker.io/library/traefik:v${v}`, 1, {
        containers: [
          container(
            'traefik',
            `docker.io/library/traefik:v${v}`,
            'metrics:9100',
            'traefik:8080',
            'web:8000',
            'websecure:8443',
          ),
        ],
        services: [
          {
            name: 'traefik',
            type: 'LoadBalancer',
            ports: [
              { name: 'web', port: 80, targetPort: 'web' },
              { name: 'websecure', port: 443, targetPort: 'websecure' },
            ],
          },
        ],
      }),
    ],
    ingressClasses: [{ name: 'traefik', controller: 'traefik.io/ingress-controller' }],
  }),
  'cilium-hubble': (v) => ({
    namespace: 'kube-system',
    release: 'hubble',
    workloads: [
      deployment('hubble-relay', `quay.io/cilium/hubble-relay:v${v}`, 1, {
        containers: [container('hubble-relay', `quay.io/cilium/hubble-relay:v${v}`, 'grpc:4245')],
        services: [{ name: 'hubble-relay', ports: [{ name: 'grpc', port: 80, targetPort: 'grpc' }] }],
      }),
      multi(
        'Deployment',
        'hubble-ui',
        [
          container('frontend', 'quay.io/cilium/hubble-ui:v0.13.2', 'http:8081'),
          container('backend', 'quay.io/cilium/hubble-ui-backend:v0.13.2', 'grpc:8090'),
        ],
        {
          services: [{ name: 'hubble-ui', ports: [{ name: 'http', port: 80, targetPort: 'http' }] }],
        },
      ),
    ],
    configMaps: [
      configMap('hubble-relay-config', {
        'config.yaml':
          'cluster-name: default\npeer-service: "hubble-peer.kube-system.svc.cluster.local.:443"\nlisten-address: :4245\n',
      }),
    ],
    ingresses: [{ name: 'hubble-ui', hostPrefix: 'hubble', service: 'hubble-ui', port: 'http' }],
  }),
  longhorn: (v) => ({
    namespace: 'longhorn-system',
    workloads: [
      daemonSet('longhorn-manager', `docker.io/longhornio/longhorn-manager:v${v}`, {
        containers: [container('longhorn-manager', `docker.io/longhornio/longhorn-manager:v${v}`, 'manager:9500')],
        services: [serviceFor('longhorn-backend', { manager: 9500 })],
      }),
      deployment('longhorn-driver-deployer', `docker.io/longhornio/longhorn-manager:v${v}`),
      deployment('longhorn-ui', `docker.io/longhornio/longhorn-ui:v${v}`, 2, {
        containers: [container('longhorn-ui', `docker.io/longhornio/longhorn-ui:v${v}`, 'http:8000')],
        services: [{ name: 'longhorn-frontend', ports: [{ name: 'http', port: 80, targetPort: 'http' }] }],
      }),
    ],
    configMaps: [
      configMap('longhorn-default-setting', {
        'default-setting.yaml':
          'default-replica-count: 3\nstorage-over-provisioning-percentage: 100\nstorage-minimal-available-percentage: 25\n',
      }),
      configMap('longhorn-storageclass', {
        'storageclass.yaml':
          'kind: StorageClass\napiVersion: storage.k8s.io/v1\nmetadata:\n  name: longhorn\nprovisioner: driver.longhorn.io\nallowVolumeExpansion: true\nreclaimPolicy: Delete\nvolumeBindingMode: Immediate\nparameters:\n  numberOfReplicas: "3"\n',
      }),
    ],
    storageClasses: [
      {
        name: 'longhorn',
        provisioner: 'driver.longhorn.io',
        allowVolumeExpansion: true,
        volumeBindingMode: 'Immediate',
      },
    ],
    ingresses: [{ name: 'longhorn-frontend', hostPrefix: 'longhorn', service: 'longhorn-frontend', port: 'http' }],
  }),
  velero: (v) => ({
    namespace: 'velero',
    workloads: [
      deployment('velero', `docker.io/velero/velero:v${v}`, 1, {
        containers: [container('velero', `docker.io/velero/velero:v${v}`, 'http-monitoring:8085')],
        services: [serviceFor('velero', { 'http-monitoring': 8085 })],
      }),
      daemonSet('node-agent', `docker.io/velero/velero:v${v}`, {
        containers: [container('node-agent', `docker.io/velero/velero:v${v}`, 'http-monitoring:8085')],
      }),
    ],
    secrets: [
      { name: 'velero', keys: ['cloud'] },
      { name: 'velero-repo-credentials', keys: ['repository-password'] },
    ],
  }),
  'argo-cd': (v) => {
    const argo = `quay.io/argoproj/argocd:v${v}`;
    return {
      namespace: 'argocd',
      workloads: [
        multi(
          'StatefulSet',
          'argocd-application-controller',
          [container('argocd-application-controller', argo, 'metrics:8082')],
          {
            services: [serviceFor('argocd-application-controller-metrics', { 'http-metrics': 8082 })],
          },
        ),
        deployment('argocd-applicationset-controller', argo, 1, {
          containers: [container('argocd-applicationset-controller', argo, 'webhook:7000', 'metrics:8080')],
          services: [serviceFor('argocd-applicationset-controller', { webhook: 7000 })],
        }),
        deployment('argocd-notifications-controller', argo, 1, {
          containers: [container('argocd-notifications-controller', argo, 'metrics:9001')],
        }),
        deployment('argocd-repo-server', argo, 1, {
          containers: [container('argocd-repo-server', argo, 'repo-server:8081', 'metrics:8084')],
          services: [
            serviceFor(
              'argocd-repo-server',
              { 'tcp-repo-server': 8081 },
              { ports: [{ name: 'tcp-repo-server', port: 8081, targetPort: 'repo-server' }] },
            ),
          ],
        }),
        deployment('argocd-server', argo, 1, {
          containers: [container('argocd-server', argo, 'server:8080', 'metrics:8083')],
          services: [
            {
              name: 'argocd-server',
              ports: [
                { name: 'http', port: 80, targetPort: 'server' },
                { name: 'https', port: 443, targetPort: 'server' },
              ],
            },
          ],
        }),
        deployment('argocd-dex-server', 'ghcr.io/dexidp/dex:v2.43.1', 1, {
          containers: [container('dex-server', 'ghcr.io/dexidp/dex:v2.43.1', 'http:5556', 'grpc:5557')],
          services: [serviceFor('argocd-dex-server', { http: 5556, grpc: 5557 })],
        }),
        deployment('argocd-redis', 'docker.io/library/redis:8.2.1-alpine', 1, {
          containers: [container('redis', 'docker.io/library/redis:8.2.1-alpine', 'redis:6379')],
          services: [
            serviceFor(
              'argocd-redis',
              { 'tcp-redis': 6379 },
              { ports: [{ name: 'tcp-redis', port: 6379, targetPort: 'redis' }] },
            ),
          ],
        }),
      ],
      configMaps: [
        configMap('argocd-cm', {
          'admin.enabled': 'true',
          'application.instanceLabelKey': 'argocd.argoproj.io/instance',
          'exec.enabled': 'false',
          'server.rbac.log.enforce.enable': 'false',
          'timeout.reconciliation': '180s',
        }),
        configMap('argocd-rbac-cm', { 'policy.csv': '', 'policy.default': '', scopes: '[groups]' }),
        configMap('argocd-cmd-params-cm', {
          'server.insecure': 'true',
          'redis.server': 'argocd-redis:6379',
          'repo.server': 'argocd-repo-server:8081',
        }),
        configMap('argocd-ssh-known-hosts-cm', {
          ssh_known_hosts:
            'github.com ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIOMqqnkVzrm0SdG6UOoqKLsabgH5C9okWi0dh2l9GKJl\n',
        }),
      ],
      secrets: [
        { name: 'argocd-secret', keys: ['admin.password', 'admin.passwordMtime', 'server.secretkey'] },
        { name: 'argocd-initial-admin-secret', keys: ['password'] },
        { name: 'argocd-redis', keys: ['auth'] },
      ],
      ingresses: [{ name: 'argocd-server', hostPrefix: 'argocd', service: 'argocd-server', port: 'http' }],
    };
  },
  'spark-operator': (v) => ({
    namespace: 'spark-operator',
    workloads: [
      deployment('spark-operator-controller', `docker.io/kubeflow/spark-operator:${v}`, 1, {
        containers: [container('spark-operator-controller', `docker.io/kubeflow/spark-operator:${v}`, 'metrics:8080')],
      }),
      deployment('spark-operator-webhook', `docker.io/kubeflow/spark-operator:${v}`, 1, {
        containers: [container('spark-operator-webhook', `docker.io/kubeflow/spark-operator:${v}`, 'webhook:9443')],
        services: [
          { name: 'spark-operator-webhook-svc', ports: [{ name: 'webhook', port: 9443, targetPort: 'webhook' }] },
        ],
      }),
    ],
  }),
  'gpu-operator': (v) => ({
    namespace: 'gpu-operator',
    workloads: [
      deployment('gpu-operator', `nvcr.io/nvidia/gpu-operator:v${v}`, 1, {
        containers: [container('gpu-operator', `nvcr.io/nvidia/gpu-operator:v${v}`, 'metrics:8080')],
        services: [
          serviceFor(
            'gpu-operator',
            { 'gpu-operator-metrics': 8080 },
            { ports: [{ name: 'gpu-operator-metrics', port: 8080, targetPort: 'metrics' }] },
          ),
        ],
      }),
      deployment('node-feature-discovery-master', 'registry.k8s.io/nfd/node-feature-discovery:v0.17.3', 1, {
        containers: [container('master', 'registry.k8s.io/nfd/node-feature-discovery:v0.17.3', 'grpc:8080')],
      }),
      daemonSet('node-feature-discovery-worker', 'registry.k8s.io/nfd/node-feature-discovery:v0.17.3'),
      daemonSet('nvidia-container-toolkit-daemonset', 'nvcr.io/nvidia/k8s/container-toolkit:v1.17.8-ubuntu20.04', {
        gpuNodesOnly: true,
      }),
      daemonSet('nvidia-device-plugin-daemonset', 'nvcr.io/nvidia/k8s-device-plugin:v0.17.3', { gpuNodesOnly: true }),
      daemonSet('nvidia-dcgm-exporter', 'nvcr.io/nvidia/k8s/dcgm-exporter:4.2.3-4.1.3-ubuntu22.04', {
        gpuNodesOnly: true,
        containers: [
          container('nvidia-dcgm-exporter', 'nvcr.io/nvidia/k8s/dcgm-exporter:4.2.3-4.1.3-ubuntu22.04', 'metrics:9400'),
        ],
        services: [
          serviceFor(
            'nvidia-dcgm-exporter',
            { 'gpu-metrics': 9400 },
            { ports: [{ name: 'gpu-metrics', port: 9400, targetPort: 'metrics' }] },
          ),
        ],
      }),
      daemonSet('gpu-feature-discovery', 'nvcr.io/nvidia/k8s-device-plugin:v0.17.3', { gpuNodesOnly: true }),
    ],
  }),
};
