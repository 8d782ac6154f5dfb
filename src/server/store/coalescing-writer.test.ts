import { describe, expect, it } from 'vitest';
import { CoalescingWriter } from './coalescing-writer.ts';

describe('CoalescingWriter', () => {
  it('never runs two writes at once and resolves each caller after a write that began after its call', async () => {
    let running = 0;
    let maxRunning = 0;
    let version = 0;
    let written = -1;
    const writer = new CoalescingWriter(async () => {
      running += 1;
      maxRunning = Math.max(maxRunning, running);
      const snapshot = version;
      await new Promise((resolve) => setTimeout(resolve, 5));
      written = snapshot;
      running -= 1;
    });
    const waits = [];
    for (let i = 1; i <= 50; i += 1) {
      version = i;
      const mine = i;
      waits.push(writer.flush().then(() => expect(written).toBeGreaterThanOrEqual(mine)));
      if (i % 10 === 0) await new Promise((resolve) => setTimeout(resolve, 1));
    }
    await Promise.all(waits);
    expect(maxRunning).toBe(1);
    expect(writer.flushCount).toBeLessThan(50);
  });

  it('rejects the callers of a failed write and recovers on the next one', async () => {
    let fail = true;
    const writer = new CoalescingWriter(async () => {
      if (fail) throw new Error('disk full');
    });
    await expect(writer.flush()).rejects.toThrow('disk full');
    fail = false;
    await expect(writer.flush()).resolves.toBeUndefined();
  });
});
