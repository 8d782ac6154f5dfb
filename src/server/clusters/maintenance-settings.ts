import type { ClusterSpec } from '../../shared/clusters/clusters.schemas.ts';
import type { MaintenanceWindow } from '../../shared/clusters/maintenance.schemas.ts';
import { m } from '../../shared/i18n/messages.ts';

/** The maintenance choices of a cluster: stored as given, changed at once (no operation, no charge). */
export type MaintenanceSettings = { maintenanceWindow?: MaintenanceWindow; autoUpgrade?: boolean };

/** The maintenance choices an order spec or a patch carries; undefined when it carries none. */
export function maintenanceSettings(
  input: Pick<Partial<ClusterSpec>, 'maintenanceWindow' | 'autoUpgrade'>,
): MaintenanceSettings | undefined {
  const settings: MaintenanceSettings = {
    ...(input.maintenanceWindow ? { maintenanceWindow: input.maintenanceWindow } : {}),
    ...(input.autoUpgrade !== undefined ? { autoUpgrade: input.autoUpgrade } : {}),
  };
  return Object.keys(settings).length > 0 ? settings : undefined;
}

const DAY_NAMES: Record<MaintenanceWindow['day'], () => string> = {
  mon: m.clusters_day_mon,
  tue: m.clusters_day_tue,
  wed: m.clusters_day_wed,
  thu: m.clusters_day_thu,
  fri: m.clusters_day_fri,
  sat: m.clusters_day_sat,
  sun: m.clusters_day_sun,
};

/** The window in words, in the reader's language: "Sunday 02:00 UTC, 4 h". */
export function windowWords(window: MaintenanceWindow): string {
  const hour = String(window.startHourUtc).padStart(2, '0');
  const day = DAY_NAMES[window.day]();
  return m.notice_maintenance_window_words({ day, hour: `${hour}:00`, hours: window.durationHours });
}

/** The change in words, for the event stream and the activity log. */
export function maintenanceChange(settings: MaintenanceSettings): string {
  const parts: string[] = [];
  if (settings.maintenanceWindow)
    parts.push(m.notice_event_maintenance_window({ window: windowWords(settings.maintenanceWindow) }));
  if (settings.autoUpgrade !== undefined)
    parts.push(settings.autoUpgrade ? m.notice_event_auto_upgrade_on() : m.notice_event_auto_upgrade_off());
  return parts.join('; ');
}
