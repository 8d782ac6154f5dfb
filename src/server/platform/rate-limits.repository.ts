import type { Db } from '../store/db.ts';
import { defineTable } from '../store/table-spec.ts';

/**
 * Counted events for one key (an account, an address, a form and e-mail…): a fixed window that
 * ends at `resetAt`, or, for throttles, failures that block the key until `blockedUntil`.
 */
export type RateLimitRecord = {
  id: string;
  count: number;
  windowStart: string;
  resetAt: string;
  blockedUntil?: string;
};

/** Counters shared by every instance, updated atomically. */
export interface RateLimitRepository {
  /** Counts one event for `key`; a window that ended starts again. Returns the window after it. */
  hit(key: string, windowMs: number, now: number): Promise<RateLimitRecord>;
  /** The live window of `key`, if any. */
  peek(key: string, now: number): Promise<RateLimitRecord | undefined>;
  /**
   * Counts one failure for a throttled key: the count grows until `forgetAfterMs` pass without
   * a failure, and the key is blocked for `delayFor(count)` ms. Returns the record after it.
   */
  recordFailure(
    key: string,
    now: number,
    forgetAfterMs: number,
    delayFor: (failures: number) => number,
  ): Promise<RateLimitRecord>;
  clear(key: string): Promise<void>;
  /** Deletes windows that ended before `now` (housekeeping). */
  purgeExpired(now: number): Promise<number>;
}

export const rateLimitsTable = defineTable<RateLimitRecord>({
  name: 'rate_limits',
  order: { column: 'reset_at', key: (r) => r.resetAt },
  indexes: { resets: { column: 'reset_key', key: (r) => r.resetAt } },
});

/** RateLimitRepository over either backend. */
export function createRateLimitRepository(db: Db): RateLimitRepository {
  const windows = db.collection(rateLimitsTable);
  const live = (record: RateLimitRecord | undefined, now: number) =>
    record && Date.parse(record.resetAt) > now ? record : undefined;
  return {
    async hit(key, windowMs, now) {
      const next = await windows.upsert(key, (current) =>
        live(current, now)
          ? { ...(current as RateLimitRecord), count: (current as RateLimitRecord).count + 1 }
          : {
              id: key,
              count: 1,
              windowStart: new Date(now).toISOString(),
              resetAt: new Date(now + windowMs).toISOString(),
            },
      );
      return next as RateLimitRecord;
    },
    async peek(key, now) {
      return live(await windows.get(key), now);
    },
    async recordFailure(key, now, forgetAfterMs, delayFor) {
      const next = await windows.upsert(key, (current) => {
        const count = (live(current, now)?.count ?? 0) + 1;
        return {
          id: key,
          count,
          windowStart: live(current, now)?.windowStart ?? new Date(now).toISOString(),
          resetAt: new Date(now + forgetAfterMs).toISOString(),
          blockedUntil: new Date(now + delayFor(count)).toISOString(),
        };
      });
      return next as RateLimitRecord;
    },
    async clear(key) {
      await windows.delete(key);
    },
    purgeExpired: (now) => windows.deleteMany({ resets: { lte: new Date(now).toISOString() } }),
  };
}
