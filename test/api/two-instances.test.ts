// Two console processes on one PostgreSQL: what must hold across instances holds.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { currentTotpCode } from '../../src/server/mfa/totp.ts';
import { createSchema, postgresUrl, schemaClient } from '../support/storage.ts';
import { ApiClient, newAccount } from './api-client.ts';
import { startServer, type RunningServer } from './server-harness.ts';
import { WAIT_MS } from '../support/budgets.ts';

let a: RunningServer;
let b: RunningServer;
let schema: string;

/** The same session, talking to the other instance. */
const onOther = (client: ApiClient, server: RunningServer) => {
  const other = new ApiClient(server.url);
  other.cookie = client.cookie;
  return other;
};

beforeAll(async () => {
  schema = await createSchema();
  const databaseUrl = `${postgresUrl()}?search_path=${schema}`;
  // Started together: the migrations run once, under the advisory lock.
  [a, b] = await Promise.all([startServer({ DATABASE_URL: databaseUrl }), startServer({ DATABASE_URL: databaseUrl })]);
});
afterAll(async () => {
  await Promise.all([a?.stop(), b?.stop()]);
});

describe('two instances on one PostgreSQL', () => {
  it('start together, migrating once, and both answer healthy', async () => {
    const applied = [a, b].map((server) => (server.output().match(/Applied database migration/g) ?? []).length);
    expect(applied.reduce((sum, n) => sum + n, 0)).toBeGreaterThan(0);
    expect(applied.filter((n) => n > 0)).toHaveLength(1);
    for (const server of [a, b])
      expect((await new ApiClient(server.url).get('/api/health')).json.checks.store).toBe('ok');
  });

  it('share sessions and data: signed in on one, signed in on the other', async () => {
    const client = new ApiClient(a.url);
    const account = newAccount();
    expect((await client.post('/api/register', account)).status).toBe(201);
    const other = onOther(client, b);
    expect((await other.get('/api/user')).json.username).toBe(account.username);
    expect((await other.post('/api/logout')).status).toBe(204);
    expect((await client.get('/api/user')).status).toBe(401);
  });

  it('refuse on one instance, at its next request, a session signed out from a device on the other', async () => {
    const account = newAccount();
    const desk = new ApiClient(a.url);
    expect((await desk.post('/api/register', account)).status).toBe(201);
    const laptop = new ApiClient(b.url);
    expect((await laptop.post('/api/login', { username: account.username, password: account.password })).status).toBe(
      200,
    );
    for (let i = 0; i < 3; i += 1) expect((await laptop.get('/api/user')).status).toBe(200);
    const sessions = (await desk.get('/api/auth/sessions')).json as { id: string; current: boolean }[];
    const other = sessions.find((session) => !session.current);
    expect((await desk.delete(`/api/auth/sessions/${other?.id}`)).status).toBe(204);
    expect((await laptop.get('/api/user')).status).toBe(401);
  });

  it('count failed sign-ins spread over both instances together: past 5, the next try waits on either', async () => {
    const account = newAccount();
    const userId = (await new ApiClient(a.url).post('/api/register', account)).json.id as string;
    for (let i = 0; i < 6; i += 1) {
      const server = i % 2 === 0 ? a : b;
      expect(
        (
          await new ApiClient(server.url).post('/api/login', {
            username: account.username,
            password: 'wrong-password-1',
          })
        ).status,
      ).toBe(401);
    }
    // Each instance saw three: only a count kept in the shared store reaches six and blocks.
    const sql = await schemaClient(schema);
    try {
      const key = `sign-in-account:user:${userId}`;
      const stored = (
        await sql.query<{ data: { count: number; blockedUntil?: string } }>(
          'SELECT data FROM rate_limits WHERE id = $1',
          [key],
        )
      ).rows[0]?.data;
      expect(stored?.count).toBe(6);
      expect(stored?.blockedUntil).toBeDefined();
      // The sixth failure blocks for 1 s, which a busy machine can spend between two requests:
      // the block is stretched as later failures would, so what is checked is that both
      // instances honour the one stored block, not how fast they answer.
      const later = { ...stored, blockedUntil: new Date(Date.now() + 10 * 60_000).toISOString() };
      await sql.query('UPDATE rate_limits SET data = $2 WHERE id = $1', [key, later]);
    } finally {
      await sql.end();
    }
    for (const server of [a, b]) {
      const blocked = await new ApiClient(server.url).post('/api/login', {
        username: account.username,
        password: account.password,
      });
      expect(blocked.status).toBe(429);
      expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(500);
    }
  });

  it('verify on one instance an MFA challenge opened on the other, and refuse a TOTP code replayed there', async () => {
    const client = new ApiClient(a.url);
    const account = newAccount();
    await client.post('/api/register', account);
    const secret = (await client.post('/api/auth/mfa/setup')).json.secret as string;
    expect((await client.post('/api/auth/mfa/enable', { code: currentTotpCode(secret) })).status).toBe(200);
    const code = currentTotpCode(secret, Date.now() + 30_000);

    const first = (
      await new ApiClient(a.url).post('/api/login', { username: account.username, password: account.password })
    ).json;
    expect(first.mfaRequired).toBe(true);
    const verified = await new ApiClient(b.url).post('/api/auth/mfa/verify', { mfaToken: first.mfaToken, code });
    expect(verified.status).toBe(200);

    const second = (
      await new ApiClient(b.url).post('/api/login', { username: account.username, password: account.password })
    ).json;
    const replayed = await new ApiClient(a.url).post('/api/auth/mfa/verify', { mfaToken: second.mfaToken, code });
    expect(replayed.status).toBe(401);
    expect(replayed.json.code).toBe('invalid_code');
  });

  it('deliver a notification created on one instance to the user’s socket on the other', async () => {
    const client = new ApiClient(a.url);
    await client.post('/api/register', newAccount());
    const userId = (await client.get('/api/user')).json.id as string;
    const socket = new WebSocket(`${b.url.replace('http', 'ws')}/ws`, {
      headers: { Origin: b.url, Cookie: client.cookie ?? '' },
    });
    const received: { type: string; userId?: string }[] = [];
    await new Promise<void>((resolve, reject) => {
      socket.on('message', (data) => {
        received.push(JSON.parse(data.toString()) as { type: string });
        resolve();
      });
      socket.once('error', reject);
    });
    try {
      expect((await client.post('/api/dev/notifications', { message: 'Built on A' })).status).toBe(201);
      const deadline = Date.now() + WAIT_MS;
      while (!received.some((m) => m.type === 'notification') && Date.now() < deadline)
        await new Promise((r) => setTimeout(r, 20));
      expect(received.filter((m) => m.type === 'notification')).toEqual([
        { type: 'notification', userId, eventId: expect.any(String) },
      ]);
    } finally {
      socket.terminate();
    }
  });
  it('serve a file uploaded on one instance from the other, and send it with a custom-solution request there', async () => {
    const client = new ApiClient(a.url);
    expect((await client.post('/api/register', newAccount())).status).toBe(201);
    const pdf = Buffer.from('%PDF-1.7\n%%EOF\n');
    const uploaded = await fetch(`${a.url}/api/attachments?name=spec.pdf`, {
      method: 'POST',
      headers: { Origin: a.url, Cookie: client.cookie ?? '', 'Content-Type': 'application/pdf' },
      body: new Uint8Array(pdf),
    });
    expect(uploaded.status).toBe(201);
    const file = (await uploaded.json()) as { id: string };
    const other = onOther(client, b);
    const served = await other.get(`/api/attachments/${file.id}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-disposition')).toBe('attachment; filename="spec.pdf"');
    expect(served.text).toBe(pdf.toString('latin1'));
    const request = {
      title: 'Two regions',
      workloads: ['stateless'],
      regions: ['fr-par-1'],
      budgetRange: 'under-1k',
      description: 'A web shop in Paris with a database and nightly backups.',
      attachmentIds: [file.id],
    };
    const sent = await other.post('/api/custom-solutions', request);
    expect(sent.status, sent.text).toBe(201);
    expect((await client.get(`/api/custom-solutions/${sent.json.id}`)).json.attachments[0].id).toBe(file.id);
  });
});
