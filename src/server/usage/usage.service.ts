import type { CatalogSeed } from '../catalog/catalog.schemas.ts';
import type { CatalogRepository } from '../catalog/catalog.repository.ts';
import { isBilled, type ClusterRecord } from '../clusters/clusters.schemas.ts';
import { forEachConcurrent } from '../jobs/concurrency.ts';
import type { JobHandler } from '../jobs/job-runner.ts';
import type { Repositories } from '../store/repositories.ts';
import { subscribedFrom } from './prepaid.ts';
import { HOUR_MS, hourOf, meterCluster, type ConfigChange, type HourUsage } from './usage-meter.ts';
import { OVERAGE_KIND } from './usage-rates.ts';

/** The job that meters finished hours. */
export const METER_JOB = 'usage.meter';
/** Clusters metered at once: their transactions overlap (each one's rows are its own). */
const METER_CONCURRENCY = 16;

/** An hour of one cluster: its usage and the part orders prepaid. */
export type MeteredHour = HourUsage & { clusterId: string; prepaidMicroUsd: number };

const dayOf = (iso: string) => iso.slice(0, 10);

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
    for (;;) {
      const due = (await this.#repositories.clusters.listMeterDue(new Date(until).toISOString(), 200)).filter(isBilled);
      if (due.length === 0) return moved;
      await forEachConcurrent(due, METER_CONCURRENCY, async (cluster) => {
        await this.#meterCluster(cluster, until, catalog);
        moved += 1;
      });
    }
  }

  /** The hours of one cluster in [from, to) computed now, with their prepaid part (not stored). */
  async hours(cluster: ClusterRecord, from: number, to: number, catalog: CatalogSeed): Promise<MeteredHour[]> {
    const [history, orders] = await Promise.all([this.history(cluster.id), this.#repositories.orders.listForCluster(cluster.id)]);
    const hours = meterCluster(history, catalog, from, to);
    const since = subscribedFrom(orders);
    const covered = since === null || since >= to ? [] : since <= from ? hours : meterCluster(history, catalog, Math.max(from, since), to);
    return withPrepaid(cluster.id, hours, covered);
  }

  async history(clusterId: string): Promise<ConfigChange[]> {
    const events = await this.#repositories.clusterEvents.configHistory(clusterId);
    return events.map((e) => ({ at: e.at, spec: e.spec, ...(e.autoscaledNodes ? { autoscaledNodes: e.autoscaledNodes } : {}) }));
  }

  /** The job handler (scheduled hourly; also safe to run at any time). */
  jobHandler(): JobHandler {
    return async () => {
      await this.meterAll();
      return undefined;
    };
  }

  async #meterCluster(cluster: ClusterRecord, until: number, catalog: CatalogSeed): Promise<void> {
    const from = Date.parse(cluster.meteredUntil ?? new Date(hourOf(Date.parse(cluster.createdAt))).toISOString());
    const end = cluster.status === 'deleted' && cluster.deletedAt ? Math.min(until, Math.ceil(Date.parse(cluster.deletedAt) / HOUR_MS) * HOUR_MS) : until;
    const hours = end > from ? await this.hours(cluster, from, end, catalog) : [];
    const byDay = new Map<string, MeteredHour[]>();
    for (const hour of hours) byDay.set(dayOf(hour.hourStart), [...(byDay.get(dayOf(hour.hourStart)) ?? []), hour]);
    const now = new Date(this.#now()).toISOString();
    await this.#repositories.transaction(async (tx) => {
      // The cursor moves in the same unit as the hours it covers: a crash re-meters nothing twice.
      let moved = false;
      await tx.clusters.update(cluster.id, (current) => {
        if ((current.meteredUntil ?? null) !== (cluster.meteredUntil ?? null)) return undefined;
        moved = true;
        return { ...current, meteredUntil: new Date(Math.max(end, from)).toISOString() };
      });
      if (!moved) return;
      for (const [day, dayHours] of byDay) {
        await tx.usage.addHours({ clusterId: cluster.id, organizationId: cluster.organizationId, day }, (record) => {
          const next = { ...record, kinds: { ...record.kinds }, prepaidHours: [...record.prepaidHours], nodeHours: [...record.nodeHours], items: { ...record.items }, updatedAt: now };
          for (const hour of dayHours) {
            const index = new Date(hour.hourStart).getUTCHours();
            next.prepaidHours[index] = (next.prepaidHours[index] ?? 0) + hour.prepaidMicroUsd;
            next.nodeHours[index] = Math.round(((next.nodeHours[index] ?? 0) + nodeHoursOf(hour)) * 10_000) / 10_000;
            for (const item of hour.items) {
              const hours = [...(next.kinds[item.kind] ?? Array.from({ length: 24 }, () => 0))];
              hours[index] = (hours[index] ?? 0) + item.amountMicroUsd;
              next.kinds[item.kind] = hours;
            }
            for (const item of hour.items) {
              const key = `${item.kind}:${item.ref}`;
              const current = next.items[key] ?? { kind: item.kind, ref: item.ref, unitHours: 0, amountMicroUsd: 0 };
              next.items[key] = { ...current, unitHours: Math.round((current.unitHours + item.unitHours) * 10_000) / 10_000, amountMicroUsd: current.amountMicroUsd + item.amountMicroUsd };
            }
          }
          return next;
        });
      }
    });
  }
}

/** The node-hours of a metered hour. */
export const nodeHoursOf = (hour: HourUsage) => hour.items.filter((item) => item.kind === 'nodes').reduce((sum, item) => sum + item.unitHours, 0);

/**
 * Adds the part charged in advance to each hour: what the subscription covered of it (`covered`,
 * the same hours metered from the subscription's start), less the autoscaled overage.
 */
export function withPrepaid(clusterId: string, hours: HourUsage[], covered: readonly HourUsage[]): MeteredHour[] {
  const coveredByHour = new Map(covered.map((hour) => [hour.hourStart, hour]));
  return hours.map((hour) => {
    const part = coveredByHour.get(hour.hourStart);
    const prepaid = part ? part.items.filter((item) => item.kind !== OVERAGE_KIND).reduce((sum, item) => sum + item.amountMicroUsd, 0) : 0;
    return { ...hour, clusterId, prepaidMicroUsd: prepaid };
  });
}
