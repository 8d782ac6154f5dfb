import { randomUUID } from 'node:crypto';
import type { Db } from '../store/db.ts';
import { defineTable } from '../store/table-spec.ts';
import type { JobRecord, NewJob } from '../../shared/jobs/jobs.schemas.ts';

const isPending = (job: JobRecord) => job.status === 'queued' || job.status === 'running';

export const jobsTable = defineTable<JobRecord>({
  name: 'jobs',
  order: { column: 'run_at', key: (j) => j.runAt },
  indexes: {
    pending: { column: 'pending', key: (j) => (isPending(j) ? 'pending' : null) },
    due: { column: 'due_at', key: (j) => (isPending(j) ? j.runAt : null) },
    finished: { column: 'finished_at', key: (j) => j.finishedAt },
    kind: { column: 'kind', key: (j) => j.kind },
  },
});

/** Storage of background jobs: enqueue, claim with a lease, finish. */
export interface JobRepository {
  /** Stores a job; with a fixed id, only the first enqueue creates it. Returns whether it did. */
  enqueue(job: NewJob): Promise<boolean>;
  /** Stores many jobs in one write (each fixed id only once); answers how many it created. */
  enqueueMany(jobs: readonly NewJob[]): Promise<number>;
  /**
   * Leases up to `limit` due jobs to `owner` until `leaseUntil`, oldest first, passing over
   * jobs another instance is claiming right now (FOR UPDATE SKIP LOCKED on PostgreSQL).
   */
  claim(owner: string, now: Date, leaseUntil: Date, limit: number, kind?: string): Promise<JobRecord[]>;
  /** Marks a leased job done; false when the lease was lost (another instance took it over). */
  complete(id: string, owner: string, now: Date, payload?: unknown): Promise<boolean>;
  /** Records a failure: runs again at `retryAt`, or fails for good when attempts are used up. */
  fail(id: string, owner: string, error: string, now: Date, retryAt: Date): Promise<JobRecord | undefined>;
  /**
   * Hands a leased job back without counting the attempt (the instance stops, or the database
   * went away mid-run): queued again, due now, for any instance. False when the lease was lost.
   */
  release(id: string, owner: string, now: Date): Promise<boolean>;
  /** When the oldest due job became due (undefined when none is), for the queue age metric. */
  oldestDue(now: Date): Promise<Date | undefined>;
  /** When the next pending job falls due after `now` (a queued job's run time or a lease's end); undefined when none does. */
  nextDue(now: Date): Promise<Date | undefined>;
  findById(id: string): Promise<JobRecord | undefined>;
  /** Jobs that are queued or running, optionally of one kind. */
  countPending(kind?: string): Promise<number>;
  /** Deletes jobs that finished before `before`. */
  purgeFinished(before: Date): Promise<number>;
}

/** The stored record of a job just enqueued. */
function newRecord(job: NewJob, now: string): JobRecord {
  return {
    id: job.id ?? randomUUID(),
    kind: job.kind,
    payload: job.payload ?? null,
    status: 'queued',
    runAt: (job.runAt ?? new Date()).toISOString(),
    attempts: 0,
    maxAttempts: job.maxAttempts ?? 5,
    leaseOwner: null,
    lastError: null,
    createdAt: now,
    updatedAt: now,
    finishedAt: null,
  };
}

/** JobRepository over either backend; `onEnqueued` wakes the runners once the job is committed. */
export function createJobRepository(db: Db, onEnqueued: () => void = () => {}): JobRepository {
  const jobs = db.collection(jobsTable);
  return {
    async enqueue(job) {
      const created = await jobs.insertIfAbsent(newRecord(job, new Date().toISOString()));
      if (created) db.afterCommit(onEnqueued);
      return created;
    },
    async enqueueMany(added) {
      if (added.length === 0) return 0;
      const now = new Date().toISOString();
      const created = await jobs.insertMany(
        added.map((job) => newRecord(job, now)),
        { ifAbsent: true },
      );
      if (created > 0) db.afterCommit(onEnqueued);
      return created;
    },
    claim(owner, now, leaseUntil, limit, kind) {
      const at = now.toISOString();
      const where = { pending: 'pending', due: { lte: at }, ...(kind ? { kind } : {}) };
      return jobs.updateMany({ where, direction: 'asc', limit, skipLocked: true }, (job) => ({
        ...job,
        status: 'running',
        attempts: job.attempts + 1,
        leaseOwner: owner,
        runAt: leaseUntil.toISOString(),
        updatedAt: at,
      }));
    },
    async complete(id, owner, now, payload) {
      const at = now.toISOString();
      let completed = false;
      await jobs.update(id, (job) => {
        if (job.status !== 'running' || job.leaseOwner !== owner) return undefined;
        completed = true;
        return {
          ...job,
          status: 'done',
          payload: payload === undefined ? job.payload : payload,
          finishedAt: at,
          updatedAt: at,
          leaseOwner: null,
        };
      });
      return completed;
    },
    fail(id, owner, error, now, retryAt) {
      const at = now.toISOString();
      return jobs.update(id, (job) => {
        if (job.status !== 'running' || job.leaseOwner !== owner) return undefined;
        const final = job.attempts >= job.maxAttempts;
        return {
          ...job,
          status: final ? 'failed' : 'queued',
          runAt: final ? job.runAt : retryAt.toISOString(),
          lastError: error.slice(0, 500),
          leaseOwner: null,
          finishedAt: final ? at : null,
          updatedAt: at,
        };
      });
    },
    async release(id, owner, now) {
      const at = now.toISOString();
      let released = false;
      await jobs.update(id, (job) => {
        if (job.status !== 'running' || job.leaseOwner !== owner) return undefined;
        released = true;
        return {
          ...job,
          status: 'queued',
          runAt: at,
          attempts: Math.max(0, job.attempts - 1),
          leaseOwner: null,
          updatedAt: at,
        };
      });
      return released;
    },
    async oldestDue(now) {
      // A running job's runAt is its lease end: only queued jobs wait.
      const due = await jobs.list({
        where: { pending: 'pending', due: { lte: now.toISOString() } },
        direction: 'asc',
        limit: 20,
      });
      const waiting = due.find((job) => job.status === 'queued');
      return waiting ? new Date(waiting.runAt) : undefined;
    },
    async nextDue(now) {
      const [next] = await jobs.list({
        where: { pending: 'pending', due: { gt: now.toISOString() } },
        direction: 'asc',
        limit: 1,
      });
      return next ? new Date(next.runAt) : undefined;
    },
    findById: (id) => jobs.get(id),
    countPending: (kind) => jobs.count({ pending: 'pending', ...(kind ? { kind } : {}) }),
    purgeFinished: (before) => jobs.deleteMany({ finished: { lt: before.toISOString() } }),
  };
}
