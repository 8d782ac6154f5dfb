// `npm run start:cluster`: the console as it runs in production, on one machine. A throw-away
// PostgreSQL under DATA_DIR/postgres, two console instances, and HAProxy on PORT in front of
// them (HTTP with X-Forwarded-For, and kubectl's TLS passed through). An instance that exits is
// started again; `npm run cluster:rolling-restart` relies on that. Ctrl-C stops everything. The
// instances' addresses and process ids are kept in DATA_DIR/cluster.json.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, renameSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { haproxyConfig, unavailableResponse } from './cluster-haproxy.ts';
import { findOrInstall } from './debian-package.ts';
import { freePort, startLocalPostgres } from './local-postgres.ts';
import { waitForReady } from './wait-ready.ts';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const port = Number(process.env.PORT ?? 4321);
const host = process.env.HOST ?? '127.0.0.1';
const dataDir = resolve(process.env.DATA_DIR ?? './data-cluster');
const instanceCount = Math.max(1, Number(process.env.CLUSTER_INSTANCES ?? 2));
const publicOrigin = process.env.PUBLIC_ORIGIN ?? `http://localhost:${port}`;

type Instance = { name: string; port: number; pid: number; child?: ChildProcess; restarts: number; startedAt: number };

await import('./require-node.mjs');
if (!existsSync(join(ROOT, 'dist/server/entry.mjs'))) {
  console.info('Building the site (first start)…');
  const build = spawnSync(process.execPath, ['node_modules/astro/bin/astro.mjs', 'build'], {
    cwd: ROOT,
    stdio: 'inherit',
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

mkdirSync(dataDir, { recursive: true });
// PostgreSQL runs as the postgres user when we are root: it must be able to pass through
// DATA_DIR to its own folder (traverse only, not list: the files inside stay private).
if (process.getuid?.() === 0) chmodSync(dataDir, statSync(dataDir).mode | 0o011);
const instances: Instance[] = [];
let haproxy: ChildProcess | undefined;
let postgresStop: (() => void) | undefined;
let postgresUrl = '';
let stopping = false;

function writeClusterFile(): void {
  const state = {
    url: publicOrigin,
    postgres: postgresUrl,
    instances: instances.map(({ name, port: p, pid, restarts }) => ({ name, port: p, pid, restarts })),
  };
  // Written aside and renamed over: a reader (cluster:rolling-restart polls it every 100 ms)
  // sees the old file or the new one, never a truncated one.
  const file = join(dataDir, 'cluster.json');
  writeFileSync(`${file}.tmp`, `${JSON.stringify(state, null, 2)}\n`);
  renameSync(`${file}.tmp`, file);
}

/** Stops a child: SIGTERM, then SIGKILL after 10 s. */
function stopChild(child: ChildProcess | undefined): Promise<void> {
  return new Promise((done) => {
    if (!child || child.exitCode !== null || child.signalCode !== null) return done();
    const force = setTimeout(() => child.kill('SIGKILL'), 10_000);
    child.once('exit', () => {
      clearTimeout(force);
      done();
    });
    child.kill('SIGTERM');
  });
}

/** Stops the balancer and the instances, then PostgreSQL. */
async function stopAll(code: number): Promise<never> {
  stopping = true;
  await Promise.all([stopChild(haproxy), ...instances.map((instance) => stopChild(instance.child))]);
  try {
    postgresStop?.();
  } catch (error) {
    console.error((error as Error).message);
  }
  process.exit(code);
}

/** How long an instance may take to answer ready (the first one applies the migrations). */
const INSTANCE_READY_MS = 120_000;

/** Prints a child's lines with its name; rejects with its last output when it exits. */
function follow(name: string, child: ChildProcess): Promise<never> {
  let output = '';
  return new Promise((_resolve, reject) => {
    const onData = (chunk: Buffer) => {
      const text = chunk.toString();
      if (output.length < 100_000) output += text;
      for (const line of text.split('\n').filter(Boolean)) console.info(`[${name}] ${line}`);
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', () => reject(new Error(`${name} exited before it was ready:\n${output.slice(-4000)}`)));
  });
}

/**
 * Runs one instance, and runs it again whenever it exits while the cluster is up: after a
 * rolling restart's SIGTERM at once, after a crash with a growing pause (0.2 s doubling to 5 s
 * while it keeps dying within 10 s of its start).
 */
async function runInstance(instance: Instance): Promise<void> {
  const child = spawn(process.execPath, ['src/server/main.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(instance.port),
      HOST: '127.0.0.1',
      DATABASE_URL: postgresUrl,
      DATA_DIR: join(dataDir, instance.name),
      // Organization archives: any instance may build one and any may serve its link.
      EXPORTS_DIR: process.env.EXPORTS_DIR ?? join(dataDir, 'exports'),
      PUBLIC_ORIGIN: publicOrigin,
      TRUSTED_PROXIES: '127.0.0.1',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  instance.child = child;
  instance.pid = child.pid ?? 0;
  instance.startedAt = Date.now();
  child.once('exit', (code, signal) => {
    if (stopping) return;
    const crashed = !(code === 0 || signal === 'SIGTERM');
    const quick = Date.now() - instance.startedAt < 10_000;
    const pause = crashed && quick ? Math.min(5_000, 200 * 2 ** Math.min(instance.restarts, 5)) : 0;
    instance.restarts = crashed && quick ? instance.restarts + 1 : 0;
    console.info(`[${instance.name}] exited (${signal ?? code}); starting it again${pause ? ` in ${pause} ms` : ''}`);
    setTimeout(() => void runInstance(instance).catch((error: Error) => console.error(error.message)), pause);
  });
  // Ready when its GET /api/ready answers 200, not when a log line says so: LOG_LEVEL=warn prints none.
  const exited = follow(instance.name, child);
  await waitForReady(`http://127.0.0.1:${instance.port}/api/ready`, {
    timeoutMs: INSTANCE_READY_MS,
    what: instance.name,
    abandon: exited,
  });
  writeClusterFile();
}

/**
 * Runs HAProxy, and runs it again if it exits while the cluster is up (saying how it exited):
 * the public port must not stay closed because the balancer died. Resolves nothing; the promise
 * rejects when the first HAProxy exits, which is what waiting for it to be ready needs.
 */
function runHaproxy(bin: string, configPath: string): Promise<never> {
  const child = spawn(bin, ['-db', '-f', configPath], { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] });
  haproxy = child;
  const startedAt = Date.now();
  const exited = follow('haproxy', child);
  child.once('exit', (code, signal) => {
    if (stopping) return;
    const quick = Date.now() - startedAt < 10_000;
    console.error(`[haproxy] exited (${signal ?? code}); starting it again${quick ? ' in 1 s' : ''}`);
    setTimeout(
      () => {
        if (!stopping) void runHaproxy(bin, configPath).catch(() => undefined);
      },
      quick ? 1_000 : 0,
    );
  });
  return exited;
}

try {
  const haproxyBin = findOrInstall('haproxy', ['/usr/sbin/haproxy', '/usr/bin/haproxy']);
  const postgres = await startLocalPostgres({ dir: join(dataDir, 'postgres') });
  postgresStop = postgres.stop;
  postgresUrl = postgres.url;
  console.info(`PostgreSQL on 127.0.0.1:${postgres.port} (data in ${postgres.dir})`);
  process.once('SIGINT', () => void stopAll(0));
  process.once('SIGTERM', () => void stopAll(0));

  // kubectl reaches either instance through the balancer: they answer TLS with one certificate.
  const sharedTls = join(dataDir, 'k8s-api-tls');
  mkdirSync(sharedTls, { recursive: true, mode: 0o700 });
  // One at a time: the first applies the migrations (the others would wait on its lock anyway).
  for (let i = 0; i < instanceCount; i += 1) {
    const instance: Instance = {
      name: `instance-${String.fromCharCode(97 + i)}`,
      port: await freePort(),
      pid: 0,
      restarts: 0,
      startedAt: 0,
    };
    const own = join(dataDir, instance.name);
    mkdirSync(own, { recursive: true });
    rmSync(join(own, 'k8s-api-tls'), { recursive: true, force: true });
    symlinkSync(sharedTls, join(own, 'k8s-api-tls'));
    instances.push(instance);
    await runInstance(instance);
  }

  const errorFile = join(dataDir, 'haproxy-503.http');
  writeFileSync(errorFile, unavailableResponse());
  const configPath = join(dataDir, 'haproxy.cfg');
  writeFileSync(
    configPath,
    haproxyConfig({ host, port, backends: instances, errorFile, statsSocket: join(dataDir, 'haproxy.sock') }),
  );
  const haproxyExited = runHaproxy(haproxyBin, configPath);
  // Through the balancer: its first health checks passed.
  await waitForReady(`http://127.0.0.1:${port}/api/ready`, {
    timeoutMs: 20_000,
    what: 'HAProxy',
    abandon: haproxyExited,
  });
  writeClusterFile();
  console.info(
    `Cluster of ${instances.length} instances listening on http://localhost:${port} (HAProxy; PostgreSQL at 127.0.0.1:${postgres.port})`,
  );
} catch (error) {
  console.error((error as Error).message);
  await stopAll(1);
}
