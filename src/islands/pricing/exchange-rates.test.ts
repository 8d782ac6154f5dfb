import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  RATES_CACHE_MS,
  RATES_STORAGE_KEY,
  RATES_TIMEOUT_MS,
  loadExchangeRates,
  readRatesRecord,
  storedSnapshot,
  type RatesRecord,
  type RatesStorage,
} from './exchange-rates.ts';

const NOW = Date.UTC(2025, 5, 13, 12, 0, 0);
const FALLBACK = { USD: 1, EUR: 0.91, GBP: 0.78 };

function memoryStorage(record?: RatesRecord | string): RatesStorage & { items: Map<string, string> } {
  const items = new Map<string, string>();
  if (record !== undefined) items.set(RATES_STORAGE_KEY, typeof record === 'string' ? record : JSON.stringify(record));
  return { items, getItem: (key) => items.get(key) ?? null, setItem: (key, value) => void items.set(key, value) };
}

const reply = (body: unknown, status = 200) =>
  vi.fn<typeof fetch>(
    async () => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }),
  );
const liveReply = () =>
  reply({ rates: { USD: 1, EUR: 0.8765, GBP: 0.7432 }, date: '2025-06-13', timestamp: NOW - 5_000, source: 'live' });
const stored = (ageMs: number): RatesRecord => ({
  rates: { USD: 1, EUR: 0.85, GBP: 0.72 },
  timestamp: NOW - ageMs,
  date: '2025-06-12',
});
const now = () => NOW;

afterEach(() => {
  vi.useRealTimers();
});

describe('loadExchangeRates', () => {
  it('uses a stored record younger than an hour without asking the server', async () => {
    const fetch = liveReply();
    const storage = memoryStorage(stored(RATES_CACHE_MS - 1));
    await expect(loadExchangeRates({ fetch, storage, now })).resolves.toEqual({
      ...stored(RATES_CACHE_MS - 1),
      source: 'live',
    });
    expect(fetch).not.toHaveBeenCalled();
  });

  it('asks GET /api/exchange-rates once the record is an hour old, and stores the answer', async () => {
    const fetch = reply({
      rates: { USD: 1, EUR: 0.8765, GBP: 0.7432 },
      date: '2025-06-13',
      timestamp: NOW - 5_000,
      source: 'live',
    });
    const storage = memoryStorage(stored(RATES_CACHE_MS));
    const expected = { rates: { USD: 1, EUR: 0.8765, GBP: 0.7432 }, timestamp: NOW, date: '2025-06-13' };
    await expect(loadExchangeRates({ fetch, storage, now })).resolves.toEqual({ ...expected, source: 'live' });
    expect(fetch).toHaveBeenCalledWith(
      '/api/exchange-rates',
      expect.objectContaining({ signal: expect.any(AbortSignal) }),
    );
    expect(JSON.parse(storage.items.get(RATES_STORAGE_KEY) ?? '')).toEqual(expected);
  });

  it('asks the server when nothing is stored', async () => {
    const storage = memoryStorage();
    await expect(loadExchangeRates({ fetch: liveReply(), storage, now })).resolves.toMatchObject({
      source: 'live',
      rates: { EUR: 0.8765 },
    });
    expect(readRatesRecord(storage)).toMatchObject({ timestamp: NOW });
  });

  it.each([
    ['the network fails', vi.fn<typeof fetch>().mockRejectedValue(new TypeError('Failed to fetch'))],
    ['the server answers 500', reply({ message: 'Internal error' }, 500)],
    ['the reply has no GBP rate', reply({ rates: { USD: 1, EUR: 0.87 }, date: '2025-06-13', source: 'live' })],
    [
      'the rates are strings',
      reply({ rates: { USD: 1, EUR: '0.87', GBP: '0.74' }, date: '2025-06-13', source: 'live' }),
    ],
    ['the body is not JSON', vi.fn<typeof fetch>(async () => new Response('<html>'))],
  ])('when %s, silently uses the stored rates, however old, else the fallback', async (_name, fetch) => {
    const old = memoryStorage(stored(3 * RATES_CACHE_MS));
    await expect(loadExchangeRates({ fetch, storage: old, now })).resolves.toEqual({
      ...stored(3 * RATES_CACHE_MS),
      source: 'cached',
    });
    const empty = memoryStorage();
    await expect(loadExchangeRates({ fetch, storage: empty, now })).resolves.toEqual({
      rates: FALLBACK,
      date: '',
      timestamp: NOW,
      source: 'fallback',
    });
    expect(empty.items.size).toBe(0);
  });

  it(`abandons the request after ${RATES_TIMEOUT_MS / 1000} s and uses the fallback`, async () => {
    vi.useFakeTimers();
    const hanging = vi.fn<typeof fetch>(
      (_url, init) =>
        new Promise((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError')));
        }),
    );
    let settled = false;
    const result = loadExchangeRates({ fetch: hanging, storage: memoryStorage(), now }).finally(() => (settled = true));
    await vi.advanceTimersByTimeAsync(RATES_TIMEOUT_MS - 1);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await expect(result).resolves.toMatchObject({ source: 'fallback', rates: FALLBACK });
  });

  it("prefers the visitor's older record to the server's fallback, and stores neither", async () => {
    const fetch = reply({ rates: FALLBACK, date: '', timestamp: NOW, source: 'fallback' });
    const storage = memoryStorage(stored(2 * RATES_CACHE_MS));
    await expect(loadExchangeRates({ fetch, storage, now })).resolves.toMatchObject({
      source: 'cached',
      rates: { EUR: 0.85 },
    });
    expect(readRatesRecord(storage)?.timestamp).toBe(NOW - 2 * RATES_CACHE_MS);
    await expect(loadExchangeRates({ fetch, storage: memoryStorage(), now })).resolves.toMatchObject({
      source: 'fallback',
      rates: FALLBACK,
    });
  });

  it("uses the server's last good rates when they are newer than the visitor's record", async () => {
    const fetch = reply({
      rates: { USD: 1, EUR: 0.88, GBP: 0.75 },
      date: '2025-06-13',
      timestamp: NOW - RATES_CACHE_MS,
      source: 'cached',
    });
    const storage = memoryStorage(stored(5 * RATES_CACHE_MS));
    await expect(loadExchangeRates({ fetch, storage, now })).resolves.toEqual({
      rates: { USD: 1, EUR: 0.88, GBP: 0.75 },
      date: '2025-06-13',
      timestamp: NOW - RATES_CACHE_MS,
      source: 'cached',
    });
  });
});

