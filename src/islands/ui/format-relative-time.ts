// The islands' relative times ("Just now", "5 min ago") are the shared ones.
export { formatRelativeTime } from '../../shared/format/relative-time.ts';
