// Benchmark harness (not a test): our server vs a bare node:http server serving the same bytes,
// plus the gzipped JS weight of each prerendered page. Writes bench/results.json; always exits 0.
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism, cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Fixture, Fixtures } from './bare-server.ts';
import { formatPageWeights, formatTable, measurePageWeights, type PageWeight } from './page-weight.ts';
import { formatDashboard, measureDashboard, type DashboardBench } from './dashboard.ts';
import { measureLighthouse, type LighthouseScore } from './lighthouse.ts';
import { measureSignIn } from './sign-in.ts';
import { runNotificationBenchmarks } from './notifications-bench.ts';
import { formatStorage, runStorageBenchmarks } from './storage-bench.ts';
import { formatOrders, runOrdersBenchmarks } from './orders-bench.ts';
import { formatBilling, runBillingBenchmarks } from './billing-bench.ts';
import { formatRenewals, runRenewalBenchmarks } from './renewals-bench.ts';
import { formatInvoices, runInvoiceBenchmarks } from './invoices-bench.ts';
import { formatClusters, measureClusters } from './clusters-bench.ts';
import { formatLists, measureLists } from './lists-bench.ts';
import { formatKubernetesApi, measureKubernetesApi } from './k8s-api.ts';
import { formatKubernetesConsole, measureKubernetesConsole } from './k8s-console-bench.ts';
import { formatThroughput, measureThroughput, TARGETS, type ThroughputResult } from './throughput.ts';
import { freePort } from '../scripts/local-postgres.ts';

const ROOT = fileURLToPath(new URL('../', import.meta.url));
const DURATION = Math.max(1, Number(process.env.BENCH_DURATION) || 4);
const WARMUP = 2;
const CONNECTIONS = 50;
const ROUNDS = Math.max(1, Number(process.env.BENCH_ROUNDS_THROUGHPUT) || 6);
// BENCH_QUIET_PASS=0 leaves out the second throughput pass (LOG_LEVEL=warn).
const QUIET_PASS = process.env.BENCH_QUIET_PASS !== '0';

// BENCH_ONLY=storage,notifications runs only those parts (throughput, lighthouse, dashboard, pages, notifications, storage, …);
// lighthouse needs the throughput servers, so it runs only with throughput.
const ONLY = new Set(
  (process.env.BENCH_ONLY ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean),
);
const runs = (part: string) => ONLY.size === 0 || ONLY.has(part);

const children = new Set<ChildProcess>();
// Last line of defence: if the harness dies unexpectedly, do not leave servers running.
process.once('exit', () => children.forEach((child) => child.kill('SIGKILL')));

/**
 * Spawns a Node script and resolves with the URL it prints once listening; with `port`, it is told
 * that port and asked `GET /api/ready` until it answers instead (LOG_LEVEL=warn prints no such line).
 */
function startServer(
  label: string,
  args: string[],
  env: NodeJS.ProcessEnv,
  port?: number,
): Promise<{ url: string; pid: number | undefined }> {
  const child = spawn(process.execPath, args, {
    cwd: ROOT,
    env: { ...process.env, PORT: String(port ?? 0), HOST: '127.0.0.1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.add(child);
  child.once('exit', () => children.delete(child));
  let output = '';
  // Keep draining both pipes for the whole run: a full pipe would stall the server mid-benchmark.
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-4000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${label} did not start within 60 s:\n${output}`)), 60_000);
    if (port !== undefined) {
      const url = `http://127.0.0.1:${port}`;
      const poll = (): void => {
        if (child.exitCode !== null) return;
        fetch(`${url}/api/ready`)
          .then((response) => {
            if (!response.ok) throw new Error(String(response.status));
            clearTimeout(timer);
            resolve({ url, pid: child.pid });
          })
          .catch(() => setTimeout(poll, 200));
      };
      poll();
    }
    child.stdout?.on('data', () => {
      if (port !== undefined) return;
      const match = /listening on (http:\/\/[^\s"]+)/.exec(output);
      if (!match?.[1]) return;
      clearTimeout(timer);
      // Both bind 127.0.0.1 but print "localhost", which may resolve to ::1 first.
      resolve({ url: match[1].replace('localhost', '127.0.0.1'), pid: child.pid });
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`${label} exited (${code}) before listening:\n${output}`));
    });
  });
}

/** Sends SIGTERM and waits for exit, escalating to SIGKILL after 5 s. */
async function stopServer(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
  await exited;
  clearTimeout(timer);
}

