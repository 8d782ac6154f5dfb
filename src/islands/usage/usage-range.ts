// The ranges /usage offers, as the ISO bounds GET /api/usage takes (UTC, like invoices).

export const RANGE_PRESETS = [
  { id: 'this-month', label: 'This month' },
  { id: 'last-month', label: 'Last month' },
  { id: '7d', label: 'Last 7 days' },
  { id: '30d', label: 'Last 30 days' },
  { id: '90d', label: 'Last 90 days' },
  { id: 'custom', label: 'Custom' },
] as const;
export type RangePreset = (typeof RANGE_PRESETS)[number]['id'];

const DAY = 86_400_000;

/** The start of the next hour: the current hour counts in full. */
function endOfHour(now: Date): Date {
  return new Date(Math.floor(now.getTime() / 3_600_000) * 3_600_000 + 3_600_000);
}

/** From and to of a preset; a custom range takes dates (YYYY-MM-DD), `to` inclusive. */
export function rangeBounds(preset: RangePreset, now: Date, custom: { from: string; to: string }): { from: string; to: string } {
  const monthStart = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1);
  switch (preset) {
    case 'this-month':
      return { from: new Date(monthStart).toISOString(), to: endOfHour(now).toISOString() };
    case 'last-month':
      return { from: new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1)).toISOString(), to: new Date(monthStart).toISOString() };
    case '7d':
    case '30d':
    case '90d': {
      const days = Number.parseInt(preset, 10);
      const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
      return { from: new Date(today - (days - 1) * DAY).toISOString(), to: endOfHour(now).toISOString() };
    }
    case 'custom': {
      const to = Date.parse(`${custom.to}T00:00:00Z`);
      return { from: `${custom.from}T00:00:00.000Z`, to: Number.isNaN(to) ? `${custom.to}T00:00:00.000Z` : new Date(to + DAY).toISOString() };
    }
  }
}

/** YYYY-MM-DD of a date in UTC. */
export const isoDay = (date: Date) => date.toISOString().slice(0, 10);
