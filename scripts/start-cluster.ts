// `npm run start:cluster`: the console as it runs in production, on one machine. A throw-away
// PostgreSQL under DATA_DIR/postgres, two console instances, and HAProxy on PORT in front of
// them with health checks on /api/health. Ctrl-C stops everything. The instances' addresses and
// process ids are written to DATA_DIR/cluster.json (the end-to-end test kills one of them).
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { findOrInstall } from './debian-package.ts';
import { freePort, startLocalPostgres } from './local-postgres.ts';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const port = Number(process.env.PORT ?? 4321);
const host = process.env.HOST ?? '127.0.0.1';
const dataDir = resolve(process.env.DATA_DIR ?? './data-cluster');
const instanceCount = Math.max(1, Number(process.env.CLUSTER_INSTANCES ?? 2));
const publicOrigin = process.env.PUBLIC_ORIGIN ?? `http://localhost:${port}`;

await import('./require-node.mjs');
if (!existsSync(join(ROOT, 'dist/server/entry.mjs'))) {
  console.info('Building the site (first start)…');
  const build = spawnSync(process.execPath, ['node_modules/astro/bin/astro.mjs', 'build'], { cwd: ROOT, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

mkdirSync(dataDir, { recursive: true });
// PostgreSQL runs as the postgres user when we are root: it must be able to pass through
// DATA_DIR to its own folder (traverse only, not list: the files inside stay private).
if (process.getuid?.() === 0) chmodSync(dataDir, statSync(dataDir).mode | 0o011);
const children = new Set<ChildProcess>();
let postgresStop: (() => void) | undefined;
let stopping = false;

/** Stops the balancer and the instances (SIGTERM, then SIGKILL after 10 s), then PostgreSQL. */
async function stopAll(code: number): Promise<never> {
  stopping = true;
  await Promise.all(
    [...children].map(
      (child) =>
        new Promise<void>((done) => {
          if (child.exitCode !== null || child.signalCode !== null) return done();
          const force = setTimeout(() => child.kill('SIGKILL'), 10_000);
          child.once('exit', () => {
            clearTimeout(force);
            done();
          });
          child.kill('SIGTERM');
        }),
    ),
  );
  try {
    postgresStop?.();
  } catch (error) {
    console.error((error as Error).message);
  }
  process.exit(code);
}

/** Starts a child and resolves once `ready` matches its output. */
function launch(name: string, command: string, args: string[], env: NodeJS.ProcessEnv, ready: RegExp): Promise<ChildProcess> {
  const child = spawn(command, args, { cwd: ROOT, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  children.add(child);
  let output = '';
  return new Promise((resolveReady, reject) => {
    const onData = (chunk: Buffer) => {
      const text = chunk.toString();
      output += text;
      for (const line of text.split('\n').filter(Boolean)) console.info(`[${name}] ${line}`);
      if (ready.test(output)) resolveReady(child);
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code, signal) => {
      children.delete(child);
      if (!stopping) console.info(`[${name}] exited (${signal ?? code})`);
      reject(new Error(`${name} exited before it was ready:\n${output}`));
    });
  });
}

/** Polls `url` until it answers 200 through the balancer (its first health checks passed). */
async function waitForHealthy(url: string): Promise<void> {
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline) {
    const ok = await fetch(url).then((response) => response.ok, () => false);
    if (ok) return;
    await new Promise((resolveWait) => setTimeout(resolveWait, 200));
  }
  throw new Error(`HAProxy did not answer on ${url} within 20 s.`);
}

function haproxyConfig(backends: { name: string; port: number }[]): string {
  return `global
  maxconn 4096

defaults
  mode http
  timeout connect 2s
  timeout client 60s
  timeout server 60s
  timeout tunnel 1h
  # A request that could not reach an instance (refused, reset before any answer) goes to another.
  retries 3
  option redispatch 1
  retry-on conn-failure empty-response

frontend console
  bind ${host}:${port}
  default_backend instances

backend instances
  balance roundrobin
  option httpchk GET /api/health
  http-check expect status 200
  default-server inter 1s fall 2 rise 2
${backends.map((b) => `  server ${b.name} 127.0.0.1:${b.port} check`).join('\n')}
`;
}

try {
  const haproxy = findOrInstall('haproxy', ['/usr/sbin/haproxy', '/usr/bin/haproxy']);
  const postgres = await startLocalPostgres({ dir: join(dataDir, 'postgres') });
  postgresStop = postgres.stop;
  console.info(`PostgreSQL on 127.0.0.1:${postgres.port} (data in ${postgres.dir})`);
  process.once('SIGINT', () => void stopAll(0));
  process.once('SIGTERM', () => void stopAll(0));

  const instances: { name: string; port: number; pid: number }[] = [];
  // One at a time: the first applies the migrations (the others would wait on its lock anyway).
  for (let i = 0; i < instanceCount; i += 1) {
    const name = `instance-${String.fromCharCode(97 + i)}`;
    const instancePort = await freePort();
    const child = await launch(
      name,
      process.execPath,
      ['src/server/main.ts'],
      {
        PORT: String(instancePort),
        HOST: '127.0.0.1',
        DATABASE_URL: postgres.url,
        DATA_DIR: join(dataDir, name),
        PUBLIC_ORIGIN: publicOrigin,
      },
      /listening on http/,
    );
    instances.push({ name, port: instancePort, pid: child.pid ?? 0 });
  }

  const configPath = join(dataDir, 'haproxy.cfg');
  writeFileSync(configPath, haproxyConfig(instances));
  void launch('haproxy', haproxy, ['-db', '-f', configPath], {}, /$^/).catch((error: Error) => {
    if (!stopping) {
      console.error(error.message);
      void stopAll(1);
    }
  });
  await waitForHealthy(`http://127.0.0.1:${port}/api/health`);
  writeFileSync(join(dataDir, 'cluster.json'), `${JSON.stringify({ url: publicOrigin, postgres: postgres.url, instances }, null, 2)}\n`);
  console.info(`Cluster of ${instances.length} instances listening on http://localhost:${port} (HAProxy; PostgreSQL at 127.0.0.1:${postgres.port})`);
} catch (error) {
  console.error((error as Error).message);
  await stopAll(1);
}
