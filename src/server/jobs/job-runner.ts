import { randomUUID } from 'node:crypto';
import { logger } from '../observability/logger.ts';
import { metrics } from '../observability/metrics.ts';
import { isStorageUnavailable } from '../store/storage-unavailable.ts';
import type { JobRepository } from './jobs.repository.ts';
import type { JobRecord } from '../../shared/jobs/jobs.schemas.ts';
import { MS_PER_MINUTE, MS_PER_HOUR } from '../../shared/time.ts';

/** Does one job. A returned value replaces the stored payload (e.g. to drop a message body once sent). */
export type JobHandler = (payload: unknown, job: JobRecord) => Promise<unknown>;

/** A job kind enqueued once per interval, on whichever instance gets there first. */
export type Schedule = { kind: string; everyMs: number };

type Options = {
  jobs: JobRepository;
  handlers: Record<string, JobHandler>;
  schedules?: Schedule[];
  /** This instance's name in leases. */
  owner?: string;
  pollMs?: number;
  leaseMs?: number;
  concurrency?: number;
  now?: () => Date;
  log?: (line: string) => void;
};

/** The shortest sleep between two looks for due jobs. */
const MIN_SLEEP_MS = 5;

/** Wait before attempt n + 1: 5 s, 20 s, 80 s… capped at an hour, with some jitter. */
export function retryDelayMs(attempts: number): number {
  const base = Math.min(5_000 * 4 ** Math.max(0, attempts - 1), MS_PER_HOUR);
  return Math.round(base * (0.8 + Math.random() * 0.4));
}

/**
 * Runs persisted jobs: claims due ones with a lease, runs their handler, marks them done or
 * schedules a retry. A crash leaves the lease to expire, and then any instance takes the job
 * over, so a job runs on one instance at a time and resumes after a crash (handlers are
 * written to be safe to run again). Wakes on `poke()` (a job was enqueued), when the next job
 * falls due, or every `pollMs`.
 */
export class JobRunner {
  readonly owner: string;
  #options: Required<Omit<Options, 'owner' | 'schedules'>> & { schedules: Schedule[] };
  #running = new Set<Promise<void>>();
  #timer: NodeJS.Timeout | undefined;
  #ticking: Promise<void> | undefined;
  #again = false;
  #pokeScheduled = false;
  #stopped = true;
  #ensuredSlots = new Map<string, number>();
  /** The database was unreachable at the last look: nothing is claimed until it answers. */
  #paused = false;
  /** Jobs whose outcome could not be written (the database was down): handed back once it is up. */
  #unsettled = new Set<string>();
  #inHand = new Set<string>();

