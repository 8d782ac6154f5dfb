import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient, newAccount } from './api-client.ts';
import { startServer, type RunningServer } from './server-harness.ts';

type Row = { id: string; message: string; read: boolean; trash: boolean };
/** A list answer, typed for the assertions below. */
const rows = (json: unknown) => json as Row[];

let server: RunningServer;
let ada: ApiClient;
let bob: ApiClient;
let anonymous: ApiClient;

async function register(): Promise<ApiClient> {
  const client = new ApiClient(server.url);
  const { status } = await client.post('/api/register', newAccount());
  expect(status).toBe(201);
  return client;
}

/** Sends the signed-in user of `client` a notification through the test-only endpoint. */
async function notify(client: ApiClient, message: string, type = 'info') {
  const { status, json } = await client.post('/api/dev/notifications', { message, type });
  expect(status).toBe(201);
  return json;
}

beforeAll(async () => {
  server = await startServer();
  [ada, bob] = [await register(), await register()];
  anonymous = new ApiClient(server.url);
});
afterAll(async () => {
  await server.stop();
});

describe('notifications API', () => {
  it('greets a new account with a welcome notification, unread', async () => {
    const client = await register();
    const { status, json } = await client.get('/api/notifications');
    expect(status).toBe(200);
    expect(json).toEqual([
      {
        id: expect.any(String),
        type: 'info',
        message: expect.stringMatching(/^Welcome to the Sovereign Kubernetes Console, Zoë Ørsted\./),
        timestamp: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
        read: false,
        trash: false,
        userId: expect.any(String),
      },
    ]);
    expect((await client.get('/api/notifications/count')).json).toEqual({ count: 1 });
  });

  it('answers 401 on every endpoint when signed out', async () => {
    const calls = [
      anonymous.get('/api/notifications'),
      anonymous.get('/api/notifications/count'),
      anonymous.put('/api/notifications/some-id/read'),
      anonymous.post('/api/notifications/mark-all-read'),
      anonymous.put('/api/notifications/some-id/trash'),
      anonymous.get('/api/sidebar-counts'),
      anonymous.post('/api/dev/notifications', { message: 'hi' }),
    ];
    for (const { status, json } of await Promise.all(calls)) {
      expect(status).toBe(401);
      expect(json).toMatchObject({ code: 'unauthorized', message: expect.any(String) });
    }
  });

  it('lists newest first, and counts only unread ones', async () => {
    const client = await register();
    await notify(client, 'first', 'success');
    await notify(client, 'second', 'warning');
    const third = await notify(client, 'third', 'error');
    const { json, headers } = await client.get('/api/notifications');
    expect(rows(json).map((n) => n.message)).toEqual(['third', 'second', 'first', expect.stringMatching(/^Welcome/)]);
    expect(json[0]).toEqual(third);
    expect(headers.get('x-next-cursor')).toBeNull();
    expect(headers.get('cache-control')).toBe('no-store');
    expect((await client.get('/api/notifications/count')).json).toEqual({ count: 4 });
    await client.put(`/api/notifications/${third.id}/read`);
    expect((await client.get('/api/notifications/count')).json).toEqual({ count: 3 });
  });

  it('marks one read and answers the notification; reading it again changes nothing', async () => {
    const made = await notify(ada, 'to read');
    const first = await ada.put(`/api/notifications/${made.id}/read`);
    expect(first.status).toBe(200);
    expect(first.json).toEqual({ ...made, read: true });
    const again = await ada.put(`/api/notifications/${made.id}/read`);
    expect(again.json).toEqual({ ...made, read: true });
  });

  it('answers 404 for another user’s notification and for unknown ids, changing nothing', async () => {
    const made = await notify(ada, 'private to ada');
    const before = (await ada.get('/api/notifications/count')).json;
    for (const path of [`/api/notifications/${made.id}/read`, `/api/notifications/${made.id}/trash`]) {
      const { status, json } = await bob.put(path);
      expect(status).toBe(404);
      expect(json).toEqual({ code: 'not_found', message: 'No such notification.' });
    }
    expect((await ada.put('/api/notifications/00000000-0000-7000-8000-000000000000/read')).status).toBe(404);
    expect((await ada.put('/api/notifications/nope/trash')).status).toBe(404);
    expect((await ada.get('/api/notifications/count')).json).toEqual(before);
    expect(rows((await bob.get('/api/notifications')).json).some((n) => n.id === made.id)).toBe(false);
    expect((await ada.get('/api/notifications')).json[0]).toMatchObject({ id: made.id, read: false, trash: false });
  });

  it('moves one to the trash: hidden from the list and the count', async () => {
    const client = await register();
    const made = await notify(client, 'to trash');
    const { status, json } = await client.put(`/api/notifications/${made.id}/trash`);
    expect(status).toBe(200);
    expect(json).toEqual({ ...made, trash: true });
    const list = (await client.get('/api/notifications')).json;
    expect(rows(list).map((n) => n.id)).not.toContain(made.id);
    expect((await client.get('/api/notifications/count')).json).toEqual({ count: 1 });
  });

  it('marks all read for the caller only', async () => {
    const client = await register();
    await notify(client, 'one');
    await notify(client, 'two');
    const bobBefore = (await bob.get('/api/notifications/count')).json.count;
    const { status, json } = await client.post('/api/notifications/mark-all-read');
    expect(status).toBe(200);
    expect(json).toEqual({ updated: 3 });
    expect((await client.get('/api/notifications/count')).json).toEqual({ count: 0 });
    expect(rows((await client.get('/api/notifications')).json).every((n) => n.read)).toBe(true);
    expect((await client.post('/api/notifications/mark-all-read')).json).toEqual({ updated: 0 });
    expect((await bob.get('/api/notifications/count')).json.count).toBe(bobBefore);
  });

  it('pages with limit and the X-Next-Cursor / Link headers', async () => {
    const client = await register();
    for (let i = 1; i <= 4; i += 1) await notify(client, `n${i}`);
    const first = await client.get('/api/notifications?limit=2');
    expect(rows(first.json).map((n) => n.message)).toEqual(['n4', 'n3']);
    const cursor = first.headers.get('x-next-cursor') ?? '';
    expect(cursor).not.toBe('');
    expect(first.headers.get('link')).toBe(`</api/notifications?limit=2&cursor=${cursor}>; rel="next"`);
    const second = await client.get(`/api/notifications?limit=2&cursor=${cursor}`);
    expect(rows(second.json).map((n) => n.message)).toEqual(['n2', 'n1']);
    const last = await client.get(`/api/notifications?limit=2&cursor=${second.headers.get('x-next-cursor')}`);
    expect(last.json).toHaveLength(1);
    expect(last.headers.get('x-next-cursor')).toBeNull();
    expect(last.headers.get('link')).toBeNull();
  });

  it.each(['limit=0', 'limit=101', 'limit=abc', 'limit=2.5', 'cursor=not-a-cursor', 'cursor=MTIzLmFiYw'])(
    'refuses ?%s with 400 and a field message',
    async (query) => {
      const { status, json } = await ada.get(`/api/notifications?${query}`);
      expect(status).toBe(400);
      expect(json.code).toBe('bad_request');
      expect(Object.keys(json.fields)).toEqual([query.split('=')[0]]);
    },
  );

  it('refuses changes from another origin and unsupported methods', async () => {
    const made = await notify(ada, 'cross-origin target');
    const crossOrigin = await ada.request('PUT', `/api/notifications/${made.id}/read`, undefined, {
      Origin: 'https://attacker.example',
    });
    expect(crossOrigin.status).toBe(403);
    expect((await ada.get(`/api/notifications/${made.id}/read`)).status).toBe(405);
    expect((await ada.delete('/api/notifications')).status).toBe(405);
  });

  it('validates the test-only endpoint’s body', async () => {
    expect((await ada.post('/api/dev/notifications', { message: '' })).status).toBe(400);
    expect((await ada.post('/api/dev/notifications', { message: 'x', type: 'urgent' })).status).toBe(400);
    expect((await ada.post('/api/dev/notifications', { message: 'typed by default' })).json).toMatchObject({
      type: 'info',
    });
  });

  it('answers the sidebar counts of the organization: no clusters or orders yet', async () => {
    const { status, json } = await ada.get('/api/sidebar-counts');
    expect(status).toBe(200);
    expect(json).toEqual({ clusters: 0, orders: { total: 0 } });
  });
});

