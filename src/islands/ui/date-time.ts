// The islands' date and time formats are the shared ones: one style per language everywhere.
export {
  formatClock,
  formatDateTime,
  formatDay,
  formatLocalDate,
  formatLongDay,
  formatTime,
  formatTimestamp,
  formatUtcTimestamp,
} from '../../shared/format/dates.ts';
