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
  /** The run holding a `running` claim, and until when (renewed while it runs). */
  holder?: string | null;
  leaseUntil?: string | null;
};

export const idempotencyTable = defineTable<IdempotencyRecord>({
  name: 'idempotency_keys',
  order: { column: 'created_at', key: (r) => r.createdAt },
  indexes: { expires: { column: 'expires_at', key: (r) => r.expiresAt } },
});

/**
 * What a request finds under its key: nothing (`first`), a dead run's claim it now holds
 * (`takeover`), the stored answer (`replay`), a live run (`running`), or another body (`mismatch`).
 */
export type IdempotencyClaim =
  | { kind: 'first' }
  | { kind: 'takeover' }
  | { kind: 'replay'; status: number; body: string | null }
  | { kind: 'running' }
  | { kind: 'mismatch' };

/** How a run claims a key: who it is, when, how long the answer is kept, and how long its claim holds unrenewed. */
export type ClaimRequest = {
  id: string;
  requestHash: string;
  holder: string;
  now: Date;
  ttlMs: number;
  leaseMs: number;
};

/** Keys and their answers, shared by every instance. */
export interface IdempotencyRepository {
  /** Claims the key for this run, takes over a claim whose lease ended, or says what an earlier run left. */
  claim(request: ClaimRequest): Promise<IdempotencyClaim>;
  /** Extends `holder`'s claim; false when it is no longer its. */
  renew(id: string, holder: string, leaseUntil: Date): Promise<boolean>;
  /** Stores the answer, if `holder` still holds the claim. */
  finish(id: string, holder: string, status: number, body: string | null): Promise<boolean>;
  /** Forgets `holder`'s claim after an unexpected failure, so that a retry runs again. */
  release(id: string, holder: string): Promise<void>;
  purgeExpired(now: Date): Promise<number>;
}

/** IdempotencyRepository over either backend. */
export function createIdempotencyRepository(db: Db): IdempotencyRepository {
  const keys = db.collection(idempotencyTable);
  const held = (record: IdempotencyRecord, holder: string) => record.state === 'running' && record.holder === holder;
  return {
    async claim({ id, requestHash, holder, now, ttlMs, leaseMs }) {
      const leaseUntil = new Date(now.getTime() + leaseMs).toISOString();
      for (let round = 0; round < 5; round += 1) {
        const record: IdempotencyRecord = {
          id,
          requestHash,
          state: 'running',
          status: null,
          body: null,
          createdAt: now.toISOString(),
          expiresAt: new Date(now.getTime() + ttlMs).toISOString(),
          holder,
          leaseUntil,
        };
        try {
          if (await keys.insertIfAbsent(record)) return { kind: 'first' };
        } catch (error) {
          if (!(error instanceof UniqueViolation)) throw error;
        }
        const earlier = await keys.get(id);
        if (!earlier) continue;
        if (earlier.requestHash !== requestHash) return { kind: 'mismatch' };
        if (earlier.state === 'done' && earlier.status !== null)
          return { kind: 'replay', status: earlier.status, body: earlier.body };
        // A claim of an older release has no lease: it counts from when it was made.
        const ends = earlier.leaseUntil ?? new Date(Date.parse(earlier.createdAt) + leaseMs).toISOString();
        if (ends > now.toISOString()) return { kind: 'running' };
        // Its run stopped renewing (it died): take it over, unless another retry just did.
        let took = false;
        await keys.update(id, (current) => {
          if (
            current.state !== 'running' ||
            current.holder !== earlier.holder ||
            current.leaseUntil !== earlier.leaseUntil
          )
            return undefined;
          took = true;
          return { ...current, holder, leaseUntil };
        });
        if (took) return { kind: 'takeover' };
      }
      return { kind: 'running' };
    },
    async renew(id, holder, leaseUntil) {
      let renewed = false;
      await keys.update(id, (record) => {
        if (!held(record, holder)) return undefined;
        renewed = true;
        return { ...record, leaseUntil: leaseUntil.toISOString() };
      });
      return renewed;
    },
    async finish(id, holder, status, body) {
      let finished = false;
      await keys.update(id, (record) => {
        if (!held(record, holder)) return undefined;
        finished = true;
        return { ...record, state: 'done', status, body, holder: null, leaseUntil: null };
      });
      return finished;
    },
    async release(id, holder) {
      const record = await keys.get(id);
      if (record && held(record, holder)) await keys.delete(id);
    },
    purgeExpired: (now) => keys.deleteMany({ expires: { lt: now.toISOString() } }),
  };
}
