import { MS_PER_MINUTE, MS_PER_HOUR, MS_PER_DAY } from '../../shared/time.ts';
import { formatLocalDate } from './date-time.ts';

/**
 * SPEC §5 relative time: under 60 s 'Just now', then minutes, hours and days up to 6 days,
 * otherwise the local date.
 */
export function formatRelativeTime(value: string | number | Date, now: number = Date.now()): string {
  const time = new Date(value).getTime();
  if (Number.isNaN(time)) return '';
  const elapsed = Math.max(0, now - time);
  if (elapsed < MS_PER_MINUTE) return 'Just now';
  if (elapsed < MS_PER_HOUR) return plural(Math.floor(elapsed / MS_PER_MINUTE), 'minute');
  if (elapsed < MS_PER_DAY) return plural(Math.floor(elapsed / MS_PER_HOUR), 'hour');
  if (elapsed < 7 * MS_PER_DAY) return plural(Math.floor(elapsed / MS_PER_DAY), 'day');
  return formatLocalDate(time);
}

function plural(count: number, unit: string): string {
  return `${count} ${unit}${count === 1 ? '' : 's'} ago`;
}
