import { MS_PER_MINUTE, MS_PER_HOUR, MS_PER_DAY } from '../../shared/time.ts';
import { formatLocalDate } from './date-time.ts';
import { m } from '../../shared/i18n/messages.ts';

/**
 * SPEC §5 relative time: under 60 s 'Just now', then minutes, hours and days up to 6 days,
 * otherwise the local date.
 */
export function formatRelativeTime(value: string | number | Date, now: number = Date.now()): string {
  const time = new Date(value).getTime();
  if (Number.isNaN(time)) return '';
  const elapsed = Math.max(0, now - time);
  if (elapsed < MS_PER_MINUTE) return m.ui_just_now();
  if (elapsed < MS_PER_HOUR) return m.ui_minutes_ago({ count: Math.floor(elapsed / MS_PER_MINUTE) });
  if (elapsed < MS_PER_DAY) return m.ui_hours_ago({ count: Math.floor(elapsed / MS_PER_HOUR) });
  if (elapsed < 7 * MS_PER_DAY) return m.ui_days_ago({ count: Math.floor(elapsed / MS_PER_DAY) });
  return formatLocalDate(time);
}
