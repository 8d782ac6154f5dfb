// Through `npm run start:cluster`'s HAProxy: a rolling restart of both instances under a bounded
// polling + ordering load fails no request, loses no write, and every /ws socket reconnects and
// misses no message; and the real client address reaches rate limits behind the proxy.
import { readdirSync, readFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { RealtimeClient, type SocketLike } from '../../src/islands/notifications/realtime-client.ts';
import { ApiClient, newAccount } from '../api/api-client.ts';
import { registeredCustomer } from '../api/commerce-helpers.ts';
import { runScript, startTestCluster, type TestCluster } from '../support/cluster.ts';
import { listAllIds, startLoad } from '../support/load.ts';
import { SLOW_TEST_MS, WAIT_MS } from '../support/budgets.ts';

const CLIENTS = 4;
const product = {
  kind: 'product',
  product: { productId: 'harbor', quantity: 1 },
  currency: 'EUR',
  billingCycle: 'monthly',
};

let cluster: TestCluster;

beforeAll(async () => {
  cluster = await startTestCluster();
}, SLOW_TEST_MS);
afterAll(async () => {
  await cluster?.stop();
});

/** A tab's /ws connection through the balancer, with the island's own reconnecting client. */
function tab(client: ApiClient) {
  const orders = new Set<string>();
  const state = { opens: 0, resyncs: 0, closes: [] as number[] };
  const realtime = new RealtimeClient({
    url: `${cluster.url.replace('http', 'ws')}/ws`,
    createSocket: (url) => {
      const socket = new WebSocket(url, { headers: { Origin: cluster.url, Cookie: client.cookie ?? '' } });
      socket.on('close', (code) => state.closes.push(code));
      return socket as unknown as SocketLike;
    },
    onMessage: (message) => {
      const { type, orderId } = message as { type: string; orderId?: string };
      if (type === 'order' && orderId) orders.add(orderId);
    },
    onOpen: () => (state.opens += 1),
    onResync: () => (state.resyncs += 1),
    log: () => undefined,
  });
  realtime.start();
  return { orders, state, stop: () => realtime.stop() };
}

async function until(check: () => boolean, what: string, timeoutMs = WAIT_MS): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`timed out: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('a rolling restart through HAProxy', () => {
  it(
    'fails no request, loses no write, and every socket resumes without missing a message',
    async () => {
      const clients: ApiClient[] = [];
      for (let i = 0; i < CLIENTS; i += 1) clients.push(await registeredCustomer(cluster.url));
      const tabs = clients.map(tab);
      await until(() => tabs.every((t) => t.state.opens === 1), 'every socket open');
      const load = startLoad(clients, {
        read: (c) => c.get('/api/notifications/count'),
        write: (c) => c.post('/api/orders', product),
      });
      await load.each(2, (a) => a.kind === 'write' && a.status === 201);

      const restart = await runScript('scripts/cluster-rolling-restart.ts', { DATA_DIR: cluster.dataDir });
      expect(restart.code, `${restart.output}\n--- the cluster said:\n${cluster.output().slice(-6000)}`).toBe(0);
      const doneAt = performance.now();
      await load.each(2, (a) => a.kind === 'write' && a.status === 201 && a.sentAt > doneAt);
      await load.stop();

      const answers = load.answers;
      const failed = answers.filter((a) => a.status === 'network' || a.status >= 300);
      const acknowledged = answers
        .filter((a) => a.kind === 'write' && a.status === 201)
        .map((a) => ({ client: a.client, id: a.id as string }));
      const stored = await Promise.all(clients.map((client) => listAllIds(client, '/api/orders')));
      const lost = acknowledged.filter(({ client, id }) => !stored[client]?.has(id));
      // Each order's message may still be on its way when the load stops: wait for it, then count.
      await until(
        () => acknowledged.every(({ client, id }) => tabs[client]?.orders.has(id)),
        'a message for every order',
      ).catch(() => undefined);
      const missed = acknowledged.filter(({ client, id }) => !tabs[client]?.orders.has(id));
      const exits = [...cluster.output().matchAll(/"ms":(\d+),"msg":"Stopped cleanly"/g)].map((m) => Number(m[1]));
      console.info(
        `Rolling restart: ${answers.length} requests, ${failed.length} failed, ${acknowledged.length} acknowledged writes, ${lost.length} lost, ` +
          `${missed.length} order messages missed, socket opens ${tabs.map((t) => t.state.opens).join('/')}, resyncs ${tabs.map((t) => t.state.resyncs).join('/')}, ` +
          `SIGTERM to exit ${exits.join(' ms, ')} ms`,
      );
      for (const t of tabs) t.stop();

      expect(failed).toEqual([]);
      expect(lost).toEqual([]);
      expect(missed).toEqual([]);
      for (const t of tabs) {
        expect(t.state.opens).toBeGreaterThanOrEqual(2);
        expect(t.state.closes).toContain(1012);
        expect(t.state.resyncs).toBe(0);
      }
    },
    SLOW_TEST_MS,
  );
});

/** A request from a given local address (127.0.0.x), as a distinct client machine would send it. */
function postFrom(
  localAddress: string,
  path: string,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<number> {
  return new Promise((resolve, reject) => {
    const data = JSON.stringify(body);
    const request = httpRequest(
      {
        host: '127.0.0.1',
        port: cluster.port,
        localAddress,
        path,
        method: 'POST',
        headers: {
          Host: `localhost:${cluster.port}`,
          Origin: cluster.url,
          'Content-Type': 'application/json',
          'Content-Length': Buffer.byteLength(data),
          ...headers,
        },
      },
      (response) => {
        response.resume();
        response.once('end', () => resolve(response.statusCode ?? 0));
      },
    );
    request.once('error', reject);
    request.end(data);
  });
}

describe('the client address behind HAProxy (TRUSTED_PROXIES)', () => {
  it(
    'locks out the attacker’s address only: a bystander elsewhere still signs in',
    async () => {
      const bystander = newAccount();
      expect((await new ApiClient(cluster.url).post('/api/register', bystander)).status).toBe(201);
      const statuses: number[] = [];
      for (let i = 0; i < 22; i += 1) {
        // A forged X-Forwarded-For changes nothing: HAProxy appends the address it saw, the one believed.
        statuses.push(
          await postFrom(
            '127.0.0.2',
            '/api/login',
            { username: `nobody${i}`, password: 'wrong-password-1' },
            { 'X-Forwarded-For': `203.0.113.${i}` },
          ),
        );
      }
      expect(statuses.slice(0, 20).every((status) => status === 401)).toBe(true);
      expect(statuses.at(-1)).toBe(429);
      expect(
        await postFrom('127.0.0.3', '/api/login', { username: bystander.username, password: bystander.password }),
      ).toBe(200);
      expect(
        await postFrom('127.0.0.2', '/api/login', { username: bystander.username, password: bystander.password }),
      ).toBe(429);
    },
    SLOW_TEST_MS,
  );
});

/** The process ids whose command line names this cluster's HAProxy configuration. */
function haproxyPids(): number[] {
  const config = join(cluster.dataDir, 'haproxy.cfg');
  return readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .filter((pid) => {
      try {
        return readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').includes(config);
      } catch {
        return false;
      }
    })
    .map(Number);
}

describe('the balancer itself', () => {
  it(
    'is started again when it dies: the public port answers again within seconds',
    async () => {
      const [pid] = haproxyPids();
      expect(pid).toBeGreaterThan(0);
      process.kill(pid as number, 'SIGKILL');
      await until(() => !haproxyPids().includes(pid as number), 'HAProxy gone');
      let status = 0;
      const deadline = Date.now() + WAIT_MS;
      while (status !== 200 && Date.now() < deadline) {
        status = await fetch(`${cluster.url}/api/ready`).then(
          (response) => response.status,
          () => 0,
        );
        if (status !== 200) await new Promise((resolve) => setTimeout(resolve, 200));
      }
      expect(status).toBe(200);
      expect(cluster.output()).toMatch(/\[haproxy\] exited \(SIGKILL\); starting it again/);
    },
    SLOW_TEST_MS,
  );
});
