import { MS_PER_MINUTE, MS_PER_HOUR, MS_PER_DAY } from '../time.ts';
import { m } from '../i18n/messages.ts';
import { formatLocalDate, type Instant } from './dates.ts';

/**
 * How long ago a moment was: under 60 s "Just now", then minutes, hours and days up to 6 days
 * ("5 min ago", plurals from the messages), otherwise the local date.
 */
export function formatRelativeTime(value: Instant, now: number = Date.now()): string {
  const time = new Date(value).getTime();
  if (Number.isNaN(time)) return '';
  const elapsed = Math.max(0, now - time);
  if (elapsed < MS_PER_MINUTE) return m.ui_just_now();
  if (elapsed < MS_PER_HOUR) return m.ui_minutes_ago({ count: Math.floor(elapsed / MS_PER_MINUTE) });
  if (elapsed < MS_PER_DAY) return m.ui_hours_ago({ count: Math.floor(elapsed / MS_PER_HOUR) });
  if (elapsed < 7 * MS_PER_DAY) return m.ui_days_ago({ count: Math.floor(elapsed / MS_PER_DAY) });
  return formatLocalDate(time);
}
