// Runs the real `sovereign-k8s` (the package's bin) as a child process, as a shell or CI would.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

export const BIN = fileURLToPath(new URL('../../bin/sovereign-k8s.mjs', import.meta.url));

/** What one run printed and how it ended. */
export type CliRun = { code: number | null; stdout: string; stderr: string };

/**
 * Runs the CLI with `args` and the given environment (nothing else of the test's leaks in but
 * PATH); `input`, when given, is piped to its stdin (an empty pipe otherwise).
 */
export function runCli(args: string[], env: Record<string, string>, input?: string): Promise<CliRun> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [BIN, ...args], {
      env: { PATH: process.env.PATH ?? '', HOME: env.HOME ?? '/nonexistent', ...env },
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.once('error', reject);
    child.once('exit', (code) => resolve({ code, stdout, stderr }));
    child.stdin.end(input ?? '');
  });
}
