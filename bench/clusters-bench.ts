// Clusters under load on one instance (embedded store, phases of BENCH_PHASE_SECONDS):
// - BENCH_CLUSTERS (200) clusters ordered and paid at once; the lag of every `cluster` message
//   from the moment its change was written (`at`) to its arrival on the member's socket;
// - the server killed (SIGKILL) once provisioning is under way and started again on the same
//   data: every cluster must still reach `running` (lost: those that do not);
// - GET /api/clusters (its first page of 50) with those clusters at 50 connections (autocannon);
// - BENCH_LIST_CLUSTERS (500) clusters in all (more ordered and paid): /my-clusters in Chromium,
//   the time to its first 50 rows.
import autocannon from 'autocannon';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import WebSocket from 'ws';
import { buyer, call } from './api-client.ts';
import { measureClusterListRender } from './cluster-list-render.ts';
import { startBenchServer, type BenchServer } from './spawn-server.ts';
import { summarize, type Percentiles } from './stats.ts';

const CLUSTERS = Number(process.env.BENCH_CLUSTERS) || 200;
const LIST_CLUSTERS = Number(process.env.BENCH_LIST_CLUSTERS) || 500;
const PHASE_SECONDS = process.env.BENCH_PHASE_SECONDS ?? '3';
const CARD = {
  number: '4242424242424242',
  expMonth: 12,
  expYear: new Date().getUTCFullYear() + 2,
  cvc: '123',
  name: 'Bench Buyer',
};

export type ClustersBench = {
  clusters: number;
  phaseSeconds: number;
  messageLagMs: Percentiles;
  restartedAfterMessages: number;
  running: number;
  lost: number;
  provisioningSeconds: number;
  listClusters: { connections: number; reqPerSec: number; p50Ms: number; p99Ms: number; non2xx: number };
  /** /my-clusters with LIST_CLUSTERS clusters: ms from navigation start to the first 50 rows. */
  listRender: { clusters: number; firstRowsMs: Percentiles };
};

const spec = (i: number) => ({
  name: `bench-${i}`,
  tierId: 'standard',
  providerId: 'sovereign',
  regionId: 'fr-par-1',
  kubernetesVersion: '1.36',
  haControlPlane: false,
  nodePools: [{ name: 'web', nodeSizeId: 'gp-2-4', count: 3 }],
  addonIds: ['monitoring'],
});

function listen(server: BenchServer, cookie: string, lags: number[]): Promise<WebSocket> {
  const socket = new WebSocket(`${server.url.replace('http', 'ws')}/ws`, {
    headers: { Origin: server.url, Cookie: cookie },
  });
  socket.on('message', (data) => {
    const message = JSON.parse(String(data)) as { type?: string; at?: string };
    if (message.type === 'cluster' && message.at) lags.push(Date.now() - Date.parse(message.at));
  });
  socket.on('error', () => {});
  return new Promise((resolve, reject) => {
    socket.once('open', () => resolve(socket));
    socket.once('unexpected-response', (_request, response) =>
      reject(new Error(`/ws answered ${response.statusCode}`)),
    );
  });
}

async function clusters(server: BenchServer, cookie: string): Promise<{ status: string }[]> {
  const all: { status: string }[] = [];
  let cursor = '';
  for (;;) {
    const response = await fetch(`${server.url}/api/clusters?limit=100${cursor}`, { headers: { Cookie: cookie } });
    const page = (await response.json()) as { items?: { status: string }[] } | { status: string }[];
    all.push(...(Array.isArray(page) ? page : (page.items ?? [])));
    const next = response.headers.get('x-next-cursor');
    if (!next) return all;
    cursor = `&cursor=${encodeURIComponent(next)}`;
  }
}

