// Dates and times as people read them, one style per language: en-GB on English pages ("6 Jan
// 2027", "6 Jan 2027, 14:05"), fr-FR on French ones ("6 janv. 2027, 14:05"), on screens, in
// e-mails and in PDFs alike. Calendar days of billing (due dates, periods, months) are UTC days,
// the same for every reader; moments (events, messages, sign-ins) are in the reader's time zone.
import { currentLocale, LOCALES, type Locale } from '../i18n/locale.ts';
import { dateFormat } from './intl-cache.ts';

/** A moment: an ISO string (or an ISO day, 'YYYY-MM-DD'), milliseconds since the epoch, or a Date. */
export type Instant = string | number | Date;

const toDate = (value: Instant): Date => (value instanceof Date ? value : new Date(value));

/** `value` written with `options`; nothing for a value that is no date (Intl would throw). */
function written(options: Intl.DateTimeFormatOptions, value: Instant, locale?: Locale): string {
  const date = toDate(value);
  return Number.isNaN(date.getTime()) ? '' : dateFormat(options, locale).format(date);
}

const UTC_DAY = {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
} as const satisfies Intl.DateTimeFormatOptions;
const UTC_LONG_DAY = { ...UTC_DAY, month: 'long' } as const satisfies Intl.DateTimeFormatOptions;
const UTC_MONTH = { month: 'long', year: 'numeric', timeZone: 'UTC' } as const satisfies Intl.DateTimeFormatOptions;
const UTC_MONTH_NAME = { month: 'long', timeZone: 'UTC' } as const satisfies Intl.DateTimeFormatOptions;
const LOCAL_DAY = { day: 'numeric', month: 'short', year: 'numeric' } as const satisfies Intl.DateTimeFormatOptions;
const LOCAL_DAY_TIME = { dateStyle: 'medium', timeStyle: 'short' } as const satisfies Intl.DateTimeFormatOptions;
const LOCAL_TIMESTAMP = { dateStyle: 'medium', timeStyle: 'medium' } as const satisfies Intl.DateTimeFormatOptions;
const UTC_TIMESTAMP = { ...LOCAL_TIMESTAMP, timeZone: 'UTC' } as const satisfies Intl.DateTimeFormatOptions;
const LOCAL_TIME = { hour: '2-digit', minute: '2-digit' } as const satisfies Intl.DateTimeFormatOptions;
const LOCAL_CLOCK = { ...LOCAL_TIME, second: '2-digit' } as const satisfies Intl.DateTimeFormatOptions;
const LOCAL_SHORT_MONTH = { month: 'short', year: 'numeric' } as const satisfies Intl.DateTimeFormatOptions;
const LOCAL_SHORT_DAY = { day: 'numeric', month: 'short' } as const satisfies Intl.DateTimeFormatOptions;

/** A UTC calendar day, e.g. "6 Jan 2027", "6 janv. 2027" (due dates, periods, renewals). */
export function formatDay(value: Instant, locale: Locale = currentLocale()): string {
  return written(UTC_DAY, value, locale);
}

/** A UTC calendar day with the month written out, e.g. "12 November 2026" (plan periods, published pages). */
export function formatLongDay(value: Instant, locale: Locale = currentLocale()): string {
  return written(UTC_LONG_DAY, value, locale);
}

/** Intl separates a range's dash with thin spaces: plain ones print the same everywhere. */
const plainSpaces = (text: string) => text.replace(/\u2009/g, ' ');

/** Two UTC calendar days as a range, written once where they share a month: "1 – 30 Nov 2026", "6 déc. 2026 – 5 janv. 2027". */
export function formatDayRange(first: Instant, last: Instant, locale: Locale = currentLocale()): string {
  const from = toDate(first);
  const to = toDate(last);
  if (Number.isNaN(from.getTime()) || Number.isNaN(to.getTime())) return '';
  const format = dateFormat(UTC_DAY, locale);
  return plainSpaces(to <= from ? format.format(from) : format.formatRange(from, to));
}

let monthsByName: Map<string, number> | undefined;

/** Every short month name formatDay writes, in every language ('Jan', 'janv.'), with its month (0–11). */
function shortMonths(): Map<string, number> {
  if (monthsByName) return monthsByName;
  monthsByName = new Map();
  for (const locale of LOCALES) {
    for (let month = 0; month < 12; month++) {
      const name = /^15 (.+) 2000$/.exec(formatDay(Date.UTC(2000, month, 15), locale))?.[1];
      if (name) monthsByName.set(name, month);
    }
  }
  return monthsByName;
}

/** The ISO day ('2026-12-01') of a text that is a day: an ISO day, or one formatDay wrote in any language; undefined otherwise. */
export function readDay(text: string): string | undefined {
  if (/^\d{4}-\d{2}-\d{2}$/.test(text)) return Number.isNaN(Date.parse(text)) ? undefined : text;
  const match = /^(\d{1,2}) (\S+) (\d{4})$/.exec(text);
  const month = match && shortMonths().get(match[2] as string);
  if (!match || month === undefined || month === null) return undefined;
  return new Date(Date.UTC(Number(match[3]), month, Number(match[1]))).toISOString().slice(0, 10);
}

/** A month, 'YYYY-MM' or any moment in it (UTC), e.g. "November 2026", "novembre 2026". */
export function formatMonth(month: Instant, locale: Locale = currentLocale()): string {
  const value = typeof month === 'string' && /^\d{4}-\d{2}$/.test(month) ? `${month}-01T00:00:00Z` : month;
  return written(UTC_MONTH, value, locale);
}

/** The name of the month holding a moment (UTC), e.g. "November", "novembre". */
export function formatMonthName(value: Instant, locale: Locale = currentLocale()): string {
  return written(UTC_MONTH_NAME, value, locale);
}

/** A date and time in the reader's time zone, e.g. "6 Jan 2027, 14:05". */
export function formatDateTime(value: Instant): string {
  return written(LOCAL_DAY_TIME, value);
}

/** The full date and time to the second in the reader's time zone, e.g. "6 Jan 2027, 14:05:07" (the tooltip of a relative time). */
export function formatTimestamp(value: Instant): string {
  return written(LOCAL_TIMESTAMP, value);
}

/** The full date and time to the second in UTC, said so, e.g. "6 Jan 2027, 14:05:07 UTC" (for operators). */
export function formatUtcTimestamp(value: Instant, locale: Locale = currentLocale()): string {
  const text = written(UTC_TIMESTAMP, value, locale);
  return text && `${text} UTC`;
}

/** The date alone in the reader's time zone, e.g. "6 Jan 2027" (an expiry). */
export function formatLocalDate(value: Instant): string {
  return written(LOCAL_DAY, value);
}

/** A time of day in the reader's time zone, e.g. "14:05". */
export function formatTime(value: Instant): string {
  return written(LOCAL_TIME, value);
}

/** A time of day to the second in the reader's time zone, e.g. "14:05:07" (a live event stream). */
export function formatClock(value: Instant): string {
  return written(LOCAL_CLOCK, value);
}

/** A chart axis's label in the reader's time zone: a month ("Jan 2027"), a day ("6 Jan") or a time ("14:05"). */
export function formatAxisTime(value: Instant, step: 'month' | 'day' | 'time'): string {
  const options = step === 'month' ? LOCAL_SHORT_MONTH : step === 'day' ? LOCAL_SHORT_DAY : LOCAL_TIME;
  return written(options, value);
}
