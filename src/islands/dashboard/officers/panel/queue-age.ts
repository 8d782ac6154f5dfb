import { MS_PER_MINUTE, MS_PER_HOUR, MS_PER_DAY } from '../../../../shared/time.ts';


/** How long the oldest item has waited, in words: "under a minute", "12 min", "5 h", "3 days". */
export function waitedFor(since: string, now: number): string {
  const waited = Math.max(0, now - Date.parse(since));
  if (waited < MS_PER_MINUTE) return 'under a minute';
  if (waited < MS_PER_HOUR) return `${Math.floor(waited / MS_PER_MINUTE)} min`;
  if (waited < MS_PER_DAY) return `${Math.floor(waited / MS_PER_HOUR)} h`;
  const days = Math.floor(waited / MS_PER_DAY);
  return days === 1 ? '1 day' : `${days} days`;
}
