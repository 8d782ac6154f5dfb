// The real kubectl against a cluster bought in the console (two pools, three add-ons), with every
// build the machine has (its own kubectl, and Debian's kubernetes-client 1.20, unpacked when the
// other is installed): the read-only commands people type first, each with its exit code and a
// line of its output; writes refused; a watch that sees the console's scale-up; another
// organization's credential as a cluster that does not exist; revocation at once.
import { execFile, spawn } from 'node:child_process';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { kubectlBuilds, type KubectlBuild } from '../support/kubectl-builds.ts';
import { buyRunningCluster, scaleInConsole, type ConsoleCluster } from './console-cluster.ts';
import { startServer, type RunningServer } from './server-harness.ts';

const { builds, missing } = kubectlBuilds();
vi.setConfig({ maxConcurrency: 8 });
if (missing.length > 0) console.warn(`kubectl walk without ${missing.join('; ')}`);

type Run = { code: number; stdout: string; stderr: string };
const plain = (text: string) => text.replace(/\x1b\[[0-9;]*m/g, ''); // kubectl 1.20 colours cluster-info

function kubectl(
  build: KubectlBuild,
  kubeconfig: string,
  args: string[],
  extraEnv: Record<string, string> = {},
): Promise<Run> {
  const env = {
    PATH: process.env.PATH ?? '/usr/bin:/bin',
    HOME: join(kubeconfig, '..'),
    KUBECONFIG: kubeconfig,
    ...extraEnv,
  };
  return new Promise((resolve) => {
    execFile(
      build.path,
      [`--cache-dir=${join(kubeconfig, '..', `cache-${build.minor}`)}`, '--request-timeout=30s', ...args],
      { env, timeout: 60_000 },
      (error, stdout, stderr) => {
        resolve({
          code: error ? (typeof error.code === 'number' ? error.code : 1) : 0,
          stdout: plain(stdout),
          stderr: plain(stderr),
        });
      },
    );
  });
}

/** A Deployment as people write one, with a field the simulated pods do not have (a probe). */
const MANIFEST = `apiVersion: apps/v1
kind: Deployment
metadata:
  name: web
  namespace: default
spec:
  replicas: 2
  selector:
    matchLabels: { app: web }
  template:
    metadata:
      labels: { app: web }
    spec:
      containers:
        - name: web
          image: nginx:1.27
          ports: [{ containerPort: 80 }]
          readinessProbe: { httpGet: { path: /, port: 80 } }
`;
/** The same without the probe: kubectl 1.20 checks manifests against the served schema itself. */
const SERVED_MANIFEST = MANIFEST.replace(/ {10}readinessProbe:.*\n/, '');

const POOLS = [
  { name: 'web', nodeSizeId: 'gp-2-4', count: 2 },
  { name: 'batch', nodeSizeId: 'cpu-4-8', count: 1 },
];

let server: RunningServer;
let walk: ConsoleCluster;
let other: ConsoleCluster;
beforeAll(async () => {
  server = await startServer({ SIMULATED_PHASE_SECONDS: '0.2' });
  [walk, other] = await Promise.all([
    buyRunningCluster(server.url, { name: 'walk', nodePools: POOLS, addonIds: ['monitoring', 'kyverno', 'traefik'] }),
    buyRunningCluster(server.url, {
      name: 'elsewhere',
      nodePools: [{ name: 'pool', nodeSizeId: 'gp-2-4', count: 1 }],
      addonIds: [],
    }),
  ]);
  await writeFile(join(walk.dir, 'web.yaml'), MANIFEST);
  await writeFile(join(walk.dir, 'served-web.yaml'), SERVED_MANIFEST);
});
afterAll(async () => {
  await server.stop();
});

/**
 * A command, the exit code it must end with, and lines its output must have (stdout, or stderr when
 * it fails). `{manifest}` in the arguments is the Deployment manifest the build can send.
 */
type Step = {
  args: string[];
  code?: number;
  lines: RegExp[];
  since?: number;
  absent?: RegExp;
  env?: Record<string, string>;
};
const CREATE_REFUSED =
  /Error from server \(Forbidden\): error when creating ".*web\.yaml": deployments\.apps is forbidden: User "\w+" cannot create resource "deployments" in API group "apps" in the namespace "default": the simulated cluster is read-only/;
const STEPS: Step[] = [
  { args: ['version'], lines: [/Server Version: .*v1\.37\.3/] },
  // Only the control plane: the simulated cluster proxies to no service, so none is listed.
  {
    args: ['cluster-info'],
    lines: [/^Kubernetes control plane is running at https:\/\/localhost:\d+\/k8s\/[\w-]+$/m],
    absent: /CoreDNS|Metrics-server|is running at .*\/proxy/,
  },
  {
    args: ['api-resources'],
    lines: [
      /^deployments\s+deploy\s+apps\/v1\s+true\s+Deployment$/m,
      /^events\s+ev\s+v1\s+true\s+Event$/m,
      /^events\s+ev\s+events\.k8s\.io\/v1\s+true\s+Event$/m,
      /^customresourcedefinitions\s+crd,crds\s+apiextensions\.k8s\.io\/v1\s+false\s+CustomResourceDefinition$/m,
      /^pods\s+metrics\.k8s\.io\/v1beta1\s+true\s+PodMetrics$/m,
      /^servicemonitors\s+smon\s+monitoring\.coreos\.com\/v1\s+true\s+ServiceMonitor$/m,
      /^clusterpolicies\s+cpol\s+kyverno\.io\/v1\s+false\s+ClusterPolicy$/m,
    ],
  },
  {
    args: ['get', 'crd'],
    lines: [
      /^NAME\s+CREATED AT$/m,
      /^servicemonitors\.monitoring\.coreos\.com\s+\d{4}-\d\d-\d\dT/m,
      /^clusterpolicies\.kyverno\.io\s+/m,
      /^ingressroutes\.traefik\.io\s+/m,
      /^ciliumnetworkpolicies\.cilium\.io\s+/m,
    ],
    absent: /cert-manager\.io|argoproj\.io/,
  },
  {
    args: [
      'get',
      'crd',
      'servicemonitors.monitoring.coreos.com',
      '-o',
      'jsonpath={.spec.names.kind} {.spec.scope} {.status.conditions[?(@.type=="Established")].status}',
    ],
    lines: [/^ServiceMonitor Namespaced True$/],
  },
  // The add-ons' custom resources are served, and there are none.
  { args: ['get', 'servicemonitors', '-A'], lines: [/^No resources found$/m] },
  {
    args: ['get', 'events.events.k8s.io', '-A'],
    lines: [/^default\s+\S+\s+Normal\s+OperationStarted\s+cluster\/walk\s+Provisioning started\.$/m],
  },
  {
    args: ['get', 'events.v1.events.k8s.io', '-n', 'default', '-o', 'yaml'],
    lines: [
      /^ {2}apiVersion: events\.k8s\.io\/v1$/m,
      /^ {2}note: Provisioning started\.$/m,
      /^ {2}regarding:$/m,
      /^ {2}eventTime: "?\d{4}-/m,
    ],
  },
  // The schema kubectl reads for explain, and checks manifests with before sending them.
  {
    args: ['explain', 'pods'],
    lines: [/^KIND:\s+Pod$/m, /^VERSION:\s+v1$/m, /Pod is a collection of containers/, /^\s+spec\s+<Object>$/m],
  },
  {
    args: ['explain', 'deployment.spec'],
    lines: [/^KIND:\s+Deployment$/m, /^\s+replicas\s+<integer>$/m, /^\s+template\s+<Object>$/m],
  },
  {
    args: ['explain', 'servicemonitors'],
    since: 27,
    lines: [/^GROUP:\s+monitoring\.coreos\.com$/m, /^KIND:\s+ServiceMonitor$/m, /^\s+spec\s+<Object>$/m],
  },
  { args: ['explain', 'pods.spec.containers'], lines: [/^\s+image\s+<string>$/m, /Container image name\./] },
  // Writes reach the server and its 403, whatever kubectl checks or computes first.
  { args: ['apply', '-f', '{manifest}'], code: 1, lines: [CREATE_REFUSED] },
  { args: ['apply', '--dry-run=server', '-f', '{manifest}'], code: 1, lines: [CREATE_REFUSED] },
  { args: ['apply', '--dry-run=client', '-f', '{manifest}'], lines: [/^deployment\.apps\/web created \(dry run\)$/m] },
  { args: ['create', '-f', '{manifest}'], code: 1, lines: [CREATE_REFUSED] },
  {
    args: ['delete', '-f', '{manifest}'],
    code: 1,
    lines: [
      /Error from server \(Forbidden\): error when deleting ".*web\.yaml": deployments\.apps "web" is forbidden: User "\w+" cannot delete resource "deployments" in API group "apps" in the namespace "default": the simulated cluster is read-only/,
    ],
  },
  {
    args: ['edit', 'deploy', 'coredns', '-n', 'kube-system'],
    env: { EDITOR: 'sed -i -e s/replicas:\\ 2/replicas:\\ 3/' },
    code: 1,
    lines: [
      /deployments\.apps "coredns" could not be patched: deployments\.apps "coredns" is forbidden: User "\w+" cannot patch resource "deployments" in API group "apps" in the namespace "kube-system": the simulated cluster is read-only/,
    ],
  },
  { args: ['get', 'nodes'], lines: [/^walk-web-0\s+Ready\s+<none>\s+\S+\s+v1\.37\.3$/m, /^walk-batch-0\s+Ready/m] },
  {
    args: ['get', 'all', '-A'],
    lines: [
      /^kube-system\s+pod\/coredns-\w{10}-\w{5}\s+1\/1\s+Running\s+0\s+\d+s$/m,
      /^default\s+service\/kubernetes\s+ClusterIP\s+10\.96\.0\.1\s+<none>\s+443\/TCP/m,
      /^kube-system\s+daemonset\.apps\/kube-proxy\s+3\s+3\s+3\s+3\s+3\s+kubernetes\.io\/os=linux/m,
      /^kube-system\s+deployment\.apps\/coredns\s+2\/2\s+2\s+2/m,
      /^kube-system\s+replicaset\.apps\/coredns-\w{10}\s+2\s+2\s+2/m,
      /^monitoring\s+statefulset\.apps\/prometheus\s+1\/1/m,
      /^kyverno\s+cronjob\.batch\/kyverno-cleanup-admission-reports\s+\*\/10 \* \* \* \*/m,
    ],
    absent: /<invalid>/,
  },
  {
    args: ['get', 'svc', '-A'],
    lines: [
      /^traefik\s+traefik\s+LoadBalancer\s+10\.96\.\d+\.\d+\s+198\.51\.100\.\d+\s+80:\d+\/TCP,443:\d+\/TCP/m,
      /^kube-system\s+kube-dns\s+ClusterIP\s+10\.96\.0\.10\s+<none>\s+53\/UDP,53\/TCP,9153\/TCP/m,
    ],
  },
  {
    args: ['get', 'deploy', '-A', '-o', 'wide'],
    lines: [
      /^kube-system\s+coredns\s+2\/2\s+2\s+2\s+\S+\s+coredns\s+registry\.k8s\.io\/coredns\/coredns:v1\.12\.1\s+k8s-app=kube-dns$/m,
    ],
  },
  {
    args: ['get', 'ds,sts', '-n', 'monitoring'],
    lines: [/^daemonset\.apps\/node-exporter\s+3\s+3\s+3/m, /^statefulset\.apps\/alertmanager\s+1\/1/m],
  },
  {
    args: ['get', 'cronjobs,jobs', '-n', 'kyverno'],
    lines: [
      /^cronjob\.batch\/kyverno-cleanup-cluster-admission-reports\s+\*\/10 \* \* \* \*\s+<none>\s+False\s+[01]\s+/m,
    ],
  },
  { args: ['get', 'endpoints', '-n', 'kube-system', 'kube-dns'], lines: [/^kube-dns\s+10\.\d+\.\d+\.\d+:53,/m] },
  {
    args: ['get', 'endpointslices', '-n', 'monitoring'],
    lines: [/^prometheus-\w{5}\s+IPv4\s+9090,8080\s+10\.\d+\.\d+\.\d+/m],
  },
  { args: ['get', 'configmaps', '-n', 'kube-system'], lines: [/^coredns\s+1\s+/m, /^kube-root-ca\.crt\s+1\s+/m] },
  {
    args: ['get', 'secrets', '-n', 'monitoring'],
    lines: [
      /^grafana\s+Opaque\s+3\s+/m,
      /^sh\.helm\.release\.v1\.kube-prometheus-stack\.v1\s+helm\.sh\/release\.v1\s+1\s+/m,
    ],
  },
  // Secrets: names, types and metadata for every client; their data for none.
  {
    args: ['get', 'secret', 'grafana', '-n', 'monitoring', '-o', 'yaml'],
    lines: [/^kind: Secret$/m, /^type: Opaque$/m, /^ {2}name: grafana$/m],
    absent: /^data:/m,
  },
  {
    args: ['get', 'secrets', '-A', '-o', 'json'],
    lines: [/"kind": "List"/, /"name": "grafana",/, /"type": "helm\.sh\/release\.v1"/],
    absent: /"data":/,
  },
  { args: ['get', 'secrets', '-n', 'monitoring', '-o', 'name'], lines: [/^secret\/grafana$/m] },
  { args: ['get', 'secret', 'grafana', '-n', 'monitoring', '-o', 'jsonpath={.data}'], lines: [/^$/] },
  { args: ['auth', 'can-i', 'list', 'secrets'], lines: [/^yes$/m] },
  {
    args: ['get', 'events', '-A'],
    lines: [
      /^default\s+\S+\s+Normal\s+OperationStarted\s+cluster\/walk\s+Provisioning started\.$/m,
      /^default\s+\S+\s+Normal\s+PhaseCompleted\s+cluster\/walk\s+Add-ons: done in \d+ s\.$/m,
    ],
  },
  { args: ['get', 'leases', '-n', 'kube-node-lease'], lines: [/^walk-web-0\s+walk-web-0\s+/m] },
  {
    args: ['get', 'ingress', '-A'],
    lines: [
      /^monitoring\s+grafana\s+traefik\s+grafana\.walk-\w{5}\.apps\.sovereign\.cloud\s+198\.51\.100\.\d+\s+80, 443\s+/m,
    ],
  },
  {
    args: ['get', 'pv,pvc', '-A'],
    lines: [
      /^persistentvolume\/pvc-[\w-]{36}\s+50Gi\s+RWO\s+Delete\s+Bound\s+monitoring\/prometheus-db-prometheus-0\s+standard/m,
      /^monitoring\s+persistentvolumeclaim\/prometheus-db-prometheus-0\s+Bound\s+pvc-[\w-]{36}\s+50Gi\s+RWO\s+standard/m,
    ],
  },
  {
    args: ['get', 'storageclass'],
    lines: [/^standard \(default\)\s+block\.csi\.sovereign\.cloud\s+Delete\s+WaitForFirstConsumer\s+true\s+/m],
  },
  {
    args: ['get', 'pods', '-A', '-o', 'wide', '--field-selector', 'spec.nodeName=walk-batch-0'],
    lines: [
      /^kube-system\s+kube-proxy-\w{5}\s+1\/1\s+Running\s+0\s+\S+\s+10\.17\.0\.10\s+walk-batch-0\s+<none>\s+<none>$/m,
    ],
  },
  {
    args: ['get', 'pods', '-n', 'kube-system', '-l', 'k8s-app=kube-dns', '-o', 'name'],
    lines: [/^pod\/coredns-\w{10}-\w{5}\npod\/coredns-\w{10}-\w{5}$/m],
  },
  {
    args: ['get', 'pod', 'prometheus-0', '-n', 'monitoring', '-o', 'yaml'],
    lines: [
      /^ {2}ownerReferences:\n {2}- apiVersion: apps\/v1\n {4}blockOwnerDeletion: true\n {4}controller: true\n {4}kind: StatefulSet\n {4}name: prometheus$/m,
    ],
  },
  {
    args: ['get', 'deploy', 'coredns', '-n', 'kube-system', '-o', 'json'],
    lines: [/^ {4}"kind": "Deployment",$/m, /^ {8}"readyReplicas": 2,$/m],
  },
  {
    args: ['get', 'pods', '-A', '--chunk-size=7', '--no-headers'],
    lines: [/^traefik\s+traefik-\w{10}-\w{5}\s+1\/1\s+Running/m],
  },
  {
    args: ['describe', 'node', 'walk-web-0'],
    lines: [
      /^Lease:\n {2}HolderIdentity: {2}walk-web-0\n {2}AcquireTime: {5}<unset>\n {2}RenewTime: {7}\w{3}, /m,
      /^Non-terminated Pods: +\(\d+ in total\)$/m,
    ],
    absent: /Failed to get lease/,
  },
  {
    args: ['describe', 'deploy', 'coredns', '-n', 'kube-system'],
    lines: [/^NewReplicaSet: +coredns-\w{10} \(2\/2 replicas created\)$/m],
  },
  {
    args: ['describe', 'pods', '-n', 'kube-system', '-l', 'k8s-app=metrics-server'],
    lines: [/^Controlled By: +ReplicaSet\/metrics-server-\w{10}$/m],
  },
  { args: ['logs', '-n', 'kube-system', 'deploy/coredns'], lines: [/^CoreDNS-1\.12\.1$/m] },
  {
    args: ['logs', 'prometheus-0', '-n', 'monitoring', '-c', 'prometheus', '--timestamps'],
    lines: [
      /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{9}Z time="[^"]+" level=info caller=main\.go:\d+ msg="Starting Prometheus Server"/m,
    ],
  },
  { args: ['top', 'nodes'], lines: [/^walk-web-0\s+\d+m\s+\d+%\s+\d+Mi\s+\d+%\s*$/m] },
  { args: ['top', 'pods', '-n', 'kube-system'], lines: [/^coredns-\w{10}-\w{5}\s+\d+m\s+\d+Mi\s*$/m] },
  { args: ['get', '--raw', '/healthz'], lines: [/^ok$/] },
  { args: ['get', '--raw', '/livez'], lines: [/^ok$/] },
  { args: ['get', '--raw', '/readyz?verbose'], lines: [/^\[\+\]etcd ok$/m, /^readyz check passed$/m] },
  { args: ['auth', 'can-i', 'list', 'pods', '-A'], lines: [/^yes$/m] },
  { args: ['auth', 'can-i', 'get', 'pods', '--subresource=log'], lines: [/^yes$/m] },
  { args: ['auth', 'can-i', 'create', 'deployments'], code: 1, lines: [/^no - the simulated cluster is read-only$/m] },
  {
    args: ['auth', 'can-i', '--list'],
    lines: [
      /^pods\s+\[\]\s+\[\]\s+\[get list watch\]$/m,
      /^deployments\.apps\s+\[\]\s+\[\]\s+\[get list watch\]$/m,
      /^\s+\[\/healthz\]\s+\[\]\s+\[get\]$/m,
    ],
  },
  {
    args: ['auth', 'whoami'],
    since: 28,
    lines: [/^Username\s+\w+$/m, /^Groups\s+\[sovereign:read-only system:authenticated\]$/m],
  },
  {
    args: ['delete', 'pod', 'prometheus-0', '-n', 'monitoring'],
    code: 1,
    lines: [
      /Error from server \(Forbidden\): pods "prometheus-0" is forbidden: User "\w+" cannot delete resource "pods" in API group "" in the namespace "monitoring": the simulated cluster is read-only/,
    ],
  },
  {
    args: ['scale', 'deploy', 'coredns', '-n', 'kube-system', '--replicas=3'],
    code: 1,
    lines: [
      /Error from server \(Forbidden\): .*cannot (patch|update) resource "deployments\/scale" in API group "apps" in the namespace "kube-system": the simulated cluster is read-only/,
    ],
  },
  // Streams into a container: no container runs in the simulated cluster, and kubectl says why.
  {
    args: ['exec', 'prometheus-0', '-n', 'monitoring', '--', 'ls'],
    code: 1,
    lines: [
      /Error from server \(Forbidden\): pods "prometheus-0" is forbidden: User "\w+" cannot create resource "pods\/exec" in API group "" in the namespace "monitoring": the simulated cluster is read-only/,
    ],
  },
  {
    args: ['attach', 'prometheus-0', '-n', 'monitoring'],
    code: 1,
    lines: [
      /cannot create resource "pods\/attach" in API group "" in the namespace "monitoring": the simulated cluster is read-only/,
    ],
  },
  {
    args: ['port-forward', 'pod/prometheus-0', '-n', 'monitoring', '19090:9090'],
    code: 1,
    lines: [
      /cannot create resource "pods\/portforward" in API group "" in the namespace "monitoring": the simulated cluster is read-only/,
    ],
  },
  {
    args: ['label', 'node', 'walk-web-0', 'team=web'],
    code: 1,
    lines: [
      /Error from server \(Forbidden\): nodes "walk-web-0" is forbidden: User "\w+" cannot patch resource "nodes" in API group "" at the cluster scope: the simulated cluster is read-only/,
    ],
  },
];

