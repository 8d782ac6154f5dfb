// Lists at a provider's size, on both backends: one organization with BENCH_LIST_CLUSTERS
// clusters (default 500), 2 000 activity entries and 200 tickets, written before the server
// starts; then each list's first page at 50 connections (autocannon in its own process), 500
// requests to warm up and BENCH_LIST_REQUESTS (2 000) measured, with the CPU time per request of our server (and, on PostgreSQL, of the database's processes), and
// on the embedded store /my-clusters in Chromium until its first 50 rows are on screen.
import { chmodSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startLocalPostgres } from '../scripts/local-postgres.ts';
import { measureClusterListRender } from './cluster-list-render.ts';
import { seedListOrganization, type ListSeed } from './lists-seed.ts';
import { startBenchServer } from './spawn-server.ts';
import type { Percentiles } from './stats.ts';
import { runLoad } from './throughput.ts';

const SEED: ListSeed = { clusters: Number(process.env.BENCH_LIST_CLUSTERS) || 500, activity: 2000, tickets: 200 };
const REQUESTS = Number(process.env.BENCH_LIST_REQUESTS) || 2000;
const WARM_REQUESTS = 500;
// /proc/<pid>/stat counts CPU time in clock ticks, 100 per second on Linux.
const TICK_MICROS = 10_000;

/** Each list's first page, with the issue's budget per request (the clusters' for every list). */
const TARGETS = [
  {
    name: 'GET /api/clusters (first page of 50)',
    path: '/api/clusters',
    goalMicros: { embedded: 500, postgres: 1000 },
  },
  {
    name: 'GET /api/organization/activity (first 50)',
    path: '/api/organization/activity',
    goalMicros: { embedded: 500, postgres: 1000 },
  },
  {
    name: 'GET /api/support/tickets (first 50)',
    path: '/api/support/tickets',
    goalMicros: { embedded: 500, postgres: 1000 },
  },
] as const;

type Backend = 'embedded' | 'postgres';
export type ListFigure = {
  backend: Backend;
  name: string;
  reqPerSec: number;
  p99Ms: number;
  non2xx: number;
  serverMicros: number;
  databaseMicros: number | null;
  goalMicros: number;
};
export type ListsBench = {
  seed: ListSeed;
  figures: ListFigure[];
  myClusters?: { clusters: number; firstRowsMs: Percentiles };
};

/** User + system ticks of these processes so far. */
function ticksOf(pids: number[]): number {
  let ticks = 0;
  for (const pid of pids) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      ticks += Number(fields[11]) + Number(fields[12]);
    } catch {
      // A process that ended (a PostgreSQL backend closing) took its ticks with it.
    }
  }
  return ticks;
}

/** The postmaster of a data directory and its children (one backend per connection). */
function postgresPids(dataDir: string): number[] {
  const postmaster = Number(readFileSync(join(dataDir, 'postmaster.pid'), 'utf8').split('\n')[0]);
  const pids = [postmaster];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      if (Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) === postmaster) pids.push(Number(entry));
    } catch {
      // Gone meanwhile.
    }
  }
  return pids;
}

const log = (line: string) => console.info(line);

async function measureBackend(
  backend: Backend,
  databaseUrl: string | undefined,
  postgresDir: string | undefined,
): Promise<{ figures: ListFigure[]; myClusters?: ListsBench['myClusters'] }> {
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-lists-'));
  try {
    const cookie = await seedListOrganization(SEED, dataDir, databaseUrl);
    // A loaded machine may take minutes to start a server on a large data set.
    const server = await startBenchServer(
      { DATA_DIR: dataDir, APP_ENV: 'production', ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}) },
      [],
      300_000,
    );
    try {
      const figures: ListFigure[] = [];
      for (const target of TARGETS) {
        const serverPid = server.child.pid ?? 0;
        const database = () => (postgresDir ? ticksOf(postgresPids(postgresDir)) : 0);
        const url = server.url + target.path;
        // Warm first (JIT, lazily loaded modules), then CPU over a fixed number of requests: on a
        // loaded machine a timed window holds too few for start-up costs to wash out.
        await runLoad({
          url,
          connections: 50,
          warmupSeconds: 0,
          durationSeconds: 0,
          amounts: { warmup: 0, measured: WARM_REQUESTS },
          headers: { cookie },
        });
        const before = { server: ticksOf([serverPid]), database: database() };
        const load = await runLoad({
          url,
          connections: 50,
          warmupSeconds: 0,
          durationSeconds: 0,
          amounts: { warmup: 0, measured: REQUESTS },
          headers: { cookie },
        });
        const requests = Math.max(1, load.requests);
        log(`  ${backend} ${target.path}: ${load.reqPerSec.toFixed(0)} req/s, p99 ${load.p99} ms`);
        figures.push({
          backend,
          name: target.name,
          reqPerSec: load.reqPerSec,
          p99Ms: load.p99,
          non2xx: load.non2xx + load.errors,
          serverMicros: ((ticksOf([serverPid]) - before.server) * TICK_MICROS) / requests,
          databaseMicros: postgresDir ? ((database() - before.database) * TICK_MICROS) / requests : null,
          goalMicros: target.goalMicros[backend],
        });
      }
      const myClusters =
        backend === 'embedded'
          ? { clusters: SEED.clusters, firstRowsMs: await measureClusterListRender(server.url, cookie) }
          : undefined;
      return { figures, myClusters };
    } finally {
      await server.stop();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** Both backends, one after the other. */
export async function measureLists(): Promise<ListsBench> {
  const embedded = await measureBackend('embedded', undefined, undefined);
  const pgDir = mkdtempSync(join(tmpdir(), 'bench-lists-postgres-'));
  // The postgres user must reach its data folder.
  chmodSync(pgDir, 0o755);
  const postgres = await startLocalPostgres({ dir: join(pgDir, 'data') });
  try {
    const onPostgres = await measureBackend('postgres', postgres.url, postgres.dir);
    return { seed: SEED, figures: [...embedded.figures, ...onPostgres.figures], myClusters: embedded.myClusters };
  } finally {
    postgres.stop();
    rmSync(pgDir, { recursive: true, force: true });
  }
}

/** Table rows: each list's CPU per request beside its budget, then /my-clusters. */
export function formatLists(bench: ListsBench): string[][] {
  const rows = bench.figures.map((f) => {
    const total = f.serverMicros + (f.databaseMicros ?? 0);
    const cpu =
      f.databaseMicros === null
        ? `${f.serverMicros.toFixed(0)}`
        : `${total.toFixed(0)} (${f.serverMicros.toFixed(0)} + db ${f.databaseMicros.toFixed(0)})`;
    return [
      `${f.name}, ${f.backend}, ${bench.seed.clusters} clusters`,
      cpu,
      String(f.p99Ms),
      `≤ ${f.goalMicros} µs`,
      total <= f.goalMicros ? 'PASS' : 'BELOW',
    ];
  });
  const render = bench.myClusters;
  if (render) {
    rows.push([
      `/my-clusters in Chromium, ${render.clusters} clusters: first 50 rows (p50 ms)`,
      render.firstRowsMs.p50.toFixed(0),
      render.firstRowsMs.p99.toFixed(0),
      '≤ 800 ms p50',
      render.firstRowsMs.p50 <= 800 ? 'PASS' : 'BELOW',
    ]);
  }
  return rows;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { formatTable } = await import('./page-weight.ts');
  const bench = await measureLists();
  console.info(formatTable(['list', 'CPU µs/request', 'p99 ms', 'goal', ''], formatLists(bench)));
}
