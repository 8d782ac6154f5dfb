// The simulated Kubernetes API under load (BENCH_ONLY=k8s): p50/p99 of the Table that
// `kubectl get nodes` asks for on a 50-node cluster (autocannon, 10 connections, 5 s, over TLS),
// and the wall time of 20 sequential `kubectl get nodes` runs (discovery cached, as after a
// user's first command). The API runs in a child process so the load generator does not share
// its event loop. Run alone: node bench/k8s-api.ts (KUBECTL=/path picks another kubectl build).
import autocannon from 'autocannon';
import { execFile, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { findOrInstall } from '../scripts/debian-package.ts';
import { loadOrCreateEndpointTls } from '../src/server/k8s/api-tls.store.ts';
import { buildKubeconfig } from '../src/server/k8s/kubeconfig.builder.ts';
import { TABLE_V1 } from '../src/server/k8s/media-types.ts';
import { BENCH_CLUSTER_ID } from './k8s-api-server.ts';
import { summarize, type Percentiles } from './stats.ts';

const SERVER = fileURLToPath(new URL('./k8s-api-server.ts', import.meta.url));
const KUBECTL_ACCEPT = `${TABLE_V1},application/json;as=Table;v=v1beta1;g=meta.k8s.io,application/json`;

export type KubernetesApiBench = {
  nodesTable: {
    connections: number;
    seconds: number;
    reqPerSec: number;
    p50Ms: number;
    p99Ms: number;
    non2xx: number;
    errors: number;
  };
  kubectl: {
    client: string;
    runs: number;
    wallMs: number;
    firstRunMs: number;
    perRunMs: Percentiles;
    clientOnlyP50Ms: number;
  };
};

function startApi(env: Record<string, string>): Promise<{ url: string; stop: () => void }> {
  const child = spawn(process.execPath, [SERVER], {
    env: { ...process.env, PORT: '0', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`the API did not start:\n${output}`)), 30_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /listening on (https:\/\/\S+)/.exec(output);
      if (!match?.[1]) return;
      clearTimeout(timer);
      resolve({ url: match[1], stop: () => child.kill('SIGTERM') });
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.once('exit', (code) => reject(new Error(`the API exited (${code}):\n${output}`)));
  });
}

/** Runs both measurements against a fresh API process; cleans up whatever happens. */
export async function measureKubernetesApi(
  options: { connections?: number; seconds?: number; kubectlRuns?: number } = {},
): Promise<KubernetesApiBench> {
  const { connections = 10, seconds = 5, kubectlRuns = 20 } = options;
  const dir = await mkdtemp(join(tmpdir(), 'k8s-bench-'));
  const token = `kc_${randomBytes(20).toString('base64url')}`;
  const tls = await loadOrCreateEndpointTls(join(dir, 'tls'), ['localhost', '127.0.0.1']);
  const api = await startApi({ K8S_BENCH_TLS_DIR: join(dir, 'tls'), K8S_BENCH_TOKEN: token });
  try {
    const endpoint = `${api.url}/k8s/${BENCH_CLUSTER_ID}`;
    const load = {
      url: `${endpoint}/api/v1/nodes?limit=500`,
      connections,
      headers: { authorization: `Bearer ${token}`, accept: KUBECTL_ACCEPT },
    };
    await autocannon({ ...load, duration: 1 }); // warm-up: TLS sessions, JIT, the generated objects
    const result = await autocannon({ ...load, duration: seconds });

    const kubectl = process.env.KUBECTL ?? findOrInstall('kubernetes-client', ['/usr/bin/kubectl']);
    const kubeconfig = join(dir, 'kubeconfig.yaml');
    const server = endpoint.replace('127.0.0.1', 'localhost');
    await writeFile(
      kubeconfig,
      buildKubeconfig({
        clusterName: 'bench',
        server,
        token,
        userName: 'bench',
        certificateAuthority: tls.ca.certificatePem,
      }),
      { mode: 0o600 },
    );
    const env = { PATH: process.env.PATH ?? '/usr/bin:/bin', HOME: dir, KUBECONFIG: kubeconfig };
    const timed = async (args: string[]) => {
      const started = performance.now();
      const { stdout } = await promisify(execFile)(kubectl, [`--cache-dir=${join(dir, 'cache')}`, ...args], { env });
      return { ms: performance.now() - started, stdout };
    };
    const getNodes = async () => {
      const { ms, stdout } = await timed(['get', 'nodes']);
      if (stdout.trim().split('\n').length !== 51) throw new Error(`kubectl get nodes printed:\n${stdout}`);
      return ms;
    };
    const firstRunMs = await getNodes();
    const times: number[] = [];
    const wallStart = performance.now();
    for (let run = 0; run < kubectlRuns; run++) times.push(await getNodes());
    const wallMs = performance.now() - wallStart;
    // What kubectl costs without the network: starting the Go binary (twice for a dispatcher build).
    const clientOnly: number[] = [];
    for (let run = 0; run < kubectlRuns; run++) clientOnly.push((await timed(['version', '--client'])).ms);
    const { stdout: client } = await timed(['version', '--client']);
    return {
      nodesTable: {
        connections,
        seconds,
        reqPerSec: result.requests.average,
        p50Ms: result.latency.p50,
        p99Ms: result.latency.p99,
        non2xx: result.non2xx,
        errors: result.errors,
      },
      kubectl: {
        client:
          /Client Version: (v\d[\w.+-]*)/.exec(client)?.[1] ??
          /GitVersion:"([^"]+)"/.exec(client)?.[1] ??
          client.trim(),
        runs: kubectlRuns,
        wallMs,
        firstRunMs,
        perRunMs: summarize(times),
        clientOnlyP50Ms: summarize(clientOnly).p50,
      },
    };
  } finally {
    api.stop();
    await rm(dir, { recursive: true, force: true });
  }
}

/** Lines for the harness's report. */
export function formatKubernetesApi(bench: KubernetesApiBench): string {
  const { nodesTable: t, kubectl: k } = bench;
  return [
    `GET /api/v1/nodes (Table, 50 nodes, TLS) ${t.connections} conn × ${t.seconds} s: ${Math.round(t.reqPerSec)} req/s, p50 ${t.p50Ms} ms, p99 ${t.p99Ms} ms, non-2xx ${t.non2xx}, errors ${t.errors}`,
    `kubectl get nodes ×${k.runs} sequential (${k.client}): ${Math.round(k.wallMs)} ms in all, per run p50 ${k.perRunMs.p50.toFixed(1)} ms, p99 ${k.perRunMs.p99.toFixed(1)} ms; first run (discovery) ${Math.round(k.firstRunMs)} ms; kubectl alone (version --client) p50 ${k.clientOnlyP50Ms.toFixed(1)} ms`,
  ].join('\n');
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const bench = await measureKubernetesApi();
  console.info(formatKubernetesApi(bench));
  console.info(JSON.stringify(bench));
}
