// The islands' date and time formats, each written once. Dates from the API are ISO strings.

const dateTime = { dateStyle: 'medium', timeStyle: 'short' } as const satisfies Intl.DateTimeFormatOptions;
// Billing days (due dates, next attempts) are UTC calendar days: the same day for every reader.
const utcDay = { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' } as const satisfies Intl.DateTimeFormatOptions;
const utcLongDay = { ...utcDay, month: 'long' } as const satisfies Intl.DateTimeFormatOptions;
const clock = { hour: '2-digit', minute: '2-digit', second: '2-digit' } as const satisfies Intl.DateTimeFormatOptions;

/** A date and time in the reader's locale and time zone, e.g. "4 May 2026, 11:02". */
export function formatDateTime(iso: string): string {
  return new Date(iso).toLocaleString(undefined, dateTime);
}

/** A time of day in the reader's locale, e.g. "11:02". */
export function formatTime(iso: string): string {
  return new Date(iso).toLocaleTimeString(undefined, { timeStyle: 'short' });
}

/** A UTC calendar day, e.g. "4 May 2026". */
export function formatDay(iso: string): string {
  return new Date(iso).toLocaleDateString('en-GB', utcDay);
}

/** A UTC calendar day with the month written out, e.g. "4 May 2026" or "12 November 2026" (plan periods, published pages). */
export function formatLongDay(iso: string): string {
  return new Date(iso).toLocaleDateString('en-GB', utcLongDay);
}

/** A time of day to the second in the reader's locale, e.g. "11:02:07" (a live event stream). */
export function formatClock(iso: string): string {
  return new Date(iso).toLocaleTimeString([], clock);
}

/** The local date alone in the reader's locale, e.g. an expiry date. */
export function formatLocalDate(iso: string | number): string {
  return new Date(iso).toLocaleDateString();
}

/** The full local date and time, e.g. for the tooltip of a relative time. */
export function formatTimestamp(iso: string): string {
  return new Date(iso).toLocaleString();
}
