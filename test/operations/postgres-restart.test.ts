// A PostgreSQL restart (pg_ctl -m fast restart) while clients read and order: the process
// survives, nothing answers 500, 503 storage_unavailable only while the database is down, every
// acknowledged order is there afterwards, and service comes back by itself once the database is
// (how soon is printed as a figure: timing is measured, never asserted).
import { execFile } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findPostgresBin, startLocalPostgres, type LocalPostgres } from '../../scripts/local-postgres.ts';
import { ApiClient } from '../api/api-client.ts';
import { registeredCustomer, until } from '../api/commerce-helpers.ts';
import { startServer, type RunningServer } from '../api/server-harness.ts';
import { listAllIds, startLoad } from '../support/load.ts';
import { SLOW_TEST_MS, WAIT_MS } from '../support/budgets.ts';

const CLIENTS = 8;
const product = {
  kind: 'product',
  product: { productId: 'harbor', quantity: 1 },
  currency: 'EUR',
  billingCycle: 'monthly',
};

let dir: string;
let postgres: LocalPostgres;
let server: RunningServer;

beforeAll(async () => {
  // A server of its own: the run's shared one must not restart under the other suites.
  dir = mkdtempSync(join(tmpdir(), 'restart-postgres-'));
  chmodSync(dir, 0o755);
  postgres = await startLocalPostgres({ dir: join(dir, 'data'), fast: true });
  server = await startServer({ DATABASE_URL: postgres.url });
});
afterAll(async () => {
  await server?.stop();
  postgres?.stop();
  rmSync(dir, { recursive: true, force: true });
});

/** pg_ctl restart as the cluster's owner; resolves once the new server accepts connections (-w). */
async function restartPostgres(): Promise<void> {
  const pgCtl = join(findPostgresBin(), 'pg_ctl');
  const args = [
    '-D',
    postgres.dir,
    '-m',
    'fast',
    '-w',
    '-o',
    `-p ${postgres.port}`,
    '-l',
    join(postgres.dir, 'server.log'),
    'restart',
  ];
  const [command, fullArgs] =
    process.getuid?.() === 0 ? ['runuser', ['-u', 'postgres', '--', pgCtl, ...args]] : [pgCtl, args];
  await promisify(execFile)(command as string, fullArgs as string[]);
}

describe('a PostgreSQL restart under load', () => {
  it(
    'is survived: 503 only while the database is down, no 500, no acknowledged write lost, back by itself',
    async () => {
      const clients: ApiClient[] = [];
      for (let i = 0; i < CLIENTS; i += 1) clients.push(await registeredCustomer(server.url));
      const load = startLoad(clients, {
        read: (c) => c.get('/api/orders?limit=5'),
        write: (c) => c.post('/api/orders', product),
      });
      const ok = (a: { status: number | string }) => a.status === 200 || a.status === 201;
      await load.each(3, ok);

      const downAt = performance.now();
      await restartPostgres();
      const backAt = performance.now();
      // Load goes on until every client has written successfully three more times since then.
      await load.each(3, (a) => a.kind === 'write' && a.status === 201 && a.sentAt > backAt);
      await load.stop();

      const answers = load.answers;
      const unavailable = answers.filter((a) => a.status === 503);
      const unexpected = answers.filter((a) => !ok(a) && a.status !== 503);
      const firstWriteBack = Math.min(
        ...answers.filter((a) => a.kind === 'write' && a.status === 201 && a.sentAt > backAt).map((a) => a.doneAt),
      );
      const acknowledged = answers
        .filter((a) => a.kind === 'write' && a.status === 201)
        .map((a) => ({ client: a.client, id: a.id as string }));
      const stored = await Promise.all(clients.map((client) => listAllIds(client, '/api/orders')));
      const lost = acknowledged.filter(({ client, id }) => !stored[client]?.has(id));
      console.info(
        `PostgreSQL restart: ${answers.length} requests, ${unavailable.length} × 503, ${unexpected.length} other failures, ` +
          `database down ${Math.round(backAt - downAt)} ms, service back ${Math.round(firstWriteBack - backAt)} ms after it, ` +
          `${acknowledged.length} acknowledged writes, ${lost.length} lost`,
      );

      expect(server.process.exitCode).toBeNull();
      expect(unexpected).toEqual([]);
      // Answered once the database was going down: never a 503 before that.
      for (const answer of unavailable) expect(answer.doneAt).toBeGreaterThanOrEqual(downAt);
      expect(lost).toEqual([]);
      // Readiness follows once the job runner has had its own look at the database again.
      const ready = await until(
        () => new ApiClient(server.url).get('/api/ready'),
        (answer) => answer.status === 200,
        WAIT_MS,
      );
      expect(ready.json).toMatchObject({ status: 'ready', checks: { storage: 'ok', jobs: 'running' } });
    },
    SLOW_TEST_MS,
  );

  it(
    'answers 503 storage_unavailable with Retry-After, and /api/ready says why, while the database is stopped',
    async () => {
      const client = await registeredCustomer(server.url);
      postgres.stop();
      try {
        const refused = await client.get('/api/orders');
        expect(refused.status).toBe(503);
        expect(refused.json).toMatchObject({ code: 'storage_unavailable' });
        expect(refused.headers.get('retry-after')).toBe('2');
        const ready = await client.get('/api/ready');
        expect(ready.status).toBe(503);
        expect(ready.json).toMatchObject({ status: 'not_ready', checks: { storage: 'unreachable' } });
        // The public site is served from memory: a visitor still reads it.
        expect((await new ApiClient(server.url).get('/pricing')).status).toBe(200);
      } finally {
        postgres = await startLocalPostgres({ dir: postgres.dir, port: postgres.port, fast: true });
      }
      // Requests are served again, and readiness follows once the job runner and the bus have
      // reconnected (their own next look at the database).
      const deadline = Date.now() + WAIT_MS;
      for (const path of ['/api/orders', '/api/ready']) {
        while ((await client.get(path)).status !== 200) {
          if (Date.now() > deadline) throw new Error(`${path} not back within ${WAIT_MS} ms`);
          await new Promise((resolve) => setTimeout(resolve, 50));
        }
      }
    },
    SLOW_TEST_MS,
  );
});
