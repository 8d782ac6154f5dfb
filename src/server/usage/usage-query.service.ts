import type { CatalogRepository } from '../catalog/catalog.repository.ts';
import { isBilled, type ClusterRecord } from '../../shared/clusters/clusters.schemas.ts';
import { errors } from '../http/app-error.ts';
import type { Currency } from '../../shared/money.ts';
import type { Repositories } from '../store/repositories.ts';
import { bucketStart, KIND_INDEX, ReportAccumulator, type HourCell, type MonthCharges } from './usage-report.ts';
import type { UsageKind } from './usage-rates.ts';
import type { UsageQuery, UsageReport } from '../../shared/usage/usage.schemas.ts';
import { nodeHoursOf, type MeteredHour, type UsageMeter } from './usage.service.ts';
import { forEachConcurrent } from '../jobs/concurrency.ts';
import { compactDay, UsageDayCache } from './usage-day-cache.ts';
import { onUsageDayWritten, type UsageDayRecord } from './usage.repository.ts';
import { meterDue } from '../clusters/clusters.repository.ts';
import { displayCurrencyOf } from '../billing/billing-currency.ts';
import type { MonthChargesService } from '../billing/month-charges.ts';
import { MS_PER_HOUR, MS_PER_DAY } from '../../shared/time.ts';
import { m } from '../../shared/i18n/messages.ts';
import { isLiveCluster } from '../../shared/cluster-lifecycle.ts';
import { FootprintService } from './footprint.service.ts';

const KIND_COUNT = Object.keys(KIND_INDEX).length;

type Deps = {
  repositories: Repositories;
  catalog: CatalogRepository;
  meter: UsageMeter;
  /** Units of a currency per US dollar now (the exchange-rate cache). */
  rateOf: (currency: Currency) => Promise<number>;
  /** The month's charges from its invoices and renewals (the forecast and the budget add them). */
  charges?: MonthChargesService;
  now?: () => number;
};
const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);
/** Clusters whose unmetered hours are computed at once (two reads each). */
const UNMETERED_CONCURRENCY = 8;
const dayAfter = (d: string) => day(Date.parse(`${d}T00:00:00.000Z`) + MS_PER_DAY);

/**
 * Usage before this instant is final: every cluster that can still be metered (meterDue) has its
 * metering cursor at or after it, and a cluster created from now on meters from now on. Days that
 * end by then get no more writes, whichever instance meters.
 */
function closedBefore(clusters: readonly ClusterRecord[], now: number): number {
  let before = Math.floor(now / MS_PER_HOUR) * MS_PER_HOUR;
  for (const cluster of clusters) {
    const due = meterDue(cluster);
    if (due !== null) before = Math.min(before, Date.parse(due));
  }
  return Math.floor(before / MS_PER_DAY) * MS_PER_DAY;
}

/**
 * The usage page's data: stored hours (metered) plus the hours not metered yet, computed now
 * from the same history, so the current hour shows too and nothing waits for the hourly job.
 */
export class UsageQueryService {
  #deps: Deps;
  #days = new UsageDayCache();
  /** Carbon footprints from the same metered node-hours. */
  readonly footprint: FootprintService;

