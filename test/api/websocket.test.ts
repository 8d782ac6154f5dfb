import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { startServer, type RunningServer } from './server-harness.ts';

let server: RunningServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await server.stop();
});

const wsUrl = (path = '/ws') => server.url.replace('http', 'ws') + path;

/** Resolves with the HTTP status of a refused upgrade, or 101 with the first message. */
function connect(path: string, origin?: string): Promise<{ status: number; message?: unknown }> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(wsUrl(path), { headers: origin ? { Origin: origin } : {} });
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
  it('accepts an upgrade from the site itself and greets it', async () => {
    const result = await connect('/ws', server.url);
    expect(result).toEqual({ status: 101, message: { type: 'hello', userId: null } });
  });

  it('refuses an upgrade from another origin with 403', async () => {
    expect((await connect('/ws', 'https://attacker.example')).status).toBe(403);
  });

  it('refuses upgrades on any other path with 404', async () => {
    expect((await connect('/elsewhere', server.url)).status).toBe(404);
  });

  it('drops a client that sends a frame over the size limit', async () => {
    const socket = new WebSocket(wsUrl(), { headers: { Origin: server.url } });
    await new Promise((resolve) => socket.once('open', resolve));
    const closed = new Promise<number>((resolve) => socket.once('close', (code) => resolve(code)));
    socket.send('x'.repeat(64 * 1024));
    expect(await closed).toBe(1009);
  });
});
