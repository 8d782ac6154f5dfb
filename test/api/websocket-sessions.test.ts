import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { ApiClient, latestMail, newAccount } from './api-client.ts';
import { startServer, type RunningServer } from './server-harness.ts';

let server: RunningServer;
const opened: WebSocket[] = [];
beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  for (const socket of opened) socket.terminate();
  await server.stop();
});

type Tab = { messages: { type: string }[]; closed: Promise<{ code: number; reason: string }> };

/** A signed-in socket that records what it gets; resolves once the server greets it. */
async function openTab(client: ApiClient): Promise<Tab> {
  const socket = new WebSocket(`${server.url.replace('http', 'ws')}/ws`, {
    headers: { Origin: server.url, Cookie: client.cookie ?? '' },
  });
  opened.push(socket);
  const messages: Tab['messages'] = [];
  const closed = new Promise<{ code: number; reason: string }>((resolve) =>
    socket.once('close', (code, reason) => resolve({ code, reason: reason.toString() })),
  );
  await new Promise<void>((resolve, reject) => {
    socket.on('message', (data) => {
      messages.push(JSON.parse(data.toString()) as { type: string });
      resolve();
    });
    socket.once('error', reject);
  });
  return { messages, closed };
}

const within = <T>(promise: Promise<T>, ms = 3000) =>
  Promise.race([
    promise,
    new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`not within ${ms} ms`)), ms)),
  ]);

/** A notification sent through `client`'s session reaches `tab`: proof that the socket is still open. */
async function stillReceives(client: ApiClient, tab: Tab) {
  const before = tab.messages.length;
  expect((await client.post('/api/dev/notifications', { message: 'Still here?' })).status).toBe(201);
  await within(
    (async () => {
      while (tab.messages.length === before) await new Promise((resolve) => setTimeout(resolve, 20));
    })(),
  );
  expect(tab.messages.at(-1)).toMatchObject({ type: 'notification' });
}

/** One account signed in twice: two sessions, as two browsers would have. */
async function accountWithTwoSessions() {
  const account = newAccount();
  const first = new ApiClient(server.url);
  expect((await first.post('/api/register', account)).status).toBe(201);
  const second = new ApiClient(server.url);
  expect((await second.post('/api/login', { username: account.username, password: account.password })).status).toBe(
    200,
  );
  return { account, first, second, tabs: [await openTab(first), await openTab(second)] as const };
}

const SESSION_ENDED = { code: 4401, reason: 'Session ended' };

describe('/ws sockets end with their session', () => {
  it('answers an upgrade with a malformed session cookie with 401, not 500', async () => {
    const socket = new WebSocket(`${server.url.replace('http', 'ws')}/ws`, {
      headers: { Origin: server.url, Cookie: 'session=%E0%A4%A' },
    });
    const status = await new Promise<number>((resolve) => {
      socket.once('unexpected-response', (_request, response) => resolve(response.statusCode ?? 0));
      socket.once('open', () => resolve(101));
      socket.once('error', () => undefined);
    });
    socket.terminate();
    expect(status).toBe(401);
  });

  it('closes the socket of a session that signs out, and only that one', async () => {
    const { first, second, tabs } = await accountWithTwoSessions();
    expect((await first.post('/api/logout')).status).toBe(204);
    expect(await within(tabs[0].closed)).toEqual(SESSION_ENDED);
    await stillReceives(second, tabs[1]);
    expect(tabs[0].messages.map((m) => m.type)).toEqual(['hello']);
  });

  it('closes the socket of a session revoked from Settings', async () => {
    const { second, tabs } = await accountWithTwoSessions();
    const sessions = (await second.get('/api/auth/sessions')).json as unknown as { id: string; current: boolean }[];
    const other = sessions.find((s) => !s.current);
    expect((await second.delete(`/api/auth/sessions/${other?.id}`)).status).toBe(204);
    expect(await within(tabs[0].closed)).toEqual(SESSION_ENDED);
    await stillReceives(second, tabs[1]);
  });

  it('closes the other sessions’ sockets on a password change, and keeps the current one', async () => {
    const { account, first, tabs } = await accountWithTwoSessions();
    const change = await first.post('/api/auth/password', {
      currentPassword: account.password,
      newPassword: 'Another-Long-Passphrase-7',
    });
    expect(change.status).toBe(204);
    expect(await within(tabs[1].closed)).toEqual(SESSION_ENDED);
    await stillReceives(first, tabs[0]);
  });

  it('closes every socket of the account on a password reset', async () => {
    const { account, tabs } = await accountWithTwoSessions();
    await new ApiClient(server.url).post('/api/auth/forgot-password', { email: account.email });
    const { token } = await latestMail(server.url, account.email, /Reset/i);
    const reset = await new ApiClient(server.url).post('/api/auth/reset-password', {
      token,
      password: 'Reset-Long-Passphrase-8',
    });
    expect(reset.status).toBe(200);
    expect(await within(Promise.all(tabs.map((tab) => tab.closed)))).toEqual([SESSION_ENDED, SESSION_ENDED]);
  });
});
