import { describe, expect, it } from 'vitest';
import { waitedFor } from './queue-age.ts';

describe('waitedFor', () => {
  const now = Date.parse('2026-05-10T12:00:00Z');
  it('says how long the oldest item waited, in the largest whole unit', () => {
    expect(waitedFor('2026-05-10T11:59:30Z', now)).toBe('under a minute');
    expect(waitedFor('2026-05-10T11:48:00Z', now)).toBe('12 min');
    expect(waitedFor('2026-05-10T07:00:00Z', now)).toBe('5 h');
    expect(waitedFor('2026-05-09T11:00:00Z', now)).toBe('1 day');
    expect(waitedFor('2026-05-07T12:00:00Z', now)).toBe('3 days');
  });
  it('never goes negative when a clock runs ahead', () => {
    expect(waitedFor('2026-05-10T12:05:00Z', now)).toBe('under a minute');
  });
});
