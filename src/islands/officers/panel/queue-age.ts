const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** How long the oldest item has waited, in words: "under a minute", "12 min", "5 h", "3 days". */
export function waitedFor(since: string, now: number): string {
  const waited = Math.max(0, now - Date.parse(since));
  if (waited < MINUTE) return 'under a minute';
  if (waited < HOUR) return `${Math.floor(waited / MINUTE)} min`;
  if (waited < DAY) return `${Math.floor(waited / HOUR)} h`;
  const days = Math.floor(waited / DAY);
  return days === 1 ? '1 day' : `${days} days`;
}
