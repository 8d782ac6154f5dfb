import { spawn } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { chmod, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/** The newest pg_dump/pg_restore of Debian's PostgreSQL packages (a dump needs one at least as new as the server). */
export function findPostgresClient(program: 'pg_dump' | 'pg_restore'): string | undefined {
  const base = '/usr/lib/postgresql';
  const versions = existsSync(base)
    ? readdirSync(base)
        .filter((v) => existsSync(join(base, v, 'bin', program)))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  if (versions[0]) return join(base, versions[0], 'bin', program);
  return ['/usr/bin/' + program].find((path) => existsSync(path));
}

/**
 * How the PostgreSQL tools reach DATABASE_URL: libpq's environment variables, so the password
 * never shows in a process list; `search_path` (a console in a schema of its own) selects that
 * schema alone.
 */
export function clientEnvironment(url: string): { env: NodeJS.ProcessEnv; schema: string | undefined } {
  const parsed = new URL(url);
  const env: NodeJS.ProcessEnv = {
    PGHOST: parsed.hostname,
    PGPORT: parsed.port || '5432',
    PGDATABASE: decodeURIComponent(parsed.pathname.slice(1)) || 'postgres',
    PGUSER: decodeURIComponent(parsed.username) || 'postgres',
    ...(parsed.password ? { PGPASSWORD: decodeURIComponent(parsed.password) } : {}),
    ...(parsed.searchParams.get('sslmode') ? { PGSSLMODE: parsed.searchParams.get('sslmode') as string } : {}),
    PGAPPNAME: 'sovereign-console-backup',
  };
  return { env, schema: parsed.searchParams.get('search_path') ?? undefined };
}

/** Runs a PostgreSQL client tool; rejects with its error output. */
export function runTool(program: string, args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(program, args, { env: { ...process.env, ...env }, stdio: ['ignore', 'ignore', 'pipe'] });
    let errors = '';
    child.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()));
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${program.split('/').at(-1)} failed (${code}): ${errors.trim()}`)),
    );
  });
}

/**
 * pg_dump in custom format: one consistent snapshot of the database (a repeatable-read
 * transaction) however much is written meanwhile; restored with pg_restore.
 */
export async function backupPostgres(url: string, file: string, pgDump: string): Promise<void> {
  const { env, schema } = clientEnvironment(url);
  // Created private before pg_dump writes a byte into it (pg_dump keeps an existing file's mode).
  await writeFile(file, '', { mode: 0o600 });
  await chmod(file, 0o600);
  await runTool(
    pgDump,
    ['--format=custom', '--no-owner', '--no-privileges', `--file=${file}`, ...(schema ? [`--schema=${schema}`] : [])],
    env,
  );
}

/**
 * pg_restore of such a dump into DATABASE_URL (the console stopped): the tables it holds are
 * dropped and created again, in one transaction, so a failed restore leaves the database as it was.
 */
export async function restorePostgres(url: string, file: string, pgRestore: string): Promise<void> {
  const { env, schema } = clientEnvironment(url);
  const args = [
    '--clean',
    '--if-exists',
    '--no-owner',
    '--no-privileges',
    '--single-transaction',
    '--exit-on-error',
    `--dbname=${env.PGDATABASE}`,
  ];
  await runTool(pgRestore, [...args, ...(schema ? [`--schema=${schema}`] : []), file], env);
}
