import { AppError } from '../http/app-error.ts';
import type { RateLimitRepository } from '../platform/rate-limits.repository.ts';
import { m } from '../../shared/i18n/messages.ts';

/** How a throttle grows: free failures, then a delay doubling from `baseMs` up to `maxMs`. */
export type ThrottlePolicy = { freeFailures: number; baseMs: number; maxMs: number; forgetAfterMs: number };

/** The delay after the n-th consecutive failure under a policy. */
export function delayAfter(failures: number, policy: ThrottlePolicy): number {
  if (failures <= policy.freeFailures) return 0;
  return Math.min(policy.baseMs * 2 ** (failures - policy.freeFailures - 1), policy.maxMs);
}

/**
 * Slows guessing down instead of locking anybody out: every failure for a key past the free
 * ones makes the next attempt wait longer (doubling, capped). Counted in the shared store, so
 * attempts spread over instances add up; a success clears the key.
 */
export class Throttle {
  #store: RateLimitRepository;
  #name: string;
  #policy: ThrottlePolicy;
  #now: () => number;

  constructor(options: { store: RateLimitRepository; name: string; policy: ThrottlePolicy; now?: () => number }) {
    this.#store = options.store;
    this.#name = options.name;
    this.#policy = options.policy;
    this.#now = options.now ?? Date.now;
  }

  /** Seconds `key` must still wait before its next attempt (0: it may try now). */
  async wait(key: string): Promise<number> {
    const now = this.#now();
    const record = await this.#store.peek(this.#key(key), now);
    const until = record?.blockedUntil ? Date.parse(record.blockedUntil) : 0;
    return until > now ? Math.ceil((until - now) / 1000) : 0;
  }

  /** Failures recorded for `key` since it last succeeded (or was forgotten). */
  async failures(key: string): Promise<number> {
    return (await this.#store.peek(this.#key(key), this.#now()))?.count ?? 0;
  }

  /** Records one failure; returns the failure count and the wait it now imposes. */
  async fail(key: string): Promise<{ failures: number; waitSeconds: number }> {
    const now = this.#now();
    const record = await this.#store.recordFailure(this.#key(key), now, this.#policy.forgetAfterMs, (failures) =>
      delayAfter(failures, this.#policy),
    );
    return { failures: record.count, waitSeconds: Math.ceil(delayAfter(record.count, this.#policy) / 1000) };
  }

  /** Forgets the failures of `key` (it succeeded). */
  async clear(key: string): Promise<void> {
    await this.#store.clear(this.#key(key));
  }

  #key(key: string): string {
    return `${this.#name}:${key}`;
  }
}

/** The 429 of a throttled attempt, saying how long to wait. */
export function slowDown(seconds: number, what: string): AppError {
  return new AppError(429, 'too_many_requests', m.error_slow_down({ what, seconds }), {
    headers: { 'Retry-After': String(seconds) },
  });
}
