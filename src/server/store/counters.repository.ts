import type { Db } from './db.ts';
import { defineTable } from './table-spec.ts';

type CounterRecord = { id: string; value: number; updatedAt: string };

export const countersTable = defineTable<CounterRecord>({
  name: 'counters',
  order: { column: 'updated_at', key: (c) => c.updatedAt },
  indexes: {},
});

/**
 * Named sequences (invoice numbers per year, order numbers). `next` runs inside the caller's
 * transaction and locks the counter's row until it commits: concurrent callers queue, and a
 * rolled-back transaction gives its number back, so a sequence has no gap.
 */
export interface CounterRepository {
  next(name: string): Promise<number>;
  /**
   * Takes the next `count` numbers at once (a batch of invoices): answers the first, the batch
   * uses first … first + count − 1. Same lock and rollback as `next`, so the sequence stays
   * gapless as long as the caller's transaction uses every number it took.
   */
  reserve(name: string, count: number): Promise<number>;
  /** A watermark's value (how far a sweep got), or undefined before its first `raise`. */
  read(name: string): Promise<number | undefined>;
  /** Moves a watermark up to `value`; never down, so two instances sweeping at once cannot undo each other. */
  raise(name: string, value: number): Promise<void>;
}

/** CounterRepository over either backend. */
export function createCounterRepository(db: Db): CounterRepository {
  const counters = db.collection(countersTable);
  return {
    async next(name) {
      const now = new Date().toISOString();
      const counter = await counters.upsert(name, (current) => ({
        id: name,
        value: (current?.value ?? 0) + 1,
        updatedAt: now,
      }));
      return counter?.value ?? 1;
    },
    async reserve(name, count) {
      if (!Number.isInteger(count) || count < 1) throw new Error(`Cannot reserve ${count} numbers of ${name}.`);
      const now = new Date().toISOString();
      const counter = await counters.upsert(name, (current) => ({
        id: name,
        value: (current?.value ?? 0) + count,
        updatedAt: now,
      }));
      return (counter?.value ?? count) - count + 1;
    },
    read: async (name) => (await counters.get(name))?.value,
    async raise(name, value) {
      const now = new Date().toISOString();
      await counters.upsert(name, (current) =>
        current && current.value >= value ? undefined : { id: name, value, updatedAt: now },
      );
    },
  };
}