describe('welcome notification after an approved registration', () => {
  it('greets the applicant once an administrator approves the account', async () => {
    const admin = { email: 'root@example.eu', password: 'Root-Passphrase-For-Tests-1' };
    const approval = await startServer({
      REGISTRATION_MODE: 'approval',
      ADMIN_EMAIL: admin.email,
      ADMIN_PASSWORD: admin.password,
    });
    try {
      const staff = new ApiClient(approval.url);
      expect((await staff.post('/api/login', { username: admin.email, password: admin.password })).status).toBe(200);
      const account = newAccount();
      expect((await new ApiClient(approval.url).post('/api/register', account)).status).toBe(202);
      const queue = (await staff.get('/api/admin/pending-registrations')).json as { id: string; username: string }[];
      const entry = queue.find((r) => r.username === account.username);
      expect((await staff.post(`/api/admin/pending-registrations/${entry?.id}/approve`)).status).toBe(200);

      const applicant = new ApiClient(approval.url);
      expect(
        (await applicant.post('/api/login', { username: account.username, password: account.password })).status,
      ).toBe(200);
      const list = rows((await applicant.get('/api/notifications')).json);
      expect(list.map((n) => n.message)).toEqual([
        expect.stringMatching(/^Welcome to the Sovereign Kubernetes Console/),
      ]);
      expect((await staff.get('/api/notifications')).json).toEqual([]);
    } finally {
      await approval.stop();
    }
  });
});

describe('notifications API in production', () => {
  it('hides the test-only endpoint (404, signed in or not)', async () => {
    const production = await startServer({ APP_ENV: 'production' });
    try {
      const { status } = await new ApiClient(production.url).post('/api/dev/notifications', { message: 'hi' });
      expect(status).toBe(404);
    } finally {
      await production.stop();
    }
  });
});