describe.each(builds.map((build) => [build.version, build] as const))(
  'kubectl %s against a cluster bought in the console',
  (_version, build) => {
    // The steps only read (or are refused): they run side by side, eight at a time (each is a kubectl process).
    it.concurrent.for(
      STEPS.filter((step) => build.minor >= (step.since ?? 0)).map((step) => [step.args.join(' '), step] as const),
    )('kubectl %s', async ([, step], { expect }) => {
      // kubectl 1.20 checks a manifest against the schema itself (1.27+ leaves it to the server).
      const manifest = join(walk.dir, build.minor >= 27 ? 'web.yaml' : 'served-web.yaml');
      const run = await kubectl(
        build,
        walk.kubeconfig,
        step.args.map((arg) => arg.replace('{manifest}', manifest)),
        step.env,
      );
      const output = (step.code ?? 0) === 0 ? run.stdout || run.stderr : run.stderr || run.stdout;
      expect(run.code, `${run.stdout}\n${run.stderr}`).toBe(step.code ?? 0);
      for (const line of step.lines) expect(output).toMatch(line);
      if (step.absent) expect(output).not.toMatch(step.absent);
    });

    it('follows a log with logs -f: the lines so far, and the stream stays open', async () => {
      const child = spawn(build.path, [
        '--kubeconfig',
        walk.kubeconfig,
        `--cache-dir=${join(walk.dir, `cache-${build.minor}`)}`,
        'logs',
        '-f',
        'prometheus-0',
        '-n',
        'monitoring',
        '-c',
        'config-reloader',
      ]);
      try {
        const first = await new Promise<string>((resolve, reject) => {
          child.stdout.once('data', (chunk: Buffer) => resolve(chunk.toString()));
          child.once('exit', (code) => reject(new Error(`kubectl logs -f exited (${code})`)));
        });
        expect(first).toMatch(/msg="Starting prometheus-config-reloader"/);
        expect(child.exitCode).toBeNull();
      } finally {
        child.kill();
      }
    });
  },
);

