import { spawn } from 'node:child_process';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { openStorage } from '../src/server/store/storage.ts';
import { createSchema, postgresUrl } from './support/storage.ts';

const script = fileURLToPath(new URL('../scripts/db-import.ts', import.meta.url));

function runImport(dataDir: string, databaseUrl: string): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [script, dataDir], {
      env: { ...process.env, DATABASE_URL: databaseUrl },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('exit', (code) => resolve({ code, output }));
  });
}

describe('npm run db:import', () => {
  it('copies an embedded store into PostgreSQL with counts, and changes nothing when run again', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'import-source-'));
    const source = await openStorage({ dataDir });
    const org = await source.repositories.organizations.create({ companyName: 'Moving Day SAS' });
    const ada = await source.repositories.users.create({
      username: 'ada',
      email: 'ada@example.eu',
      name: 'Ada',
      role: 'user',
      organizationId: org.id,
      orgRole: 'owner',
      emailVerified: true,
      officersAccess: false,
      passwordHash: 'argon2-hash',
    });
    for (let i = 0; i < 3; i += 1) {
      await source.repositories.notifications.create({
        userId: ada.id,
        type: 'info',
        message: `n${i}`,
        timestamp: new Date(Date.UTC(2026, 0, 1, 0, 0, i)).toISOString(),
      });
    }
    // Left open on purpose: the last writes are only in the journal, as after a crash.
    const databaseUrl = `${postgresUrl()}?search_path=${await createSchema()}`;

    const first = await runImport(dataDir, databaseUrl);
    expect(first.code, first.output).toBe(0);
    expect(first.output).toMatch(/users\s+1 rows,\s+1 new/);
    expect(first.output).toMatch(/notifications\s+3 rows,\s+3 new/);
    const again = await runImport(dataDir, databaseUrl);
    expect(again.output).toMatch(/notifications\s+3 rows,\s+0 new/);

    const target = await openStorage({ dataDir: await mkdtemp(join(tmpdir(), 'import-target-')), databaseUrl });
    try {
      expect(await target.repositories.users.findByUsername('ADA')).toEqual(ada);
      expect((await target.repositories.notifications.list(ada.id, { limit: 10 })).items.map((n) => n.message)).toEqual(
        ['n2', 'n1', 'n0'],
      );
    } finally {
      await target.close();
      await source.close();
    }
  });

  it('says what is missing instead of importing nothing', async () => {
    const empty = await mkdtemp(join(tmpdir(), 'import-empty-'));
    const result = await runImport(empty, `${postgresUrl()}?search_path=${await createSchema()}`);
    expect(result.code).toBe(1);
    expect(result.output.trim()).toMatch(/^No embedded store in .*import-empty-/);
  });
});
