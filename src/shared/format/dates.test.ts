import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withLocale } from '../../server/i18n/request-locale.ts';
import {
  formatAxisTime,
  formatClock,
  formatDateTime,
  formatDay,
  formatDayRange,
  formatLocalDate,
  formatLongDay,
  formatMonth,
  formatMonthName,
  formatTime,
  formatTimestamp,
  readDay,
} from './dates.ts';
import { formatNumber, formatPercent, formatSla, pluralCategory } from './numbers.ts';
import { formatRelativeTime } from './relative-time.ts';

// One style per language: en-GB on English pages, fr-FR on French ones. Moments are shown in the
// reader's time zone (Paris here, an hour ahead of UTC in winter); billing days in UTC.
const AT = '2027-01-06T23:05:07.000Z';
const zone = process.env.TZ;
beforeAll(() => {
  process.env.TZ = 'Europe/Paris';
});
afterAll(() => {
  process.env.TZ = zone;
});

const both = (format: () => string) => [withLocale('en', format), withLocale('fr', format)];

describe('dates and times, one style per language', () => {
  it('writes a billing day as a UTC calendar day, the same for every reader', () => {
    expect(both(() => formatDay(AT))).toEqual(['6 Jan 2027', '6 janv. 2027']);
    expect(both(() => formatDay('2026-11-26'))).toEqual(['26 Nov 2026', '26 nov. 2026']);
    expect(both(() => formatLongDay('2026-11-12T23:59:00.000Z'))).toEqual(['12 November 2026', '12 novembre 2026']);
  });

  it('writes ranges of days once where they share a month or a year', () => {
    expect(both(() => formatDayRange('2026-11-01', '2026-11-30'))).toEqual(['1 – 30 Nov 2026', '1–30 nov. 2026']);
    expect(both(() => formatDayRange('2026-12-06', '2027-01-05'))).toEqual([
      '6 Dec 2026 – 5 Jan 2027',
      '6 déc. 2026 – 5 janv. 2027',
    ]);
    expect(withLocale('en', () => formatDayRange('2026-12-06', '2026-12-06'))).toBe('6 Dec 2026');
  });

  it('names months, from a YYYY-MM month or a moment in it', () => {
    expect(both(() => formatMonth('2026-11'))).toEqual(['November 2026', 'novembre 2026']);
    expect(both(() => formatMonthName(Date.UTC(2026, 10, 30, 23)))).toEqual(['November', 'novembre']);
  });

  it('writes moments in the reader’s time zone', () => {
    expect(both(() => formatDateTime(AT))).toEqual(['7 Jan 2027, 00:05', '7 janv. 2027, 00:05']);
    expect(both(() => formatTimestamp(AT))).toEqual(['7 Jan 2027, 00:05:07', '7 janv. 2027, 00:05:07']);
    expect(both(() => formatLocalDate(AT))).toEqual(['7 Jan 2027', '7 janv. 2027']);
    expect(both(() => formatTime(AT))).toEqual(['00:05', '00:05']);
    expect(both(() => formatClock(new Date(AT)))).toEqual(['00:05:07', '00:05:07']);
  });

  it('labels a chart’s time axis by its step', () => {
    expect(both(() => formatAxisTime(AT, 'month'))).toEqual(['Jan 2027', 'janv. 2027']);
    expect(both(() => formatAxisTime(AT, 'day'))).toEqual(['7 Jan', '7 janv.']);
    expect(both(() => formatAxisTime(AT, 'time'))).toEqual(['00:05', '00:05']);
  });
});

describe('a value that is no date', () => {
  it('writes nothing rather than throwing', () => {
    expect(
      withLocale('en', () => [
        formatDay(''),
        formatDateTime('soon'),
        formatMonth('2026-13'),
        formatDayRange('x', '2026-01-01'),
      ]),
    ).toEqual(['', '', '', '']);
  });
});

describe('relative times', () => {
  const now = Date.parse(AT);
  const ago = (ms: number) => both(() => formatRelativeTime(now - ms, now));

  it('says how long ago, with the plural of each language, then the date after six days', () => {
    expect(ago(59_000)).toEqual(['Just now', 'À l’instant']);
    expect(ago(60_000)[0]).toMatch(/^1 min/);
    expect(ago(5 * 60_000)[0]).toMatch(/^5 min/);
    expect(ago(3 * 3_600_000)[0]).toMatch(/^3 h/);
    expect(ago(6 * 86_400_000)[0]).toMatch(/^6 days? ago$/);
    expect(ago(86_400_000)[0]).toBe('1 day ago');
    expect(ago(7 * 86_400_000)).toEqual(['31 Dec 2026', '31 déc. 2026']);
    expect(withLocale('en', () => formatRelativeTime('not a date', now))).toBe('');
  });
});

describe('numbers and percentages', () => {
  it('groups and separates decimals as each language does', () => {
    expect(both(() => formatNumber(12345.5))).toEqual(['12,345.5', '12\u202f345,5']);
    expect(both(() => formatNumber(2.345, { maximumFractionDigits: 1 }))).toEqual(['2.3', '2,3']);
    expect(both(() => formatPercent(12.5))).toEqual(['12.5%', '12,5\u202f%']);
    expect(both(() => formatPercent(10))).toEqual(['10%', '10\u202f%']);
    expect(both(() => formatSla('99.95%'))).toEqual(['99.95%', '99,95\u202f%']);
    expect(both(() => formatSla('none'))).toEqual(['none', 'none']);
  });

  it('writes in the language asked for, whatever is being rendered', () => {
    expect(withLocale('fr', () => formatMonth('2026-11', 'en'))).toBe('November 2026');
    expect(withLocale('fr', () => formatNumber(1.5, {}, 'en'))).toBe('1.5');
  });
});

describe('plurals', () => {
  it('picks each language’s plural category (French counts 0 and 1 as one)', () => {
    expect(both(() => [0, 1, 2].map((count) => pluralCategory(count)).join())).toEqual([
      'other,one,other',
      'one,one,other',
    ]);
  });
});

describe('reading a day back', () => {
  it('reads an ISO day or a day written in either language, and nothing else', () => {
    expect(['2026-12-01', '1 Dec 2026', '1 déc. 2026', '28 févr. 2027'].map(readDay)).toEqual([
      '2026-12-01',
      '2026-12-01',
      '2026-12-01',
      '2027-02-28',
    ]);
    expect(['ORD-2026-000001', '3 nodes 2026', '2026-12', 'December 2026', ''].map(readDay)).toEqual([
      undefined,
      undefined,
      undefined,
      undefined,
      undefined,
    ]);
  });
});
