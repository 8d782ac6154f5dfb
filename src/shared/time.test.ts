import { describe, expect, it } from 'vitest';
import { MS_PER_DAY, MS_PER_HOUR, MS_PER_MINUTE, MS_PER_SECOND, startOfUtcDay, startOfUtcMonth } from './time.ts';

const ms = (iso: string) => Date.parse(iso);

describe('time units', () => {
  it('are milliseconds', () => {
    expect([MS_PER_SECOND, MS_PER_MINUTE, MS_PER_HOUR, MS_PER_DAY]).toEqual([1000, 60_000, 3_600_000, 86_400_000]);
  });
});

describe('startOfUtcDay', () => {
  it('is midnight UTC of the day, whatever the time within it', () => {
    expect(startOfUtcDay(ms('2026-03-31T23:59:59.999Z'))).toBe(ms('2026-03-31T00:00:00Z'));
    expect(startOfUtcDay(new Date('2026-03-01T00:00:00Z'))).toBe(ms('2026-03-01T00:00:00Z'));
  });
});

describe('startOfUtcMonth', () => {
  it('is the first of the month, or of a month before or after it, across years', () => {
    expect(startOfUtcMonth(ms('2026-03-31T23:00:00Z'))).toBe(ms('2026-03-01T00:00:00Z'));
    expect(startOfUtcMonth(ms('2026-12-15T10:00:00Z'), 1)).toBe(ms('2027-01-01T00:00:00Z'));
    expect(startOfUtcMonth(new Date('2026-01-31T10:00:00Z'), -1)).toBe(ms('2025-12-01T00:00:00Z'));
  });
});
