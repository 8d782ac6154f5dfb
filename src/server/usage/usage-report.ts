import { MICRO_USD_PER_CENT, type Currency } from '../../shared/money.ts';
import { convertCents } from '../pricing/quote.ts';
import type { UsageKind } from './usage-rates.ts';
import type { UsageReport } from './usage.schemas.ts';

/** One cluster-hour of usage: cost by kind and the prepaid part, micro-dollars. */
export type HourCell = { clusterId: string; hourStart: number; kinds: Partial<Record<UsageKind, number>>; prepaidMicroUsd: number; nodeHours: number };

export type ClusterMeta = { id: string; name: string; status: string };

const KINDS: UsageKind[] = ['control-plane', 'nodes', 'included-nodes', 'ha-control-plane', 'addons'];
const DAY_MS = 86_400_000;

/** Micro-dollars to cents, half away from zero. */
export const cents = (micro: number) => (micro < 0 ? -1 : 1) * Math.floor((Math.abs(micro) + MICRO_USD_PER_CENT / 2) / MICRO_USD_PER_CENT);

/** The start of the bucket that holds `ms`. */
export function bucketStart(ms: number, granularity: 'hour' | 'day' | 'month'): number {
  const date = new Date(ms);
  if (granularity === 'hour') return Math.floor(ms / 3_600_000) * 3_600_000;
  if (granularity === 'day') return Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate());
  return Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), 1);
}

function nextBucket(ms: number, granularity: 'hour' | 'day' | 'month'): number {
  if (granularity === 'hour') return ms + 3_600_000;
  if (granularity === 'day') return ms + DAY_MS;
  const date = new Date(ms);
  return Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 1);
}

/** Per cluster: amounts by kind, total and billable part, rounded once (invoice rounding). */
export type ClusterAmounts = { byKind: Record<UsageKind, number>; total: number; billable: number; billableUsdCents: number; nodeHours: number };

/**
 * Rounds a cluster's hours the way a usage invoice does: each kind's sum to the US cent once;
 * the total is their sum, and the billable part is the total less what orders prepaid (rounded
 * to the cent once). The total and the billable part are converted into the currency at `rate`
 * as an invoice line is; the kinds share the converted total exactly.
 */
