// `npm run backup` while writes go on, then `npm run restore` into an empty store: the restored
// store starts and holds every write acknowledged before the backup began. Both backends.
import { randomBytes } from 'node:crypto';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { ApiClient, newAccount } from '../api/api-client.ts';
import { startServer } from '../api/server-harness.ts';
import { runScript } from '../support/cluster.ts';
import { listAllIds, startLoad } from '../support/load.ts';
import { postgresUrl } from '../support/storage.ts';
import { SLOW_TEST_MS } from '../support/budgets.ts';

const WRITERS = 3;

/** A new, empty database on the run's PostgreSQL, as a DATABASE_URL. */
async function createDatabase(): Promise<string> {
  const name = `backup_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: postgresUrl() });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(postgresUrl());
  url.pathname = `/${name}`;
  return url.toString();
}

type Place = { env: Record<string, string>; dataDir: string };

const BACKENDS: [string, () => Promise<Place>][] = [
  ['embedded', async () => ({ env: {}, dataDir: await mkdtemp(join(tmpdir(), 'backup-embedded-')) })],
  [
    'postgres',
    async () => ({
      env: { DATABASE_URL: await createDatabase() },
      dataDir: await mkdtemp(join(tmpdir(), 'backup-postgres-')),
    }),
  ],
];

describe.each(BACKENDS)('npm run backup and restore (%s)', (backend, makePlace) => {
  it(
    'takes a consistent copy while writes continue, and restores it to a store that starts with every earlier write',
    async () => {
      const source = await makePlace();
      const server = await startServer(source.env, source.dataDir);
      const file = join(await mkdtemp(join(tmpdir(), 'backup-file-')), `console-${backend}.backup`);
      try {
        const clients: ApiClient[] = [];
        for (let i = 0; i < WRITERS; i += 1) {
          const client = new ApiClient(server.url);
          expect((await client.post('/api/register', newAccount())).status).toBe(201);
          clients.push(client);
        }
        const write = (c: ApiClient) => c.post('/api/dev/notifications', { message: 'Written under load' });
        const load = startLoad(clients, { read: (c) => c.get('/api/notifications/count'), write });
        await load.each(5, (a) => a.kind === 'write' && a.status === 201);

        const backupStartedAt = performance.now();
        const before = load.answers
          .filter((a) => a.kind === 'write' && a.status === 201 && a.doneAt < backupStartedAt)
          .map((a) => ({ client: a.client, id: a.id as string }));
        const backup = await runScript('scripts/backup.ts', { ...source.env, DATA_DIR: source.dataDir }, [file]);
        const backupEndedAt = performance.now();
        await load.stop();
        expect(backup.code, backup.output).toBe(0);
        const during = load.answers.filter(
          (a) => a.kind === 'write' && a.status === 201 && a.doneAt > backupStartedAt && a.sentAt < backupEndedAt,
        ).length;
        await server.stop();

        const target = await makePlace();
        const restore = await runScript('scripts/restore.ts', { ...target.env, DATA_DIR: target.dataDir }, [file]);
        expect(restore.code, restore.output).toBe(0);
        const restored = await startServer(target.env, target.dataDir);
        try {
          const missing: string[] = [];
          for (const [index, client] of clients.entries()) {
            // The same session cookie works: sessions are data like the rest.
            const again = new ApiClient(restored.url);
            again.cookie = client.cookie;
            const ids = await listAllIds(again, '/api/notifications');
            missing.push(...before.filter((w) => w.client === index && !ids.has(w.id)).map((w) => w.id));
          }
          console.info(
            `Backup (${backend}): ${before.length} writes acknowledged before it began, ${during} more while it ran, ${missing.length} missing after restore`,
          );
          expect(missing).toEqual([]);
        } finally {
          await restored.stop();
        }
      } finally {
        if (server.process.exitCode === null) await server.stop();
      }
    },
    SLOW_TEST_MS,
  );
});
