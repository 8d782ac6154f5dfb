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

/** The window in words: "sun 02:00 UTC, 4 h". */
export function windowWords(window: MaintenanceWindow): string {
  const hour = String(window.startHourUtc).padStart(2, '0');
  return m.notice_maintenance_window_words({ day: window.day, hour: `${hour}:00`, hours: window.durationHours });
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
