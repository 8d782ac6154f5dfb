// Time units in milliseconds, the unit of Date.now() and of every duration the server and the
// islands compute. No imports on purpose: islands ship this module to the browser.

export const MS_PER_SECOND = 1000;
export const MS_PER_MINUTE = 60 * MS_PER_SECOND;
export const MS_PER_HOUR = 60 * MS_PER_MINUTE;
export const MS_PER_DAY = 24 * MS_PER_HOUR;

/** Midnight UTC starting the day that holds `at`. */
export function startOfUtcDay(at: number | Date): number {
  const date = new Date(at);
  return Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate());
}

/** Midnight UTC on the first of the month holding `at`, moved by `months` (1: the next month's start). */
export function startOfUtcMonth(at: number | Date, months = 0): number {
  const date = new Date(at);
  return Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + months, 1);
}