  constructor(options: Options) {
    this.owner = options.owner ?? `instance-${randomUUID().slice(0, 8)}`;
    this.#options = {
      pollMs: 1_000,
      leaseMs: MS_PER_MINUTE,
      concurrency: 4,
      now: () => new Date(),
      log: (line) => console.warn(line),
      schedules: [],
      ...options,
    };
  }

  /** running, paused (the database is unreachable) or stopped. */
  get state(): 'running' | 'paused' | 'stopped' {
    return this.#stopped ? 'stopped' : this.#paused ? 'paused' : 'running';
  }

  /** The job kinds this runner has handlers for. */
  get kinds(): string[] {
    return Object.keys(this.#options.handlers);
  }

  start(): void {
    this.#stopped = false;
    this.poke();
  }

  /**
   * Looks for due jobs, after the current turn of the event loop: a request that queued a job
   * writes its answer before the job starts, so what the job does (work that depends on who
   * asked, such as e-mailing an account's link) never shows in the request's time.
   */
  poke(): void {
    if (this.#stopped || this.#pokeScheduled) return;
    this.#pokeScheduled = true;
    setImmediate(() => {
      this.#pokeScheduled = false;
      this.#pokeNow();
    });
  }

  #pokeNow(): void {
    if (this.#stopped) return;
    if (this.#ticking) {
      this.#again = true;
      return;
    }
    clearTimeout(this.#timer);
    let sleepMs = this.#options.pollMs;
    this.#ticking = this.#tick()
      .then((ms) => {
        sleepMs = ms;
      })
      .finally(() => {
        this.#ticking = undefined;
        if (this.#stopped) return;
        if (this.#again) {
          this.#again = false;
          this.poke();
        } else {
          this.#timer = setTimeout(() => this.poke(), sleepMs).unref();
        }
      });
  }

  /** Runs due jobs of one kind (or all) here until none is left (development mailbox, tests). */
  async drain(kind?: string, timeoutMs = 10_000): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      const claimed = await this.#claimAndRun(this.#options.concurrency, kind);
      await Promise.all(this.#running);
      if (claimed === 0 && (await this.#options.jobs.countPending(kind)) === 0) return;
      if (claimed === 0) await new Promise((resolve) => setTimeout(resolve, 25));
    }
  }

  /**
   * Stops claiming and waits for the jobs in hand. With `handBackAfterMs`, jobs still running
   * then are handed back (their lease released, the attempt not counted) so another instance
   * takes them at once instead of when the lease runs out; their late outcome here is refused.
   */
  async stop(options: { handBackAfterMs?: number } = {}): Promise<void> {
    this.#stopped = true;
    clearTimeout(this.#timer);
    await this.#ticking;
    const finished = Promise.all(this.#running);
    if (options.handBackAfterMs === undefined) return void (await finished);
    let timer: NodeJS.Timeout | undefined;
    const late = await Promise.race([
      finished.then(() => false),
      new Promise<boolean>((resolve) => (timer = setTimeout(() => resolve(true), options.handBackAfterMs))),
    ]);
    clearTimeout(timer);
    const now = this.#options.now();
    const toHandBack = [...(late ? this.#inHand : []), ...this.#unsettled];
    await Promise.all(toHandBack.map((id) => this.#options.jobs.release(id, this.owner, now).catch(() => false)));
    if (toHandBack.length > 0)
      this.#options.log(`Handed back ${toHandBack.length} job(s) to the other instances: ${toHandBack.join(', ')}`);
  }

  /** One look for due jobs; answers how long to sleep after it (until the next falls due, at most pollMs). */
  async #tick(): Promise<number> {
    try {
      await this.#ensureSchedules();
      if (this.#paused) {
        this.#paused = false;
        this.#options.log('Background jobs resumed: the database answers again.');
      }
      await this.#settle();
      const room = this.#options.concurrency - this.#running.size;
      if (room <= 0) return this.#options.pollMs;
      const claimed = await this.#claimAndRun(room);
      if (claimed === room) this.#again = true;
      else return await this.#untilNextDue();
    } catch (error) {
      if (isStorageUnavailable(error)) {
        // Looked at again every pollMs: resumes within a second of the database's return.
        if (!this.#paused) this.#options.log(`Background jobs paused: ${(error as Error).message}`);
        this.#paused = true;
      } else {
        this.#options.log(`Background jobs: ${(error as Error).message}`);
      }
    }
    return this.#options.pollMs;
  }

  /**
   * A job queued to run shortly (the next step of a provisioning phase, say) runs when it falls
   * due, not at the next look a second later; the runner still looks every pollMs for jobs other
   * instances queued.
   */
  async #untilNextDue(): Promise<number> {
    const now = this.#options.now();
    const next = await this.#options.jobs.nextDue(now);
    if (!next) return this.#options.pollMs;
    return Math.min(this.#options.pollMs, Math.max(MIN_SLEEP_MS, next.getTime() - now.getTime()));
  }

  /** Hands back the jobs whose outcome the database could not take when they ended. */
  async #settle(): Promise<void> {
    for (const id of [...this.#unsettled]) {
      await this.#options.jobs.release(id, this.owner, this.#options.now());
      this.#unsettled.delete(id);
    }
  }

  async #ensureSchedules(): Promise<void> {
    const now = this.#options.now().getTime();
    for (const { kind, everyMs } of this.#options.schedules) {
      const slot = Math.floor(now / everyMs);
      if (this.#ensuredSlots.get(kind) === slot) continue;
      await this.#options.jobs.enqueue({
        id: `schedule:${kind}:${slot}`,
        kind,
        runAt: new Date(slot * everyMs),
        maxAttempts: 3,
      });
      this.#ensuredSlots.set(kind, slot);
    }
  }

  async #claimAndRun(limit: number, kind?: string): Promise<number> {
    const now = this.#options.now();
    const leaseUntil = new Date(now.getTime() + this.#options.leaseMs);
    const claimed = await this.#options.jobs.claim(this.owner, now, leaseUntil, limit, kind);
    for (const job of claimed) {
      const run = this.#run(job).finally(() => {
        this.#running.delete(run);
        if (!this.#stopped) this.poke();
      });
      this.#running.add(run);
    }
    return claimed.length;
  }

  async #run(job: JobRecord): Promise<void> {
    this.#inHand.add(job.id);
    const started = performance.now();
    try {
      const outcome = await this.#attempt(job);
      metrics.jobRuns.inc({ kind: job.kind, outcome });
      // A job that did its work is routine (the metrics count it); anything else is worth a look.
      const level = outcome === 'done' ? 'debug' : 'info';
      logger[level](
        {
          jobId: job.id,
          kind: job.kind,
          attempt: job.attempts,
          outcome,
          owner: this.owner,
          ms: Math.round(performance.now() - started),
        },
        'job',
      );
    } catch (error) {
      // The outcome could not be written: the database went away. Handed back once it answers.
      this.#unsettled.add(job.id);
      metrics.jobRuns.inc({ kind: job.kind, outcome: 'released' });
      this.#options.log(`Job ${job.kind} ${job.id}: its outcome waits for the database (${(error as Error).message})`);
    } finally {
      this.#inHand.delete(job.id);
      metrics.jobDuration.observe({ kind: job.kind }, (performance.now() - started) / 1000);
    }
  }

  async #attempt(job: JobRecord): Promise<'done' | 'retry' | 'failed' | 'released'> {
    const { jobs, handlers, now } = this.#options;
    const handler = handlers[job.kind];
    try {
      if (!handler) throw new Error(`no handler for jobs of kind ${job.kind}`);
      const payload = await handler(job.payload, job);
      await jobs.complete(job.id, this.owner, now(), payload);
      return 'done';
    } catch (error) {
      // Not the job's fault: it runs again, without counting this attempt, once the database is back.
      if (isStorageUnavailable(error)) {
        this.#unsettled.add(job.id);
        return 'released';
      }
      const message = (error as Error).message ?? String(error);
      const failed = await jobs.fail(
        job.id,
        this.owner,
        message,
        now(),
        new Date(now().getTime() + retryDelayMs(job.attempts)),
      );
      const outcome = failed?.status === 'failed' ? 'gave up' : 'will retry';
      this.#options.log(`Job ${job.kind} ${job.id} failed (attempt ${job.attempts}, ${outcome}): ${message}`);
      return failed?.status === 'failed' ? 'failed' : 'retry';
    }
  }
}