describe.each(builds.map((build) => [build.version, build] as const))(
  'kubectl %s get nodes -w while the console scales the cluster',
  (_version, build) => {
    it("prints the node the console's scale-up adds", async () => {
      const before = (await kubectl(build, walk.kubeconfig, ['get', 'nodes', '--no-headers'])).stdout
        .trim()
        .split('\n').length;
      const child = spawn(build.path, [
        '--kubeconfig',
        walk.kubeconfig,
        `--cache-dir=${join(walk.dir, `cache-${build.minor}`)}`,
        'get',
        'nodes',
        '-w',
      ]);
      let output = '';
      const seen = (pattern: RegExp) =>
        new Promise<void>((resolve, reject) => {
          const check = () => (pattern.test(output) ? resolve() : undefined);
          child.stdout.on('data', (chunk: Buffer) => {
            output += chunk.toString();
            check();
          });
          child.once('exit', (code) => reject(new Error(`kubectl get -w exited (${code}):\n${output}`)));
          check();
        });
      try {
        await seen(new RegExp(`^walk-web-${before - 2}\\s+Ready`, 'm')); // the listed nodes are printed
        const web = before - 1; // one batch node, the rest web
        await scaleInConsole(walk, [{ name: 'web', nodeSizeId: 'gp-2-4', count: web + 1 }, POOLS[1] ?? POOLS[0]!]);
        await seen(new RegExp(`^walk-web-${web}\\s+Ready\\s+<none>\\s+\\d+s\\s+v1\\.37\\.3$`, 'm'));
      } finally {
        child.kill();
      }
    });
  },
);

