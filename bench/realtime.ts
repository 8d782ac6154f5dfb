// /ws at scale: N authenticated sockets on one server process (default 10 000), the heap they
// cost, and the time from creating a notification (POST /api/dev/notifications) to its message
// at the right socket, counting the messages at every socket so misrouting would show.
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import WebSocket from 'ws';
import { seedSignedInUsers } from './bench-store.ts';
import { type Percentiles, summarize } from './stats.ts';
import { startBenchServer, withRaisedFdLimit, type BenchServer } from './spawn-server.ts';

const CONNECTIONS = Number(process.env.BENCH_WS_CONNECTIONS) || 10_000;
const ROUNDS = Number(process.env.BENCH_WS_ROUNDS) || 300;
const OPEN_BATCH = 250;

type Heap = { heapUsed: number; rss: number; gcRan: boolean };

/** What the realtime benchmark reports. */
export type RealtimeResult = {
  connections: number;
  openSeconds: number;
  heapBeforeMB: number;
  heapAfterMB: number;
  heapPerConnectionKB: number;
  rssPerConnectionKB: number;
  rounds: number;
  latencyMs: Percentiles;
  /** Until the 201 answer: the notification is on disk (full-document write + fsync). */
  durableMs: Percentiles;
  /** Notification messages at sockets they were not meant for (must be 0). */
  misdelivered: number;
  /** Notifications that never reached their socket (must be 0). */
  missing: number;
};

const MB = 1024 * 1024;

/** SIGUSR2 to the server (heap-probe.ts): garbage-collects and reports its memory. */
async function heapOf(server: BenchServer): Promise<Heap> {
  const line = server.nextLine(/^HEAP /, 30_000);
  server.child.kill('SIGUSR2');
  return JSON.parse((await line).slice('HEAP '.length)) as Heap;
}

async function run(): Promise<RealtimeResult> {
  const { dataDir, users } = await seedSignedInUsers(CONNECTIONS);
  const server = await startBenchServer({ DATA_DIR: dataDir, APP_ENV: 'test' }, [
    '--expose-gc',
    '--import',
    './bench/heap-probe.ts',
  ]);
  const sockets: WebSocket[] = [];
  try {
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const before = await heapOf(server);
    const received = new Array<number>(users.length).fill(0);
    const expected = new Array<number>(users.length).fill(0);
    const arrivals = new Map<number, () => void>();
    let misdelivered = 0;
    const wsUrl = `${server.url.replace('http', 'ws')}/ws`;
    const open = (i: number) =>
      new Promise<void>((resolve, reject) => {
        const user = users[i];
        const socket = new WebSocket(wsUrl, { headers: { Origin: server.url, Cookie: user?.cookie ?? '' } });
        sockets.push(socket);
        socket.on('message', (data) => {
          const message = JSON.parse(data.toString()) as { type: string; userId: string };
          if (message.type === 'hello') return resolve();
          if (message.type !== 'notification') return;
          received[i] = (received[i] ?? 0) + 1;
          if (message.userId !== user?.id) misdelivered += 1;
          arrivals.get(i)?.();
        });
        socket.once('error', reject);
      });
    const openStarted = performance.now();
    for (let start = 0; start < users.length; start += OPEN_BATCH) {
      await Promise.all(Array.from({ length: Math.min(OPEN_BATCH, users.length - start) }, (_, k) => open(start + k)));
    }
    const openSeconds = (performance.now() - openStarted) / 1000;
    await new Promise((resolve) => setTimeout(resolve, 2000));
    const after = await heapOf(server);

    const latencies: number[] = [];
    const durable: number[] = [];
    for (let round = 0; round < ROUNDS; round += 1) {
      const i = Math.floor(Math.random() * users.length);
      const arrived = new Promise<void>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`no message at socket ${i} within 10 s`)), 10_000);
        arrivals.set(i, () => {
          clearTimeout(timer);
          resolve();
        });
      });
      const started = performance.now();
      const response = fetch(`${server.url}/api/dev/notifications`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Origin: server.url, Cookie: users[i]?.cookie ?? '' },
        body: JSON.stringify({ type: 'info', message: `Bench notification ${round}` }),
      });
      expected[i] = (expected[i] ?? 0) + 1;
      await arrived;
      latencies.push(performance.now() - started);
      arrivals.delete(i);
      const answered = await response;
      await answered.arrayBuffer();
      durable.push(performance.now() - started);
      if (answered.status !== 201) throw new Error(`dev notification answered ${answered.status}`);
    }
    // Anything misrouted has had time to arrive.
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const missing = expected.reduce((sum, want, i) => sum + Math.max(0, want - (received[i] ?? 0)), 0);
    return {
      connections: users.length,
      openSeconds,
      heapBeforeMB: before.heapUsed / MB,
      heapAfterMB: after.heapUsed / MB,
      heapPerConnectionKB: (after.heapUsed - before.heapUsed) / users.length / 1024,
      rssPerConnectionKB: (after.rss - before.rss) / users.length / 1024,
      rounds: ROUNDS,
      latencyMs: summarize(latencies),
      durableMs: summarize(durable),
      misdelivered,
      missing,
    };
  } finally {
    for (const socket of sockets) socket.terminate();
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/**
 * Runs the benchmark in a child process whose file-descriptor limit is raised: the client end of
 * every socket lives there. Resolves with its result; rejects with its output on failure.
 */
export function measureRealtime(): Promise<RealtimeResult> {
  const self = fileURLToPath(import.meta.url);
  const child = spawn('bash', ['-c', withRaisedFdLimit(`'${process.execPath}' '${self}'`)], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output = (output + chunk.toString()).slice(-20_000)));
  return new Promise((resolve, reject) => {
    child.once('exit', (code) => {
      const line = output.split('\n').find((l) => l.startsWith('RESULT '));
      if (code === 0 && line) resolve(JSON.parse(line.slice('RESULT '.length)) as RealtimeResult);
      else reject(new Error(`realtime benchmark failed (${code}):\n${output.slice(-3000)}`));
    });
  });
}

/** The table lines of the report. */
export function formatRealtime(r: RealtimeResult): string[][] {
  return [
    ['connections', String(r.connections), `opened in ${r.openSeconds.toFixed(1)} s`],
    [
      'heap (after GC)',
      `${r.heapBeforeMB.toFixed(1)} → ${r.heapAfterMB.toFixed(1)} MB`,
      `${(r.heapAfterMB - r.heapBeforeMB).toFixed(1)} MB for the sockets (target < 100 MB)`,
    ],
    ['per connection', `${r.heapPerConnectionKB.toFixed(2)} kB heap`, `${r.rssPerConnectionKB.toFixed(2)} kB RSS`],
    [
      'notify → socket',
      `p50 ${r.latencyMs.p50.toFixed(1)} ms`,
      `p99 ${r.latencyMs.p99.toFixed(1)} ms, max ${r.latencyMs.max.toFixed(1)} ms (${r.rounds} rounds; target p99 < 50 ms)`,
    ],
    [
      'notify → 201 (durable)',
      `p50 ${r.durableMs.p50.toFixed(1)} ms`,
      `p99 ${r.durableMs.p99.toFixed(1)} ms, max ${r.durableMs.max.toFixed(1)} ms`,
    ],
    ['misrouted / missing', `${r.misdelivered} / ${r.missing}`, 'messages at the other sockets / never arrived'],
  ];
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  run()
    .then((result) => {
      console.info(`RESULT ${JSON.stringify(result)}`);
      process.exit(0);
    })
    .catch((error: unknown) => {
      console.error(error);
      process.exit(1);
    });
}
