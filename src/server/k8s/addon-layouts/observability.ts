import { configMap, multi, ports, serviceFor, single, type AddonInstall, type Container } from '../workload.ts';

// Monitoring, logging and cost add-ons, laid out as their upstream charts install them.

const reloader = (): Container => ({
  name: 'config-reloader',
  image: 'quay.io/prometheus-operator/prometheus-config-reloader:v0.85.0',
  ports: ports('reloader-web:8080'),
});

export const OBSERVABILITY: Record<string, (version: string) => AddonInstall> = {
  monitoring: (v) => ({
    namespace: 'monitoring',
    release: 'kube-prometheus-stack',
    workloads: [
      multi(
        'StatefulSet',
        'prometheus',
        [
          { name: 'prometheus', image: `quay.io/prometheus/prometheus:v${v}`, ports: ports('http-web:9090') },
          reloader(),
        ],
        {
          services: [serviceFor('prometheus', { 'http-web': 9090, 'reloader-web': 8080 })],
          volumeClaims: [{ name: 'prometheus-db', storage: '50Gi' }],
        },
      ),
      multi(
        'StatefulSet',
        'alertmanager',
        [
          { name: 'alertmanager', image: 'quay.io/prometheus/alertmanager:v0.28.1', ports: ports('http-web:9093') },
          reloader(),
        ],
        {
          services: [serviceFor('alertmanager', { 'http-web': 9093, 'reloader-web': 8080 })],
          volumeClaims: [{ name: 'alertmanager-db', storage: '10Gi' }],
        },
      ),
      multi(
        'Deployment',
        'grafana',
        [
          { name: 'grafana-sc-dashboard', image: 'quay.io/kiwigrid/k8s-sidecar:1.30.9' },
          { name: 'grafana', image: 'docker.io/grafana/grafana:12.1.1', ports: ports('grafana:3000') },
        ],
        {
          services: [{ name: 'grafana', ports: [{ name: 'http-web', port: 80, targetPort: 'grafana' }] }],
        },
      ),
      single('Deployment', 'kube-state-metrics', 'registry.k8s.io/kube-state-metrics/kube-state-metrics:v2.16.0', {
        replicas: 1,
        containers: [
          {
            name: 'kube-state-metrics',
            image: 'registry.k8s.io/kube-state-metrics/kube-state-metrics:v2.16.0',
            ports: ports('http:8080'),
          },
        ],
        services: [serviceFor('kube-state-metrics', { http: 8080 })],
      }),
      single('DaemonSet', 'node-exporter', 'quay.io/prometheus/node-exporter:v1.9.1', {
        hostNetwork: true,
        containers: [
          {
            name: 'node-exporter',
            image: 'quay.io/prometheus/node-exporter:v1.9.1',
            ports: ports('http-metrics:9100'),
          },
        ],
        services: [serviceFor('node-exporter', { 'http-metrics': 9100 })],
      }),
    ],
    configMaps: [
      configMap('grafana', {
        'grafana.ini':
          "[analytics]\ncheck_for_updates = true\n[log]\nmode = console\n[paths]\ndata = /var/lib/grafana/\nlogs = /var/log/grafana\nplugins = /var/lib/grafana/plugins\nprovisioning = /etc/grafana/provisioning\n[server]\ndomain = ''\n",
      }),
      configMap('grafana-datasource', {
        'datasource.yaml':
          'apiVersion: 1\ndatasources:\n- name: Prometheus\n  type: prometheus\n  uid: prometheus\n  url: http://prometheus.monitoring:9090/\n  access: proxy\n  isDefault: true\n',
      }),
      configMap('prometheus-rulefiles-0', {
        'monitoring-alertmanager.rules.yaml': 'groups:\n- name: alertmanager.rules\n  rules: []\n',
        'monitoring-node-exporter.rules.yaml': 'groups:\n- name: node-exporter.rules\n  rules: []\n',
      }),
    ],
    secrets: [
      { name: 'grafana', keys: ['admin-password', 'admin-user', 'ldap-toml'] },
      { name: 'alertmanager-alertmanager', keys: ['alertmanager.yaml'] },
      { name: 'prometheus-prometheus', keys: ['prometheus.yaml.gz'] },
    ],
    ingresses: [{ name: 'grafana', hostPrefix: 'grafana', service: 'grafana', port: 'http-web' }],
  }),
  logging: (v) => ({
    namespace: 'logging',
    release: 'loki',
    workloads: [
      multi(
        'StatefulSet',
        'loki',
        [{ name: 'loki', image: `docker.io/grafana/loki:${v}`, ports: ports('http-metrics:3100', 'grpc:9095') }],
        {
          services: [serviceFor('loki', { 'http-metrics': 3100, grpc: 9095 })],
          volumeClaims: [{ name: 'storage', storage: '50Gi' }],
        },
      ),
      single('DaemonSet', 'alloy', 'docker.io/grafana/alloy:v1.10.2', {
        containers: [{ name: 'alloy', image: 'docker.io/grafana/alloy:v1.10.2', ports: ports('http-metrics:12345') }],
        services: [serviceFor('alloy', { 'http-metrics': 12345 })],
      }),
    ],
    configMaps: [
      configMap('loki', {
        'config.yaml':
          'auth_enabled: false\nserver:\n  http_listen_port: 3100\n  grpc_listen_port: 9095\ncommon:\n  replication_factor: 1\n  path_prefix: /var/loki\nschema_config:\n  configs:\n  - from: "2024-04-01"\n    store: tsdb\n    object_store: filesystem\n    schema: v13\n    index:\n      prefix: index_\n      period: 24h\n',
      }),
      configMap('alloy', {
        'config.alloy':
          'discovery.kubernetes "pods" {\n  role = "pod"\n}\n\nloki.source.kubernetes "pods" {\n  targets    = discovery.kubernetes.pods.targets\n  forward_to = [loki.write.default.receiver]\n}\n\nloki.write "default" {\n  endpoint {\n    url = "http://loki.logging:3100/loki/api/v1/push"\n  }\n}\n',
      }),
    ],
  }),
  opencost: (v) => ({
    namespace: 'opencost',
    workloads: [
      multi(
        'Deployment',
        'opencost',
        [
          { name: 'opencost', image: `ghcr.io/opencost/opencost:${v}`, ports: ports('http:9003') },
          { name: 'opencost-ui', image: `ghcr.io/opencost/opencost-ui:${v}`, ports: ports('http-ui:9090') },
        ],
        { services: [serviceFor('opencost', { http: 9003, 'http-ui': 9090 })] },
      ),
    ],
    ingresses: [{ name: 'opencost', hostPrefix: 'opencost', service: 'opencost', port: 'http-ui' }],
  }),
};
