import { describe, expect, it } from 'vitest';
import { JobRunner } from '../../jobs/job-runner.ts';
import { withRepositories, type ContractBackend } from './contract-backend.ts';
import { MS_PER_HOUR, MS_PER_MINUTE } from '../../../shared/time.ts';

const T0 = Date.UTC(2026, 0, 1, 12);
const at = (ms: number) => new Date(T0 + ms);

/** Persisted jobs: once per id, leased to one runner, retried, taken over after a crash. */
export function describeJobsContract(name: string, makeBackend: () => Promise<ContractBackend>) {
  describe(`${name} jobs`, () => {
    it('creates a job with a fixed id once, and claims only due jobs, oldest first', () =>
      withRepositories(makeBackend, async ({ jobs }) => {
        expect(await jobs.enqueue({ id: 'invoice-2026-01', kind: 'invoice', runAt: at(0) })).toBe(true);
        expect(await jobs.enqueue({ id: 'invoice-2026-01', kind: 'invoice', runAt: at(0) })).toBe(false);
        await jobs.enqueue({ id: 'later', kind: 'invoice', runAt: at(MS_PER_MINUTE) });
        await jobs.enqueue({ id: 'earlier', kind: 'mail', runAt: at(-1_000) });
        const claimed = await jobs.claim('a', at(1), at(30_000), 10);
        expect(claimed.map((j) => j.id)).toEqual(['earlier', 'invoice-2026-01']);
        expect(claimed[0]).toMatchObject({ status: 'running', attempts: 1, leaseOwner: 'a' });
        expect(await jobs.claim('b', at(2), at(30_000), 10)).toEqual([]);
        expect(await jobs.countPending()).toBe(3);
        expect(await jobs.countPending('mail')).toBe(1);
      }));

    it('gives a job to one of several claimers at a time', () =>
      withRepositories(makeBackend, async ({ jobs }) => {
        for (let i = 0; i < 12; i += 1) await jobs.enqueue({ id: `j${i}`, kind: 'work', runAt: at(i) });
        const batches = await Promise.all(
          ['a', 'b', 'c', 'd'].map((owner) => jobs.claim(owner, at(100), at(30_000), 5)),
        );
        const ids = batches.flat().map((j) => j.id);
        expect(new Set(ids).size).toBe(ids.length);
        expect(ids.length).toBe(12);
      }));

    it('marks done, retries a failure later, and gives up after the last attempt', () =>
      withRepositories(makeBackend, async ({ jobs }) => {
        await jobs.enqueue({ id: 'ok', kind: 'work', runAt: at(0) });
        await jobs.enqueue({ id: 'flaky', kind: 'work', runAt: at(0), maxAttempts: 2 });
        await jobs.claim('a', at(1), at(30_000), 10);
        expect(await jobs.complete('ok', 'someone-else', at(2))).toBe(false);
        expect(await jobs.complete('ok', 'a', at(2), { sent: true })).toBe(true);
        expect(await jobs.findById('ok')).toMatchObject({
          status: 'done',
          payload: { sent: true },
          finishedAt: at(2).toISOString(),
        });
        expect(await jobs.fail('flaky', 'a', 'SMTP 421', at(3), at(10_000))).toMatchObject({
          status: 'queued',
          lastError: 'SMTP 421',
        });
        expect(await jobs.claim('a', at(5_000), at(30_000), 10)).toEqual([]);
        expect((await jobs.claim('a', at(10_000), at(40_000), 10)).map((j) => j.id)).toEqual(['flaky']);
        expect(await jobs.fail('flaky', 'a', 'SMTP 421 again', at(10_001), at(20_000))).toMatchObject({
          status: 'failed',
          attempts: 2,
        });
        expect(await jobs.countPending()).toBe(0);
        expect(await jobs.purgeFinished(at(10_002))).toBe(2);
      }));

    it('takes a job handed back at once, without counting the attempt, and tells how long the oldest has waited', () =>
      withRepositories(makeBackend, async ({ jobs }) => {
        await jobs.enqueue({ id: 'long', kind: 'work', runAt: at(0) });
        await jobs.enqueue({ id: 'waiting', kind: 'work', runAt: at(5) });
        expect((await jobs.oldestDue(at(10)))?.toISOString()).toBe(at(0).toISOString());
        await jobs.claim('stopping', at(10), at(MS_PER_MINUTE), 1);
        expect((await jobs.oldestDue(at(10)))?.toISOString()).toBe(at(5).toISOString());
        expect(await jobs.release('long', 'someone-else', at(20))).toBe(false);
        expect(await jobs.release('long', 'stopping', at(20))).toBe(true);
        const taken = (await jobs.claim('other', at(21), at(MS_PER_MINUTE), 5)).find((job) => job.id === 'long');
        expect(taken).toMatchObject({ id: 'long', attempts: 1, leaseOwner: 'other' });
        expect(await jobs.oldestDue(at(-1))).toBeUndefined();
      }));

    it('tells when the next job falls due: a queued run time or a lease end, never one already due or finished', () =>
      withRepositories(makeBackend, async ({ jobs }) => {
        expect(await jobs.nextDue(at(0))).toBeUndefined();
        await jobs.enqueue({ id: 'now', kind: 'work', runAt: at(0) });
        await jobs.enqueue({ id: 'later', kind: 'work', runAt: at(300) });
        await jobs.enqueue({ id: 'much-later', kind: 'work', runAt: at(5_000) });
        expect((await jobs.nextDue(at(0)))?.toISOString()).toBe(at(300).toISOString());
        await jobs.claim('a', at(400), at(1_000), 2);
        // 'now' and 'later' are leased until 1 s: their lease end is the next moment to look.
        expect((await jobs.nextDue(at(400)))?.toISOString()).toBe(at(1_000).toISOString());
        await jobs.complete('now', 'a', at(500));
        await jobs.complete('later', 'a', at(500));
        expect((await jobs.nextDue(at(500)))?.toISOString()).toBe(at(5_000).toISOString());
        expect(await jobs.nextDue(at(5_000))).toBeUndefined();
      }));

    it('lets another instance take over a job whose lease ran out (its runner crashed)', () =>
      withRepositories(makeBackend, async ({ jobs }) => {
        await jobs.enqueue({ id: 'provision', kind: 'work', runAt: at(0) });
        await jobs.claim('crashed', at(1), at(MS_PER_MINUTE), 1);
        expect(await jobs.claim('survivor', at(30_000), at(90_000), 1)).toEqual([]);
        const [taken] = await jobs.claim('survivor', at(60_001), at(120_000), 1);
        expect(taken).toMatchObject({ id: 'provision', attempts: 2, leaseOwner: 'survivor' });
        expect(await jobs.complete('provision', 'crashed', at(60_002))).toBe(false);
        expect(await jobs.complete('provision', 'survivor', at(60_003))).toBe(true);
      }));

    it('runs enqueued jobs through a runner, and a schedule once per interval across two runners', () =>
      withRepositories(makeBackend, async ({ jobs }) => {
        const ran: string[] = [];
        const handlers = {
          greet: async (payload: unknown) => void ran.push(`greet ${(payload as { name: string }).name}`),
          tick: async () => void ran.push('tick'),
        };
        const clock = () => new Date(T0 + 5);
        const runners = ['one', 'two'].map(
          (owner) =>
            new JobRunner({
              jobs,
              handlers,
              owner,
              now: clock,
              schedules: [{ kind: 'tick', everyMs: MS_PER_MINUTE }],
              log: () => {},
            }),
        );
        await jobs.enqueue({ kind: 'greet', payload: { name: 'Ada' }, runAt: at(0) });
        for (const runner of runners) runner.start();
        await Promise.all(runners.map((runner) => runner.drain(undefined, 5_000)));
        await Promise.all(runners.map((runner) => runner.stop()));
        expect(ran.sort()).toEqual(['greet Ada', 'tick']);
      }));

    it("runs a job queued a moment ahead when it falls due, not at the runner's next periodic look", () =>
      withRepositories(makeBackend, async ({ jobs }) => {
        let ran!: () => void;
        const done = new Promise<void>((resolve) => (ran = resolve));
        // Looks only every hour by itself: the job runs in this test's time only if the runner
        // sleeps until it falls due.
        const runner = new JobRunner({
          jobs,
          handlers: { step: async () => ran() },
          pollMs: MS_PER_HOUR,
          log: () => {},
        });
        await jobs.enqueue({ kind: 'step', runAt: new Date(Date.now() + 300) });
        runner.start();
        await done;
        await runner.stop();
        expect(await jobs.countPending()).toBe(0);
      }));
  });
}
