import { MICRO_USD_PER_CENT } from '../../shared/money.ts';
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

/**
 * Aggregates cluster-hours into the usage page: a series per cluster (one amount per bucket),
 * per cluster totals by kind, and the grand total. Rounding happens once, per cluster and kind,
 * exactly as invoices round, so the table, the CSV and the invoice agree to the cent; the chart's
 * per-bucket points are rounded for display only.
 */
export function buildReport(input: {
  cells: HourCell[];
  clusters: ClusterMeta[];
  from: number;
  to: number;
  granularity: 'hour' | 'day' | 'month';
  monthToDate: { from: number; cells: HourCell[] };
  last24h: HourCell[];
  now: number;
}): UsageReport {
  const { from, to, granularity } = input;
  const buckets: number[] = [];
  for (let b = bucketStart(from, granularity); b < to; b = nextBucket(b, granularity)) buckets.push(b);
  const index = new Map(buckets.map((b, i) => [b, i]));
  const ids = [...new Set(input.cells.map((c) => c.clusterId))];
  const meta = new Map(input.clusters.map((c) => [c.id, c]));
  const clusters = ids.map((clusterId) => {
    const own = input.cells.filter((c) => c.clusterId === clusterId);
    const micro = Array.from({ length: buckets.length }, () => 0);
    const kindMicro: Partial<Record<UsageKind, number>> = {};
    let prepaid = 0;
    let nodeHours = 0;
    for (const cell of own) {
      const at = index.get(bucketStart(cell.hourStart, granularity));
      const total = KINDS.reduce((sum, kind) => sum + (cell.kinds[kind] ?? 0), 0);
      if (at !== undefined) micro[at] = (micro[at] ?? 0) + total;
      for (const kind of KINDS) kindMicro[kind] = (kindMicro[kind] ?? 0) + (cell.kinds[kind] ?? 0);
      prepaid += cell.prepaidMicroUsd;
      nodeHours += cell.nodeHours;
    }
    const byKind = Object.fromEntries(KINDS.map((kind) => [kind, cents(kindMicro[kind] ?? 0)])) as Record<UsageKind, number>;
    const totalUsdCents = KINDS.reduce((sum, kind) => sum + byKind[kind], 0);
    const totalMicro = KINDS.reduce((sum, kind) => sum + (kindMicro[kind] ?? 0), 0);
    const info = meta.get(clusterId);
    return {
      series: { clusterId, clusterName: info?.name ?? clusterId, points: micro.map(cents) },
      row: {
        clusterId,
        clusterName: info?.name ?? clusterId,
        status: info?.status ?? 'deleted',
        nodeHours: Math.round(nodeHours * 100) / 100,
        byKind,
        totalUsdCents,
        billableUsdCents: cents(totalMicro - prepaid),
      },
    };
  });
  const rows = clusters.map((c) => c.row);
  const byKind = Object.fromEntries(KINDS.map((kind) => [kind, rows.reduce((sum, row) => sum + row.byKind[kind], 0)])) as Record<UsageKind, number>;
  const sumTotal = (cells: HourCell[]) => cents(cells.reduce((sum, c) => sum + KINDS.reduce((s, k) => s + (c.kinds[k] ?? 0), 0), 0));
  const sumBillable = (cells: HourCell[]) => cents(cells.reduce((sum, c) => sum + KINDS.reduce((s, k) => s + (c.kinds[k] ?? 0), 0) - c.prepaidMicroUsd, 0));
  const monthToDateTotal = sumTotal(input.monthToDate.cells);
  const burnRate = sumTotal(input.last24h);
  const monthEnd = bucketStart(input.now, 'month') === input.monthToDate.from ? nextBucket(input.monthToDate.from, 'month') : input.now;
  const remainingDays = Math.max(0, (monthEnd - input.now) / DAY_MS);
  return {
    from: new Date(from).toISOString(),
    to: new Date(to).toISOString(),
    granularity,
    buckets: buckets.map((b) => new Date(b).toISOString()),
    series: clusters.map((c) => c.series),
    clusters: rows,
    byKind,
    totalUsdCents: rows.reduce((sum, row) => sum + row.totalUsdCents, 0),
    billableUsdCents: rows.reduce((sum, row) => sum + row.billableUsdCents, 0),
    monthToDate: { from: new Date(input.monthToDate.from).toISOString(), totalUsdCents: monthToDateTotal, billableUsdCents: sumBillable(input.monthToDate.cells) },
    forecast: {
      monthEndUsdCents: monthToDateTotal + Math.round(burnRate * remainingDays),
      burnRateUsdCentsPerDay: burnRate,
      basis: 'Month to date, plus the last 24 hours’ spending for each remaining day (an estimate).',
    },
  };
}
