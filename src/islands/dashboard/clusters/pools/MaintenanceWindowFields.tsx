import { WEEK_DAYS, type MaintenanceWindow, type WeekDay } from '../../../../shared/clusters/maintenance.schemas.ts';
import { m } from '../../../../shared/i18n/messages.ts';
import { inputClass } from '../../../ui/input-class.ts';

const HOURS = Array.from({ length: 24 }, (_, hour) => hour);
const DURATIONS = Array.from({ length: 8 }, (_, index) => index + 1);

/** A week day's name in the page's language ("Sunday", "dimanche"). */
export const weekDayName = (day: WeekDay) =>
  ({
    mon: m.clusters_day_mon,
    tue: m.clusters_day_tue,
    wed: m.clusters_day_wed,
    thu: m.clusters_day_thu,
    fri: m.clusters_day_fri,
    sat: m.clusters_day_sat,
    sun: m.clusters_day_sun,
  })[day]();

/** "02:00" — a whole UTC hour. */
export const utcHour = (hour: number) => `${String(hour).padStart(2, '0')}:00`;

/** "Sunday 02:00–06:00 UTC": a window in words. */
export const windowText = (window: MaintenanceWindow) =>
  m.clusters_maintenance_window_text({
    day: weekDayName(window.day),
    start: utcHour(window.startHourUtc),
    end: utcHour((window.startHourUtc + window.durationHours) % 24),
  });

/** The weekly maintenance window (day, UTC start hour, length) and the automatic patch upgrades switch. */
export function MaintenanceWindowFields({
  window,
  autoUpgrade,
  onChange,
  idPrefix,
  disabled = false,
  errorAt = () => undefined,
}: {
  window: MaintenanceWindow;
  autoUpgrade: boolean;
  onChange: (change: { window: MaintenanceWindow; autoUpgrade: boolean }) => void;
  idPrefix: string;
  disabled?: boolean;
  errorAt?: (field: string) => string | undefined;
}) {
  const set = (next: Partial<MaintenanceWindow>) => onChange({ window: { ...window, ...next }, autoUpgrade });
  const error =
    errorAt('maintenanceWindow.day') ??
    errorAt('maintenanceWindow.startHourUtc') ??
    errorAt('maintenanceWindow.durationHours');
  return (
    <div className="grid gap-3">
      <div className="grid gap-2 sm:grid-cols-3">
        <label className="grid gap-1 text-sm font-medium">
          {m.clusters_maintenance_day()}
          <select
            id={`${idPrefix}-day`}
            className={inputClass}
            value={window.day}
            disabled={disabled}
            onChange={(e) => set({ day: e.target.value as WeekDay })}
          >
            {WEEK_DAYS.map((day) => (
              <option key={day} value={day}>
                {weekDayName(day)}
              </option>
            ))}
          </select>
        </label>
        <label className="grid gap-1 text-sm font-medium">
          {m.clusters_maintenance_start()}
          <select
            id={`${idPrefix}-start`}
            className={inputClass}
            value={window.startHourUtc}
            disabled={disabled}
            onChange={(e) => set({ startHourUtc: Number(e.target.value) })}
          >
            {HOURS.map((hour) => (
              <option key={hour} value={hour}>
                {utcHour(hour)} UTC
              </option>
            ))}
          </select>
        </label>
        <label className="grid gap-1 text-sm font-medium">
          {m.clusters_maintenance_length()}
          <select
            id={`${idPrefix}-length`}
            className={inputClass}
            value={window.durationHours}
            disabled={disabled}
            onChange={(e) => set({ durationHours: Number(e.target.value) })}
          >
            {DURATIONS.map((hours) => (
              <option key={hours} value={hours}>
                {m.clusters_maintenance_hours({ count: hours })}
              </option>
            ))}
          </select>
        </label>
      </div>
      {error ? <p className="text-sm text-destructive">{error}</p> : null}
      <label className="flex items-start gap-2 text-sm">
        <input
          id={`${idPrefix}-auto-upgrade`}
          type="checkbox"
          className="mt-0.5 size-4 accent-primary"
          checked={autoUpgrade}
          disabled={disabled}
          onChange={(e) => onChange({ window, autoUpgrade: e.target.checked })}
        />
        <span className="grid gap-0.5">
          <span className="font-medium">{m.clusters_maintenance_auto_upgrade()}</span>
          <span className="text-xs text-muted-foreground">{m.clusters_maintenance_auto_upgrade_help()}</span>
        </span>
      </label>
    </div>
  );
}