describe('credentials', () => {
  it('names one https endpoint in the console API and in the kubeconfig', async () => {
    const server = /^\s*server: "?([^"\s]+)"?$/m.exec(await readFile(walk.kubeconfig, 'utf8'))?.[1];
    const cluster = (await walk.client.get(`/api/clusters/${walk.clusterId}`)).json;
    expect(server).toMatch(/^https:\/\/localhost:\d+\/k8s\//);
    expect(cluster.endpoint).toBe(server);
  });

  it("treats another organization's credential as a cluster that does not exist", async () => {
    const build = builds[0] as KubectlBuild;
    const theirs = await readFile(other.kubeconfig, 'utf8');
    const misdirected = join(other.dir, 'misdirected');
    await writeFile(misdirected, theirs.replaceAll(`/k8s/${other.clusterId}`, `/k8s/${walk.clusterId}`), {
      mode: 0o600,
    });
    const run = await kubectl(build, misdirected, ['get', 'pods', '-A']);
    expect(run.code).toBe(1);
    expect(run.stderr).toMatch(
      /the server could not find the requested resource|the server doesn't have a resource type "pods"/,
    );
    expect((await kubectl(build, other.kubeconfig, ['get', 'nodes', '--no-headers'])).stdout).toMatch(
      /^elsewhere-pool-0\s+Ready/,
    );
  });

  it('is refused at once, on every command, once the kubeconfig is revoked', async () => {
    expect((await walk.client.delete(`/api/clusters/${walk.clusterId}/kubeconfigs/${walk.kubeconfigId}`)).status).toBe(
      204,
    );
    for (const build of builds) {
      for (const args of [
        ['get', 'nodes'],
        ['get', '--raw', '/healthz'],
        ['logs', 'prometheus-0', '-n', 'monitoring', '-c', 'prometheus'],
        ['auth', 'can-i', 'list', 'pods'],
        ['top', 'nodes'],
      ]) {
        const run = await kubectl(build, walk.kubeconfig, args);
        expect([build.version, args.join(' '), run.code]).toEqual([build.version, args.join(' '), 1]);
        expect(run.stderr).toMatch(/Unauthorized|must be logged in/i);
      }
    }
  });
});
