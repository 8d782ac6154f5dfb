import { randomBytes } from 'node:crypto';
import { link, mkdir, readFile, unlink, writeFile } from 'node:fs/promises';
import { homedir } from 'node:os';
import { dirname, join, relative, resolve, isAbsolute } from 'node:path';
import { ConfigError } from '../config/config-error.ts';

/** Where the key comes from: SECRETS_KEY itself, or the file SECRETS_KEY_FILE names. */
export type SecretsKeySource = { kind: 'value'; key: Buffer } | { kind: 'file'; path: string };

/** `$XDG_CONFIG_HOME/sovereign-console/secrets.key` (`~/.config/…`): beside no data folder. */
export function defaultSecretsKeyFile(env: NodeJS.ProcessEnv = process.env): string {
  return join(env.XDG_CONFIG_HOME || join(homedir(), '.config'), 'sovereign-console', 'secrets.key');
}

/** 32 bytes written as 64 hex digits or as base64; undefined for anything else. */
export function parseSecretsKey(text: string): Buffer | undefined {
  const value = text.trim();
  if (/^[0-9a-f]{64}$/i.test(value)) return Buffer.from(value, 'hex');
  if (/^[A-Za-z0-9+/_-]{43}=?$/.test(value)) {
    const bytes = Buffer.from(value, value.includes('-') || value.includes('_') ? 'base64url' : 'base64');
    if (bytes.length === 32) return bytes;
  }
  return undefined;
}

/** True when `path` is `folder` or inside it. */
export function isInside(path: string, folder: string): boolean {
  const rel = relative(resolve(folder), resolve(path));
  return rel === '' || (!rel.startsWith('..') && !isAbsolute(rel));
}

/**
 * The key that seals pending secrets (secret-box.ts). From SECRETS_KEY, or read from its file;
 * a missing file is created once with a fresh random key (mode 0600, in a 0700 folder), so that
 * `npm start` needs no setup. Several processes starting together agree on one key: the file
 * appears atomically (a hard link of a complete temporary file), and a loser reads the winner's.
 */
export async function loadSecretsKey(source: SecretsKeySource): Promise<Buffer> {
  if (source.kind === 'value') return source.key;
  const existing = await readKeyFile(source.path);
  if (existing) return existing;
  await mkdir(dirname(source.path), { recursive: true, mode: 0o700 });
  const temporary = `${source.path}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
  await writeFile(temporary, `${randomBytes(32).toString('hex')}\n`, { mode: 0o600, flag: 'wx' });
  try {
    await link(temporary, source.path);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw keyFileError(source.path, error);
  } finally {
    await unlink(temporary).catch(() => undefined);
  }
  const created = await readKeyFile(source.path);
  if (!created) throw new ConfigError(`Invalid SECRETS_KEY_FILE: ${source.path} vanished while it was created`);
  console.info(
    `Created a new secrets key in ${source.path} (SECRETS_KEY_FILE): keep it, or pending e-mails cannot be sent after a restart.`,
  );
  return created;
}

async function readKeyFile(path: string): Promise<Buffer | undefined> {
  let text: string;
  try {
    text = await readFile(path, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw keyFileError(path, error);
  }
  const key = parseSecretsKey(text);
  if (!key)
    throw new ConfigError(
      `Invalid SECRETS_KEY_FILE (${path}): expected 32 random bytes written as 64 hex digits or base64`,
    );
  return key;
}

function keyFileError(path: string, error: unknown): ConfigError {
  const code = (error as NodeJS.ErrnoException).code ?? 'error';
  return new ConfigError(
    `Invalid SECRETS_KEY_FILE (${path}): cannot read or create it (${code}); set SECRETS_KEY or point SECRETS_KEY_FILE at a writable place outside DATA_DIR`,
  );
}
