import type { CatalogRepository } from '../catalog/catalog.repository.ts';
import type { CatalogSeed } from '../../shared/catalog/catalog.schemas.ts';
import { isBilled, type ClusterRecord } from '../../shared/clusters/clusters.schemas.ts';
import { isLiveCluster } from '../../shared/cluster-lifecycle.ts';
import { lineFootprint, monthOf, nodeWatts, type LineFootprint } from '../../shared/carbon/footprint.ts';
import {
  AVERAGE_CPU_UTILIZATION,
  CPU_MAX_WATTS_PER_VCPU,
  CPU_MIN_WATTS_PER_VCPU,
  DEFAULT_PUE_SOURCE,
  GRID_INTENSITY,
  MEMORY_WATTS_PER_GB,
  METHOD_PAGE_PATH,
  PROVIDER_PUE,
} from '../../shared/carbon/factors.ts';
import { pueOf } from '../../shared/carbon/footprint.ts';
import type { Repositories } from '../store/repositories.ts';
import { errors } from '../http/app-error.ts';
import { m } from '../../shared/i18n/messages.ts';
import { toCsv } from '../platform/csv.ts';
import type { ClusterFootprint, OrganizationFootprint } from '../../shared/carbon/carbon.schemas.ts';
import { kilogramsOf } from '../../shared/carbon/footprint.ts';
import { forEachConcurrent } from '../jobs/concurrency.ts';
import { bucketStart } from './usage-report.ts';
import type { UsageKind } from './usage-rates.ts';
import { UsageMeter } from './usage.service.ts';

/** The kinds whose unit-hours are nodes running: configured nodes and autoscaled ones. */
const NODE_KINDS: ReadonlySet<UsageKind> = new Set(['nodes', 'autoscaled-nodes']);
const UNMETERED_CONCURRENCY = 8;
const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** One cluster's footprint in one calendar month (UTC): the line the rounding applies to. */
export type ClusterMonthFootprint = LineFootprint & {
  clusterId: string;
  clusterName: string;
  month: string;
  providerId: string;
  regionId: string;
  country: string;
  /** Node-hours by node size, to 1/10 000 h, with the size's power draw. */
  bySize: { nodeSizeId: string; nodeHours: number; watts: number }[];
};

/** The first instant of a "YYYY-MM" month and of the next one. */
export function monthSpan(month: string): { from: number; to: number } {
  const from = Date.parse(`${month}-01T00:00:00.000Z`);
  const next = new Date(from);
  next.setUTCMonth(next.getUTCMonth() + 1);
  return { from, to: next.getTime() };
}

/**
 * Carbon footprints from metered node-hours: the day records the hourly meter wrote (node-hours
 * by size, configured and autoscaled), plus the hours not metered yet computed from the same
 * configuration history, the way the usage report counts them. One line per cluster and month.
 */
export class FootprintService {
  #repositories: Repositories;
  #catalog: CatalogRepository;
  #meter: UsageMeter;
  #now: () => number;

