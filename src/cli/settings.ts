import { chmod, mkdir, readFile, writeFile } from 'node:fs/promises';
import { homedir } from 'node:os';
import { dirname, join } from 'node:path';
import { CliError, EXIT } from './exit-codes.ts';

/** Where `login` keeps the API URL and the token (only its owner may read it). */
export function settingsFile(env: NodeJS.ProcessEnv = process.env): string {
  const base = env.XDG_CONFIG_HOME || join(homedir(), '.config');
  return join(base, 'sovereign-k8s', 'config.json');
}

type Saved = { apiUrl?: string; token?: string };

async function readSaved(env: NodeJS.ProcessEnv): Promise<Saved> {
  try {
    return JSON.parse(await readFile(settingsFile(env), 'utf8')) as Saved;
  } catch {
    return {};
  }
}

/** The API URL: the option, SOVEREIGN_API_URL, what `login` saved, or the local default. */
export async function apiUrl(option: string | undefined, env: NodeJS.ProcessEnv = process.env): Promise<string> {
  const value = option ?? env.SOVEREIGN_API_URL ?? (await readSaved(env)).apiUrl ?? 'http://localhost:4321';
  try {
    return new URL(value).origin;
  } catch {
    throw new CliError(`The API URL ${value} is not a URL (e.g. https://console.example.eu).`, EXIT.usage);
  }
}

/** The token: SOVEREIGN_TOKEN, else what `login` saved; none is exit code 3. */
export async function apiToken(env: NodeJS.ProcessEnv = process.env): Promise<string> {
  const token = env.SOVEREIGN_TOKEN || (await readSaved(env)).token;
  if (!token)
    throw new CliError(
      'No API token: set SOVEREIGN_TOKEN or run `sovereign-k8s login` (create one in Settings → API tokens).',
      EXIT.unauthenticated,
      { code: 'no_token' },
    );
  return token;
}

/** Saves the URL and token for later commands, readable by the user only. */
export async function saveLogin(
  apiUrlValue: string,
  token: string,
  env: NodeJS.ProcessEnv = process.env,
): Promise<string> {
  const file = settingsFile(env);
  await mkdir(dirname(file), { recursive: true, mode: 0o700 });
  await writeFile(file, `${JSON.stringify({ apiUrl: apiUrlValue, token }, null, 2)}\n`, { mode: 0o600 });
  await chmod(file, 0o600);
  return file;
}
