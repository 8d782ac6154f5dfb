import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { openStorage } from '../store/storage.ts';
import {
  ACCOUNT_POLICY,
  ADDRESS_POLICY,
  PASSWORD_SIGN_IN_SUSPENDED_AT,
  SECOND_FACTOR_POLICY,
} from './sign-in.service.ts';
import { delayAfter, Throttle } from './throttle.ts';

describe('delayAfter', () => {
  it('lets the free failures through, then doubles up to the cap: a delay, never a lockout', () => {
    expect([1, 5, 6, 7, 8, 11, 12, 50].map((n) => delayAfter(n, ACCOUNT_POLICY))).toEqual([
      0, 0, 1000, 2000, 4000, 32_000, 60_000, 60_000,
    ]);
    expect(delayAfter(20, ADDRESS_POLICY)).toBe(0);
    expect(delayAfter(21, ADDRESS_POLICY)).toBe(1000);
    expect(delayAfter(40, ADDRESS_POLICY)).toBe(15 * 60_000);
    expect([3, 4, 5, 12].map((n) => delayAfter(n, SECOND_FACTOR_POLICY))).toEqual([0, 2000, 4000, 5 * 60_000]);
  });

  it('keeps 100 consecutive failures within a day under the cap (NIST SP 800-63B 5.2.2)', () => {
    let elapsed = 0;
    for (let n = 1; n < PASSWORD_SIGN_IN_SUSPENDED_AT; n += 1) elapsed += delayAfter(n, ACCOUNT_POLICY);
    // An attacker needs at least this long for 100 guesses against one account: well over an hour.
    expect(elapsed).toBeGreaterThan(60 * 60_000);
  });
});

describe('Throttle', () => {
  it('makes a key wait after its free failures, counts across instances of the class, and clears on success', async () => {
    const storage = await openStorage({ dataDir: await mkdtemp(join(tmpdir(), 'throttle-')) });
    let now = Date.UTC(2026, 0, 1);
    const policy = { freeFailures: 2, baseMs: 10_000, maxMs: 40_000, forgetAfterMs: 3_600_000 };
    const one = new Throttle({ store: storage.repositories.rateLimits, name: 'test', policy, now: () => now });
    const other = new Throttle({ store: storage.repositories.rateLimits, name: 'test', policy, now: () => now });
    expect(await one.fail('k')).toEqual({ failures: 1, waitSeconds: 0 });
    expect(await other.fail('k')).toEqual({ failures: 2, waitSeconds: 0 });
    expect(await one.wait('k')).toBe(0);
    expect(await other.fail('k')).toEqual({ failures: 3, waitSeconds: 10 });
    expect(await one.wait('k')).toBe(10);
    now += 9_500;
    expect(await one.wait('k')).toBe(1);
    now += 500;
    expect(await one.wait('k')).toBe(0);
    expect((await one.fail('k')).waitSeconds).toBe(20);
    await other.clear('k');
    expect(await one.failures('k')).toBe(0);
    expect(await one.wait('k')).toBe(0);
    // Forgotten an hour after the last failure.
    await one.fail('old');
    now += 3_600_001;
    expect(await one.failures('old')).toBe(0);
    await storage.close();
  });
});
