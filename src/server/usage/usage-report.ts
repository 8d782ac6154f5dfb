import { centsFromMicroUsd, type Currency } from '../../shared/money.ts';
import { toCsv } from '../platform/csv.ts';
import { convertCents } from '../pricing/rounding.ts';
import type { UsageKind } from './usage-rates.ts';
import type { CompactDay } from './usage-day-cache.ts';
import type { UsageReport } from '../../shared/usage/usage.schemas.ts';
import { MS_PER_HOUR, MS_PER_DAY, startOfUtcDay, startOfUtcMonth } from '../../shared/time.ts';
import { monthEndForecast } from './forecast.ts';

/** The month's charges from its documents, minor units of the report's currency (see month-charges.ts). */
export type MonthCharges = { charged: number; committed: number };
const NO_CHARGES: MonthCharges = { charged: 0, committed: 0 };

/** One cluster-hour of usage: cost by kind and the prepaid part, micro-dollars. */
export type HourCell = {
  clusterId: string;
  hourStart: number;
  kinds: Partial<Record<UsageKind, number>>;
  prepaidMicroUsd: number;
  nodeHours: number;
};

export type ClusterMeta = { id: string; name: string; status: string };

const KINDS: UsageKind[] = [
  'control-plane',
  'nodes',
  'included-nodes',
  'ha-control-plane',
  'addons',
  'autoscaled-nodes',
];
/** The overage forecast averages the last 7 days. */
const WEEK_MS = 7 * MS_PER_DAY;

/** The start of the bucket that holds `ms`. */
export function bucketStart(ms: number, granularity: 'hour' | 'day' | 'month'): number {
  if (granularity === 'hour') return Math.floor(ms / MS_PER_HOUR) * MS_PER_HOUR;
  if (granularity === 'day') return startOfUtcDay(ms);
  return startOfUtcMonth(ms);
}

function nextBucket(ms: number, granularity: 'hour' | 'day' | 'month'): number {
  if (granularity === 'hour') return ms + MS_PER_HOUR;
  if (granularity === 'day') return ms + MS_PER_DAY;
  return startOfUtcMonth(ms, 1);
}

/**
 * Per cluster: amounts by kind, total, and its two parts, rounded once (invoice rounding): what
 * was charged in advance (`advance`) and what is billed at month end (`billable`, never negative).
 */
export type ClusterAmounts = {
  byKind: Record<UsageKind, number>;
  total: number;
  advance: number;
  billable: number;
  billableUsdCents: number;
  nodeHours: number;
};

/**
 * Rounds a cluster's hours the way a usage invoice does: each kind's sum to the US cent once;
 * the total is their sum, and the billable part is the total less what orders prepaid (rounded
 * to the cent once). The total and the billable part are converted into the currency at `rate`
 * as an invoice line is; the kinds share the converted total exactly.
 */
export function clusterAmounts(cells: readonly HourCell[], rate: number): ClusterAmounts {
  const sums = emptySums();
  for (const cell of cells) {
    KINDS.forEach((kind, i) => {
      sums.kindMicro[i] = (sums.kindMicro[i] ?? 0) + (cell.kinds[kind] ?? 0);
    });
    sums.prepaid += cell.prepaidMicroUsd;
    sums.nodeHours += cell.nodeHours;
  }
  return amountsOf(sums, rate);
}

/** Running sums of one cluster over a span: micro-dollars by kind, prepaid, node-hours. */
export type Sums = { kindMicro: number[]; prepaid: number; nodeHours: number };
const emptySums = (): Sums => ({ kindMicro: KINDS.map(() => 0), prepaid: 0, nodeHours: 0 });

/** The invoice rounding of a cluster's sums (see clusterAmounts). */
export function amountsOf(sums: Sums, rate: number): ClusterAmounts {
  const usdByKind = sums.kindMicro.map(centsFromMicroUsd);
  const totalUsd = usdByKind.reduce((a, b) => a + b, 0);
  // The part billed at month end is rounded once from its own micro-dollars (the overage), so it
  // is exactly what the overage costs; without anything charged in advance it is the whole total.
  // Hours metered before every configuration was charged in advance may show more prepaid than
  // used: nothing is billed then, and nothing is negative.
  const totalMicro = sums.kindMicro.reduce((a, b) => a + b, 0);
  const billableUsdCents =
    sums.prepaid === 0
      ? totalUsd
      : Math.min(Math.max(0, totalUsd), Math.max(0, centsFromMicroUsd(totalMicro - sums.prepaid)));
  const total = convertCents(totalUsd, rate);
  const shares = apportion(total, usdByKind);
  const billable = Math.min(total, convertCents(billableUsdCents, rate));
  return {
    byKind: Object.fromEntries(KINDS.map((kind, i) => [kind, shares[i] ?? 0])) as Record<UsageKind, number>,
    total,
    advance: total - billable,
    billable,
    billableUsdCents,
    nodeHours: Math.round(sums.nodeHours * 100) / 100,
  };
}

