import { describe, expect, it, vi } from 'vitest';
import { AfterCommitWork } from './after-commit.ts';

describe('AfterCommitWork', () => {
  it('waits for the work tasks started, and for the work that work started', async () => {
    const work = new AfterCommitWork();
    const done: string[] = [];
    work.run(async () => {
      await new Promise((resolve) => setTimeout(resolve, 30));
      done.push('notice');
      work.run(async () => {
        await new Promise((resolve) => setTimeout(resolve, 30));
        done.push('push');
      });
    });
    work.run(() => void done.push('sync'));
    expect(done).toEqual(['sync']);
    await work.settled();
    expect(done).toEqual(['sync', 'notice', 'push']);
  });

  it('logs a failed task and goes on; waits no longer than asked for a task that never ends', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const work = new AfterCommitWork();
    work.run(() => {
      throw new Error('thrown');
    });
    work.run(() => Promise.reject(new Error('rejected')));
    work.run(() => new Promise(() => undefined));
    await work.settled(50);
    expect(warn.mock.calls.map((call) => call[1])).toEqual(['thrown', 'rejected']);
    warn.mockRestore();
  });
});