/** Orders and pays clusters `from` … `to - 1`, 20 at a time. */
async function orderClusters(server: BenchServer, cookie: string, from: number, to: number): Promise<void> {
  let next = from;
  await Promise.all(
    Array.from({ length: 20 }, async () => {
      while (next < to) {
        const i = next;
        next += 1;
        const order = await call(server.url, '/api/orders', cookie, {
          kind: 'cluster',
          cluster: spec(i),
          currency: 'EUR',
          billingCycle: 'monthly',
        });
        const paid = await call(server.url, `/api/orders/${String(order.json.id)}/pay`, cookie, { card: CARD });
        if (order.status !== 201 || paid.status !== 200)
          throw new Error(`order ${order.status}, pay ${paid.status}: ${JSON.stringify(order.json)}`);
      }
    }),
  );
}

export async function measureClusters(): Promise<ClustersBench> {
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-clusters-'));
  const env = {
    DATA_DIR: dataDir,
    APP_ENV: 'production',
    SIMULATED_PHASE_SECONDS: PHASE_SECONDS,
    REGISTRATIONS_PER_ADDRESS: '1000',
  };
  let server = await startBenchServer(env);
  const lags: number[] = [];
  try {
    const cookie = await buyer(server.url, 0);
    let socket = await listen(server, cookie, lags);
    const started = performance.now();
    await orderClusters(server, cookie, 0, CLUSTERS);
    // Once provisioning is well under way: a crash, then the same data on a new process.
    while (lags.length < CLUSTERS * 2) await new Promise((resolve) => setTimeout(resolve, 100));
    const restartedAfterMessages = lags.length;
    socket.close();
    server.child.kill('SIGKILL');
    await new Promise((resolve) => server.child.once('exit', resolve));
    server = await startBenchServer(env);
    socket = await listen(server, cookie, lags);
    let running = 0;
    const deadline = Date.now() + 15 * 60_000;
    for (;;) {
      const all = await clusters(server, cookie);
      running = all.filter((c) => c.status === 'running').length;
      if (running >= CLUSTERS || Date.now() > deadline) break;
      await new Promise((resolve) => setTimeout(resolve, 1000));
    }
    const provisioningSeconds = (performance.now() - started) / 1000;
    socket.close();
    const result = await autocannon({
      url: `${server.url}/api/clusters`,
      connections: 50,
      duration: 10,
      headers: { Cookie: cookie },
    });
    if (LIST_CLUSTERS > CLUSTERS) await orderClusters(server, cookie, CLUSTERS, LIST_CLUSTERS);
    const firstRowsMs = await measureClusterListRender(server.url, cookie);
    return {
      clusters: CLUSTERS,
      phaseSeconds: Number(PHASE_SECONDS),
      messageLagMs: summarize(lags),
      restartedAfterMessages,
      running,
      lost: CLUSTERS - running,
      provisioningSeconds,
      listClusters: {
        connections: 50,
        reqPerSec: result.requests.average,
        p50Ms: result.latency.p50,
        p99Ms: result.latency.p99,
        non2xx: result.non2xx,
      },
      listRender: { clusters: Math.max(LIST_CLUSTERS, CLUSTERS), firstRowsMs },
    };
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** Table rows for the harness's summary. */
export function formatClusters(bench: ClustersBench): string[][] {
  return [
    [
      `${bench.clusters} clusters provisioning, /ws cluster message lag`,
      bench.messageLagMs.p50.toFixed(1),
      bench.messageLagMs.p99.toFixed(1),
      '< 200 ms p99',
    ],
    [
      `killed after ${bench.restartedAfterMessages} messages, restarted: running / lost`,
      '',
      `${bench.running} / ${bench.lost}`,
      '0 lost',
    ],
    [
      `GET /api/clusters, ${bench.clusters} clusters, 50 connections (${Math.round(bench.listClusters.reqPerSec)} req/s)`,
      String(bench.listClusters.p50Ms),
      String(bench.listClusters.p99Ms),
      '< 20 ms p99',
    ],
    [
      `/my-clusters in Chromium, ${bench.listRender.clusters} clusters: first 50 rows`,
      bench.listRender.firstRowsMs.p50.toFixed(0),
      bench.listRender.firstRowsMs.p99.toFixed(0),
      '',
    ],
  ];
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.info(JSON.stringify(await measureClusters(), null, 2));
}
