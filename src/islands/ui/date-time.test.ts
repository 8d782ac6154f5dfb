import { describe, expect, it } from 'vitest';
import { formatClock, formatDateTime, formatDay, formatLocalDate, formatLongDay, formatTime, formatTimestamp } from './date-time.ts';

const AT = '2026-05-04T23:30:00.000Z';

describe('date and time formats', () => {
  it('formats a UTC calendar day the same for every reader', () => {
    expect(formatDay(AT)).toBe('4 May 2026');
    expect(formatLongDay('2026-11-12T23:59:00.000Z')).toBe('12 November 2026');
  });

  it('formats dates and times in the reader’s locale and zone, with the date-and-time options of the whole console', () => {
    const date = new Date(AT);
    expect(formatDateTime(AT)).toBe(new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' }).format(date));
    expect(formatTime(AT)).toBe(new Intl.DateTimeFormat(undefined, { timeStyle: 'short' }).format(date));
    expect(formatTimestamp(AT)).toBe(date.toLocaleString());
    expect(formatLocalDate(AT)).toBe(date.toLocaleDateString());
    expect(formatClock(AT)).toBe(new Intl.DateTimeFormat([], { hour: '2-digit', minute: '2-digit', second: '2-digit' }).format(date));
  });
});
