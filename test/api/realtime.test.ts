import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { RealtimeClient, type SocketLike } from '../../src/islands/notifications/realtime-client.ts';
import { ApiClient, newAccount } from './api-client.ts';
import { startServer, type RunningServer } from './server-harness.ts';
import { WAIT_MS } from '../support/budgets.ts';

type Member = { client: ApiClient; id: string };

let server: RunningServer;
const opened: WebSocket[] = [];

async function signUp(base: string): Promise<Member> {
  const client = new ApiClient(base);
  expect((await client.post('/api/register', newAccount())).status).toBe(201);
  return { client, id: (await client.get('/api/user')).json.id };
}

/** A socket for a member that records every message it gets; resolves once the server greets it. */
async function listen(base: string, member: Member): Promise<unknown[]> {
  const received: unknown[] = [];
  const socket = new WebSocket(`${base.replace('http', 'ws')}/ws`, {
    headers: { Origin: base, Cookie: member.client.cookie ?? '' },
  });
  opened.push(socket);
  socket.on('message', (data) => received.push(JSON.parse(data.toString())));
  await new Promise<void>((resolve, reject) => {
    socket.once('message', () => resolve());
    socket.once('error', reject);
  });
  return received;
}

const waitFor = async (check: () => boolean, timeoutMs: number) => {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`condition not met within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
};

// Messages that came over the bus carry the event id a reconnecting socket resumes from.
const notification = (userId: string) => ({ type: 'notification', userId, eventId: expect.any(String) });
const notifications = (messages: unknown[]) => messages.filter((m) => (m as { type: string }).type === 'notification');

beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  for (const socket of opened) socket.terminate();
  await server.stop();
});

describe('/ws notifications', () => {
  it('delivers a notification to every socket of its user and to no one else', async () => {
    const [ada, bob] = [await signUp(server.url), await signUp(server.url)];
    const [adaTab1, adaTab2, bobTab] = await Promise.all([
      listen(server.url, ada),
      listen(server.url, ada),
      listen(server.url, bob),
    ]);
    expect(adaTab1).toEqual([{ type: 'hello', userId: ada.id }]);

    expect((await ada.client.post('/api/dev/notifications', { message: 'Cluster ready' })).status).toBe(201);
    await waitFor(() => notifications(adaTab1).length === 1 && notifications(adaTab2).length === 1, WAIT_MS);
    expect(notifications(adaTab1)).toEqual([notification(ada.id)]);
    expect(notifications(adaTab2)).toEqual([notification(ada.id)]);
    // Give a misrouted message every chance to arrive before asserting that none did.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(notifications(bobTab)).toEqual([]);

    const made = (await bob.client.post('/api/dev/notifications', { message: 'For Bob' })).json;
    await waitFor(() => notifications(bobTab).length === 1, WAIT_MS);
    await bob.client.put(`/api/notifications/${made.id}/read`);
    await waitFor(() => notifications(bobTab).length === 2, WAIT_MS);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(notifications(adaTab1)).toHaveLength(1);
  });

  it('refuses an upgrade without a session (401) and sends it nothing', async () => {
    const socket = new WebSocket(`${server.url.replace('http', 'ws')}/ws`, { headers: { Origin: server.url } });
    const outcome = await new Promise<number | string>((resolve) => {
      socket.once('unexpected-response', (_request, response) => resolve(response.statusCode ?? 0));
      socket.once('message', () => resolve('message'));
      socket.once('error', () => undefined);
    });
    socket.terminate();
    expect(outcome).toBe(401);
  });

  it('reconnects 5 s after the server went away, to a new server on the same port and data', async () => {
    const first = await startServer();
    const port = new URL(first.url).port;
    const member = await signUp(first.url);
    const opens: boolean[] = [];
    const messages: unknown[] = [];
    const client = new RealtimeClient({
      url: `ws://127.0.0.1:${port}/ws`,
      createSocket: (url) =>
        new WebSocket(url, {
          headers: { Origin: first.url, Cookie: member.client.cookie ?? '' },
        }) as unknown as SocketLike,
      onMessage: (message) => messages.push(message),
      onOpen: (reconnected) => opens.push(reconnected),
      log: () => undefined,
    });
    let second: RunningServer | undefined;
    try {
      client.start();
      await waitFor(() => opens.length === 1, WAIT_MS);
      expect(await first.stop()).toBe(0);
      const stoppedAt = Date.now();
      second = await startServer({ PORT: port }, first.dataDir);
      await waitFor(() => opens.length === 2, WAIT_MS);
      expect(opens).toEqual([false, true]);
      expect(Date.now() - stoppedAt).toBeGreaterThanOrEqual(4500);

      // Same session, new process: notifications flow again.
      expect((await member.client.post('/api/dev/notifications', { message: 'After restart' })).status).toBe(201);
      await waitFor(() => notifications(messages).length === 1, WAIT_MS);
      expect(notifications(messages)).toEqual([notification(member.id)]);
    } finally {
      client.stop();
      await second?.stop();
      await first.stop();
    }
  });
});