  constructor(deps: {
    repositories: Repositories;
    catalog: CatalogRepository;
    meter?: UsageMeter;
    now?: () => number;
  }) {
    this.#repositories = deps.repositories;
    this.#catalog = deps.catalog;
    this.#now = deps.now ?? Date.now;
    this.#meter =
      deps.meter ?? new UsageMeter({ repositories: deps.repositories, catalog: deps.catalog, now: this.#now });
  }

  now(): number {
    return this.#now();
  }

  /**
   * The cluster-month lines of an organization's clusters over the UTC days of [from, to) (a
   * metered day counts whole; hours not metered yet count by the hour), ordered by month then
   * cluster name. `only` keeps one cluster.
   */
  async lines(organizationId: string, from: number, to: number, only?: string): Promise<ClusterMonthFootprint[]> {
    const now = this.#now();
    const [clusters, catalog] = await Promise.all([
      this.#repositories.clusters.listForOrganization(organizationId),
      this.#catalog.snapshot(),
    ]);
    const chosen = clusters.filter((c) => !only || c.id === only);
    const ids = new Set(chosen.map((c) => c.id));
    const hours = new Map<string, Map<string, Record<string, number>>>();
    const add = (clusterId: string, month: string, sizeId: string, value: number) => {
      let months = hours.get(clusterId);
      if (!months) hours.set(clusterId, (months = new Map()));
      const sizes = months.get(month) ?? {};
      sizes[sizeId] = (sizes[sizeId] ?? 0) + value;
      months.set(month, sizes);
    };
    if (to > from) {
      const records = await this.#repositories.usage.listDays(organizationId, day(from), day(to - 1));
      for (const record of records) {
        if (!ids.has(record.clusterId)) continue;
        const month = record.day.slice(0, 7);
        for (const item of Object.values(record.items))
          if (NODE_KINDS.has(item.kind) && item.unitHours > 0) add(record.clusterId, month, item.ref, item.unitHours);
      }
      await this.#unmetered(chosen, from, to, now, catalog, add);
    }
    const lines: ClusterMonthFootprint[] = [];
    for (const cluster of chosen) {
      for (const [month, bySize] of hours.get(cluster.id) ?? [])
        lines.push(this.#line(cluster, month, bySize, catalog));
    }
    return lines.sort((a, b) => a.month.localeCompare(b.month) || a.clusterName.localeCompare(b.clusterName));
  }

  /** GET /api/clusters/{id}/footprint: one cluster's month (the current one by default); another organization's is 404. */
  async forCluster(organizationId: string, clusterId: string, month?: string): Promise<ClusterFootprint> {
    const cluster = await this.#repositories.clusters.find(organizationId, clusterId);
    if (!cluster) throw errors.notFound(m.error_no_such_cluster());
    const line = await this.clusterMonth(organizationId, cluster, month ?? monthOf(this.#now()));
    return {
      month: line.month,
      kgCo2e: kilogramsOf(line.grams),
      co2eGrams: line.grams,
      nodeHours: line.nodeHours,
      kWh: line.kWh,
      method: methodOf(line),
      bySize: line.bySize,
    };
  }

  /** GET /api/usage/footprint: every cluster-month line of the months [fromMonth, toMonth], their months and total. */
  async forOrganization(organizationId: string, fromMonth?: string, toMonth?: string): Promise<OrganizationFootprint> {
    const current = monthOf(this.#now());
    const first = fromMonth ?? toMonth ?? current;
    const last = toMonth ?? (fromMonth && fromMonth > current ? fromMonth : current);
    const lines = await this.lines(organizationId, monthSpan(first).from, monthSpan(last).to);
    const months = new Map<string, { month: string; co2eGrams: number; kgCo2e: number; nodeHours: number }>();
    for (const line of lines) {
      const entry = months.get(line.month) ?? { month: line.month, co2eGrams: 0, kgCo2e: 0, nodeHours: 0 };
      entry.co2eGrams += line.grams;
      entry.nodeHours = Math.round((entry.nodeHours + line.nodeHours) * 10_000) / 10_000;
      entry.kgCo2e = kilogramsOf(entry.co2eGrams);
      months.set(line.month, entry);
    }
    const grams = lines.reduce((sum, line) => sum + line.grams, 0);
    return {
      from: first,
      to: last,
      co2eGrams: grams,
      kgCo2e: kilogramsOf(grams),
      nodeHours: Math.round(lines.reduce((sum, line) => sum + line.nodeHours, 0) * 10_000) / 10_000,
      months: [...months.values()],
      clusters: lines.map((line) => ({
        clusterId: line.clusterId,
        clusterName: line.clusterName,
        month: line.month,
        providerId: line.providerId,
        regionId: line.regionId,
        country: line.country,
        nodeHours: line.nodeHours,
        kWh: line.kWh,
        co2eGrams: line.grams,
        pue: line.pue,
        gridIntensityGramsPerKwh: line.gridIntensity,
        bySize: line.bySize,
      })),
      method: METHOD_PAGE_PATH,
    };
  }

  /** One cluster's line for a month (a line of zeros when it ran no node that month). */
  async clusterMonth(organizationId: string, cluster: ClusterRecord, month: string): Promise<ClusterMonthFootprint> {
    const { from, to } = monthSpan(month);
    const [line] = await this.lines(organizationId, from, to, cluster.id);
    return line ?? this.#line(cluster, month, {}, await this.#catalog.snapshot());
  }

  #line(cluster: ClusterRecord, month: string, bySize: Record<string, number>, catalog: CatalogSeed) {
    const region = catalog.regions.find((r) => r.id === cluster.regionId);
    const country = region?.country ?? '';
    const rounded = Object.fromEntries(
      Object.entries(bySize).map(([id, value]) => [id, Math.round(value * 10_000) / 10_000]),
    );
    const footprint = lineFootprint(rounded, { providerId: cluster.providerId, country }, catalog.nodeSizes);
    return {
      ...footprint,
      clusterId: cluster.id,
      clusterName: cluster.name,
      month,
      providerId: cluster.providerId,
      regionId: cluster.regionId,
      country,
      bySize: Object.entries(rounded)
        .filter(([, value]) => value > 0)
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([nodeSizeId, nodeHours]) => {
          const size = catalog.nodeSizes.find((s) => s.id === nodeSizeId);
          return { nodeSizeId, nodeHours, watts: size ? nodeWatts(size) : 0 };
        }),
    };
  }

  /** Hours the hourly job has not metered yet, as the usage report computes them. */
  async #unmetered(
    clusters: readonly ClusterRecord[],
    from: number,
    to: number,
    now: number,
    catalog: CatalogSeed,
    add: (clusterId: string, month: string, sizeId: string, value: number) => void,
  ): Promise<void> {
    const due = clusters
      .filter((c) => isLiveCluster(c) && isBilled(c))
      .flatMap((cluster) => {
        const start = Math.max(
          from,
          Date.parse(
            cluster.meteredUntil ?? new Date(bucketStart(Date.parse(cluster.createdAt), 'hour')).toISOString(),
          ),
        );
        const end = Math.min(to, now);
        return end > start ? [{ cluster, start, end }] : [];
      });
    await forEachConcurrent(due, UNMETERED_CONCURRENCY, async ({ cluster, start, end }) => {
      for (const hour of await this.#meter.hours(cluster, start, end, catalog)) {
        const month = monthOf(Date.parse(hour.hourStart));
        for (const item of hour.items)
          if (NODE_KINDS.has(item.kind) && item.unitHours > 0) add(cluster.id, month, item.ref, item.unitHours);
      }
    });
  }
}

/** The factors of a cluster's line and where the method is explained (the API's `method`). */
export function methodOf(line: Pick<ClusterMonthFootprint, 'providerId' | 'country' | 'pue' | 'gridIntensity'>) {
  const grid = GRID_INTENSITY[line.country];
  return {
    page: METHOD_PAGE_PATH,
    formula: 'grams CO2e = node-hours × watts(node size) × PUE(provider) × grid intensity(country) / 1000',
    rounding: 'Integer grams, rounded once (half up) per cluster and calendar month (UTC); kg = grams / 1000.',
    cpuMinWattsPerVcpu: CPU_MIN_WATTS_PER_VCPU,
    cpuMaxWattsPerVcpu: CPU_MAX_WATTS_PER_VCPU,
    averageCpuUtilization: AVERAGE_CPU_UTILIZATION,
    memoryWattsPerGb: MEMORY_WATTS_PER_GB,
    providerId: line.providerId,
    pue: line.pue,
    pueSource: (PROVIDER_PUE[line.providerId]?.source ?? DEFAULT_PUE_SOURCE).url,
    puePublishedByProvider: pueOf(line.providerId).published,
    country: line.country,
    gridIntensityGramsPerKwh: line.gridIntensity,
    gridIntensityYear: grid?.year ?? null,
    gridIntensitySource: grid?.source.url ?? null,
  };
}

/**
 * The footprint as CSV: one row per cluster and month with the place, the energy, the grams and
 * the factors, then the total (the same grams as the API and the screens).
 */
export function footprintCsv(footprint: OrganizationFootprint): string {
  const watts = (line: OrganizationFootprint['clusters'][number]) =>
    line.bySize.map((s) => `${s.nodeSizeId}:${s.nodeHours}h@${s.watts}W`).join(' ');
  const rows: string[][] = [
    [
      'month',
      'cluster_id',
      'cluster_name',
      'provider',
      'region',
      'country',
      'node_hours',
      'kwh',
      'co2e_grams',
      'co2e_kg',
      'pue',
      'grid_g_per_kwh',
      'node_sizes',
    ],
  ];
  for (const line of footprint.clusters)
    rows.push([
      line.month,
      line.clusterId,
      line.clusterName,
      line.providerId,
      line.regionId,
      line.country,
      String(line.nodeHours),
      line.kWh.toFixed(3),
      String(line.co2eGrams),
      kilogramsOf(line.co2eGrams).toFixed(3),
      String(line.pue),
      String(line.gridIntensityGramsPerKwh),
      watts(line),
    ]);
  rows.push([
    'total',
    '',
    '',
    '',
    '',
    '',
    String(footprint.nodeHours),
    '',
    String(footprint.co2eGrams),
    kilogramsOf(footprint.co2eGrams).toFixed(3),
    '',
    '',
    footprint.method,
  ]);
  return toCsv(rows);
}
