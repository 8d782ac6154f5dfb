import { configMap, multi, ports, serviceFor, single, type AddonInstall, type Workload } from '../workload.ts';

// Certificates, policy, secrets and runtime security add-ons, as their upstream charts install them.

const deployment = (name: string, image: string, extra: Partial<Workload> = {}): Workload =>
  single('Deployment', name, image, { replicas: 1, ...extra });
const withPorts = (workload: Workload, ...specs: string[]): Workload => ({
  ...workload,
  containers: workload.containers.map((container, index) =>
    index === 0 ? { ...container, ports: ports(...specs) } : container,
  ),
});
const kubectlImage = 'registry.k8s.io/kubectl:v1.33.4';

export const SECURITY: Record<string, (version: string) => AddonInstall> = {
  'cert-manager': (v) => ({
    namespace: 'cert-manager',
    workloads: [
      withPorts(
        deployment('cert-manager', `quay.io/jetstack/cert-manager-controller:v${v}`, {
          services: [serviceFor('cert-manager', { 'tcp-prometheus-servicemonitor': 9402 })],
        }),
        'http-metrics:9402',
      ),
      deployment('cert-manager-cainjector', `quay.io/jetstack/cert-manager-cainjector:v${v}`),
      withPorts(
        deployment('cert-manager-webhook', `quay.io/jetstack/cert-manager-webhook:v${v}`, {
          services: [
            {
              name: 'cert-manager-webhook',
              ports: [
                { name: 'https', port: 443, targetPort: 'https' },
                { name: 'metrics', port: 9402, targetPort: 'http-metrics' },
              ],
            },
          ],
        }),
        'https:10250',
        'http-metrics:9402',
      ),
    ],
    secrets: [{ name: 'cert-manager-webhook-ca', keys: ['ca.crt', 'tls.crt', 'tls.key'] }],
  }),
  kyverno: (v) => ({
    namespace: 'kyverno',
    workloads: [
      withPorts(
        deployment('kyverno-admission-controller', `ghcr.io/kyverno/kyverno:v${v}`, {
          services: [
            { name: 'kyverno-svc', ports: [{ name: 'https', port: 443, targetPort: 'https' }] },
            { name: 'kyverno-svc-metrics', ports: [{ name: 'metrics-port', port: 8000, targetPort: 8000 }] },
          ],
        }),
        'https:9443',
        'metrics-port:8000',
      ),
      withPorts(
        deployment('kyverno-background-controller', `ghcr.io/kyverno/background-controller:v${v}`, {
          services: [serviceFor('kyverno-background-controller-metrics', { 'metrics-port': 8000 })],
        }),
        'metrics:8000',
      ),
      withPorts(
        deployment('kyverno-cleanup-controller', `ghcr.io/kyverno/cleanup-controller:v${v}`, {
          services: [
            { name: 'kyverno-cleanup-controller', ports: [{ name: 'https', port: 443, targetPort: 'https' }] },
          ],
        }),
        'https:9443',
        'metrics:8000',
      ),
      withPorts(
        deployment('kyverno-reports-controller', `ghcr.io/kyverno/reports-controller:v${v}`, {
          services: [serviceFor('kyverno-reports-controller-metrics', { 'metrics-port': 8000 })],
        }),
        'metrics:8000',
      ),
    ],
    configMaps: [
      configMap('kyverno', {
        enableDefaultRegistryMutation: 'true',
        defaultRegistry: 'docker.io',
        excludeGroups: 'system:nodes',
        generateSuccessEvents: 'false',
        webhooks:
          '[{"namespaceSelector":{"matchExpressions":[{"key":"kubernetes.io/metadata.name","operator":"NotIn","values":["kyverno"]}]}}]',
      }),
      configMap('kyverno-metrics', {
        namespaces: '{"exclude":[],"include":[]}',
        metricsExposure: '{"kyverno_admission_requests_total":{"disabledLabelDimensions":["resource_namespace"]}}',
      }),
    ],
    secrets: [
      { name: 'kyverno-svc.kyverno.svc.kyverno-tls-ca', type: 'kubernetes.io/tls', keys: ['tls.crt', 'tls.key'] },
      { name: 'kyverno-svc.kyverno.svc.kyverno-tls-pair', type: 'kubernetes.io/tls', keys: ['tls.crt', 'tls.key'] },
      {
        name: 'kyverno-cleanup-controller.kyverno.svc.kyverno-tls-pair',
        type: 'kubernetes.io/tls',
        keys: ['tls.crt', 'tls.key'],
      },
    ],
    cronJobs: [
      {
        name: 'kyverno-cleanup-admission-reports',
        everyMinutes: 10,
        runSeconds: 4,
        container: { name: 'cleanup', image: kubectlImage },
      },
      {
        name: 'kyverno-cleanup-cluster-admission-reports',
        everyMinutes: 10,
        runSeconds: 3,
        container: { name: 'cleanup', image: kubectlImage },
      },
    ],
  }),
  'external-secrets': (v) => ({
    namespace: 'external-secrets',
    workloads: [
      withPorts(deployment('external-secrets', `ghcr.io/external-secrets/external-secrets:v${v}`), 'metrics:8080'),
      deployment('external-secrets-cert-controller', `ghcr.io/external-secrets/external-secrets:v${v}`),
      withPorts(
        deployment('external-secrets-webhook', `ghcr.io/external-secrets/external-secrets:v${v}`, {
          services: [
            { name: 'external-secrets-webhook', ports: [{ name: 'webhook', port: 443, targetPort: 'webhook' }] },
          ],
        }),
        'webhook:10250',
        'metrics:8080',
      ),
    ],
    secrets: [{ name: 'external-secrets-webhook', keys: ['ca.crt', 'tls.crt', 'tls.key'] }],
  }),
  falco: (v) => ({
    namespace: 'falco',
    workloads: [
      multi('DaemonSet', 'falco', [
        { name: 'falco', image: `docker.io/falcosecurity/falco:${v}`, ports: ports('web:8765') },
        { name: 'falcoctl-artifact-follow', image: 'docker.io/falcosecurity/falcoctl:0.11.2' },
      ]),
    ],
    configMaps: [
      configMap('falco', {
        'falco.yaml':
          'engine:\n  kind: modern_ebpf\nrules_files:\n- /etc/falco/falco_rules.yaml\n- /etc/falco/rules.d\njson_output: true\nstdout_output:\n  enabled: true\nwebserver:\n  enabled: true\n  listen_port: 8765\n',
      }),
      configMap('falco-falcoctl', {
        'falcoctl.yaml': 'artifact:\n  follow:\n    every: 168h\n    refs:\n    - falco-rules:4\n',
      }),
    ],
  }),
};
