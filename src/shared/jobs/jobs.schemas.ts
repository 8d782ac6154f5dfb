/** A unit of background work, persisted so that it survives a crash and runs on one instance. */
export type JobRecord = {
  id: string;
  kind: string;
  payload: unknown;
  /** queued: waits for `runAt`; running: leased until `runAt` (then claimable again). */
  status: 'queued' | 'running' | 'done' | 'failed';
  runAt: string;
  attempts: number;
  maxAttempts: number;
  /** The instance holding the lease while running. */
  leaseOwner: string | null;
  lastError: string | null;
  createdAt: string;
  updatedAt: string;
  finishedAt: string | null;
};

/** What a caller gives to enqueue a job. */
export type NewJob = {
  kind: string;
  payload?: unknown;
  /** A fixed id makes enqueueing idempotent: a job with this id is created once. */
  id?: string;
  runAt?: Date;
  maxAttempts?: number;
};
