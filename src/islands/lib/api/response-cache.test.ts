import { describe, it, expect, beforeEach } from 'vitest';
import { ResponseCache } from './response-cache.ts';

const MINUTE = 60 * 1000;

describe('ResponseCache', () => {
  let time: number;
  let cache: ResponseCache;

  beforeEach(() => {
    time = 0;
    cache = new ResponseCache({ now: () => time });
  });

  it('returns a stored value while it is fresh', () => {
    cache.set('/api/orders', [{ id: 1 }]);
    time = 5 * MINUTE - 1;
    expect(cache.get('/api/orders')).toEqual({ value: [{ id: 1 }] });
  });

  it('stops returning a value once it is 5 minutes old', () => {
    cache.set('/api/orders', [{ id: 1 }]);
    time = 5 * MINUTE;
    expect(cache.get('/api/orders')).toBeUndefined();
  });

  it('tells a cached null apart from a miss', () => {
    cache.set('/api/officers/check-access', null);
    expect(cache.get('/api/officers/check-access')).toEqual({ value: null });
    expect(cache.get('/api/unknown')).toBeUndefined();
  });

  it('restarts the 5 minutes when a path is stored again', () => {
    cache.set('/api/orders', 'old');
    time = 4 * MINUTE;
    cache.set('/api/orders', 'new');
    time = 8 * MINUTE;
    expect(cache.get('/api/orders')).toEqual({ value: 'new' });
  });

  it('removes only expired entries, oldest first, when a set goes past 100 entries', () => {
    for (let i = 0; i < 10; i += 1) cache.set(`/api/old/${i}`, i);
    time = 5 * MINUTE;
    for (let i = 0; i < 90; i += 1) cache.set(`/api/fresh/${i}`, i);
    expect(cache.size).toBe(100);

    cache.set('/api/fresh/last', 'last');

    expect(cache.size).toBe(91);
    expect(cache.keys().some((key) => key.startsWith('/api/old/'))).toBe(false);
    for (let i = 0; i < 90; i += 1) expect(cache.get(`/api/fresh/${i}`)).toEqual({ value: i });
    expect(cache.get('/api/fresh/last')).toEqual({ value: 'last' });
  });

  it('removes at most the 50 oldest expired entries in one prune', () => {
    for (let i = 0; i < 100; i += 1) {
      time = i;
      cache.set(`/api/old/${i}`, i);
    }
    time = 10 * MINUTE;
    cache.set('/api/new', 'new');

    const survivors = Array.from({ length: 50 }, (_, i) => `/api/old/${i + 50}`);
    expect(cache.keys()).toEqual([...survivors, '/api/new']);
  });

  it('keeps fresh entries beyond 100 when none has expired', () => {
    for (let i = 0; i < 120; i += 1) cache.set(`/api/fresh/${i}`, i);
    expect(cache.size).toBe(120);
  });

  it('invalidates every entry under a path prefix', () => {
    cache.set('/api/billing/plans', 1);
    cache.set('/api/billing/credits', 2);
    cache.set('/api/orders', 3);
    cache.invalidate('/api/billing');
    expect(cache.get('/api/billing/plans')).toBeUndefined();
    expect(cache.get('/api/billing/credits')).toBeUndefined();
    expect(cache.get('/api/orders')).toEqual({ value: 3 });
  });

  it('clears everything', () => {
    cache.set('/api/user', { id: 1 });
    cache.set('/api/orders', []);
    cache.clear();
    expect(cache.size).toBe(0);
  });
});
