// Storage backends for tests: the embedded store in a temporary folder, or PostgreSQL in a
// schema of its own on the run's throw-away server (test/support/postgres-global-setup.ts).
import { randomBytes } from 'node:crypto';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';
import type { ContractBackend } from '../../src/server/store/contract/contract-backend.ts';
import { openStorage, type StorageBackend } from '../../src/server/store/storage.ts';

export type { ContractBackend };

/** The URL of the run's PostgreSQL. */
export function postgresUrl(): string {
  return inject('postgresUrl');
}

/** A new, empty schema on the run's PostgreSQL. */
export async function createSchema(): Promise<string> {
  const schema = `t_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: postgresUrl() });
  await admin.connect();
  try {
    await admin.query(`CREATE SCHEMA ${schema}`);
  } finally {
    await admin.end();
  }
  return schema;
}

/** A connection to the run's PostgreSQL with `schema` first in its search path (tests that edit rows by hand). */
export async function schemaClient(schema: string): Promise<pg.Client> {
  const client = new pg.Client({ connectionString: postgresUrl(), options: `-c search_path=${schema}` });
  await client.connect();
  return client;
}

const wrap = async (storage: StorageBackend) => ({
  repositories: storage.repositories,
  storage,
  close: () => storage.close(),
});

/** A fresh embedded store in a temporary folder. */
export async function embeddedBackend(): Promise<ContractBackend> {
  const dataDir = await mkdtemp(join(tmpdir(), 'store-test-'));
  return { name: 'embedded', open: async () => wrap(await openStorage({ dataDir })) };
}

/** A fresh schema on the run's PostgreSQL. */
export async function postgresBackend(): Promise<ContractBackend> {
  const schema = await createSchema();
  const dataDir = await mkdtemp(join(tmpdir(), 'store-test-'));
  return {
    name: 'postgres',
    open: async () =>
      wrap(await openStorage({ dataDir, databaseUrl: postgresUrl(), postgres: { searchPath: schema, max: 4 } })),
  };
}

/** Both backends, for suites that run once on each. */
export const BACKENDS = [
  ['embedded', embeddedBackend],
  ['postgres', postgresBackend],
] as const;
