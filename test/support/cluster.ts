// `npm run start:cluster` as a test runs it: its own PostgreSQL, two instances and HAProxy on a
// free port, in a temporary folder; stopped (Ctrl-C) at the end.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '../../scripts/local-postgres.ts';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

export type TestCluster = {
  url: string;
  port: number;
  dataDir: string;
  output: () => string;
  child: ChildProcess;
  stop: () => Promise<void>;
};

/** Starts the cluster and resolves once HAProxy answers ready. */
export async function startTestCluster(env: Record<string, string> = {}): Promise<TestCluster> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'test-cluster-'));
  const child = spawn(process.execPath, [join(ROOT, 'scripts/start-cluster.ts')], {
    cwd: ROOT,
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, REGISTRATIONS_PER_ADDRESS: '100000', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  await new Promise<void>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (/Cluster of \d+ instances listening/.test(output)) resolve();
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    void exited.then(() => reject(new Error(`start:cluster exited:\n${output.slice(-4000)}`)));
  });
  return {
    url: `http://localhost:${port}`,
    port,
    dataDir,
    output: () => output,
    child,
    stop: async () => {
      if (child.exitCode === null) child.kill('SIGINT');
      await exited;
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Runs a script of the project to its end; resolves with its exit code and output. */
export function runScript(
  script: string,
  env: Record<string, string>,
  args: string[] = [],
): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [join(ROOT, script), ...args], {
      cwd: ROOT,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('exit', (code) => resolve({ code, output }));
  });
}
