import { errors } from '../http/app-error.ts';
import type { RateLimitRepository } from './rate-limits.repository.ts';

/**
 * Counts events per key in fixed windows and refuses once a key reaches its limit, until the
 * window ends. The counters live in the storage backend, so every instance of the console sees
 * the same count and a restart forgets nothing.
 */
export class RateLimiter {
  readonly limit: number;
  readonly windowMs: number;
  #store: RateLimitRepository;
  #name: string;
  #now: () => number;

  /** `name` keeps this limiter's keys apart from other limiters' in the shared store. */
  constructor(options: {
    store: RateLimitRepository;
    name: string;
    limit: number;
    windowMs: number;
    now?: () => number;
  }) {
    this.limit = options.limit;
    this.windowMs = options.windowMs;
    this.#store = options.store;
    this.#name = options.name;
    this.#now = options.now ?? Date.now;
  }

  /** Seconds until `key` may try again, or 0 when it may now. */
  async retryAfter(key: string): Promise<number> {
    const now = this.#now();
    const window = await this.#store.peek(this.#key(key), now);
    if (!window || window.count < this.limit) return 0;
    return Math.max(1, Math.ceil((Date.parse(window.resetAt) - now) / 1000));
  }

  /** Counts one event for `key`; returns the count in the current window. */
  async record(key: string): Promise<number> {
    return (await this.#store.hit(this.#key(key), this.windowMs, this.#now())).count;
  }

  /** Forgets `key` (a successful sign-in clears the account's failures). */
  async reset(key: string): Promise<void> {
    await this.#store.clear(this.#key(key));
  }

  /** Throws 429 with Retry-After when any of the keys is over its limit. */
  async assertAllowed(...keys: string[]): Promise<void> {
    const wait = Math.max(0, ...(await Promise.all(keys.map((key) => this.retryAfter(key)))));
    if (wait > 0) throw errors.tooManyRequests(wait);
  }

  /** Checks every key, then counts the event for each (for sending e-mails). */
  async consume(...keys: string[]): Promise<void> {
    await this.assertAllowed(...keys);
    await Promise.all(keys.map((key) => this.record(key)));
  }

  #key(key: string): string {
    return `${this.#name}:${key}`;
  }
}
