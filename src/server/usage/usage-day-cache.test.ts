import { describe, expect, it } from 'vitest';
import { compactDay, UsageDayCache } from './usage-day-cache.ts';
import { KIND_INDEX, ReportAccumulator } from './usage-report.ts';
import type { UsageDayRecord } from './usage.repository.ts';

const hours = (f: (h: number) => number) => Array.from({ length: 24 }, (_, h) => f(h));

const record = (clusterId: string, day: string, shift = 0): UsageDayRecord => ({
  id: `${clusterId}:${day}`,
  clusterId,
  organizationId: 'org',
  day,
  kinds: { 'control-plane': hours((h) => (h < 3 ? 0 : 80_822)), nodes: hours((h) => (h < 3 ? 0 : 98_700 + h + shift)) },
  prepaidHours: hours((h) => (h === 2 ? 5_000 : h > 12 ? 40_000 : 0)),
  nodeHours: hours((h) => (h < 2 ? 0.5 : 3)),
  items: {},
  updatedAt: '',
});

describe('the usage day cache', () => {
  it('adds a compact day to a report exactly as its hours one by one, whole or cut by the spans', () => {
    const days = ['2026-10-30', '2026-10-31', '2026-11-01'].flatMap((day, i) => [
      record('a', day, i),
      record('b', day, 7 * i),
    ]);
    const now = Date.parse('2026-11-01T10:30:00Z');
    for (const [from, to, granularity] of [
      ['2026-10-30T00:00:00Z', '2026-11-02T00:00:00Z', 'hour'],
      ['2026-10-30T05:00:00Z', '2026-11-01T07:00:00Z', 'day'],
      ['2026-10-01T00:00:00Z', '2026-12-01T00:00:00Z', 'month'],
    ] as const) {
      const input = { from: Date.parse(from), to: Date.parse(to), granularity, now };
      const byDay = new ReportAccumulator(input);
      const byHour = new ReportAccumulator(input);
      for (const day of days) {
        byDay.addDay(compactDay(day));
        const base = Date.parse(`${day.day}T00:00:00Z`);
        for (let h = 0; h < 24; h += 1) {
          const kindMicro = new Float64Array(5);
          for (const [kind, values] of Object.entries(day.kinds))
            kindMicro[KIND_INDEX[kind as keyof typeof KIND_INDEX]] = values[h] ?? 0;
          if (!kindMicro.some((v) => v !== 0) && !day.prepaidHours[h]) continue;
          byHour.add(day.clusterId, base + h * 3_600_000, kindMicro, day.prepaidHours[h] ?? 0, day.nodeHours[h] ?? 0);
        }
      }
      const meta = [
        { id: 'a', name: 'a', status: 'running' },
        { id: 'b', name: 'b', status: 'running' },
      ];
      expect(byDay.report(meta, 'EUR', 0.91), `${from} ${granularity}`).toEqual(byHour.report(meta, 'EUR', 0.91));
    }
  });

  it('reads closed days once, and again after metering writes one of them', async () => {
    const cache = new UsageDayCache();
    let loads = 0;
    let shift = 0;
    const load = async (fromDay: string, toDay: string) => {
      loads += 1;
      return [record('a', fromDay, shift), record('a', toDay, shift)];
    };
    const first = await cache.closedDays('org', '2026-10-01', '2026-10-31', load);
    expect(await cache.closedDays('org', '2026-10-01', '2026-10-31', load)).toEqual(first);
    expect(await cache.closedDays('org', '2026-10-05', '2026-10-31', load)).toHaveLength(1);
    expect(loads).toBe(1);
    cache.written('other-org', '2026-10-10');
    cache.written('org', '2026-11-02');
    await cache.closedDays('org', '2026-10-01', '2026-10-31', load);
    expect(loads).toBe(1);
    shift = 1_000;
    cache.written('org', '2026-10-31');
    const after = await cache.closedDays('org', '2026-10-01', '2026-10-31', load);
    expect(loads).toBe(2);
    expect(after[1]?.dayKinds).not.toEqual(first[1]?.dayKinds);
  });
});
