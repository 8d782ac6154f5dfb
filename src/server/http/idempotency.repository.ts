import type { Db } from '../store/db.ts';
import { UniqueViolation } from '../store/db.ts';
import { defineTable } from '../store/table-spec.ts';

/** A remembered answer to a request sent with an Idempotency-Key. */
export type IdempotencyRecord = {
  id: string;
  requestHash: string;
  state: 'running' | 'done';
  status: number | null;
  body: string | null;
  createdAt: string;
  expiresAt: string;
};

export const idempotencyTable = defineTable<IdempotencyRecord>({
  name: 'idempotency_keys',
  order: { column: 'created_at', key: (r) => r.createdAt },
  indexes: { expires: { column: 'expires_at', key: (r) => r.expiresAt } },
});

/** What a request finds under its key. */
export type IdempotencyClaim =
  | { kind: 'first' }
  | { kind: 'replay'; status: number; body: string | null }
  | { kind: 'running' }
  | { kind: 'mismatch' };

/** Keys and their answers, shared by every instance. */
export interface IdempotencyRepository {
  /** Claims `id` for this request, or says what an earlier request with it left. */
  claim(id: string, requestHash: string, now: Date, ttlMs: number): Promise<IdempotencyClaim>;
  finish(id: string, status: number, body: string | null): Promise<void>;
  /** Forgets a claim whose request failed unexpectedly, so that a retry runs again. */
  release(id: string): Promise<void>;
  purgeExpired(now: Date): Promise<number>;
}

/** IdempotencyRepository over either backend. */
export function createIdempotencyRepository(db: Db): IdempotencyRepository {
  const keys = db.collection(idempotencyTable);
  return {
    async claim(id, requestHash, now, ttlMs) {
      const record: IdempotencyRecord = {
        id,
        requestHash,
        state: 'running',
        status: null,
        body: null,
        createdAt: now.toISOString(),
        expiresAt: new Date(now.getTime() + ttlMs).toISOString(),
      };
      try {
        if (await keys.insertIfAbsent(record)) return { kind: 'first' };
      } catch (error) {
        if (!(error instanceof UniqueViolation)) throw error;
      }
      const earlier = await keys.get(id);
      if (!earlier) return this.claim(id, requestHash, now, ttlMs);
      if (earlier.requestHash !== requestHash) return { kind: 'mismatch' };
      if (earlier.state === 'running' || earlier.status === null) return { kind: 'running' };
      return { kind: 'replay', status: earlier.status, body: earlier.body };
    },
    async finish(id, status, body) {
      await keys.update(id, (record) => ({ ...record, state: 'done', status, body }));
    },
    async release(id) {
      await keys.delete(id);
    },
    purgeExpired: (now) => keys.deleteMany({ expires: { lt: now.toISOString() } }),
  };
}
