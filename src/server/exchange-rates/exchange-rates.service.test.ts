import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ExchangeRatesService, type ExchangeRatesOptions } from './exchange-rates.service.ts';

type Behaviour = (response: ServerResponse) => void;

const frankfurter = (date: string, rates: Record<string, unknown>) => (response: ServerResponse) => {
  response.writeHead(200, { 'Content-Type': 'application/json' });
  response.end(JSON.stringify({ amount: 1, base: 'USD', date, rates }));
};
const valid = frankfurter('2025-06-13', { EUR: 0.87, GBP: 0.74 });

/** A real HTTP rates source whose answer the test can change; counts the requests it gets. */
class RatesSource {
  requests = 0;
  behaviour: Behaviour = valid;
  readonly #server: Server;

  constructor() {
    this.#server = createServer((_request, response) => {
      this.requests += 1;
      this.behaviour(response);
    });
  }

  async start(): Promise<string> {
    await new Promise<void>((resolve) => this.#server.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(this.#server.address() as AddressInfo).port}/v1/latest?base=USD&symbols=EUR,GBP`;
  }

  async stop(): Promise<void> {
    this.#server.closeAllConnections();
    await new Promise<void>((resolve) => this.#server.close(() => resolve()));
  }
}

const HOUR = 60 * 60 * 1000;
let source: RatesSource;
let url: string;
let clock: number;
let warn: ReturnType<typeof vi.fn<(message: string) => void>>;

const service = (options: Partial<ExchangeRatesOptions> = {}) =>
  new ExchangeRatesService({ url, now: () => clock, warn, ...options });

beforeEach(async () => {
  source = new RatesSource();
  url = await source.start();
  clock = Date.UTC(2025, 5, 13, 9, 0, 0);
  warn = vi.fn<(message: string) => void>();
});

afterEach(async () => {
  await source.stop();
});

describe('ExchangeRatesService', () => {
  it('serves a valid reply from the source as live rates against USD', async () => {
    const rates = service();
    await expect(rates.current()).resolves.toEqual({
      rates: { USD: 1, EUR: 0.87, GBP: 0.74 },
      date: '2025-06-13',
      timestamp: clock,
      source: 'live',
    });
    expect(warn).not.toHaveBeenCalled();
  });

  it('asks the source again only once the hour has passed', async () => {
    const rates = service();
    await rates.current();
    const fetchedAt = clock;
    source.behaviour = frankfurter('2025-06-14', { EUR: 0.9, GBP: 0.8 });

    clock += HOUR - 1;
    await expect(rates.current()).resolves.toMatchObject({
      rates: { EUR: 0.87 },
      timestamp: fetchedAt,
      source: 'live',
    });
    expect(source.requests).toBe(1);

    clock += 1;
    await expect(rates.current()).resolves.toEqual({
      rates: { USD: 1, EUR: 0.9, GBP: 0.8 },
      date: '2025-06-14',
      timestamp: clock,
      source: 'live',
    });
    expect(source.requests).toBe(2);
  });

  it.each([
    ['GBP is missing', frankfurter('2025-06-13', { EUR: 0.87 })],
    ['the rates are strings', frankfurter('2025-06-13', { EUR: '0.87', GBP: '0.74' })],
    [
      'the date is missing',
      (r: ServerResponse) => r.end(JSON.stringify({ base: 'USD', rates: { EUR: 0.87, GBP: 0.74 } })),
    ],
    [
      'the base is not USD',
      (r: ServerResponse) => r.end(JSON.stringify({ base: 'EUR', date: '2025-06-13', rates: { EUR: 1, GBP: 0.85 } })),
    ],
    ['the body is not JSON', (r: ServerResponse) => r.end('<html>Service unavailable</html>')],
    ['the source answers 503', (r: ServerResponse) => r.writeHead(503).end('{}')],
  ])('falls back to the built-in rates when %s', async (_name, behaviour) => {
    source.behaviour = behaviour;
    await expect(service().current()).resolves.toEqual({
      rates: { USD: 1, EUR: 0.91, GBP: 0.78 },
      date: '',
      timestamp: clock,
      source: 'fallback',
    });
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('serving the built-in fallback rates'));
  });

  it('gives up on a source slower than its timeout and serves the fallback', async () => {
    // The production timeout (RATES_TIMEOUT_MS) is long; the rule is the same at 300 ms.
    const timeoutMs = 300;
    const sourceAnswersAfterMs = timeoutMs + 2_000;
    source.behaviour = (response) => void setTimeout(() => valid(response), sourceAnswersAfterMs);
    const started = performance.now();
    await expect(service({ now: Date.now, timeoutMs }).current()).resolves.toMatchObject({ source: 'fallback' });
    const waited = performance.now() - started;
    expect(waited).toBeGreaterThanOrEqual(timeoutMs - 50);
    // Gave up before the source answered (a loaded machine may run the timer late, never that late).
    expect(waited).toBeLessThan(sourceAnswersAfterMs);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining(`no answer within ${timeoutMs} ms`));
  });

  it('keeps the last good value when the source later fails', async () => {
    const rates = service();
    await rates.current();
    const fetchedAt = clock;
    source.behaviour = (response) => response.writeHead(500).end();
    clock += HOUR;
    await expect(rates.current()).resolves.toEqual({
      rates: { USD: 1, EUR: 0.87, GBP: 0.74 },
      date: '2025-06-13',
      timestamp: fetchedAt,
      source: 'cached',
    });
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('serving the rates of 2025-06-13'));
  });

  it('says an outage once when it starts and once when it ends, however many attempts fail', async () => {
    const info = vi.fn<(message: string) => void>();
    const rates = service({ info, retryAfterFailureMs: 60_000 });
    await rates.current();
    source.behaviour = (response) => response.writeHead(503).end();
    for (let attempt = 0; attempt < 5; attempt++) {
      clock += HOUR;
      await rates.current();
    }
    expect(source.requests).toBe(6);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(info).not.toHaveBeenCalled();
    source.behaviour = valid;
    clock += HOUR;
    await expect(rates.current()).resolves.toMatchObject({ source: 'live' });
    expect(info).toHaveBeenCalledTimes(1);
    expect(info).toHaveBeenCalledWith(
      expect.stringMatching(/^Exchange rates available again \(unavailable since 2025-06-13T10:00:00\.000Z\)/),
    );
    // A new outage is said again.
    source.behaviour = (response) => response.writeHead(503).end();
    clock += HOUR;
    await rates.current();
    expect(warn).toHaveBeenCalledTimes(2);
  });

  it('keeps the last good value when the source becomes too slow', async () => {
    // The timeout's timer runs on a fake clock: the first answer is never late however busy the
    // machine, and the second is late exactly when the test moves the clock past the timeout.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      const rates = service({ timeoutMs: 200 });
      await expect(rates.current()).resolves.toMatchObject({ source: 'live' });
      const late: ServerResponse[] = [];
      source.behaviour = (response) => void late.push(response);
      clock += HOUR;
      const reply = rates.current();
      await vi.waitFor(() => expect(late).toHaveLength(1));
      vi.advanceTimersByTime(200);
      await expect(reply).resolves.toMatchObject({ rates: { EUR: 0.87 }, source: 'cached' });
      for (const response of late) valid(response);
    } finally {
      vi.useRealTimers();
    }
  });

  it('keeps the last good value when the source goes away', async () => {
    const rates = service();
    await rates.current();
    await source.stop();
    clock += HOUR;
    await expect(rates.current()).resolves.toMatchObject({ rates: { EUR: 0.87, GBP: 0.74 }, source: 'cached' });
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('fetch failed'));
  });

  it('never has more than one fetch in flight', async () => {
    source.behaviour = (response) => void setTimeout(() => valid(response), 100);
    const rates = service();
    const replies = await Promise.all(Array.from({ length: 10 }, () => rates.current()));
    expect(source.requests).toBe(1);
    expect(new Set(replies.map((reply) => reply.source))).toEqual(new Set(['live']));
  });

  it('waits a minute after a failure before asking the source again, then recovers', async () => {
    source.behaviour = (response) => response.writeHead(502).end();
    const rates = service();
    await expect(rates.current()).resolves.toMatchObject({ source: 'fallback' });
    clock += 59_000;
    await expect(rates.current()).resolves.toMatchObject({ source: 'fallback' });
    expect(source.requests).toBe(1);

    source.behaviour = valid;
    clock += 1_000;
    await expect(rates.current()).resolves.toMatchObject({ source: 'live', rates: { EUR: 0.87 } });
    expect(source.requests).toBe(2);
  });
});
