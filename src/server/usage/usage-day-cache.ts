import { KIND_INDEX } from './usage-report.ts';
import type { UsageKind } from './usage-rates.ts';
import type { UsageDayRecord } from './usage.repository.ts';
import { MS_PER_DAY } from '../../shared/time.ts';

const KIND_COUNT = Object.keys(KIND_INDEX).length;

/**
 * One cluster's metered day in typed arrays: per kind 24 hourly amounts (null when the kind has
 * none), the prepaid part and node-hours of each hour, and the day's sums, so a report adds a
 * whole day at once when the day falls wholly in its spans.
 */
export type CompactDay = {
  clusterId: string;
  dayStart: number;
  /** By KIND_INDEX: 24 micro-dollar amounts, or null. */
  kinds: (Float64Array | null)[];
  prepaid: Float64Array;
  nodeHours: Float64Array;
  /** Per hour: the amounts of every kind added up. */
  hourTotals: Float64Array;
  /** Per hour: 1 when it has usage or a prepaid part (hours without either are skipped). */
  used: Uint8Array;
  /** The day's sums: by kind, prepaid, node-hours. */
  dayKinds: Float64Array;
  dayPrepaid: number;
  dayNodeHours: number;
};

/** A stored day record in compact form. */
export function compactDay(record: Readonly<UsageDayRecord>): CompactDay {
  const kinds: (Float64Array | null)[] = Array.from({ length: KIND_COUNT }, () => null);
  const hourTotals = new Float64Array(24);
  const dayKinds = new Float64Array(KIND_COUNT);
  const used = new Uint8Array(24);
  for (const [kind, values] of Object.entries(record.kinds) as [UsageKind, number[]][]) {
    const index = KIND_INDEX[kind];
    if (index === undefined || !values) continue;
    const hours = new Float64Array(24);
    for (let h = 0; h < 24; h += 1) {
      const value = values[h] ?? 0;
      hours[h] = value;
      hourTotals[h] = (hourTotals[h] ?? 0) + value;
      dayKinds[index] = (dayKinds[index] ?? 0) + value;
      if (value !== 0) used[h] = 1;
    }
    kinds[index] = hours;
  }
  const prepaid = new Float64Array(24);
  const nodeHours = new Float64Array(24);
  let dayPrepaid = 0;
  let dayNodeHours = 0;
  for (let h = 0; h < 24; h += 1) {
    prepaid[h] = record.prepaidHours[h] ?? 0;
    nodeHours[h] = record.nodeHours[h] ?? 0;
    if (prepaid[h] !== 0) used[h] = 1;
    // Only hours the report reads count in the day's sums (node-hours of an empty hour do not).
    if (used[h]) {
      dayPrepaid += prepaid[h] ?? 0;
      dayNodeHours += nodeHours[h] ?? 0;
    }
  }
  return {
    clusterId: record.clusterId,
    dayStart: Date.parse(`${record.day}T00:00:00.000Z`),
    kinds,
    prepaid,
    nodeHours,
    hourTotals,
    used,
    dayKinds,
    dayPrepaid,
    dayNodeHours,
  };
}

type Entry = { fromDay: string; toDay: string; days: CompactDay[]; size: number };

/**
 * Closed days of metered usage per organization, compact, kept between reports. A day is closed
 * once every cluster that could still add to it has been metered past its end (the caller works
 * that out from the clusters' metering cursors, so it holds across instances); metering writes
 * to a day drop the organization's entry as well. Least recently used organizations go first
 * once `maxDays` days are kept.
 */
export class UsageDayCache {
  readonly #entries = new Map<string, Entry>();
  readonly #maxDays: number;
  #size = 0;

  constructor(maxDays = 50_000) {
    this.#maxDays = maxDays;
  }

  /** The organization's compact days in [fromDay, toDay] (closed days only), loading them on a miss. */
  async closedDays(
    organizationId: string,
    fromDay: string,
    toDay: string,
    load: (fromDay: string, toDay: string) => Promise<readonly Readonly<UsageDayRecord>[]>,
  ): Promise<CompactDay[]> {
    const entry = this.#entries.get(organizationId);
    if (entry && entry.fromDay <= fromDay && toDay <= entry.toDay) {
      this.#entries.delete(organizationId);
      this.#entries.set(organizationId, entry);
      return entry.days.filter(
        (d) =>
          d.dayStart >= Date.parse(`${fromDay}T00:00:00.000Z`) && d.dayStart <= Date.parse(`${toDay}T00:00:00.000Z`),
      );
    }
    const days = (await load(fromDay, toDay)).map(compactDay);
    this.#drop(organizationId);
    if (days.length <= this.#maxDays) {
      this.#entries.set(organizationId, { fromDay, toDay, days, size: days.length });
      this.#size += days.length;
      for (const id of this.#entries.keys()) {
        if (this.#size <= this.#maxDays || id === organizationId) break;
        this.#drop(id);
      }
    }
    return days;
  }

  /** Metering wrote `day` of the organization: what was kept for that day is stale. */
  written(organizationId: string, day: string): void {
    const entry = this.#entries.get(organizationId);
    if (entry && entry.fromDay <= day && day <= entry.toDay) this.#drop(organizationId);
  }

  #drop(organizationId: string): void {
    const entry = this.#entries.get(organizationId);
    if (!entry) return;
    this.#size -= entry.size;
    this.#entries.delete(organizationId);
  }
}

/** The UTC day (YYYY-MM-DD) holding `ms`. */
export const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);
/** The day before `day`. */
export const dayBefore = (day: string) => dayOf(Date.parse(`${day}T00:00:00.000Z`) - MS_PER_DAY);