/** Headers the bare server does not replay: Node sets them itself, or they belong to one session. */
const NOT_REPLAYED = new Set([
  'date',
  'connection',
  'keep-alive',
  'transfer-encoding',
  'content-length',
  'content-type',
  'set-cookie',
]);

/** Fetches one response's exact bytes, content-type and other headers from our server. */
async function capture(url: string, cookie?: string): Promise<Fixture> {
  // Ask for identity so the bare server replays the same uncompressed bytes autocannon will get.
  const response = await fetch(url, {
    headers: { 'accept-encoding': 'identity', ...(cookie ? { cookie } : {}) },
    redirect: 'manual',
  });
  if (!response.ok) throw new Error(`GET ${url} answered ${response.status}`);
  const bodyBase64 = Buffer.from(await response.arrayBuffer()).toString('base64');
  const headers: Record<string, string> = {};
  response.headers.forEach((value, name) => {
    if (!NOT_REPLAYED.has(name)) headers[name] = value;
  });
  return { contentType: response.headers.get('content-type') ?? 'application/octet-stream', bodyBase64, headers };
}

/** Registers a customer on our server (production: no development sign-in) and returns its session cookie. */
async function signedInCookie(baseUrl: string): Promise<string> {
  const id = Date.now().toString(36);
  const account = {
    username: `load${id}`,
    email: `load${id}@example.eu`,
    password: 'Bench-Passphrase-2026!',
    name: 'Load Tester',
    companyName: `Load ${id} SAS`,
  };
  const response = await fetch(`${baseUrl}/api/register`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: baseUrl },
    body: JSON.stringify(account),
  });
  const cookie = response.headers.get('set-cookie')?.split(';')[0];
  if (response.status !== 201 || !cookie) throw new Error(`register answered ${response.status} without a session`);
  return cookie;
}

