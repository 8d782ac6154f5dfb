import type { CatalogSeed } from '../../shared/catalog/catalog.schemas.ts';
import type { ClusterSpec } from '../../shared/clusters/clusters.schemas.ts';
import { autoscaledItems, hourlyItems, type UsageKind } from './usage-rates.ts';
import { MS_PER_HOUR } from '../../shared/time.ts';

/**
 * A configuration in effect from `at` (null: the cluster stopped being billed), with the nodes
 * an autoscaler ran per pool when above the configured count.
 */
export type ConfigChange = { at: string; spec: ClusterSpec | null; autoscaledNodes?: Record<string, number> };

/** Usage of one cluster in one clock hour: per item, the unit-hours used and their cost. */
export type HourUsage = {
  hourStart: string;
  items: { kind: UsageKind; ref: string; unitHours: number; amountMicroUsd: number }[];
  amountMicroUsd: number;
};

/** The start of the clock hour that holds `ms` (UTC). */
export const hourOf = (ms: number) => Math.floor(ms / MS_PER_HOUR) * MS_PER_HOUR;

/**
 * Meters one cluster from its configuration history, hour by hour in [from, to): each
 * configuration counts from the minute it took effect to the minute the next one did, so a
 * change at 14:37 counts from 14:37. Nothing is sampled: the same history always gives the same
 * usage, whenever it is computed. Amounts are integer micro-dollars, rounded once per item-hour.
 */
export function meterCluster(
  history: readonly ConfigChange[],
  catalog: CatalogSeed,
  from: number,
  to: number,
): HourUsage[] {
  const segments = history
    .map((change, i) => ({
      spec: change.spec,
      autoscaled: change.autoscaledNodes,
      start: Date.parse(change.at),
      end: i + 1 < history.length ? Date.parse(history[i + 1]?.at ?? '') : Number.POSITIVE_INFINITY,
    }))
    .filter((segment) => segment.spec && segment.end > from && segment.start < to);
  const hours: HourUsage[] = [];
  for (let hour = hourOf(from); hour < to; hour += MS_PER_HOUR) {
    const windowStart = Math.max(hour, from);
    const windowEnd = Math.min(hour + MS_PER_HOUR, to);
    const items = new Map<string, { kind: UsageKind; ref: string; unitHours: number; amountMicroUsd: number }>();
    for (const segment of segments) {
      const overlap = Math.min(windowEnd, segment.end) - Math.max(windowStart, segment.start);
      if (overlap <= 0 || !segment.spec) continue;
      for (const item of [
        ...hourlyItems(segment.spec, catalog),
        ...autoscaledItems(segment.spec, segment.autoscaled, catalog),
      ]) {
        const key = `${item.kind}:${item.ref}`;
        const current = items.get(key) ?? { kind: item.kind, ref: item.ref, unitHours: 0, amountMicroUsd: 0 };
        current.unitHours += (item.quantity * overlap) / MS_PER_HOUR;
        current.amountMicroUsd += Math.round((item.unitMicroUsdPerHour * item.quantity * overlap) / MS_PER_HOUR);
        items.set(key, current);
      }
    }
    if (items.size === 0) continue;
    const list = [...items.values()].map((item) => ({
      ...item,
      unitHours: Math.round(item.unitHours * 10_000) / 10_000,
    }));
    hours.push({
      hourStart: new Date(hour).toISOString(),
      items: list,
      amountMicroUsd: list.reduce((sum, item) => sum + item.amountMicroUsd, 0),
    });
  }
  return hours;
}

/** The windows of [from, to) during which the cluster ran (had a configuration). */
export function runningWindows(history: readonly ConfigChange[], from: number, to: number): [number, number][] {
  return history.flatMap((change, i): [number, number][] => {
    if (!change.spec) return [];
    const start = Math.max(from, Date.parse(change.at));
    const end = Math.min(to, i + 1 < history.length ? Date.parse(history[i + 1]?.at ?? '') : Number.POSITIVE_INFINITY);
    return end > start ? [[start, end]] : [];
  });
}
