import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readStoredTables, readStoreText } from '../support/embedded-files.ts';
import { createSchema, postgresUrl, schemaClient } from '../support/storage.ts';
import { startExpectingFailure, startServer } from './server-harness.ts';

describe('starting and stopping', () => {
  it('creates and seeds the data folder, and exits 0 after a graceful SIGTERM', async () => {
    const server = await startServer();
    const doc = JSON.parse(await readFile(join(server.dataDir, 'store.json'), 'utf8'));
    expect(doc.schemaVersion).toBeGreaterThanOrEqual(5);
    const [catalog] = (await readStoredTables(server.dataDir)).catalog ?? [];
    expect((catalog?.seed as { tiers: unknown[] }).tiers).toHaveLength(7);
    expect(await server.stop()).toBe(0);
    expect(server.output()).toContain('Stopped cleanly');
  });

  it('refuses a bad variable with one line naming it', async () => {
    const { code, output } = await startExpectingFailure({ PORT: 'eighty' });
    expect(code).toBe(1);
    expect(
      output
        .trim()
        .split('\n')
        .filter((line) => line.includes('PORT')),
    ).toHaveLength(1);
    expect(output).toMatch(/Invalid PORT \(got "eighty"\): expected a port number/);
  });

  it('refuses a malformed SECRETS_KEY without printing it, and a key file inside DATA_DIR', async () => {
    const bad = await startExpectingFailure({ SECRETS_KEY: 'hunter2-is-not-32-bytes' });
    expect(bad.code).toBe(1);
    expect(bad.output.trim().split('\n')).toHaveLength(1);
    expect(bad.output).toMatch(/^Invalid SECRETS_KEY: expected 32 random bytes written as 64 hex digits or base64/);
    expect(bad.output).not.toContain('hunter2');
    const dataDir = await mkdtemp(join(tmpdir(), 'api-test-'));
    const inside = await startExpectingFailure({ SECRETS_KEY_FILE: join(dataDir, 'keys', 'secrets.key') }, dataDir);
    expect(inside.code).toBe(1);
    expect(inside.output).toMatch(
      /^Invalid SECRETS_KEY_FILE \(got ".*secrets\.key"\): expected a file path outside DATA_DIR/,
    );
  });

  it('requires ADMIN_EMAIL and ADMIN_PASSWORD together', async () => {
    const { code, output } = await startExpectingFailure({ ADMIN_EMAIL: 'root@example.eu' });
    expect(code).toBe(1);
    expect(output).toMatch(/ADMIN_PASSWORD/);
  });

  it('refuses a DATABASE_URL that is not a PostgreSQL URL, or that cannot be reached, with one line', async () => {
    const bad = await startExpectingFailure({ DATABASE_URL: 'mysql://root:hunter2@db:3306/console' });
    expect(bad.code).toBe(1);
    expect(bad.output.trim().split('\n')).toHaveLength(1);
    expect(bad.output).toMatch(
      /Invalid DATABASE_URL \(got "mysql:\/\/\*\*\*@db:3306\/console"\): expected a postgres:\/\/ or postgresql:\/\/ URL/,
    );
    expect(bad.output).not.toContain('hunter2');
    const unreachable = await startExpectingFailure({ DATABASE_URL: 'postgres://console:hunter2@127.0.0.1:9/console' });
    expect(unreachable.code).toBe(1);
    expect(unreachable.output.trim().split('\n')).toHaveLength(1);
    expect(unreachable.output).toMatch(
      /^Cannot connect to the PostgreSQL database at 127\.0\.0\.1:9\/console \(DATABASE_URL\)/,
    );
    expect(unreachable.output).not.toContain('hunter2');
  });

  it('refuses a database migrated by a newer release, with one line', async () => {
    const schema = await createSchema();
    const sql = await schemaClient(schema);
    await sql.query(
      'CREATE TABLE schema_migrations (version int PRIMARY KEY, name text NOT NULL, applied_at timestamptz NOT NULL DEFAULT now())',
    );
    await sql.query("INSERT INTO schema_migrations (version, name) VALUES (999, 'from the future')");
    await sql.end();
    const { code, output } = await startExpectingFailure({ DATABASE_URL: `${postgresUrl()}?search_path=${schema}` });
    expect(code).toBe(1);
    expect(output.trim()).toMatch(
      /^The database in DATABASE_URL has schema version 999, newer than this build knows \(\d+\): run a newer release\.$/,
    );
  });

  it('refuses to start on a corrupt data file and leaves it untouched', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'corrupt-'));
    const path = join(dataDir, 'store.json');
    await writeFile(path, '{"schemaVersion":1,"users":[{"id"');
    const { code, output } = await startExpectingFailure({}, dataDir);
    expect(code).toBe(1);
    expect(output).toMatch(/not valid JSON/);
    expect(await readFile(path, 'utf8')).toBe('{"schemaVersion":1,"users":[{"id"');
  });

  it('bootstraps the super_admin once, with an argon2id hash and never the password', async () => {
    const env = { ADMIN_EMAIL: 'Root@Example.eu', ADMIN_PASSWORD: 'correct horse battery staple' };
    const first = await startServer(env);
    expect(first.output()).toContain('Created the super_admin');
    await first.stop();
    const again = await startServer(env, first.dataDir);
    expect(again.output()).not.toContain('Created the super_admin');
    await again.stop();
    expect(await readStoreText(first.dataDir)).not.toContain('correct horse battery staple');
    const users = (await readStoredTables(first.dataDir)).users ?? [];
    expect(users).toHaveLength(1);
    expect(users[0]).toMatchObject({ email: 'root@example.eu', role: 'super_admin' });
    expect(users[0]?.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  });
});
