import { formatRelativeTime } from './format-relative-time.ts';
import { formatTimestamp } from './date-time.ts';

/** "3 hours ago" (days up to 6, then the date), machine-readable, with the full date and time as its tooltip. */
export function RelativeTime({ iso }: { iso: string }) {
  return (
    <time dateTime={iso} title={formatTimestamp(iso)}>
      {formatRelativeTime(iso)}
    </time>
  );
}
