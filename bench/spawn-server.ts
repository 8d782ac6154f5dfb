// Starts our server for the load benchmarks, with the file-descriptor limit raised for the
// thousands of sockets they open (bash's `ulimit`, as root or up to the hard limit).
import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../', import.meta.url));

/** A running server process and a way to read and wait for its output lines. */
export type BenchServer = {
  url: string;
  child: ChildProcess;
  /** Resolves with the first output line after this call that matches. */
  nextLine(pattern: RegExp, timeoutMs?: number): Promise<string>;
  stop(): Promise<void>;
};

/** `ulimit -n` as high as allowed, then exec: the shell line that wraps a command. */
export function withRaisedFdLimit(command: string): string {
  return `ulimit -n 65536 2>/dev/null || ulimit -n "$(ulimit -Hn)"; exec ${command}`;
}

const quote = (value: string) => `'${value.replace(/'/g, `'\\''`)}'`;

/** Spawns `node <nodeArgs> src/server/main.ts` on 127.0.0.1 and a free port. */
export async function startBenchServer(
  env: Record<string, string>,
  nodeArgs: string[] = [],
  startTimeoutMs = 60_000,
): Promise<BenchServer> {
  const command = [process.execPath, ...nodeArgs, 'src/server/main.ts'].map(quote).join(' ');
  const child = spawn('bash', ['-c', withRaisedFdLimit(command)], {
    cwd: ROOT,
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const waiters = new Set<{ pattern: RegExp; resolve: (line: string) => void }>();
  let tail = '';
  let buffered = '';
  const onData = (chunk: Buffer) => {
    tail = (tail + chunk.toString()).slice(-4000);
    buffered += chunk.toString();
    const lines = buffered.split('\n');
    buffered = lines.pop() ?? '';
    for (const line of lines) {
      for (const waiter of waiters) {
        if (!waiter.pattern.test(line)) continue;
        waiters.delete(waiter);
        waiter.resolve(line);
      }
    }
  };
  // Keep draining both pipes: a full pipe would stall the server mid-benchmark.
  child.stdout.on('data', onData);
  child.stderr.on('data', onData);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));

  const nextLine = (pattern: RegExp, timeoutMs = 60_000) =>
    new Promise<string>((resolve, reject) => {
      const timer = setTimeout(() => {
        waiters.delete(waiter);
        reject(new Error(`no line matching ${pattern} within ${timeoutMs} ms:\n${tail}`));
      }, timeoutMs);
      const waiter = {
        pattern,
        resolve: (line: string) => {
          clearTimeout(timer);
          resolve(line);
        },
      };
      waiters.add(waiter);
      void exited.then(() => reject(new Error(`server exited:\n${tail}`)));
    });

  const listening = await nextLine(/listening on http:\/\/[^\s"]+/, startTimeoutMs);
  const url = (/listening on (http:\/\/[^\s"]+)/.exec(listening)?.[1] ?? '').replace('localhost', '127.0.0.1');
  return {
    url,
    child,
    nextLine,
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(timer);
    },
  };
}
