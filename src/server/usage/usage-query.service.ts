import type { CatalogRepository } from '../catalog/catalog.repository.ts';
import type { ClusterRecord } from '../clusters/clusters.schemas.ts';
import { errors } from '../http/app-error.ts';
import type { Currency } from '../../shared/money.ts';
import type { Repositories } from '../store/repositories.ts';
import { bucketStart, buildReport, type HourCell } from './usage-report.ts';
import { HOUR_MS } from './usage-meter.ts';
import type { UsageKind } from './usage-rates.ts';
import type { UsageQuery, UsageReport } from './usage.schemas.ts';
import { nodeHoursOf, type UsageMeter } from './usage.service.ts';

const DAY_MS = 86_400_000;

type Deps = {
  repositories: Repositories;
  catalog: CatalogRepository;
  meter: UsageMeter;
  /** Units of a currency per US dollar now (the exchange-rate cache). */
  rateOf: (currency: Currency) => Promise<number>;
  now?: () => number;
};
const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/**
 * The usage page's data: stored hours (metered) plus the hours not metered yet, computed now
 * from the same history, so the current hour shows too and nothing waits for the hourly job.
 */
export class UsageQueryService {
  #deps: Deps;

  constructor(deps: Deps) {
    this.#deps = deps;
  }

  async report(organizationId: string, query: UsageQuery): Promise<UsageReport> {
    const now = (this.#deps.now ?? Date.now)();
    if (query.clusterId && !(await this.#deps.repositories.clusters.find(organizationId, query.clusterId))) throw errors.notFound('No such cluster in your organization.');
    const from = Date.parse(query.from);
    const to = Math.min(Date.parse(query.to), now);
    const monthStart = bucketStart(now, 'month');
    const span = { from: Math.min(from, monthStart, now - DAY_MS), to: Math.max(to, now) };
    const cells = (await this.cells(organizationId, span.from, span.to, now)).filter((c) => !query.clusterId || c.clusterId === query.clusterId);
    const within = (a: number, b: number) => cells.filter((c) => c.hourStart >= bucketStart(a, 'hour') && c.hourStart < b);
    const [clusters, rate] = await Promise.all([this.#clusters(organizationId, [...new Set(cells.map((c) => c.clusterId))]), this.#deps.rateOf(query.currency)]);
    return buildReport({
      currency: query.currency,
      rate,
      cells: within(from, Math.max(to, from)),
      clusters: clusters.map((c) => ({ id: c.id, name: c.name, status: c.status })),
      from,
      to: Date.parse(query.to),
      granularity: query.granularity,
      monthToDate: { from: monthStart, cells: within(monthStart, now) },
      last24h: within(now - DAY_MS, now),
      now,
    });
  }

  /** Every cluster-hour of an organization in [from, to): metered ones and those computed now. */
  async cells(organizationId: string, from: number, to: number, now: number): Promise<HourCell[]> {
    const { repositories, catalog, meter } = this.#deps;
    const days = await repositories.usage.listDays(organizationId, day(from), day(to - 1));
    const cells: HourCell[] = [];
    for (const record of days) {
      const base = Date.parse(`${record.day}T00:00:00.000Z`);
      for (let hour = 0; hour < 24; hour += 1) {
        const hourStart = base + hour * HOUR_MS;
        if (hourStart < bucketStart(from, 'hour') || hourStart >= to) continue;
        const kinds: Partial<Record<UsageKind, number>> = {};
        let any = false;
        for (const [kind, values] of Object.entries(record.kinds) as [UsageKind, number[]][]) {
          const value = values[hour] ?? 0;
          if (value !== 0) any = true;
          kinds[kind] = value;
        }
        if (!any && !(record.prepaidHours[hour] ?? 0)) continue;
        cells.push({ clusterId: record.clusterId, hourStart, kinds, prepaidMicroUsd: record.prepaidHours[hour] ?? 0, nodeHours: record.nodeHours[hour] ?? 0 });
      }
    }
    // What the hourly job has not metered yet: computed from the history, never stored here.
    const seed = await catalog.snapshot();
    const live = await repositories.clusters.listLive(organizationId);
    for (const cluster of live) {
      const start = Math.max(from, Date.parse(cluster.meteredUntil ?? new Date(bucketStart(Date.parse(cluster.createdAt), 'hour')).toISOString()));
      const end = Math.min(to, now);
      if (end <= start) continue;
      for (const hour of await meter.hours(cluster, start, end, seed)) {
        const kinds: Partial<Record<UsageKind, number>> = {};
        for (const item of hour.items) kinds[item.kind] = (kinds[item.kind] ?? 0) + item.amountMicroUsd;
        cells.push({ clusterId: cluster.id, hourStart: Date.parse(hour.hourStart), kinds, prepaidMicroUsd: hour.prepaidMicroUsd, nodeHours: nodeHoursOf(hour) });
      }
    }
    return cells;
  }

  async #clusters(organizationId: string, ids: string[]): Promise<ClusterRecord[]> {
    const found = await Promise.all(ids.map((id) => this.#deps.repositories.clusters.find(organizationId, id)));
    return found.filter((c): c is ClusterRecord => c !== undefined);
  }
}
