import { describe, expect, it } from 'vitest';
import {
  availablePatch,
  comparePatch,
  daysLeft,
  insideWindow,
  nextMinor,
  nextWindowStart,
  versionLifecycle,
} from './version-lifecycle.ts';

const at = (iso: string) => Date.parse(iso);
const iso = (ms: number) => new Date(ms).toISOString();
const SUNDAY_2AM = { day: 'sun', startHourUtc: 2, durationHours: 4 } as const;

describe('maintenance windows (UTC)', () => {
  it('finds the next window later in the week, and next week once this one has started', () => {
    // 2026-12-07 is a Monday.
    expect(iso(nextWindowStart(SUNDAY_2AM, at('2026-12-07T11:00:00Z')))).toBe('2026-12-13T02:00:00.000Z');
    expect(iso(nextWindowStart(SUNDAY_2AM, at('2026-12-13T01:59:59Z')))).toBe('2026-12-13T02:00:00.000Z');
    expect(iso(nextWindowStart(SUNDAY_2AM, at('2026-12-13T02:00:00Z')))).toBe('2026-12-20T02:00:00.000Z');
    expect(iso(nextWindowStart(SUNDAY_2AM, at('2026-12-13T07:00:00Z')))).toBe('2026-12-20T02:00:00.000Z');
  });

  it('wraps the week: a Sunday-night window runs into Monday', () => {
    const lateSunday = { day: 'sun', startHourUtc: 22, durationHours: 8 } as const;
    expect(insideWindow(lateSunday, at('2026-12-14T05:59:00Z'))).toBe(true);
    expect(insideWindow(lateSunday, at('2026-12-14T06:00:00Z'))).toBe(false);
    expect(insideWindow(lateSunday, at('2026-12-13T21:59:00Z'))).toBe(false);
    expect(iso(nextWindowStart(lateSunday, at('2026-12-14T05:00:00Z')))).toBe('2026-12-20T22:00:00.000Z');
    const monday = { day: 'mon', startHourUtc: 0, durationHours: 1 } as const;
    expect(iso(nextWindowStart(monday, at('2026-12-13T23:30:00Z')))).toBe('2026-12-14T00:00:00.000Z');
  });

  it('is inside from its start hour for its duration, not after', () => {
    expect(insideWindow(SUNDAY_2AM, at('2026-12-13T02:00:00Z'))).toBe(true);
    expect(insideWindow(SUNDAY_2AM, at('2026-12-13T05:59:59Z'))).toBe(true);
    expect(insideWindow(SUNDAY_2AM, at('2026-12-13T06:00:00Z'))).toBe(false);
    expect(insideWindow(SUNDAY_2AM, at('2026-12-12T03:00:00Z'))).toBe(false);
  });
});

describe('version end of support', () => {
  it('counts days left to the end of the last supported day', () => {
    expect(daysLeft('2026-12-31', at('2026-12-31T23:00:00Z'))).toBe(1);
    expect(daysLeft('2026-12-31', at('2027-01-01T00:00:00Z'))).toBe(0);
    expect(daysLeft('2026-12-31', at('2026-12-07T11:00:00Z'))).toBe(25);
  });

  it('is supported, then ending soon from 30 days before, then ended', () => {
    const v = { endOfSupport: '2026-12-31' };
    expect(versionLifecycle(v, at('2026-11-30T12:00:00Z')).status).toBe('supported');
    expect(versionLifecycle(v, at('2026-12-02T00:00:00Z'))).toEqual({
      endOfSupport: '2026-12-31',
      status: 'ending-soon',
      daysLeft: 30,
    });
    expect(versionLifecycle(v, at('2027-01-01T00:00:00Z'))).toEqual({
      endOfSupport: '2026-12-31',
      status: 'ended',
      daysLeft: 0,
    });
  });
});

describe('versions', () => {
  it('compares patches numerically and offers only a newer one', () => {
    expect(comparePatch('1.34.9', '1.34.14')).toBeLessThan(0);
    expect(availablePatch('1.34.9', '1.34.14')).toBe('1.34.14');
    expect(availablePatch('1.34.14', '1.34.14')).toBeNull();
    expect(availablePatch('1.34.15', '1.34.14')).toBeNull();
    expect(nextMinor('1.34')).toBe('1.35');
  });
});
