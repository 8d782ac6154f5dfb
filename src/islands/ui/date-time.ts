// The islands' date and time formats are the shared ones: one style per language everywhere.
export {
  formatClock,
  formatDateTime,
  formatDay,
  formatLocalDate,
  formatLongDay,
  formatTime,
  formatTimestamp,
} from '../../shared/format/dates.ts';
