// The islands' date and time formats, each written once. Dates from the API are ISO strings.
// English pages use the reader's own conventions (en-GB for calendar days); French pages French ones.
import { currentLocale, intlTag } from '../../shared/i18n/locale.ts';

/** The reader's locale on an English page, French on a French one. */
const readerTag = (): string | undefined => (currentLocale() === 'fr' ? intlTag('fr') : undefined);

const dateTime = { dateStyle: 'medium', timeStyle: 'short' } as const satisfies Intl.DateTimeFormatOptions;
// Billing days (due dates, next attempts) are UTC calendar days: the same day for every reader.
const utcDay = { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' } as const satisfies Intl.DateTimeFormatOptions;
const utcLongDay = { ...utcDay, month: 'long' } as const satisfies Intl.DateTimeFormatOptions;
const clock = { hour: '2-digit', minute: '2-digit', second: '2-digit' } as const satisfies Intl.DateTimeFormatOptions;

/** A date and time in the reader's locale and time zone, e.g. "4 May 2026, 11:02". */
export function formatDateTime(iso: string): string {
  return new Date(iso).toLocaleString(readerTag(), dateTime);
}

/** A time of day in the reader's locale, e.g. "11:02". */
export function formatTime(iso: string): string {
  return new Date(iso).toLocaleTimeString(readerTag(), { timeStyle: 'short' });
}

/** A UTC calendar day, e.g. "4 May 2026". */
export function formatDay(iso: string): string {
  return new Date(iso).toLocaleDateString(intlTag(), utcDay);
}

/** A UTC calendar day with the month written out, e.g. "4 May 2026" or "12 November 2026" (plan periods, published pages). */
export function formatLongDay(iso: string): string {
  return new Date(iso).toLocaleDateString(intlTag(), utcLongDay);
}

/** A time of day to the second in the reader's locale, e.g. "11:02:07" (a live event stream). */
export function formatClock(iso: string): string {
  return new Date(iso).toLocaleTimeString(readerTag() ?? [], clock);
}

/** The local date alone in the reader's locale, e.g. an expiry date. */
export function formatLocalDate(iso: string | number): string {
  return new Date(iso).toLocaleDateString(readerTag());
}

/** The full local date and time, e.g. for the tooltip of a relative time. */
export function formatTimestamp(iso: string): string {
  return new Date(iso).toLocaleString(readerTag());
}
