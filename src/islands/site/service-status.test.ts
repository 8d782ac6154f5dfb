import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  checkApi,
  checkRates,
  checkWebSocket,
  formatUptime,
  overallStatus,
  webSocketUrl,
  type WebSocketFactory,
} from './service-status.ts';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const clock = () => Date.now();

/** A socket whose events the test fires by hand. */
class FakeSocket extends EventTarget {
  closed = false;
  close() {
    this.closed = true;
  }
}

function fakeOpen(): { open: WebSocketFactory; socket: () => FakeSocket } {
  let last: FakeSocket | undefined;
  return {
    open: () => {
      last = new FakeSocket();
      return last as unknown as ReturnType<WebSocketFactory>;
    },
    socket: () => {
      if (!last) throw new Error('no socket opened');
      return last;
    },
  };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('checkApi', () => {
  it('is up when /api/health says ok, with the store and uptime', async () => {
    const result = await checkApi(
      async () => json({ status: 'ok', checks: { store: 'ok' }, uptimeSeconds: 7500 }),
      clock,
    );
    expect(result).toMatchObject({ state: 'up', summary: 'Operational', details: ['Store: ok', 'Up for 2 h 5 min'] });
    expect(result.latencyMs).toBeGreaterThanOrEqual(0);
  });

  it('is degraded on 503 and down when unreachable', async () => {
    expect(
      (await checkApi(async () => json({ status: 'degraded', checks: { store: 'failing' } }, 503), clock)).state,
    ).toBe('degraded');
    const down = await checkApi(async () => {
      throw new TypeError('Failed to fetch');
    }, clock);
    expect(down).toMatchObject({ state: 'down', summary: 'Unreachable', latencyMs: null });
  });
});

describe('checkRates', () => {
  const rates = { USD: 1, EUR: 0.92, GBP: 0.79 };

  it('reports the source and date: live and cached are up, fallback degraded', async () => {
    const live = await checkRates(async () => json({ rates, date: '2025-06-02', source: 'live' }), clock);
    expect(live).toMatchObject({ state: 'up', summary: 'Operational: live ECB rates' });
    expect(live.details).toEqual(['Source: live', 'Rates of 2025-06-02', '1 USD = 0.92 EUR = 0.79 GBP']);
    expect((await checkRates(async () => json({ rates, date: 'd', source: 'cached' }), clock)).state).toBe('up');
    expect((await checkRates(async () => json({ rates, date: 'd', source: 'fallback' }), clock)).state).toBe(
      'degraded',
    );
  });

  it('is down without numeric EUR and GBP rates, or when the endpoint fails', async () => {
    expect((await checkRates(async () => json({ rates: { EUR: '0.9' }, source: 'live' }), clock)).state).toBe('down');
    expect((await checkRates(async () => json({ message: 'Not found' }, 404), clock)).summary).toBe(
      'Unavailable (HTTP 404)',
    );
  });
});

describe('checkWebSocket', () => {
  it('is up once the hello message arrives, and closes the socket', async () => {
    const fake = fakeOpen();
    const pending = checkWebSocket({ url: 'ws://x/ws', signedIn: true, apiReachable: true, open: fake.open, clock });
    fake.socket().dispatchEvent(new Event('open'));
    fake.socket().dispatchEvent(new MessageEvent('message', { data: '{"type":"hello","userId":"u1"}' }));
    const result = await pending;
    expect(result).toMatchObject({
      state: 'up',
      summary: 'Connected',
      details: ['First message: {"type":"hello","userId":"u1"}'],
    });
    expect(fake.socket().closed).toBe(true);
  });

  it('reports a refused handshake of a signed-out visitor as reachable, sign-in required', async () => {
    const fake = fakeOpen();
    const pending = checkWebSocket({ url: 'ws://x/ws', signedIn: false, apiReachable: true, open: fake.open, clock });
    fake.socket().dispatchEvent(new Event('error'));
    fake.socket().dispatchEvent(new Event('close'));
    expect(await pending).toMatchObject({ state: 'auth', summary: 'Reachable, sign-in required' });
  });

  it('is unreachable when a signed-in handshake fails, or when the API is down too', async () => {
    const signedIn = fakeOpen();
    const a = checkWebSocket({ url: 'ws://x/ws', signedIn: true, apiReachable: true, open: signedIn.open, clock });
    signedIn.socket().dispatchEvent(new Event('error'));
    expect(await a).toMatchObject({ state: 'down', summary: 'Unreachable' });
    const apiDown = fakeOpen();
    const b = checkWebSocket({ url: 'ws://x/ws', signedIn: false, apiReachable: false, open: apiDown.open, clock });
    apiDown.socket().dispatchEvent(new Event('close'));
    expect((await b).state).toBe('down');
  });

  it('gives up after the time-out', async () => {
    const fake = fakeOpen();
    const pending = checkWebSocket({
      url: 'ws://x/ws',
      signedIn: true,
      apiReachable: true,
      open: fake.open,
      clock,
      timeoutMs: 5000,
    });
    vi.advanceTimersByTime(5000);
    expect((await pending).state).toBe('down');
  });
});

describe('helpers', () => {
  it('builds ws:// or wss:// for the page origin', () => {
    expect(webSocketUrl({ protocol: 'http:', host: 'localhost:4321' })).toBe('ws://localhost:4321/ws');
    expect(webSocketUrl({ protocol: 'https:', host: 'console.example.eu' })).toBe('wss://console.example.eu/ws');
  });

  it('sums up the states, the WebSocket sign-in answer counting as working', () => {
    expect(overallStatus(['up', 'auth', 'up']).text).toBe('All systems operational');
    expect(overallStatus(['up', 'degraded', 'auth']).state).toBe('degraded');
    expect(overallStatus(['down', 'degraded']).state).toBe('down');
  });

  it('formats uptime', () => {
    expect(formatUptime(42)).toBe('42 s');
    expect(formatUptime(90_000)).toBe('1 d 1 h');
  });
});
