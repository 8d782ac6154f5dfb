// Storage backends for tests: the embedded store in a temporary folder, or PostgreSQL in a
// schema of its own on the run's throw-away server (test/support/postgres-global-setup.ts).
import { randomBytes } from 'node:crypto';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import postgres from 'postgres';
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
  const admin = postgres(postgresUrl(), { max: 1, onnotice: () => {} });
  try {
    await admin.unsafe(`CREATE SCHEMA ${schema}`);
  } finally {
    await admin.end();
  }
  return schema;
}

const wrap = async (storage: StorageBackend) => ({ repositories: storage.repositories, storage, close: () => storage.close() });

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
    open: async () => wrap(await openStorage({ dataDir, databaseUrl: postgresUrl(), postgres: { searchPath: schema, max: 4 } })),
  };
}

/** Both backends, for suites that run once on each. */
export const BACKENDS = [
  ['embedded', embeddedBackend],
  ['postgres', postgresBackend],
] as const;
