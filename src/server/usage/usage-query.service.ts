import type { CatalogSeed } from '../catalog/catalog.schemas.ts';
import type { CatalogRepository } from '../catalog/catalog.repository.ts';
import { isBilled, type ClusterRecord } from '../clusters/clusters.schemas.ts';
import { errors } from '../http/app-error.ts';
import type { Currency } from '../../shared/money.ts';
import type { Repositories } from '../store/repositories.ts';
import { bucketStart, KIND_INDEX, ReportAccumulator, type HourCell } from './usage-report.ts';
import { HOUR_MS } from './usage-meter.ts';
import type { UsageKind } from './usage-rates.ts';
import type { UsageQuery, UsageReport } from './usage.schemas.ts';
import { nodeHoursOf, type UsageMeter } from './usage.service.ts';

const KIND_COUNT = Object.keys(KIND_INDEX).length;

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
    const to = Date.parse(query.to);
    const accumulator = new ReportAccumulator({ from, to, granularity: query.granularity, now });
    const only = query.clusterId;
    const kindMicro = new Float64Array(KIND_COUNT);
    const span = { from: accumulator.since, to: Math.max(Math.min(to, now), now) };
    const [days, rate] = await Promise.all([
      this.#deps.repositories.usage.listDays(organizationId, day(span.from), day(span.to - 1)),
      this.#deps.rateOf(query.currency),
    ]);
    for (const record of days) {
      if (only && record.clusterId !== only) continue;
      const base = Date.parse(`${record.day}T00:00:00.000Z`);
      const kinds = Object.entries(record.kinds).map(([kind, values]) => [KIND_INDEX[kind as UsageKind], values] as const);
      for (let hour = 0; hour < 24; hour += 1) {
        kindMicro.fill(0);
        let any = false;
        for (const [index, values] of kinds) {
          const value = values[hour] ?? 0;
          if (value !== 0) any = true;
          kindMicro[index] = value;
        }
        const prepaid = record.prepaidHours[hour] ?? 0;
        if (!any && !prepaid) continue;
        accumulator.add(record.clusterId, base + hour * HOUR_MS, kindMicro, prepaid, record.nodeHours[hour] ?? 0);
      }
    }
    for (const cell of await this.#unmetered(organizationId, span.from, span.to, now)) {
      if (only && cell.clusterId !== only) continue;
      kindMicro.fill(0);
      for (const [kind, value] of Object.entries(cell.kinds)) kindMicro[KIND_INDEX[kind as UsageKind]] = value;
      accumulator.add(cell.clusterId, cell.hourStart, kindMicro, cell.prepaidMicroUsd, cell.nodeHours);
    }
    const clusters = await this.#clusters(organizationId, accumulator.clusterIds());
    return accumulator.report(
      clusters.map((c) => ({ id: c.id, name: c.name, status: c.status })),
      query.currency,
      rate,
    );
  }

  /** Every cluster-hour of an organization in [from, to): metered ones and those computed now. */
  async cells(organizationId: string, from: number, to: number, now: number): Promise<HourCell[]> {
    const { repositories } = this.#deps;
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
    cells.push(...(await this.#unmetered(organizationId, from, to, now)));
    return cells;
  }

  /** What the hourly job has not metered yet: computed from the history, never stored here. */
  async #unmetered(organizationId: string, from: number, to: number, now: number): Promise<HourCell[]> {
    const { repositories, catalog, meter } = this.#deps;
    const cells: HourCell[] = [];
    const live = await repositories.clusters.listLive(organizationId);
    let seed: CatalogSeed | undefined;
    // Clusters that are not billed (provider test clusters) have no usage.
    for (const cluster of live.filter(isBilled)) {
      const start = Math.max(from, Date.parse(cluster.meteredUntil ?? new Date(bucketStart(Date.parse(cluster.createdAt), 'hour')).toISOString()));
      const end = Math.min(to, now);
      if (end <= start) continue;
      seed ??= await catalog.snapshot();
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