describe('the stored record', () => {
  it.each([
    ['not JSON', '{rates'],
    ['without GBP', JSON.stringify({ rates: { USD: 1, EUR: 0.85 }, timestamp: NOW, date: '2025-06-12' })],
    ['with string rates', JSON.stringify({ rates: { USD: 1, EUR: '0.85', GBP: '0.72' }, timestamp: NOW, date: '' })],
    ['without a timestamp', JSON.stringify({ rates: { USD: 1, EUR: 0.85, GBP: 0.72 }, date: '2025-06-12' })],
    ['null', 'null'],
  ])('is ignored when %s', (_name, raw) => {
    expect(readRatesRecord(memoryStorage(raw))).toBeUndefined();
  });

  it('gives the rates to show before any request: fresh, stale or the fallback', () => {
    expect(storedSnapshot(memoryStorage(stored(1_000)), NOW)).toMatchObject({ source: 'live', rates: { EUR: 0.85 } });
    expect(storedSnapshot(memoryStorage(stored(RATES_CACHE_MS)), NOW)).toMatchObject({
      source: 'cached',
      rates: { EUR: 0.85 },
    });
    expect(storedSnapshot(memoryStorage(), NOW)).toEqual({
      rates: FALLBACK,
      date: '',
      timestamp: NOW,
      source: 'fallback',
    });
    expect(storedSnapshot(undefined, NOW)).toMatchObject({ source: 'fallback' });
  });

  it('counts a record from the future (a clock set back) as stale', async () => {
    const fetch = liveReply();
    await loadExchangeRates({ fetch, storage: memoryStorage(stored(-60_000)), now });
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});
