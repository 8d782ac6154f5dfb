import { m } from '../../../../shared/i18n/messages.ts';
import { MS_PER_MINUTE, MS_PER_HOUR, MS_PER_DAY } from '../../../../shared/time.ts';

/** How long the oldest item has waited, in words: "under a minute", "12 min", "5 h", "3 days". */
export function waitedFor(since: string, now: number): string {
  const waited = Math.max(0, now - Date.parse(since));
  if (waited < MS_PER_MINUTE) return m.officers_age_under_minute();
  if (waited < MS_PER_HOUR) return m.officers_age_minutes({ count: Math.floor(waited / MS_PER_MINUTE) });
  if (waited < MS_PER_DAY) return m.officers_age_hours({ count: Math.floor(waited / MS_PER_HOUR) });
  return m.officers_age_days({ count: Math.floor(waited / MS_PER_DAY) });
}