/**
 * Splits `total` over parts in proportion to `weights` (largest remainders), so the parts add up
 * to the total exactly: a cluster's chart points always sum to its row.
 */
export function apportion(total: number, weights: readonly number[]): number[] {
  const sum = weights.reduce((a, b) => a + b, 0);
  if (total === 0 || weights.length === 0) return weights.map(() => 0);
  // No weight to follow (cannot happen with usage): the whole amount goes to the last part.
  if (sum === 0) return weights.map((_, i) => (i === weights.length - 1 ? total : 0));
  const exact = weights.map((w) => (total * w) / sum);
  const parts = exact.map((x) => Math.trunc(x));
  let left = total - parts.reduce((a, b) => a + b, 0);
  const order = exact.map((x, i) => [Math.abs(x - Math.trunc(x)), i] as const).sort((a, b) => b[0] - a[0]);
  const step = Math.sign(left);
  for (let k = 0; left !== 0 && k < order.length; k += 1) {
    const index = order[k]?.[1] ?? 0;
    parts[index] = (parts[index] ?? 0) + step;
    left -= step;
  }
  return parts;
}

/** The order of a kind in the accumulators' arrays. */
export const KIND_INDEX: Readonly<Record<UsageKind, number>> = Object.fromEntries(
  KINDS.map((kind, i) => [kind, i]),
) as Record<UsageKind, number>;

type ClusterSums = {
  range: Sums;
  buckets: Float64Array;
  overageBuckets: Float64Array;
  monthToDate: Sums;
  lastWeek: Sums;
};

const addTo = (sums: Sums, kindMicro: ArrayLike<number>, prepaid: number, nodeHours: number) => {
  for (let i = 0; i < KINDS.length; i += 1) sums.kindMicro[i] = (sums.kindMicro[i] ?? 0) + (kindMicro[i] ?? 0);
  sums.prepaid += prepaid;
  sums.nodeHours += nodeHours;
};

/**
 * Aggregates cluster-hours for the usage page in one pass, without keeping them: per cluster the
 * range's sums and one amount per bucket, and the month-to-date and last-7-days sums the
 * forecast needs. Rounding happens at the end, once per cluster and kind (invoice rounding).
 */
export class ReportAccumulator {
  readonly #input: { from: number; to: number; granularity: 'hour' | 'day' | 'month'; now: number };
  readonly #buckets: number[] = [];
  readonly #monthStart: number;
  readonly #clusters = new Map<string, ClusterSums>();
  /** The first hour with usage in the last 7 days: a younger organization averages over fewer days. */
  #weekFirst = Number.POSITIVE_INFINITY;

  constructor(input: { from: number; to: number; granularity: 'hour' | 'day' | 'month'; now: number }) {
    this.#input = input;
    for (let b = bucketStart(input.from, input.granularity); b < input.to; b = nextBucket(b, input.granularity))
      this.#buckets.push(b);
    this.#monthStart = bucketStart(input.now, 'month');
  }

