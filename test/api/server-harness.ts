import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const MAIN = fileURLToPath(new URL('../../src/server/main.ts', import.meta.url));

/** Every test registers from 127.0.0.1 with example.eu addresses: room for many, unless a test sets its own. */
export const TEST_LIMITS = { REGISTRATIONS_PER_ADDRESS: '100000', REGISTRATIONS_PER_DOMAIN: '100000' };

/** A real server process on a random port with its own temporary data folder. */
export type RunningServer = {
  url: string;
  dataDir: string;
  process: ChildProcess;
  output: () => string;
  /** SIGTERM, then resolves with the exit code. */
  stop: () => Promise<number | null>;
};

/** Starts `src/server/main.ts` (the built app) and resolves once it prints its URL. */
export async function startServer(env: Record<string, string> = {}, dataDir?: string): Promise<RunningServer> {
  const dir = dataDir ?? (await mkdtemp(join(tmpdir(), 'api-test-')));
  const child = spawn(process.execPath, [MAIN], {
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', APP_ENV: 'test', DATA_DIR: dir, ...TEST_LIMITS, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const url = await new Promise<string>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /listening on (http:\/\/[^\s"]+)/.exec(output);
      if (match?.[1]) resolve(match[1].replace('localhost', '127.0.0.1'));
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    void exited.then((code) => reject(new Error(`server exited with ${code} before listening:\n${output}`)));
  });
  return {
    url,
    dataDir: dir,
    process: child,
    output: () => output,
    stop: async () => {
      if (child.exitCode === null) child.kill('SIGTERM');
      return exited;
    },
  };
}

/** Runs the server expecting it to refuse to start; resolves with its exit code and output. */
export async function startExpectingFailure(env: Record<string, string>, dataDir?: string) {
  const dir = dataDir ?? (await mkdtemp(join(tmpdir(), 'api-test-')));
  const child = spawn(process.execPath, [MAIN], {
    env: { ...process.env, PORT: '0', APP_ENV: 'test', DATA_DIR: dir, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  return { code, output };
}
