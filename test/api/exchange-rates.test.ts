import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exchangeRatesReplySchema } from '../../src/shared/exchange-rates/exchange-rates.schemas.ts';
import { startServer, type RunningServer } from './server-harness.ts';

const listen = async (server: Server) => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return (server.address() as AddressInfo).port;
};
const close = (server: Server) => new Promise<void>((resolve) => server.close(() => resolve()));

describe('GET /api/exchange-rates with a working source', () => {
  let source: Server;
  let requests: string[];
  let app: RunningServer;

  beforeAll(async () => {
    requests = [];
    source = createServer((request, response) => {
      requests.push(request.url ?? '');
      response.writeHead(200, { 'Content-Type': 'application/json' });
      response.end(JSON.stringify({ amount: 1, base: 'USD', date: '2025-06-13', rates: { EUR: 0.8765, GBP: 0.7432 } }));
    });
    const port = await listen(source);
    app = await startServer({ EXCHANGE_RATES_URL: `http://127.0.0.1:${port}/v1/latest?base=USD&symbols=EUR,GBP` });
  });

  afterAll(async () => {
    await app.stop();
    await close(source);
  });

  it('serves the source rates against USD, cacheable for five minutes', async () => {
    const before = Date.now();
    const response = await fetch(`${app.url}/api/exchange-rates`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=300');
    const body = exchangeRatesReplySchema.parse(await response.json());
    expect(body).toMatchObject({ rates: { USD: 1, EUR: 0.8765, GBP: 0.7432 }, date: '2025-06-13', source: 'live' });
    expect(body.timestamp).toBeGreaterThanOrEqual(before);
    expect(requests).toEqual(['/v1/latest?base=USD&symbols=EUR,GBP']);
  });

  it('answers later requests from its cache without asking the source again', async () => {
    const replies = await Promise.all(
      [1, 2, 3].map(() => fetch(`${app.url}/api/exchange-rates`).then((r) => r.json())),
    );
    expect(replies.map((reply) => (reply as { source: string }).source)).toEqual(['live', 'live', 'live']);
    expect(requests).toHaveLength(1);
  });

  it('is described in /api/openapi.json and refuses other methods', async () => {
    const doc = (await (await fetch(`${app.url}/api/openapi.json`)).json()) as { paths: Record<string, object> };
    expect(doc.paths['/api/exchange-rates']).toHaveProperty('get');
    const post = await fetch(`${app.url}/api/exchange-rates`, { method: 'POST' });
    expect(post.status).toBe(405);
  });
});

describe('GET /api/exchange-rates with an unreachable source', () => {
  let app: RunningServer;

  beforeAll(async () => {
    // A port that was just free and is now closed: connections are refused at once.
    const probe = createServer();
    const port = await listen(probe);
    await close(probe);
    app = await startServer({ EXCHANGE_RATES_URL: `http://127.0.0.1:${port}/latest` });
  });

  afterAll(async () => {
    await app.stop();
  });

  it('serves the built-in fallback rates and says so', async () => {
    const response = await fetch(`${app.url}/api/exchange-rates`);
    expect(response.status).toBe(200);
    const body = exchangeRatesReplySchema.parse(await response.json());
    expect(body).toMatchObject({ rates: { USD: 1, EUR: 0.91, GBP: 0.78 }, date: '', source: 'fallback' });
    expect(app.output()).toMatch(/Exchange rates unavailable .*serving the built-in fallback rates/);
  });
});
