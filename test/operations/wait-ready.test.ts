import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { waitForReady } from '../../scripts/wait-ready.ts';

// What `npm run start:cluster` waits on before it starts the next instance and the balancer:
// each instance's GET /api/ready, whatever its LOG_LEVEL prints.

const servers: Server[] = [];
afterEach(async () => {
  for (const server of servers.splice(0)) {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
});

async function serve(answer: (hit: number) => number): Promise<{ url: string; hits: () => number }> {
  let hits = 0;
  const server = createServer((request, response) => {
    hits += 1;
    response.writeHead(request.url === '/api/ready' ? answer(hits) : 404).end('{}');
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/ready`, hits: () => hits };
}

describe('waiting for an instance to be ready', () => {
  it('asks again while it answers 503, and resolves at its first 200', async () => {
    const server = await serve((hit) => (hit < 4 ? 503 : 200));
    await waitForReady(server.url, { intervalMs: 10, timeoutMs: 5_000 });
    expect(server.hits()).toBe(4);
  });

  it('waits for a port nobody listens on yet', async () => {
    const probe = await serve(() => 200);
    const port = new URL(probe.url).port;
    servers[0]!.close();
    servers.splice(0);
    const waiting = waitForReady(`http://127.0.0.1:${port}/api/ready`, { intervalMs: 20, timeoutMs: 5_000 });
    await new Promise((resolve) => setTimeout(resolve, 100));
    const late = createServer((_request, response) => response.end());
    servers.push(late);
    await new Promise<void>((resolve) => late.listen(Number(port), '127.0.0.1', resolve));
    await expect(waiting).resolves.toBeUndefined();
  });

  it('gives up after its time-out, saying what it last saw', async () => {
    const server = await serve(() => 503);
    await expect(waitForReady(server.url, { intervalMs: 10, timeoutMs: 200, what: 'instance-a' })).rejects.toThrow(
      /instance-a was not ready within 0.2 s .*status 503/,
    );
  });

  it('gives up at once when told to (the instance exited)', async () => {
    const server = await serve(() => 503);
    let exit!: (error: Error) => void;
    const exited = new Promise<never>((_resolve, reject) => {
      exit = reject;
    });
    const waiting = waitForReady(server.url, { intervalMs: 10_000, timeoutMs: 60_000, abandon: exited });
    setTimeout(() => exit(new Error('instance-a exited before it was ready')), 50);
    const started = Date.now();
    await expect(waiting).rejects.toThrow('instance-a exited before it was ready');
    expect(Date.now() - started).toBeLessThan(5_000);
  });
});
