// A throw-away PostgreSQL cluster from Debian's packages, for tests and `npm run start:cluster`.
// Installs the package when missing (as root, on Debian), and runs the server as the unprivileged
// `postgres` user when started as root: PostgreSQL refuses to run as root.
import { execFileSync, spawnSync } from 'node:child_process';
import { chmodSync, chownSync, existsSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { findOrInstall } from './debian-package.ts';

export type LocalPostgres = { url: string; dir: string; port: number; stop: () => void };

const isRoot = process.getuid?.() === 0;

/** The newest installed PostgreSQL's bin folder, installing Debian's package if allowed. */
export function findPostgresBin(): string {
  return findOrInstall('postgresql', newestBin);
}

function newestBin(): string | undefined {
  const base = '/usr/lib/postgresql';
  if (!existsSync(base)) return undefined;
  const versions = readdirSync(base)
    .filter((v) => existsSync(join(base, v, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] && join(base, versions[0], 'bin');
}

/** A free TCP port on 127.0.0.1. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

function asOwner(bin: string, args: string[], options: { quiet?: boolean } = {}) {
  const [command, fullArgs] = isRoot ? ['runuser', ['-u', 'postgres', '--', bin, ...args]] : [bin, args];
  const result = spawnSync(command as string, fullArgs as string[], { encoding: 'utf8' });
  if (result.status !== 0) {
    throw new Error(`${bin.split('/').at(-1)} failed: ${(result.stderr || result.stdout || '').trim()}`);
  }
  if (!options.quiet && result.stdout.trim()) console.info(result.stdout.trim());
}

/**
 * Starts PostgreSQL with its data in `dir` (created with initdb when empty), listening on
 * 127.0.0.1:`port` only, trusting local connections (a throw-away cluster). Durability settings
 * stay at PostgreSQL's defaults unless `fast` is set (tests: fsync off).
 */
export async function startLocalPostgres(options: {
  dir: string;
  port?: number;
  fast?: boolean;
}): Promise<LocalPostgres> {
  const bin = findPostgresBin();
  const { dir } = options;
  const port = options.port ?? (await freePort());
  mkdirSync(dir, { recursive: true });
  if (isRoot) {
    chownSync(dir, uid('postgres'), gid('postgres'));
    const reachable = spawnSync('runuser', ['-u', 'postgres', '--', 'test', '-r', dir, '-a', '-x', dir]).status === 0;
    if (!reachable)
      throw new Error(
        `The postgres user cannot reach ${dir}: a parent folder is private. Choose a data folder under a world-readable path (e.g. /var/tmp).`,
      );
  }
  chmodSync(dir, 0o700);
  if (!existsSync(join(dir, 'PG_VERSION'))) {
    asOwner(
      join(bin, 'initdb'),
      ['-D', dir, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--locale=C', '--no-sync'],
      { quiet: true },
    );
    const settings = [
      `listen_addresses = '127.0.0.1'`,
      `unix_socket_directories = ''`,
      'max_connections = 200',
      ...(options.fast ? ['fsync = off', 'synchronous_commit = off', 'full_page_writes = off'] : []),
    ];
    writeFileSync(join(dir, 'postgresql.auto.conf'), `${settings.join('\n')}\n`);
    if (isRoot) chownSync(join(dir, 'postgresql.auto.conf'), uid('postgres'), gid('postgres'));
  }
  asOwner(
    join(bin, 'pg_ctl'),
    ['-D', dir, '-o', `-p ${port}`, '-l', join(dir, 'server.log'), '-w', '-t', '60', 'start'],
    { quiet: true },
  );
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    dir,
    port,
    stop: () => asOwner(join(bin, 'pg_ctl'), ['-D', dir, '-m', 'fast', '-w', 'stop'], { quiet: true }),
  };
}

function uid(user: string): number {
  return Number(execFileSync('id', ['-u', user], { encoding: 'utf8' }).trim());
}

function gid(user: string): number {
  return Number(execFileSync('id', ['-g', user], { encoding: 'utf8' }).trim());
}
