import type { CatalogSeed } from '../../shared/catalog/catalog.schemas.ts';
import type { CatalogRepository } from '../catalog/catalog.repository.ts';
import { isBilled, type ClusterRecord } from '../../shared/clusters/clusters.schemas.ts';
import { forEachConcurrent } from '../jobs/concurrency.ts';
import type { JobHandler } from '../jobs/job-runner.ts';
import type { Repositories } from '../store/repositories.ts';
import { historyOf, hoursFrom, meterBatch } from './batch-meter.ts';
import { hourOf, type ConfigChange, type HourUsage } from './usage-meter.ts';
import { OVERAGE_KIND } from './usage-rates.ts';

/** The job that meters finished hours. */
export const METER_JOB = 'usage.meter';
/** Clusters due read at once; metered in batches (one transaction each), a few batches at once. */
const METER_PAGE = 1000;
const METER_BATCH = 100;
const METER_CONCURRENCY = 4;

/** An hour of one cluster: its usage and the part orders prepaid. */
export type MeteredHour = HourUsage & { clusterId: string; prepaidMicroUsd: number };

/**
 * Metering: every finished hour of every cluster is computed from its configuration history
 * (never sampled) and added to the cluster's day record, with the prepaid part, in the same
 * transaction that moves the cluster's metering cursor. A restart or a missed run catches up
 * from the cursor; running it twice adds nothing twice.
 */
export class UsageMeter {
  #repositories: Repositories;
  #catalog: CatalogRepository;
  #now: () => number;

  constructor(deps: { repositories: Repositories; catalog: CatalogRepository; now?: () => number }) {
    this.#repositories = deps.repositories;
    this.#catalog = deps.catalog;
    this.#now = deps.now ?? Date.now;
  }

  /**
   * Meters every billed cluster up to the last finished hour; returns how many clusters moved.
   * Clusters that are not billed (provider test clusters) are never due, and skipped if listed.
   */
  async meterAll(): Promise<number> {
    const until = hourOf(this.#now());
    const catalog = await this.#catalog.snapshot();
    let moved = 0;
    const now = new Date(this.#now()).toISOString();
    for (;;) {
      const due = (await this.#repositories.clusters.listMeterDue(new Date(until).toISOString(), METER_PAGE)).filter(
        isBilled,
      );
      if (due.length === 0) return moved;
      // A page in batches, a few at once: each batch is one transaction over its own rows.
      const batches = Array.from({ length: Math.ceil(due.length / METER_BATCH) }, (_, i) =>
        due.slice(i * METER_BATCH, (i + 1) * METER_BATCH),
      );
      await forEachConcurrent(batches, METER_CONCURRENCY, async (batch) => {
        moved += await meterBatch(this.#repositories, batch, until, catalog, now);
      });
    }
  }

  /** The hours of one cluster in [from, to) computed now, with their prepaid part (not stored). */
  async hours(cluster: ClusterRecord, from: number, to: number, catalog: CatalogSeed): Promise<MeteredHour[]> {
    const [history, orders] = await Promise.all([
      this.history(cluster.id),
      this.#repositories.orders.listForCluster(cluster.id),
    ]);
    return hoursFrom(cluster.id, history, orders, catalog, from, to);
  }

  async history(clusterId: string): Promise<ConfigChange[]> {
    return historyOf(await this.#repositories.clusterEvents.configHistory(clusterId));
  }

  /** The job handler (scheduled hourly; also safe to run at any time). */
  jobHandler(): JobHandler {
    return async () => {
      await this.meterAll();
      return undefined;
    };
  }
}

/** The node-hours of a metered hour. */
export const nodeHoursOf = (hour: HourUsage) =>
  hour.items.filter((item) => item.kind === 'nodes').reduce((sum, item) => sum + item.unitHours, 0);

/**
 * Adds the part charged in advance to each hour: what the subscription covered of it (`covered`,
 * the same hours metered from the subscription's start), less the autoscaled overage.
 */
export function withPrepaid(clusterId: string, hours: HourUsage[], covered: readonly HourUsage[]): MeteredHour[] {
  const coveredByHour = new Map(covered.map((hour) => [hour.hourStart, hour]));
  return hours.map((hour) => {
    const part = coveredByHour.get(hour.hourStart);
    const prepaid = part
      ? part.items.filter((item) => item.kind !== OVERAGE_KIND).reduce((sum, item) => sum + item.amountMicroUsd, 0)
      : 0;
    return { ...hour, clusterId, prepaidMicroUsd: prepaid };
  });
}
