import { readFile } from 'node:fs/promises';
import type { OutputFormat } from './output.ts';
import { isStructured, printData } from './output.ts';

const VERSION_TIMEOUT_MS = 3_000;

/** The package's version (the CLI ships with the console, so they share it). */
export async function cliVersion(): Promise<string> {
  const pkg = JSON.parse(await readFile(new URL('../../package.json', import.meta.url), 'utf8')) as { version: string };
  return pkg.version;
}

/**
 * True when the command line asks for the version: `--version` or `-V` before any command, so
 * that `clusters create --version 1.36` stays the Kubernetes version of that command.
 */
export function asksForVersion(args: string[]): boolean {
  for (let i = 0; i < args.length; i++) {
    const arg = args[i] as string;
    if (arg === '--version' || arg === '-V') return true;
    if (!arg.startsWith('-')) return false;
    // Global options with a separate value: skip the value.
    if (arg === '-o' || arg === '--output' || arg === '--api-url') i++;
  }
  return false;
}

/** `--version`: the CLI's version, and the console's when its API answers within a few seconds. */
export async function printVersion(format: OutputFormat, apiUrl: () => Promise<string>): Promise<void> {
  const cli = await cliVersion();
  let api: { url: string; version: string; environment: string } | null = null;
  try {
    const url = await apiUrl();
    const response = await fetch(new URL('/api/version/summary', url), {
      signal: AbortSignal.timeout(VERSION_TIMEOUT_MS),
    });
    if (response.ok) {
      const summary = (await response.json()) as { displayVersion: string; environment: string };
      api = { url, version: summary.displayVersion, environment: summary.environment };
    }
  } catch {
    // The version of the CLI is the answer; the console's is a bonus when it is reachable.
  }
  if (isStructured(format)) return printData(format, { cli, api });
  process.stdout.write(`sovereign-k8s ${cli}\n`);
  if (api) process.stdout.write(`API ${api.url}: ${api.version} (${api.environment})\n`);
}
