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
      const counter = await counters.upsert(name, (current) => ({ id: name, value: (current?.value ?? 0) + 1, updatedAt: now }));
      return counter?.value ?? 1;
    },
    read: async (name) => (await counters.get(name))?.value,
    async raise(name, value) {
      const now = new Date().toISOString();
      await counters.upsert(name, (current) => (current && current.value >= value ? undefined : { id: name, value, updatedAt: now }));
    },
  };
}
