import { spawn } from 'node:child_process';
import { mkdtemp } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { RunningServer } from './server-harness.ts';
import { HOOK_MS } from '../support/budgets.ts';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const ASTRO = join(ROOT, 'node_modules/astro/bin/astro.mjs');

/** A port nobody listens on right now. */
async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const address = probe.address();
  await new Promise((resolve) => probe.close(resolve));
  if (typeof address !== 'object' || !address) throw new Error('no port');
  return address.port;
}

/**
 * `astro dev` (what `npm run dev` runs) on a free port with its own temporary data folder;
 * resolves once /api answers. `--ignore-lock` lets it run beside a developer's own dev server.
 */
export async function startDevServer(env: Record<string, string> = {}): Promise<RunningServer> {
  const dataDir = await mkdtemp(join(tmpdir(), 'dev-test-'));
  const port = await freePort();
  // Astro's dev server stands down inside Vitest (VITEST set): the child must not inherit it.
  const inherited = Object.fromEntries(
    Object.entries(process.env).filter(([name]) => !name.startsWith('VITEST') && name !== 'NODE_ENV'),
  );
  const child = spawn(
    process.execPath,
    [ASTRO, 'dev', '--ignore-lock', '--port', String(port), '--host', '127.0.0.1'],
    {
      cwd: ROOT,
      env: { ...inherited, DATA_DIR: dataDir, PORT: String(port), ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const url = `http://127.0.0.1:${port}`;
  // The first request compiles the pipeline, so wait for a real answer rather than a log line.
  const deadline = Date.now() + HOOK_MS;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`astro dev exited with ${child.exitCode}:\n${output}`);
    const status = await fetch(`${url}/api/health`).then(
      (response) => response.status,
      () => 0,
    );
    if (status === 200) break;
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`astro dev did not answer /api/health within 90 s:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return {
    url,
    dataDir,
    process: child,
    output: () => output,
    stop: async () => {
      if (child.exitCode === null) child.kill('SIGTERM');
      return exited;
    },
  };
}