  constructor(deps: Deps) {
    this.#deps = deps;
    this.footprint = new FootprintService({
      repositories: deps.repositories,
      catalog: deps.catalog,
      meter: deps.meter,
      now: deps.now,
    });
    // A later metering write to a day kept in the cache (this process) drops it at once.
    onUsageDayWritten((organizationId, written) => this.#days.written(organizationId, written));
  }

  /** The report in the organization's billing currency (the asked one before its first paid order). */
  async report(organizationId: string, query: UsageQuery): Promise<UsageReport> {
    const organization = await this.#deps.repositories.organizations.findById(organizationId);
    const [report] = await this.reports(organizationId, query, [displayCurrencyOf(organization, query.currency)]);
    return report as UsageReport;
  }

  /**
   * The report with each row's estimated emissions (`co2eGrams`): the cluster-month lines of the
   * range's days, each rounded once, added up per cluster, and the rows added up.
   */
  async withFootprint(organizationId: string, query: UsageQuery, report: UsageReport): Promise<UsageReport> {
    const lines = await this.footprint.lines(
      organizationId,
      Date.parse(query.from),
      Date.parse(query.to),
      query.clusterId,
    );
    const grams = new Map<string, number>();
    for (const line of lines) grams.set(line.clusterId, (grams.get(line.clusterId) ?? 0) + line.grams);
    const clusters = report.clusters.map((row) => ({ ...row, co2eGrams: grams.get(row.clusterId) ?? 0 }));
    return { ...report, clusters, co2eGrams: clusters.reduce((sum, row) => sum + row.co2eGrams, 0) };
  }

  /**
   * The same report in several currencies, the usage read and added up once (the billing
   * summary shows it in the viewer's currency and checks the budget in the budget's).
   */
  async reports(
    organizationId: string,
    query: Omit<UsageQuery, 'currency'>,
    currencies: readonly Currency[],
    known?: readonly MonthCharges[],
  ): Promise<UsageReport[]> {
    const now = (this.#deps.now ?? Date.now)();
    const { repositories } = this.#deps;
    const everyCluster = await repositories.clusters.listForOrganization(organizationId);
    if (query.clusterId && !everyCluster.some((c) => c.id === query.clusterId))
      throw errors.notFound(m.error_no_such_cluster_organization());
    const from = Date.parse(query.from);
    const to = Date.parse(query.to);
    const accumulator = new ReportAccumulator({ from, to, granularity: query.granularity, now });
    const only = query.clusterId;
    const span = { from: accumulator.since, to: Math.max(Math.min(to, now), now) };
    const fromDay = day(span.from);
    const toDay = day(span.to - 1);
    // Closed days come from the cache; the days metering may still write are read every time.
    const lastClosed = day(closedBefore(everyCluster, now) - MS_PER_DAY);
    const closedTo = lastClosed < toDay ? lastClosed : toDay;
    const openFrom = lastClosed < fromDay ? fromDay : dayAfter(lastClosed);
    const [closed, open, rates] = await Promise.all([
      fromDay <= closedTo
        ? this.#days.closedDays(organizationId, fromDay, closedTo, (a, b) =>
            repositories.usage.listDays(organizationId, a, b),
          )
        : [],
      openFrom <= toDay
        ? repositories.usage.listDays(organizationId, openFrom, toDay).then((records) => records.map(compactDay))
        : [],
      Promise.all(currencies.map((currency) => this.#deps.rateOf(currency))),
    ]);
    for (const days of [closed, open]) {
      for (const compact of days) if (!only || compact.clusterId === only) accumulator.addDay(compact);
    }
    const kindMicro = new Float64Array(KIND_COUNT);
    const live = everyCluster.filter(isLiveCluster);
    for (const cell of await this.#unmetered(live, span.from, span.to, now)) {
      if (only && cell.clusterId !== only) continue;
      kindMicro.fill(0);
      for (const [kind, value] of Object.entries(cell.kinds)) kindMicro[KIND_INDEX[kind as UsageKind]] = value;
      accumulator.add(cell.clusterId, cell.hourStart, kindMicro, cell.prepaidMicroUsd, cell.nodeHours);
    }
    const used = new Set(accumulator.clusterIds());
    const meta = everyCluster.filter((c) => used.has(c.id)).map((c) => ({ id: c.id, name: c.name, status: c.status }));
    const { charges } = this.#deps;
    const month =
      known ??
      (charges
        ? await Promise.all(currencies.map((currency, i) => charges.of(organizationId, currency, rates[i] ?? 1, now)))
        : []);
    return currencies.map((currency, i) => accumulator.report(meta, currency, rates[i] ?? 1, month[i]));
  }

  /** Every cluster-hour of an organization in [from, to): metered ones and those computed now. */
  async cells(organizationId: string, from: number, to: number, now: number): Promise<HourCell[]> {
    const { repositories } = this.#deps;
    const days = await repositories.usage.listDays(organizationId, day(from), day(to - 1));
    return this.cellsFrom(days, await repositories.clusters.listLive(organizationId), from, to, now);
  }

  /**
   * `cells` from records already read (a batch reads many organizations' at once): the day
   * records in [from, to) oldest first, and the organization's live clusters.
   */
  async cellsFrom(
    days: readonly Readonly<UsageDayRecord>[],
    live: readonly ClusterRecord[],
    from: number,
    to: number,
    now: number,
  ): Promise<HourCell[]> {
    const cells: HourCell[] = [];
    for (const record of days) {
      const base = Date.parse(`${record.day}T00:00:00.000Z`);
      for (let hour = 0; hour < 24; hour += 1) {
        const hourStart = base + hour * MS_PER_HOUR;
        if (hourStart < bucketStart(from, 'hour') || hourStart >= to) continue;
        const kinds: Partial<Record<UsageKind, number>> = {};
        let any = false;
        for (const [kind, values] of Object.entries(record.kinds) as [UsageKind, number[]][]) {
          const value = values[hour] ?? 0;
          if (value !== 0) any = true;
          kinds[kind] = value;
        }
        if (!any && !(record.prepaidHours[hour] ?? 0)) continue;
        cells.push({
          clusterId: record.clusterId,
          hourStart,
          kinds,
          prepaidMicroUsd: record.prepaidHours[hour] ?? 0,
          nodeHours: record.nodeHours[hour] ?? 0,
        });
      }
    }
    cells.push(...(await this.#unmetered(live, from, to, now)));
    return cells;
  }

  /** What the hourly job has not metered yet: computed from the history, never stored here. */
  async #unmetered(live: readonly ClusterRecord[], from: number, to: number, now: number): Promise<HourCell[]> {
    const { catalog, meter } = this.#deps;
    const cells: HourCell[] = [];
    // Clusters that are not billed (provider test clusters) have no usage. Their histories are
    // read side by side (each is two small reads), not one cluster after the other.
    const due = live.filter(isBilled).flatMap((cluster) => {
      const start = Math.max(
        from,
        Date.parse(cluster.meteredUntil ?? new Date(bucketStart(Date.parse(cluster.createdAt), 'hour')).toISOString()),
      );
      const end = Math.min(to, now);
      return end > start ? [{ cluster, start, end }] : [];
    });
    if (due.length === 0) return cells;
    const seed = await catalog.snapshot();
    const hoursOf = new Array<MeteredHour[]>(due.length);
    await forEachConcurrent(due, UNMETERED_CONCURRENCY, async ({ cluster, start, end }, i) => {
      hoursOf[i] = await meter.hours(cluster, start, end, seed);
    });
    due.forEach(({ cluster }, i) => {
      for (const hour of hoursOf[i] ?? []) {
        const kinds: Partial<Record<UsageKind, number>> = {};
        for (const item of hour.items) kinds[item.kind] = (kinds[item.kind] ?? 0) + item.amountMicroUsd;
        cells.push({
          clusterId: cluster.id,
          hourStart: Date.parse(hour.hourStart),
          kinds,
          prepaidMicroUsd: hour.prepaidMicroUsd,
          nodeHours: nodeHoursOf(hour),
        });
      }
    });
    return cells;
  }
}
