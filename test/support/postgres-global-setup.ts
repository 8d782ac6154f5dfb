// Starts one throw-away PostgreSQL for the whole test run; suites each get a schema of their own.
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { startLocalPostgres } from '../../scripts/local-postgres.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    postgresUrl: string;
  }
}

export default async function setup(project: TestProject) {
  const dir = mkdtempSync(join(tmpdir(), 'test-postgres-'));
  // The server runs as the postgres user, which must be able to reach its data folder.
  chmodSync(dir, 0o755);
  const server = await startLocalPostgres({ dir: join(dir, 'data'), fast: true });
  project.provide('postgresUrl', server.url);
  process.env.TEST_POSTGRES_URL = server.url;
  return () => {
    server.stop();
    rmSync(dir, { recursive: true, force: true });
  };
}
