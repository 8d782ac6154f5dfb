import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { ApiClient } from './api-client.ts';
import { startServer, type RunningServer } from './server-harness.ts';

let server: RunningServer;
let cookie: string;
beforeAll(async () => {
  server = await startServer();
  const client = new ApiClient(server.url);
  await client.post('/api/dev/login', { as: 'customer' });
  cookie = client.cookie ?? '';
});
afterAll(async () => {
  await server.stop();
});

const wsUrl = (path = '/ws') => server.url.replace('http', 'ws') + path;

/** Resolves with the HTTP status of a refused upgrade, or 101 with the first message. */
function connect(path: string, origin?: string, withCookie = true): Promise<{ status: number; message?: unknown }> {
  return new Promise((resolve, reject) => {
    const headers: Record<string, string> = origin ? { Origin: origin } : {};
    if (withCookie) headers.Cookie = cookie;
    const socket = new WebSocket(wsUrl(path), { headers });
    socket.once('unexpected-response', (_request, response) => {
      resolve({ status: response.statusCode ?? 0 });
      socket.terminate();
    });
    socket.once('message', (data) => {
      resolve({ status: 101, message: JSON.parse(data.toString()) });
      socket.close();
    });
    socket.once('error', (error) => {
      if (!/Unexpected server response/.test(error.message)) reject(error);
    });
  });
}

describe('/ws', () => {
  it('accepts a signed-in upgrade from the site itself and greets its user', async () => {
    const result = await connect('/ws', server.url);
    expect(result).toEqual({ status: 101, message: { type: 'hello', userId: expect.any(String) } });
  });

  it('refuses an upgrade without a session, or with a revoked one, with 401', async () => {
    expect((await connect('/ws', server.url, false)).status).toBe(401);
    const client = new ApiClient(server.url);
    await client.post('/api/dev/login', { as: 'admin' });
    const revoked = client.cookie ?? '';
    await client.post('/api/logout');
    const socket = new WebSocket(wsUrl(), { headers: { Origin: server.url, Cookie: revoked } });
    const status = await new Promise<number>((resolve) => {
      socket.once('unexpected-response', (_request, response) => resolve(response.statusCode ?? 0));
      socket.once('open', () => resolve(101));
      socket.once('error', () => undefined);
    });
    expect(status).toBe(401);
  });

  it('refuses an upgrade from another origin with 403', async () => {
    expect((await connect('/ws', 'https://attacker.example')).status).toBe(403);
  });

  it('refuses upgrades on any other path with 404', async () => {
    expect((await connect('/elsewhere', server.url)).status).toBe(404);
  });

  it('drops a client that sends a frame over the size limit', async () => {
    const socket = new WebSocket(wsUrl(), { headers: { Origin: server.url, Cookie: cookie } });
    await new Promise((resolve) => socket.once('open', resolve));
    const closed = new Promise<number>((resolve) => socket.once('close', (code) => resolve(code)));
    socket.send('x'.repeat(64 * 1024));
    expect(await closed).toBe(1009);
  });
});
