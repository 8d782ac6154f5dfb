import type { SimulatedCluster } from './simulated-cluster.ts';
import { configMap, ports, single, type AddonInstall, type StorageClassSpec } from './workload.ts';

// The cluster's own components in kube-system, whatever add-ons it has: DNS, metrics, the network
// (Cilium, kube-proxy), their configuration, and the provider's default storage class.

const COREFILE = `.:53 {
    errors
    health {
       lameduck 5s
    }
    ready
    kubernetes cluster.local in-addr.arpa ip6.arpa {
       pods insecure
       fallthrough in-addr.arpa ip6.arpa
       ttl 30
    }
    prometheus :9153
    forward . /etc/resolv.conf {
       max_concurrent 1000
    }
    cache 30
    loop
    reload
    loadbalance
}
`;

/** The managed services' block storage driver per provider, as their default storage class. */
const DEFAULT_STORAGE: Record<string, Omit<StorageClassSpec, 'isDefault'>> = {
  gcp: { name: 'standard-rwo', provisioner: 'pd.csi.storage.gke.io' },
  aws: { name: 'gp3', provisioner: 'ebs.csi.aws.com' },
  azure: { name: 'managed-csi', provisioner: 'disk.csi.azure.com' },
  ibm: { name: 'ibmc-vpc-block-10iops-tier', provisioner: 'vpc.block.csi.ibm.io' },
  huawei: { name: 'csi-disk', provisioner: 'everest-csi-provisioner' },
  alibaba: { name: 'alicloud-disk-essd', provisioner: 'diskplugin.csi.alibabacloud.com' },
  digitalocean: { name: 'do-block-storage', provisioner: 'dobs.csi.digitalocean.com' },
};
const SOVEREIGN_STORAGE = { name: 'standard', provisioner: 'block.csi.sovereign.cloud' };

/** The storage class claims get when they name none. */
export function defaultStorageClass(providerId: string): StorageClassSpec {
  return {
    ...(DEFAULT_STORAGE[providerId] ?? SOVEREIGN_STORAGE),
    isDefault: true,
    allowVolumeExpansion: true,
    volumeBindingMode: 'WaitForFirstConsumer',
  };
}

/** What every cluster runs in kube-system. */
export function systemInstall(cluster: SimulatedCluster): AddonInstall {
  const version = cluster.patchVersion;
  return {
    namespace: 'kube-system',
    release: '',
    workloads: [
      {
        kind: 'Deployment',
        name: 'coredns',
        replicas: 2,
        priorityClassName: 'system-cluster-critical',
        containers: [
          {
            name: 'coredns',
            image: 'registry.k8s.io/coredns/coredns:v1.12.1',
            ports: ports('dns:53/UDP', 'dns-tcp:53', 'metrics:9153'),
          },
        ],
        labels: { 'k8s-app': 'kube-dns' },
        services: [
          {
            name: 'kube-dns',
            clusterIP: '10.96.0.10',
            // No kubernetes.io/cluster-service label: `kubectl cluster-info` would list a service proxy
            // URL for it, and the simulated cluster proxies to no service.
            labels: { 'k8s-app': 'kube-dns', 'kubernetes.io/name': 'CoreDNS' },
            ports: [
              { name: 'dns', port: 53, targetPort: 'dns', protocol: 'UDP' },
              { name: 'dns-tcp', port: 53, targetPort: 'dns-tcp' },
              { name: 'metrics', port: 9153, targetPort: 'metrics' },
            ],
          },
        ],
      },
      {
        kind: 'Deployment',
        name: 'metrics-server',
        priorityClassName: 'system-cluster-critical',
        containers: [
          {
            name: 'metrics-server',
            image: 'registry.k8s.io/metrics-server/metrics-server:v0.8.0',
            ports: ports('https:10250'),
          },
        ],
        labels: { 'k8s-app': 'metrics-server' },
        services: [
          {
            name: 'metrics-server',
            labels: { 'k8s-app': 'metrics-server', 'kubernetes.io/name': 'Metrics-server' },
            ports: [{ name: 'https', port: 443, targetPort: 'https' }],
          },
        ],
      },
      {
        kind: 'DaemonSet',
        name: 'kube-proxy',
        hostNetwork: true,
        priorityClassName: 'system-node-critical',
        followsKubernetesVersion: true,
        containers: [{ name: 'kube-proxy', image: `registry.k8s.io/kube-proxy:v${version}` }],
        labels: { 'k8s-app': 'kube-proxy' },
      },
      {
        kind: 'DaemonSet',
        name: 'cilium',
        hostNetwork: true,
        priorityClassName: 'system-node-critical',
        containers: [{ name: 'cilium-agent', image: 'quay.io/cilium/cilium:v1.18.0', ports: ports('prometheus:9962') }],
        labels: { 'k8s-app': 'cilium' },
      },
      single('Deployment', 'cilium-operator', 'quay.io/cilium/operator-generic:v1.18.0', {
        hostNetwork: true,
        priorityClassName: 'system-cluster-critical',
        labels: { 'io.cilium/app': 'operator', name: 'cilium-operator' },
      }),
    ],
    configMaps: [
      configMap('coredns', { Corefile: COREFILE }),
      configMap('kube-proxy', {
        'config.conf':
          'apiVersion: kubeproxy.config.k8s.io/v1alpha1\nkind: KubeProxyConfiguration\nclusterCIDR: 10.64.0.0/10\nmode: nftables\n',
        'kubeconfig.conf':
          'apiVersion: v1\nkind: Config\nclusters:\n- cluster:\n    certificate-authority: /var/run/secrets/kubernetes.io/serviceaccount/ca.crt\n    server: https://kubernetes.default.svc\n  name: default\n',
      }),
      configMap('cilium-config', {
        'cluster-name': cluster.name,
        ipam: 'kubernetes',
        'kube-proxy-replacement': 'false',
        'enable-hubble': 'true',
        'routing-mode': 'native',
        'ipv4-native-routing-cidr': '10.64.0.0/10',
      }),
      configMap('extension-apiserver-authentication', {
        'requestheader-allowed-names': '["front-proxy-client"]',
        'requestheader-extra-headers-prefix': '["X-Remote-Extra-"]',
        'requestheader-group-headers': '["X-Remote-Group"]',
        'requestheader-username-headers': '["X-Remote-User"]',
      }),
    ],
    secrets: [
      { name: 'cilium-ca', keys: ['ca.crt', 'ca.key'] },
      { name: 'hubble-server-certs', type: 'kubernetes.io/tls', keys: ['ca.crt', 'tls.crt', 'tls.key'] },
    ],
    storageClasses: [defaultStorageClass(cluster.providerId)],
  };
}

/** The control plane: managed, so not a node of the cluster; its addresses back the `kubernetes` service. */
export function controlPlaneAddresses(cluster: SimulatedCluster): string[] {
  return (cluster.haControlPlane ? [0, 1, 2] : [0]).map((index) => `10.15.0.${10 + index}`);
}