async function main(): Promise<void> {
  if (!existsSync(join(ROOT, 'dist/server/entry.mjs'))) {
    console.info('No build found: running astro build');
    execFileSync('npx', ['astro', 'build'], { cwd: ROOT, stdio: 'inherit' });
  }
  // Load generator and both servers share this machine, so other busy processes skew every number.
  const loadBefore = loadavg()[0] ?? 0;
  if (loadBefore > availableParallelism() / 2) {
    console.warn(`Warning: load average ${loadBefore.toFixed(2)} before start; results will be noisy`);
  }
  const tmp = mkdtempSync(join(tmpdir(), 'bench-'));
  let throughput: ThroughputResult | undefined;
  let quietThroughput: ThroughputResult | undefined;
  let pageWeights: PageWeight[] = [];
  let signIn: Awaited<ReturnType<typeof measureSignIn>> | undefined;
  let dashboard: DashboardBench | undefined;
  let lighthouseScores: LighthouseScore[] | undefined;
  let error: string | undefined;
  try {
    if (!runs('throughput')) throw new Error('skipped (BENCH_ONLY)');
    // As a deployment runs: logs at info (JSON on a pipe), metrics on (METRICS_PORT, as deploy/ has it).
    const deployment = {
      DATA_DIR: join(tmp, 'data'),
      APP_ENV: 'production',
      LOG_LEVEL: 'info',
      METRICS_PORT: String(await freePort()),
    };
    const ours = await startServer('our server', ['src/server/main.ts'], deployment);
    const cookie = await signedInCookie(ours.url);
    const fixtures: Fixtures = {};
    for (const { path, signedIn } of Object.values(TARGETS))
      fixtures[path] = await capture(ours.url + path, signedIn ? cookie : undefined);
    const fixturesFile = join(tmp, 'fixtures.json');
    writeFileSync(fixturesFile, JSON.stringify(fixtures));
    const bare = await startServer('bare server', ['bench/bare-server.ts', fixturesFile], {});

    console.info(
      `Benchmarking: ${WARMUP} s warm-up + ${DURATION} s per window, ${CONNECTIONS} connections, pipelining 1, ` +
        `${ROUNDS} rounds; autocannon in its own process`,
    );
    throughput = await measureThroughput(
      { ours: ours.url, bare: bare.url },
      { ours: ours.pid, bare: bare.pid },
      cookie,
      { connections: CONNECTIONS, warmupSeconds: WARMUP, durationSeconds: DURATION, rounds: ROUNDS },
    );
    // Once more with LOG_LEVEL=warn (same data, same cookie): what the info-level logging costs.
    if (QUIET_PASS) {
      const oursChild = [...children].find((child) => child.pid === ours.pid);
      if (oursChild) await stopServer(oursChild);
      const quiet = await startServer(
        'our server (LOG_LEVEL=warn)',
        ['src/server/main.ts'],
        { ...deployment, LOG_LEVEL: 'warn', METRICS_PORT: String(await freePort()) },
        await freePort(),
      );
      console.info('Once more with LOG_LEVEL=warn: the static page and the JSON reads');
      quietThroughput = await measureThroughput(
        { ours: quiet.url, bare: bare.url },
        { ours: quiet.pid, bare: bare.pid },
        cookie,
        {
          connections: CONNECTIONS,
          warmupSeconds: WARMUP,
          durationSeconds: DURATION,
          rounds: ROUNDS,
          targets: ['static', 'json', 'signedInJson'],
        },
      );
      ours.url = quiet.url;
    }
    signIn = await measureSignIn(ours.url);
    if (runs('lighthouse')) {
      try {
        lighthouseScores = await measureLighthouse(ours.url.replace('127.0.0.1', 'localhost'));
      } catch (caught) {
        console.error(`Lighthouse failed: ${caught instanceof Error ? caught.message : String(caught)}`);
      }
    }
  } catch (caught) {
    error = caught instanceof Error ? caught.message : String(caught);
    console.error(`Benchmark failed: ${error}`);
  } finally {
    // Every child, including one that never printed its URL.
    await Promise.all([...children].map(stopServer));
    rmSync(tmp, { recursive: true, force: true });
  }
  try {
    if (!runs('dashboard')) throw new Error('skipped (BENCH_ONLY)');
    dashboard = await measureDashboard(Number(process.env.BENCH_ROUNDS) || 10);
    console.info(`${formatDashboard(dashboard)}\n`);
  } catch (caught) {
    console.error(`Dashboard benchmark failed: ${caught instanceof Error ? caught.message : String(caught)}`);
  }

  if (throughput)
    console.info(`\nLOG_LEVEL=info, metrics on (a deployment's settings):\n${formatThroughput(throughput)}\n`);
  if (quietThroughput) console.info(`LOG_LEVEL=warn, metrics on:\n${formatThroughput(quietThroughput)}\n`);
  if (lighthouseScores) {
    const rows = lighthouseScores.map((s) => [
      s.path,
      String(s.performance),
      String(s.lcpMs),
      String(s.tbtMs),
      String(s.cls),
    ]);
    console.info(
      `Lighthouse (mobile preset), target performance ≥ 95:\n${formatTable(['page', 'perf', 'LCP ms', 'TBT ms', 'CLS'], rows)}\n`,
    );
  }
  if (signIn) {
    const row = [String(signIn.rounds), ...[signIn.meanMs, signIn.p50Ms, signIn.p99Ms].map((n) => n.toFixed(1))];
    console.info(`Sign-in (argon2id), sequential:\n${formatTable(['logins', 'mean ms', 'p50 ms', 'p99 ms'], [row])}\n`);
  }
  try {
    if (!runs('pages')) throw new Error('skipped (BENCH_ONLY)');
    pageWeights = measurePageWeights(join(ROOT, 'dist/client'));
    console.info(`${formatPageWeights(pageWeights)}\n`);
  } catch (caught) {
    console.error(`Page weight failed: ${caught instanceof Error ? caught.message : String(caught)}`);
  }

  // After the throughput servers are gone: these start their own servers and need the cores.
  const notifications = runs('notifications') ? await runNotificationBenchmarks() : undefined;

  console.info('Production storage: both backends, then two instances behind HAProxy');
  const storage = runs('storage') ? await runStorageBenchmarks() : undefined;
  if (storage) {
    console.info(`${formatTable(['backend', 'measure', 'p50 ms', 'p99 ms', 'budget'], formatStorage(storage))}\n`);
    for (const failure of storage.errors) console.error(`Storage benchmark: ${failure}`);
  }

  console.info('Orders and checkout: both backends');
  const orders = runs('orders') ? await runOrdersBenchmarks() : undefined;
  if (orders) {
    console.info(`${formatTable(['backend', 'measure', 'p50 ms', 'p99 ms', 'budget'], formatOrders(orders))}\n`);
    for (const failure of orders.errors) console.error(`Orders benchmark: ${failure}`);
  }

  console.info('Usage and month-end billing: both backends');
  const billing = runs('billing') ? await runBillingBenchmarks() : undefined;
  if (billing) {
    console.info(`${formatTable(['backend', 'measure', 'p50 ms', 'p99', 'budget'], formatBilling(billing))}\n`);
    for (const failure of billing.errors) console.error(`Billing benchmark: ${failure}`);
  }

  console.info('Subscriptions: renewals due at once and the change preview, both backends');
  const renewals = runs('renewals') ? await runRenewalBenchmarks() : undefined;
  if (renewals) {
    console.info(`${formatTable(['backend', 'measure', 'p50 ms', 'p99', 'budget'], formatRenewals(renewals))}\n`);
    for (const failure of renewals.errors) console.error(`Renewals benchmark: ${failure}`);
  }

  console.info('Invoices: Factur-X PDF and EN 16931 XML per document');
  const invoices = runs('invoices')
    ? await runInvoiceBenchmarks().catch((error: Error) => ({ error: error.message }))
    : undefined;
  if (invoices && !('error' in invoices))
    console.info(`${formatTable(['measure', 'p50 ms', 'p99 ms', 'budget'], formatInvoices(invoices))}\n`);
  else if (invoices) console.error(`Invoices benchmark: ${invoices.error}`);

  console.info('Clusters: provisioning under load, a crash mid-way, the list');
  const clusters = runs('clusters')
    ? await measureClusters().catch((error: Error) => ({ error: error.message }))
    : undefined;
  if (clusters && !('error' in clusters))
    console.info(`${formatTable(['measure', 'p50 ms', 'p99', 'budget'], formatClusters(clusters))}\n`);
  else if (clusters) console.error(`Clusters benchmark: ${clusters.error}`);

  console.info('Lists at scale: first pages on both backends, /my-clusters in Chromium');
  const lists = runs('lists') ? await measureLists().catch((error: Error) => ({ error: error.message })) : undefined;
  if (lists && !('error' in lists))
    console.info(`${formatTable(['list', 'CPU µs/request', 'p99 ms', 'goal', ''], formatLists(lists))}\n`);
  else if (lists) console.error(`Lists benchmark: ${lists.error}`);

  console.info('Kubernetes API of a simulated cluster (kubectl get nodes)');
  const kubernetesApi = runs('k8s')
    ? await measureKubernetesApi().catch((error: Error) => ({ error: error.message }))
    : undefined;
  if (kubernetesApi && !('error' in kubernetesApi)) console.info(`${formatKubernetesApi(kubernetesApi)}\n`);
  else if (kubernetesApi) console.error(`Kubernetes API benchmark: ${kubernetesApi.error}`);

  console.info('Kubernetes API of a cluster bought in the console (kubectl get all -A, watch delivery)');
  const kubernetesConsole = runs('k8s')
    ? await measureKubernetesConsole().catch((error: Error) => ({ error: error.message }))
    : undefined;
  if (kubernetesConsole && !('error' in kubernetesConsole))
    console.info(`${formatKubernetesConsole(kubernetesConsole)}\n`);
  else if (kubernetesConsole) console.error(`Kubernetes console benchmark: ${kubernetesConsole.error}`);

  const report = {
    date: new Date().toISOString(),
    node: process.version,
    cores: availableParallelism(),
    cpu: cpus()[0]?.model,
    loadBefore,
    settings: {
      warmupSeconds: WARMUP,
      durationSeconds: DURATION,
      connections: CONNECTIONS,
      pipelining: 1,
      rounds: ROUNDS,
      loadGenerator: 'autocannon in its own process (bench/load.ts)',
    },
    results: throughput?.windows ?? [],
    ratios: throughput?.ratios ?? {},
    p99: throughput?.p99 ?? {},
    quiet: quietThroughput && {
      logLevel: 'warn',
      results: quietThroughput.windows,
      ratios: quietThroughput.ratios,
      p99: quietThroughput.p99,
    },
    signedInPageP99: throughput?.pageP99,
    pageWeights,
    signIn,
    notifications,
    storage,
    orders,
    billing,
    renewals,
    invoices,
    clusters,
    lists,
    kubernetesApi,
    kubernetesConsole,
    error,
  };
  writeFileSync(join(ROOT, 'bench/results.json'), `${JSON.stringify(report, null, 2)}\n`);
  console.info('Wrote bench/results.json');
}

// A harness reports, it does not gate: targets below the goal or a failed run still exit 0.
main()
  .catch((caught: unknown) => console.error('Benchmark harness error:', caught))
  .finally(() => process.exit(0));
