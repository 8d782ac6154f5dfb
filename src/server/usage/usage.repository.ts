import type { Db } from '../store/db.ts';
import { defineTable } from '../store/table-spec.ts';
import type { UsageKind } from './usage-rates.ts';

/**
 * One cluster's usage on one UTC day: the cost of each hour by kind (micro-dollars, list price,
 * 24 values each), the part orders prepaid each hour, and each item's unit-hours and cost for
 * the day. A day record keeps 90 days of 50 clusters at 4 500 records.
 */
export type UsageDayRecord = {
  id: string;
  clusterId: string;
  organizationId: string;
  day: string;
  kinds: Partial<Record<UsageKind, number[]>>;
  prepaidHours: number[];
  /** Node-hours of each hour (nodes running × the fraction of the hour). */
  nodeHours: number[];
  items: Record<string, { kind: UsageKind; ref: string; unitHours: number; amountMicroUsd: number }>;
  updatedAt: string;
};

export const usageDaysTable = defineTable<UsageDayRecord>({
  name: 'usage_days',
  order: { column: 'day', key: (u) => u.day },
  indexes: {
    organization: { column: 'organization_id', key: (u) => u.organizationId },
    dayKey: { column: 'day_key', key: (u) => u.day },
  },
  document: 'json',
});

/** Storage of metered usage. */
export interface UsageRepository {
  /** Adds metered hours to a day (creating it); inside the metering transaction. */
  addHours(
    key: { clusterId: string; organizationId: string; day: string },
    add: (current: UsageDayRecord) => UsageDayRecord,
  ): Promise<void>;
  /** `addHours` for many day records at once (locked together, written in one statement per kind). */
  addHoursMany(
    entries: readonly {
      key: { clusterId: string; organizationId: string; day: string };
      add: (current: UsageDayRecord) => UsageDayRecord;
    }[],
  ): Promise<void>;
  /** The day records in [fromDay, toDay] of many organizations at once, in no particular order. */
  listDaysOf(organizationIds: readonly string[], fromDay: string, toDay: string): Promise<UsageDayRecord[]>;
  /** An organization's day records in [fromDay, toDay], oldest first. */
  listDays(organizationId: string, fromDay: string, toDay: string): Promise<readonly Readonly<UsageDayRecord>[]>;
}

type WriteListener = (organizationId: string, day: string) => void;
const writeListeners = new Set<WriteListener>();

/**
 * Calls `listener` after each committed write of a day record in this process (the usage report
 * cache drops what it kept for that day). Returns the way to stop listening.
 */
export function onUsageDayWritten(listener: WriteListener): () => void {
  writeListeners.add(listener);
  return () => writeListeners.delete(listener);
}

const emptyDay = (id: string, key: { clusterId: string; organizationId: string; day: string }): UsageDayRecord => ({
  id,
  ...key,
  kinds: {},
  prepaidHours: Array.from({ length: 24 }, () => 0),
  nodeHours: Array.from({ length: 24 }, () => 0),
  items: {},
  updatedAt: '',
});

/** UsageRepository over either backend. */
export function createUsageRepository(db: Db): UsageRepository {
  const days = db.collection(usageDaysTable);
  return {
    async addHours(key, add) {
      const id = `${key.clusterId}:${key.day}`;
      await days.upsert(id, (current) =>
        add(
          current ?? {
            id,
            ...key,
            kinds: {},
            prepaidHours: Array.from({ length: 24 }, () => 0),
            nodeHours: Array.from({ length: 24 }, () => 0),
            items: {},
            updatedAt: '',
          },
        ),
      );
      db.afterCommit(() => {
        for (const listener of writeListeners) listener(key.organizationId, key.day);
      });
    },
    async addHoursMany(entries) {
      const byId = new Map(entries.map((entry) => [`${entry.key.clusterId}:${entry.key.day}`, entry]));
      await days.upsertMany([...byId.keys()], (id, current) => {
        const entry = byId.get(id);
        return entry && entry.add(current ?? emptyDay(id, entry.key));
      });
      db.afterCommit(() => {
        for (const { key } of entries) for (const listener of writeListeners) listener(key.organizationId, key.day);
      });
    },
    listDaysOf: (organizationIds, fromDay, toDay) =>
      days.listIn('organization', organizationIds, { dayKey: { gte: fromDay, lte: toDay } }),
    // Read-only for every caller (reports and invoicing): the stored records, not copies.
    listDays: (organizationId, fromDay, toDay) =>
      days.peek({ where: { organization: organizationId, dayKey: { gte: fromDay, lte: toDay } }, direction: 'asc' }),
  };
}