export function clusterAmounts(cells: readonly HourCell[], rate: number): ClusterAmounts {
  const kindMicro: Partial<Record<UsageKind, number>> = {};
  let prepaid = 0;
  let nodeHours = 0;
  for (const cell of cells) {
    for (const kind of KINDS) kindMicro[kind] = (kindMicro[kind] ?? 0) + (cell.kinds[kind] ?? 0);
    prepaid += cell.prepaidMicroUsd;
    nodeHours += cell.nodeHours;
  }
  const usdByKind = KINDS.map((kind) => cents(kindMicro[kind] ?? 0));
  const totalUsd = usdByKind.reduce((a, b) => a + b, 0);
  const billableUsdCents = totalUsd - cents(prepaid);
  const total = convertCents(totalUsd, rate);
  const shares = apportion(total, usdByKind);
  return {
    byKind: Object.fromEntries(KINDS.map((kind, i) => [kind, shares[i] ?? 0])) as Record<UsageKind, number>,
    total,
    billable: convertCents(billableUsdCents, rate),
    billableUsdCents,
    nodeHours: Math.round(nodeHours * 100) / 100,
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

const groupByCluster = (cells: readonly HourCell[]) => {
  const groups = new Map<string, HourCell[]>();
  for (const cell of cells) {
    const list = groups.get(cell.clusterId);
    if (list) list.push(cell);
    else groups.set(cell.clusterId, [cell]);
  }
  return groups;
};

/** Total and billable of a set of cells, summed over clusters as invoices sum them. */
export function totalsOf(cells: readonly HourCell[], rate: number): { total: number; billable: number } {
  let total = 0;
  let billable = 0;
  for (const own of groupByCluster(cells).values()) {
    const amounts = clusterAmounts(own, rate);
    total += amounts.total;
    billable += amounts.billable;
  }
  return { total, billable };
}

/**
 * Aggregates cluster-hours into the usage page: a series per cluster (one amount per bucket),
 * per cluster totals by kind, and the grand total, in `currency` at `rate`. Rounding happens once,
 * per cluster and kind, exactly as invoices round; each series is apportioned from its cluster's
 * total so that the chart, the table, the CSV and the invoice agree to the cent.
 */
export function buildReport(input: {
  cells: HourCell[];
  clusters: ClusterMeta[];
  from: number;
  to: number;
  granularity: 'hour' | 'day' | 'month';
  currency: Currency;
  rate: number;
  monthToDate: { from: number; cells: HourCell[] };
  last24h: HourCell[];
  now: number;
}): UsageReport {
  const { from, to, granularity, rate } = input;
  const buckets: number[] = [];
  for (let b = bucketStart(from, granularity); b < to; b = nextBucket(b, granularity)) buckets.push(b);
  const index = new Map(buckets.map((b, i) => [b, i]));
  const meta = new Map(input.clusters.map((c) => [c.id, c]));
  const clusters = [...groupByCluster(input.cells)].map(([clusterId, own]) => {
    const micro = Array.from({ length: buckets.length }, () => 0);
    for (const cell of own) {
      const at = index.get(bucketStart(cell.hourStart, granularity));
      if (at !== undefined) micro[at] = (micro[at] ?? 0) + KINDS.reduce((sum, kind) => sum + (cell.kinds[kind] ?? 0), 0);
    }
    const amounts = clusterAmounts(own, rate);
    const info = meta.get(clusterId);
    const clusterName = info?.name ?? clusterId;
    return {
      series: { clusterId, clusterName, points: apportion(amounts.total, micro) },
      row: { clusterId, clusterName, status: info?.status ?? 'deleted', nodeHours: amounts.nodeHours, byKind: amounts.byKind, total: amounts.total, billable: amounts.billable },
    };
  });
  const rows = clusters.map((c) => c.row);
  const byKind = Object.fromEntries(KINDS.map((kind) => [kind, rows.reduce((sum, row) => sum + row.byKind[kind], 0)])) as Record<UsageKind, number>;
  const monthToDate = totalsOf(input.monthToDate.cells, rate);
  const burnRate = totalsOf(input.last24h, rate).total;
  const monthEnd = nextBucket(bucketStart(input.now, 'month'), 'month');
  const remainingDays = Math.max(0, (monthEnd - input.now) / DAY_MS);
  return {
    from: new Date(from).toISOString(),
    to: new Date(to).toISOString(),
    granularity,
    currency: input.currency,
    rate,
    buckets: buckets.map((b) => new Date(b).toISOString()),
    series: clusters.map((c) => c.series),
    clusters: rows,
    byKind,
    total: rows.reduce((sum, row) => sum + row.total, 0),
    billable: rows.reduce((sum, row) => sum + row.billable, 0),
    monthToDate: { from: new Date(input.monthToDate.from).toISOString(), ...monthToDate },
    forecast: {
      monthEnd: monthToDate.total + Math.round(burnRate * remainingDays),
      burnRatePerDay: burnRate,
      basis: 'Month to date, plus the last 24 hours’ spending for each remaining day (an estimate).',
    },
  };
}

/** The CSV of exactly what the chart shows: one row per bucket and cluster, then the totals. */
export function reportCsv(report: UsageReport): string {
  const quote = (value: string) => (/[",\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value);
  const minor = (amount: number) => (amount / 100).toFixed(2);
  const lines = [`bucket_start,cluster_id,cluster_name,amount_${report.currency.toLowerCase()}`];
  report.buckets.forEach((bucket, i) => {
    for (const series of report.series) {
      const amount = series.points[i] ?? 0;
      if (amount !== 0) lines.push([bucket, series.clusterId, quote(series.clusterName), minor(amount)].join(','));
    }
  });
  lines.push(['total', '', '', minor(report.total)].join(','));
  return `${lines.join('\r\n')}\r\n`;
}
