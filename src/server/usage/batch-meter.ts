import type { CatalogSeed } from '../../shared/catalog/catalog.schemas.ts';
import type { ClusterRecord } from '../../shared/clusters/clusters.schemas.ts';
import type { OrderRecord } from '../../shared/orders/orders.schemas.ts';
import type { Repositories } from '../store/repositories.ts';
import { subscribedFrom } from './prepaid.ts';
import { hourOf, meterCluster, type ConfigChange } from './usage-meter.ts';
import type { UsageDayRecord } from './usage.repository.ts';
import { nodeHoursOf, withPrepaid, type MeteredHour } from './usage.service.ts';
import { MS_PER_HOUR } from '../../shared/time.ts';

const dayOf = (iso: string) => iso.slice(0, 10);

/** A cluster's configuration history as metering reads it. */
export const historyOf = (
  events: readonly { at: string; spec: ConfigChange['spec']; autoscaledNodes?: ConfigChange['autoscaledNodes'] }[],
): ConfigChange[] =>
  events.map((e) => ({ at: e.at, spec: e.spec, ...(e.autoscaledNodes ? { autoscaledNodes: e.autoscaledNodes } : {}) }));

/** The hours of one cluster in [from, to) from its history and orders, with their prepaid part. */
export function hoursFrom(
  clusterId: string,
  history: ConfigChange[],
  orders: readonly OrderRecord[],
  catalog: CatalogSeed,
  from: number,
  to: number,
): MeteredHour[] {
  const hours = meterCluster(history, catalog, from, to);
  const since = subscribedFrom(orders);
  const covered =
    since === null || since >= to
      ? []
      : since <= from
        ? hours
        : meterCluster(history, catalog, Math.max(from, since), to);
  return withPrepaid(clusterId, hours, covered);
}

/** A day record with metered hours added (a new record: the stored one is never changed in place). */
export function withHours(record: UsageDayRecord, dayHours: readonly MeteredHour[], now: string): UsageDayRecord {
  const next = {
    ...record,
    kinds: { ...record.kinds },
    prepaidHours: [...record.prepaidHours],
    nodeHours: [...record.nodeHours],
    items: { ...record.items },
    updatedAt: now,
  };
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
      next.items[key] = {
        ...current,
        unitHours: Math.round((current.unitHours + item.unitHours) * 10_000) / 10_000,
        amountMicroUsd: current.amountMicroUsd + item.amountMicroUsd,
      };
    }
  }
  return next;
}

/**
 * Meters a batch of clusters up to `until` as one unit: their histories and orders read at once,
 * their hours computed, then in one transaction the clusters whose cursor is still where it was
 * read moved (one locked read, one write) and their day records written (the same). A cluster
 * another instance metered meanwhile is passed over, so no hour is added twice.
 */
export async function meterBatch(
  repositories: Repositories,
  clusters: readonly ClusterRecord[],
  until: number,
  catalog: CatalogSeed,
  now: string,
): Promise<number> {
  if (clusters.length === 0) return 0;
  const ids = clusters.map((c) => c.id);
  const [histories, orders] = await Promise.all([
    repositories.clusterEvents.configHistories(ids),
    repositories.orders.listForClusters(ids),
  ]);
  const ordersOf = new Map<string, OrderRecord[]>();
  for (const order of orders)
    if (order.clusterId) ordersOf.set(order.clusterId, [...(ordersOf.get(order.clusterId) ?? []), order]);
  const planned = new Map<
    string,
    { cluster: ClusterRecord; meteredUntil: string; byDay: Map<string, MeteredHour[]> }
  >();
  for (const cluster of clusters) {
    const from = Date.parse(cluster.meteredUntil ?? new Date(hourOf(Date.parse(cluster.createdAt))).toISOString());
    const end =
      cluster.status === 'deleted' && cluster.deletedAt
        ? Math.min(until, Math.ceil(Date.parse(cluster.deletedAt) / MS_PER_HOUR) * MS_PER_HOUR)
        : until;
    const hours =
      end > from
        ? hoursFrom(
            cluster.id,
            historyOf(histories.get(cluster.id) ?? []),
            ordersOf.get(cluster.id) ?? [],
            catalog,
            from,
            end,
          )
        : [];
    const byDay = new Map<string, MeteredHour[]>();
    for (const hour of hours) {
      const day = dayOf(hour.hourStart);
      const list = byDay.get(day);
      if (list) list.push(hour);
      else byDay.set(day, [hour]);
    }
    planned.set(cluster.id, { cluster, meteredUntil: new Date(Math.max(end, from)).toISOString(), byDay });
  }
  return repositories.transaction(async (tx) => {
    // The cursors move in the same unit as the hours they cover: a crash re-meters nothing twice.
    const moved = await tx.clusters.updateMany(ids, (current) => {
      const plan = planned.get(current.id);
      if (!plan || (current.meteredUntil ?? null) !== (plan.cluster.meteredUntil ?? null)) return undefined;
      return { ...current, meteredUntil: plan.meteredUntil };
    });
    const entries = moved.flatMap((cluster) => {
      const plan = planned.get(cluster.id);
      return plan
        ? [...plan.byDay].map(([day, dayHours]) => ({
            key: { clusterId: cluster.id, organizationId: cluster.organizationId, day },
            add: (record: UsageDayRecord) => withHours(record, dayHours, now),
          }))
        : [];
    });
    await tx.usage.addHoursMany(entries);
    return moved.length;
  });
}