  /** The earliest hour any part of the report needs. */
  get since(): number {
    return Math.min(
      bucketStart(this.#input.from, 'hour'),
      this.#monthStart,
      bucketStart(this.#input.now - WEEK_MS, 'hour'),
    );
  }

  #bucketIndex(hourStart: number): number {
    const first = this.#buckets[0];
    if (first === undefined || hourStart < first || hourStart >= this.#input.to) return -1;
    const { granularity } = this.#input;
    if (granularity === 'hour') return Math.floor((hourStart - first) / MS_PER_HOUR);
    if (granularity === 'day') return Math.floor((hourStart - first) / MS_PER_DAY);
    let index = this.#buckets.length - 1;
    while (index > 0 && (this.#buckets[index] ?? 0) > hourStart) index -= 1;
    return index;
  }

  /** One cluster-hour: micro-dollars by kind (KIND_INDEX order), the prepaid part, node-hours. */
  add(clusterId: string, hourStart: number, kindMicro: ArrayLike<number>, prepaid: number, nodeHours: number): void {
    let sums = this.#clusters.get(clusterId);
    const inRange = hourStart >= bucketStart(this.#input.from, 'hour') && hourStart < this.#input.to;
    const inMonth = hourStart >= this.#monthStart && hourStart < this.#input.now;
    const inLastDay = hourStart >= bucketStart(this.#input.now - WEEK_MS, 'hour') && hourStart < this.#input.now;
    if (!inRange && !inMonth && !inLastDay) return;
    sums ??= this.#sumsOf(clusterId);
    if (inRange) {
      addTo(sums.range, kindMicro, prepaid, nodeHours);
      const index = this.#bucketIndex(hourStart);
      if (index >= 0) {
        let total = 0;
        for (let i = 0; i < KINDS.length; i += 1) total += kindMicro[i] ?? 0;
        sums.buckets[index] = (sums.buckets[index] ?? 0) + total;
        sums.overageBuckets[index] = (sums.overageBuckets[index] ?? 0) + Math.max(0, total - prepaid);
      }
    }
    if (inMonth) addTo(sums.monthToDate, kindMicro, prepaid, nodeHours);
    if (inLastDay) {
      addTo(sums.lastWeek, kindMicro, prepaid, nodeHours);
      this.#weekFirst = Math.min(this.#weekFirst, hourStart);
    }
  }

  /**
   * A cluster's metered day: added whole (its day sums, one bucket add per hour) when the day
   * lies wholly inside or outside each span, hour by hour otherwise. Same sums as `add` per hour.
   */
  addDay(day: CompactDay): void {
    const start = day.dayStart;
    const end = start + MS_PER_DAY;
    const rangeFrom = bucketStart(this.#input.from, 'hour');
    const lastDayFrom = bucketStart(this.#input.now - WEEK_MS, 'hour');
    const spans: [number, number][] = [
      [rangeFrom, this.#input.to],
      [this.#monthStart, this.#input.now],
      [lastDayFrom, this.#input.now],
    ];
    const whole = spans.every(([from, to]) => (start >= from && end <= to) || end <= from || start >= to);
    if (!whole) {
      this.#addHours(day);
      return;
    }
    const inRange = start >= rangeFrom && end <= this.#input.to;
    const inMonth = start >= this.#monthStart && end <= this.#input.now;
    const inLastDay = start >= lastDayFrom && end <= this.#input.now;
    if (!inRange && !inMonth && !inLastDay) return;
    if (!day.used.includes(1)) return;
    const sums = this.#sumsOf(day.clusterId);
    if (inRange) {
      addTo(sums.range, day.dayKinds, day.dayPrepaid, day.dayNodeHours);
      for (let hour = 0; hour < 24; hour += 1) {
        if (!day.used[hour]) continue;
        const index = this.#bucketIndex(start + hour * MS_PER_HOUR);
        if (index < 0) continue;
        sums.buckets[index] = (sums.buckets[index] ?? 0) + (day.hourTotals[hour] ?? 0);
        sums.overageBuckets[index] =
          (sums.overageBuckets[index] ?? 0) + Math.max(0, (day.hourTotals[hour] ?? 0) - (day.prepaid[hour] ?? 0));
      }
    }
    if (inMonth) addTo(sums.monthToDate, day.dayKinds, day.dayPrepaid, day.dayNodeHours);
    if (inLastDay) {
      addTo(sums.lastWeek, day.dayKinds, day.dayPrepaid, day.dayNodeHours);
      this.#weekFirst = Math.min(this.#weekFirst, start + day.used.indexOf(1) * MS_PER_HOUR);
    }
  }

  #addHours(day: CompactDay): void {
    const kindMicro = new Float64Array(KINDS.length);
    for (let hour = 0; hour < 24; hour += 1) {
      if (!day.used[hour]) continue;
      for (let k = 0; k < KINDS.length; k += 1) kindMicro[k] = day.kinds[k]?.[hour] ?? 0;
      this.add(
        day.clusterId,
        day.dayStart + hour * MS_PER_HOUR,
        kindMicro,
        day.prepaid[hour] ?? 0,
        day.nodeHours[hour] ?? 0,
      );
    }
  }

  #sumsOf(clusterId: string): ClusterSums {
    let sums = this.#clusters.get(clusterId);
    if (!sums) {
      sums = {
        range: emptySums(),
        buckets: new Float64Array(this.#buckets.length),
        overageBuckets: new Float64Array(this.#buckets.length),
        monthToDate: emptySums(),
        lastWeek: emptySums(),
      };
      this.#clusters.set(clusterId, sums);
    }
    return sums;
  }

  /** Cluster ids that had usage in the range. */
  clusterIds(): string[] {
    return [...this.#clusters]
      .filter(([, sums]) => sums.range.kindMicro.some((v) => v !== 0) || sums.range.nodeHours > 0)
      .map(([id]) => id);
  }

  /**
   * The report, in `currency` at `rate`: each series apportioned from its cluster's total so
   * that the chart, the table, the CSV and the invoice agree to the cent. `charges` are what the
   * month's documents say (see month-charges.ts): the forecast adds them to the overage.
   */
  report(clusters: ClusterMeta[], currency: Currency, rate: number, charges: MonthCharges = NO_CHARGES): UsageReport {
    const { from, to, granularity, now } = this.#input;
    const meta = new Map(clusters.map((c) => [c.id, c]));
    const rows = this.clusterIds().map((clusterId) => {
      const sums = this.#clusters.get(clusterId) as ClusterSums;
      const amounts = amountsOf(sums.range, rate);
      const info = meta.get(clusterId);
      const clusterName = info?.name ?? clusterId;
      const points = apportion(amounts.total, Array.from(sums.buckets));
      const billablePoints = apportion(amounts.billable, Array.from(sums.overageBuckets));
      return {
        series: { clusterId, clusterName, points, billablePoints },
        row: {
          clusterId,
          clusterName,
          status: info?.status ?? 'deleted',
          nodeHours: amounts.nodeHours,
          byKind: amounts.byKind,
          total: amounts.total,
          advance: amounts.advance,
          billable: amounts.billable,
          // Filled from the footprint by UsageQueryService.withFootprint (GET /api/usage only).
          co2eGrams: 0,
        },
      };
    });
    const sumOver = (pick: (sums: ClusterSums) => Sums) => {
      let total = 0;
      let billable = 0;
      for (const sums of this.#clusters.values()) {
        const amounts = amountsOf(pick(sums), rate);
        total += amounts.total;
        billable += amounts.billable;
      }
      return { total, advance: total - billable, billable };
    };
    const monthToDate = sumOver((s) => s.monthToDate);
    const lastWeek = sumOver((s) => s.lastWeek);
    const weekDays = Math.max(1, (now - Math.max(this.#weekFirst, now - WEEK_MS)) / MS_PER_DAY);
    const overagePerDay = Number.isFinite(this.#weekFirst) ? Math.round(lastWeek.billable / weekDays) : 0;
    const monthEnd = nextBucket(this.#monthStart, 'month');
    const remainingDays = Math.max(0, (monthEnd - now) / MS_PER_DAY);
    const forecast = monthEndForecast({
      charged: charges.charged,
      committed: charges.committed,
      overageSoFar: monthToDate.billable,
      overagePerDay,
      remainingDays,
    });
    const table = rows.map((r) => r.row);
    const byKind = Object.fromEntries(
      KINDS.map((kind) => [kind, table.reduce((sum, row) => sum + row.byKind[kind], 0)]),
    ) as Record<UsageKind, number>;
    return {
      from: new Date(from).toISOString(),
      to: new Date(to).toISOString(),
      granularity,
      currency,
      rate,
      buckets: this.#buckets.map((b) => new Date(b).toISOString()),
      series: rows.map((r) => r.series),
      clusters: table,
      byKind,
      total: table.reduce((sum, row) => sum + row.total, 0),
      advance: table.reduce((sum, row) => sum + row.advance, 0),
      billable: table.reduce((sum, row) => sum + row.billable, 0),
      co2eGrams: 0,
      monthToDate: {
        from: new Date(this.#monthStart).toISOString(),
        ...monthToDate,
        charged: charges.charged,
        spent: charges.charged + monthToDate.billable,
      },
      forecast: {
        monthEnd: forecast.monthEnd,
        charged: charges.charged,
        committed: charges.committed,
        overage: forecast.overage,
        overagePerDay,
        burnRatePerDay: overagePerDay,
        basis:
          'Charged this month, plus renewals and changes due before month end, plus the autoscaled overage so far and the last 7 days’ daily average for each remaining day.',
      },
    };
  }
}

/**
 * The CSV of exactly what the chart shows: one row per bucket and cluster with its amount and
 * that amount's two parts (charged in advance, billed at month end), then the totals.
 */
export function reportCsv(report: UsageReport): string {
  const minor = (amount: number) => (amount / 100).toFixed(2);
  const code = report.currency.toLowerCase();
  const rows = [
    [
      'bucket_start',
      'cluster_id',
      'cluster_name',
      `amount_${code}`,
      `charged_in_advance_${code}`,
      `billed_at_month_end_${code}`,
    ],
  ];
  report.buckets.forEach((bucket, i) => {
    for (const series of report.series) {
      const amount = series.points[i] ?? 0;
      const billable = series.billablePoints[i] ?? 0;
      if (amount !== 0)
        rows.push([
          bucket,
          series.clusterId,
          series.clusterName,
          minor(amount),
          minor(amount - billable),
          minor(billable),
        ]);
    }
  });
  rows.push(['total', '', '', minor(report.total), minor(report.advance), minor(report.billable)]);
  return toCsv(rows);
}
