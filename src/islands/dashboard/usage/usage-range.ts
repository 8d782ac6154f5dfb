import { MS_PER_HOUR, MS_PER_DAY, startOfUtcDay, startOfUtcMonth } from '../../../shared/time.ts';
import { m } from '../../../shared/i18n/messages.ts';
// The ranges /usage offers, as the ISO bounds GET /api/usage takes (UTC, like invoices).

export const RANGE_PRESETS = [
  { id: 'this-month', label: m.usage_range_this_month },
  { id: 'last-month', label: m.usage_range_last_month },
  { id: '7d', label: m.usage_range_7d },
  { id: '30d', label: m.usage_range_30d },
  { id: '90d', label: m.usage_range_90d },
  { id: 'custom', label: m.usage_range_custom },
] as const;
export type RangePreset = (typeof RANGE_PRESETS)[number]['id'];

/** The start of the next hour: the current hour counts in full. */
function endOfHour(now: Date): Date {
  return new Date(Math.floor(now.getTime() / MS_PER_HOUR) * MS_PER_HOUR + MS_PER_HOUR);
}

/** From and to of a preset; a custom range takes dates (YYYY-MM-DD), `to` inclusive. */
export function rangeBounds(
  preset: RangePreset,
  now: Date,
  custom: { from: string; to: string },
): { from: string; to: string } {
  const monthStart = startOfUtcMonth(now);
  switch (preset) {
    case 'this-month':
      return { from: new Date(monthStart).toISOString(), to: endOfHour(now).toISOString() };
    case 'last-month':
      return { from: new Date(startOfUtcMonth(now, -1)).toISOString(), to: new Date(monthStart).toISOString() };
    case '7d':
    case '30d':
    case '90d': {
      const days = Number.parseInt(preset, 10);
      const today = startOfUtcDay(now);
      return { from: new Date(today - (days - 1) * MS_PER_DAY).toISOString(), to: endOfHour(now).toISOString() };
    }
    case 'custom': {
      const to = Date.parse(`${custom.to}T00:00:00Z`);
      return {
        from: `${custom.from}T00:00:00.000Z`,
        to: Number.isNaN(to) ? `${custom.to}T00:00:00.000Z` : new Date(to + MS_PER_DAY).toISOString(),
      };
    }
  }
}

/** YYYY-MM-DD of a date in UTC. */
export const isoDay = (date: Date) => date.toISOString().slice(0, 10);
