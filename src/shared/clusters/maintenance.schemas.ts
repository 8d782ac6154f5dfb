import { z } from 'zod';
import { m } from '../i18n/messages.ts';

// Client-safe (zod only): a cluster's weekly maintenance window, in UTC.

export const WEEK_DAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
export type WeekDay = (typeof WEEK_DAYS)[number];

/** When automatic upgrades (patch versions, and a minor past its end of support) may run: weekly, 1 to 8 hours from a UTC hour. */
export const maintenanceWindowSchema = z.object({
  day: z.enum(WEEK_DAYS, { error: () => m.field_maintenance_day() }),
  startHourUtc: z
    .int({ error: () => m.field_whole_number() })
    .min(0, { error: () => m.field_maintenance_start_hour() })
    .max(23, { error: () => m.field_maintenance_start_hour() }),
  durationHours: z
    .int({ error: () => m.field_whole_number() })
    .min(1, { error: () => m.field_maintenance_duration() })
    .max(8, { error: () => m.field_maintenance_duration() }),
});
export type MaintenanceWindow = z.infer<typeof maintenanceWindowSchema>;

/** The window of a cluster ordered without one: Sunday 02:00–06:00 UTC. */
export const DEFAULT_MAINTENANCE_WINDOW: MaintenanceWindow = { day: 'sun', startHourUtc: 2, durationHours: 4 };

/** A cluster's window, the default when it never chose one. */
export function maintenanceWindowOf(cluster: { maintenanceWindow?: MaintenanceWindow | null }): MaintenanceWindow {
  return cluster.maintenanceWindow ?? DEFAULT_MAINTENANCE_WINDOW;
}
