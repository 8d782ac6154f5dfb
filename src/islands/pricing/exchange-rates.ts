import type { ExchangeRatesReply } from '../../shared/exchange-rates/exchange-rates.schemas.ts';
import { apiUrl } from '../lib/api-base.ts';
import { FALLBACK_RATES, isValidRates, type Rates, type RatesSource } from '../../shared/money.ts';
import { MS_PER_HOUR } from '../../shared/time.ts';
import { m } from '../../shared/i18n/messages.ts';

/** localStorage key of the client's rate record. */
export const RATES_STORAGE_KEY = 'exchangeRates';
/** A stored record is used without asking the server for this long. */
export const RATES_CACHE_MS = MS_PER_HOUR;
/** The request to the server is abandoned after this long. */
export const RATES_TIMEOUT_MS = 5_000;

/** The client cache record: rates, when they were stored (ms) and their reference date. */
export type RatesRecord = { rates: Rates; timestamp: number; date: string };

/** Rates as the islands use them, with where they came from and their date ('' for the fallback). */
export type RatesSnapshot = { rates: Rates; date: string; timestamp: number; source: RatesSource };

/** The part of Storage this module uses, so tests can pass a map. */
export type RatesStorage = Pick<Storage, 'getItem' | 'setItem'>;

/** What loadExchangeRates depends on; the defaults are the browser's. */
export type RatesDeps = { fetch?: typeof fetch; storage?: RatesStorage; now?: () => number; timeoutMs?: number };

/** The built-in rates, as a snapshot. */
export function fallbackSnapshot(now = 0): RatesSnapshot {
  return { rates: { ...FALLBACK_RATES }, date: '', timestamp: now, source: 'fallback' };
}

function browserStorage(): RatesStorage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
}

/** The stored record when it is well formed and its rates are valid (numeric EUR and GBP), else undefined. */
export function readRatesRecord(storage: RatesStorage | undefined = browserStorage()): RatesRecord | undefined {
  try {
    const raw = storage?.getItem(RATES_STORAGE_KEY);
    if (!raw) return undefined;
    const record = JSON.parse(raw) as Partial<RatesRecord> | null;
    if (!record || !isValidRates(record.rates) || typeof record.timestamp !== 'number') return undefined;
    const date = typeof record.date === 'string' ? record.date : '';
    return { rates: { USD: 1, EUR: record.rates.EUR, GBP: record.rates.GBP }, timestamp: record.timestamp, date };
  } catch {
    return undefined;
  }
}

function writeRatesRecord(storage: RatesStorage | undefined, record: RatesRecord): void {
  try {
    storage?.setItem(RATES_STORAGE_KEY, JSON.stringify(record));
  } catch {
    // A full or blocked storage only costs a request on the next page.
  }
}

/** True while a record is younger than an hour (a clock set back also makes it stale). */
export function isFreshRecord(record: RatesRecord, now: number): boolean {
  const age = now - record.timestamp;
  return age >= 0 && age < RATES_CACHE_MS;
}

/** The best rates available without a request: a fresh stored record, an older one, or the fallback. */
export function storedSnapshot(storage = browserStorage(), now = Date.now()): RatesSnapshot {
  const record = readRatesRecord(storage);
  if (!record) return fallbackSnapshot(now);
  return { ...record, source: isFreshRecord(record, now) ? 'live' : 'cached' };
}

/** GET /api/exchange-rates with a time-out; throws when it fails, times out or is invalid. */
export async function fetchExchangeRates(
  deps: Pick<RatesDeps, 'fetch' | 'timeoutMs'> = {},
): Promise<ExchangeRatesReply> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), deps.timeoutMs ?? RATES_TIMEOUT_MS);
  try {
    const response = await (deps.fetch ?? fetch)(apiUrl('/api/exchange-rates'), {
      signal: controller.signal,
      credentials: 'include',
    });
    if (!response.ok) throw new Error(m.pricing_rates_error_status({ status: response.status }));
    const reply = (await response.json()) as Partial<ExchangeRatesReply> | null;
    if (!reply || !isValidRates(reply.rates)) throw new Error(m.pricing_rates_error_invalid());
    return {
      rates: { USD: 1, EUR: reply.rates.EUR, GBP: reply.rates.GBP },
      date: typeof reply.date === 'string' ? reply.date : '',
      timestamp: typeof reply.timestamp === 'number' ? reply.timestamp : 0,
      source: reply.source === 'cached' || reply.source === 'fallback' ? reply.source : 'live',
    };
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Live, then cached, then fallback: a stored record younger than an hour is used as is; otherwise
 * the server is asked (5 s time-out) and a good answer is stored. On failure the stored rates are
 * used silently, whatever their age, and only without any the fallback.
 */
export async function loadExchangeRates(deps: RatesDeps = {}): Promise<RatesSnapshot> {
  const storage = 'storage' in deps ? deps.storage : browserStorage();
  const now = deps.now ?? Date.now;
  const record = readRatesRecord(storage);
  if (record && isFreshRecord(record, now())) return { ...record, source: 'live' };
  try {
    const reply = await fetchExchangeRates(deps);
    // Only current rates are stored: an hour of the server's stale or built-in rates would
    // hide its recovery. Stale rates still beat the built-in ones: the newer of the server's
    // and our own record is used.
    if (reply.source === 'live') {
      const fresh: RatesRecord = { rates: reply.rates, timestamp: now(), date: reply.date };
      writeRatesRecord(storage, fresh);
      return { ...fresh, source: 'live' };
    }
    const kept = [record, reply.source === 'cached' ? reply : undefined]
      .filter((candidate) => candidate !== undefined)
      .sort((a, b) => b.timestamp - a.timestamp)[0];
    return kept
      ? { rates: kept.rates, date: kept.date, timestamp: kept.timestamp, source: 'cached' }
      : fallbackSnapshot(now());
  } catch {
    return record ? { ...record, source: 'cached' } : fallbackSnapshot(now());
  }
}
