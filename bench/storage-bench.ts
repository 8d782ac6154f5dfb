// Production storage, side by side on both backends: the acknowledged notification write with
// 10 000 users and 100 000 notifications, sign-in, and two instances behind HAProxy (the polling
// mix of 10 000 users and a notification made on one instance reaching a socket on the other).
import autocannon from 'autocannon';
import { spawn, type ChildProcess } from 'node:child_process';
import { chmodSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import WebSocket from 'ws';
import { freePort, startLocalPostgres } from '../scripts/local-postgres.ts';
import { seedSignedInUsers, type BenchUser } from './bench-store.ts';
import { measureSignIn } from './sign-in.ts';
import { startBenchServer } from './spawn-server.ts';
import { summarize, type Percentiles } from './stats.ts';

const ROOT = fileURLToPath(new URL('../', import.meta.url));
const USERS = Number(process.env.BENCH_STORAGE_USERS) || 10_000;
const PER_USER = 10;
const WRITES = Number(process.env.BENCH_STORAGE_WRITES) || 1000;
const POLL_SECONDS = Number(process.env.BENCH_CLUSTER_SECONDS) || 30;
const ROUNDS = 300;

/** One backend's figures. */
export type BackendFigures = {
  backend: string;
  writeSequential: Percentiles;
  writeConcurrent10: Percentiles;
  signIn: { p50Ms: number; p99Ms: number };
};
/** Two instances behind HAProxy on PostgreSQL. */
export type ClusterFigures = {
  rate: number;
  achieved: number;
  p50: number;
  p99: number;
  max: number;
  failed: number;
  crossInstanceMs: Percentiles;
};
/** The storage section of bench/results.json. */
export type StorageBenchReport = { backends: BackendFigures[]; cluster?: ClusterFigures; errors: string[] };

/** POSTs `count` notifications as random users, `concurrency` at a time; latency of each 201. */
async function timeWrites(url: string, users: BenchUser[], count: number, concurrency: number): Promise<Percentiles> {
  const times: number[] = [];
  let next = 0;
  const worker = async () => {
    while (next < count) {
      next += 1;
      const user = users[Math.floor(Math.random() * users.length)];
      const started = performance.now();
      const response = await fetch(`${url}/api/dev/notifications`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Origin: url, Cookie: user?.cookie ?? '' },
        body: JSON.stringify({ message: 'Node pool scaled to 5 nodes' }),
      });
      await response.arrayBuffer();
      if (response.status !== 201) throw new Error(`notification write answered ${response.status}`);
      times.push(performance.now() - started);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return summarize(times);
}

async function measureBackend(backend: 'embedded' | 'postgres', databaseUrl?: string): Promise<BackendFigures> {
  console.info(`  ${backend}: seeding ${USERS} users and ${USERS * PER_USER} notifications…`);
  const { dataDir, users } = await seedSignedInUsers(USERS, PER_USER, databaseUrl);
  const server = await startBenchServer({
    DATA_DIR: dataDir,
    APP_ENV: 'test',
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  });
  try {
    await timeWrites(server.url, users, 200, 4); // warm up
    return {
      backend,
      writeSequential: await timeWrites(server.url, users, WRITES, 1),
      writeConcurrent10: await timeWrites(server.url, users, WRITES, 10),
      signIn: await measureSignIn(server.url, 20),
    };
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

type Cluster = {
  child: ChildProcess;
  url: string;
  postgres: string;
  instances: { name: string; port: number }[];
  stop: () => Promise<void>;
};

async function startCluster(): Promise<Cluster> {
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-cluster-'));
  const port = await freePort();
  const child = spawn(process.execPath, ['scripts/start-cluster.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      APP_ENV: 'test',
      PUBLIC_ORIGIN: `http://127.0.0.1:${port}`,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  await new Promise<void>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output = (output + chunk.toString()).slice(-8000);
      if (output.includes('instances listening')) resolve();
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.once('exit', (code) => reject(new Error(`start:cluster exited (${code}):\n${output}`)));
  });
  const info = JSON.parse(readFileSync(join(dataDir, 'cluster.json'), 'utf8')) as Omit<Cluster, 'child' | 'stop'>;
  return {
    child,
    ...info,
    url: `http://127.0.0.1:${port}`,
    stop: async () => {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** POSTs JSON straight to one instance, addressed as the balancer's host (the only one allowed). */
function postAs(url: string, origin: string, cookie: string, body: unknown): Promise<number> {
  const payload = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const request = httpRequest(
      url,
      {
        method: 'POST',
        headers: {
          Host: new URL(origin).host,
          Origin: origin,
          Cookie: cookie,
          'Content-Type': 'application/json',
          'Content-Length': Buffer.byteLength(payload),
        },
      },
      (response) => {
        response.resume();
        response.once('end', () => resolve(response.statusCode ?? 0));
      },
    );
    request.once('error', reject);
    request.end(payload);
  });
}

/** Time from POST on instance A to the message at the user's socket on instance B. */
async function crossInstance(cluster: Cluster, user: BenchUser): Promise<Percentiles> {
  const [a, b] = cluster.instances.map((i) => `http://127.0.0.1:${i.port}`);
  if (!a || !b) throw new Error('the cluster has fewer than two instances');
  // Straight to instance B, addressed as the balancer's host (the only host the instances accept).
  const socket = new WebSocket(`${b.replace('http', 'ws')}/ws`, {
    headers: { Host: new URL(cluster.url).host, Origin: cluster.url, Cookie: user.cookie },
  });
  let arrived: (() => void) | undefined;
  socket.on('message', (data) => {
    if ((JSON.parse(data.toString()) as { type: string }).type === 'notification') arrived?.();
  });
  await new Promise((resolve, reject) => {
    socket.once('message', resolve);
    socket.once('error', reject);
  });
  const times: number[] = [];
  try {
    for (let i = 0; i < ROUNDS; i += 1) {
      const message = new Promise<void>((resolve) => (arrived = resolve));
      const started = performance.now();
      const status = await postAs(`${a}/api/dev/notifications`, cluster.url, user.cookie, { message: `Round ${i}` });
      if (status !== 201) throw new Error(`notification on A answered ${status}`);
      await message;
      times.push(performance.now() - started);
    }
  } finally {
    socket.terminate();
  }
  return summarize(times);
}

export async function measureCluster(): Promise<ClusterFigures> {
  const cluster = await startCluster();
  try {
    console.info(`  cluster: seeding ${USERS} users with 3 notifications each…`);
    const { dataDir, users } = await seedSignedInUsers(USERS, 3, cluster.postgres);
    rmSync(dataDir, { recursive: true, force: true });
    const rate = (USERS * 2) / 10;
    const result = await autocannon({
      url: cluster.url,
      connections: 10,
      overallRate: rate,
      duration: POLL_SECONDS,
      ignoreCoordinatedOmission: true,
      requests: ['/api/notifications?limit=5', '/api/notifications/count'].map((path) => ({
        method: 'GET' as const,
        path,
        setupRequest: (request: autocannon.Request) => ({
          ...request,
          headers: { ...request.headers, cookie: users[Math.floor(Math.random() * users.length)]?.cookie ?? '' },
        }),
      })),
    });
    const first = users[0];
    if (!first) throw new Error('no user seeded');
    return {
      rate,
      achieved: result.requests.average,
      p50: result.latency.p50,
      p99: result.latency.p99,
      max: result.latency.max,
      failed: result.non2xx + result.errors + result.timeouts,
      crossInstanceMs: await crossInstance(cluster, first),
    };
  } finally {
    await cluster.stop();
  }
}

/** Runs every storage benchmark; each part reports on its own. */
export async function runStorageBenchmarks(): Promise<StorageBenchReport> {
  const errors: string[] = [];
  const backends: BackendFigures[] = [];
  const pgDir = mkdtempSync(join(tmpdir(), 'bench-postgres-'));
  chmodSync(pgDir, 0o755); // PostgreSQL runs as the postgres user when we are root
  const postgres = await startLocalPostgres({ dir: join(pgDir, 'data') });
  try {
    for (const [name, url] of [
      ['embedded', undefined],
      ['postgres', postgres.url],
    ] as const) {
      try {
        backends.push(await measureBackend(name, url));
      } catch (error) {
        errors.push(`${name}: ${(error as Error).message}`);
      }
    }
  } finally {
    postgres.stop();
    rmSync(pgDir, { recursive: true, force: true });
  }
  let cluster: ClusterFigures | undefined;
  try {
    cluster = await measureCluster();
  } catch (error) {
    errors.push(`cluster: ${(error as Error).message}`);
  }
  return { backends, cluster, errors };
}

/** The report's table rows. */
export function formatStorage(report: StorageBenchReport): string[][] {
  const ms = (n: number) => n.toFixed(1);
  const rows = report.backends.flatMap((b) => [
    [
      b.backend,
      'notification write, 1 at a time',
      ms(b.writeSequential.p50),
      ms(b.writeSequential.p99),
      b.writeSequential.p99 < 20 ? 'p99 < 20: yes' : 'p99 < 20: NO',
    ],
    [
      b.backend,
      'notification write, 10 at a time',
      ms(b.writeConcurrent10.p50),
      ms(b.writeConcurrent10.p99),
      b.writeConcurrent10.p99 < 20 ? 'p99 < 20: yes' : 'p99 < 20: NO',
    ],
    [
      b.backend,
      'sign-in, sequential',
      ms(b.signIn.p50Ms),
      ms(b.signIn.p99Ms),
      b.signIn.p99Ms < 60 ? 'p99 < 60: yes' : 'p99 < 60: NO',
    ],
  ]);
  const c = report.cluster;
  if (c) {
    rows.push([
      '2 instances + HAProxy',
      `polling ${c.rate} req/s (got ${c.achieved.toFixed(0)}, ${c.failed} failed)`,
      String(c.p50),
      String(c.p99),
      c.p99 < 50 ? 'p99 < 50: yes' : 'p99 < 50: NO',
    ]);
    rows.push([
      '2 instances + HAProxy',
      'notification on A → socket on B',
      ms(c.crossInstanceMs.p50),
      ms(c.crossInstanceMs.p99),
      c.crossInstanceMs.p99 < 100 ? 'p99 < 100: yes' : 'p99 < 100: NO',
    ]);
  }
  return rows;
}

if (process.argv[1] && import.meta.url === (await import('node:url')).pathToFileURL(process.argv[1]).href) {
  const report = await runStorageBenchmarks();
  console.info(JSON.stringify(report, null, 2));
}
