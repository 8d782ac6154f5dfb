import { errors } from '../http/app-error.ts';

type Window = { count: number; resetAt: number };

/**
 * Counts events per key in fixed windows and refuses once a key reaches its limit, until the
 * window ends. Memory only: a restart forgets, which errs on the side of letting people in.
 */
export class RateLimiter {
  readonly limit: number;
  readonly windowMs: number;
  #windows = new Map<string, Window>();
  #now: () => number;

  constructor(options: { limit: number; windowMs: number; now?: () => number }) {
    this.limit = options.limit;
    this.windowMs = options.windowMs;
    this.#now = options.now ?? Date.now;
  }

  /** Seconds until `key` may try again, or 0 when it may now. */
  retryAfter(key: string): number {
    const window = this.#current(key);
    if (!window || window.count < this.limit) return 0;
    return Math.max(1, Math.ceil((window.resetAt - this.#now()) / 1000));
  }

  /** Counts one event for `key`. */
  record(key: string): void {
    const window = this.#current(key);
    if (window) window.count += 1;
    else this.#windows.set(key, { count: 1, resetAt: this.#now() + this.windowMs });
    if (this.#windows.size > 50_000) this.#sweep();
  }

  /** Forgets `key` (a successful sign-in clears the account's failures). */
  reset(key: string): void {
    this.#windows.delete(key);
  }

  /** Throws 429 with Retry-After when any of the keys is over its limit. */
  assertAllowed(...keys: string[]): void {
    const wait = Math.max(0, ...keys.map((key) => this.retryAfter(key)));
    if (wait > 0) throw errors.tooManyRequests(wait);
  }

  /** Counts the event, then throws 429 if that went over the limit (for sending e-mails). */
  consume(...keys: string[]): void {
    this.assertAllowed(...keys);
    for (const key of keys) this.record(key);
  }

  #current(key: string): Window | undefined {
    const window = this.#windows.get(key);
    if (window && window.resetAt <= this.#now()) {
      this.#windows.delete(key);
      return undefined;
    }
    return window;
  }

  #sweep() {
    const now = this.#now();
    for (const [key, window] of this.#windows) if (window.resetAt <= now) this.#windows.delete(key);
  }
}
