// A seeded cluster's past: its hourly usage, metered by the console's own metering from its
// configuration and order (computed once per kind of cluster and span of hours, then copied per
// cluster), and what a month of it is billed at month end.
import type { CatalogSeed } from '../../src/shared/catalog/catalog.schemas.ts';
import { amountsOf, KIND_INDEX } from '../../src/server/usage/usage-report.ts';
import type { UsageDayRecord } from '../../src/server/usage/usage.repository.ts';
import type { UsageKind } from '../../src/server/usage/usage-rates.ts';
import { hoursFrom, withHours } from '../../src/server/usage/batch-meter.ts';
import { isSubscribed, paidOrder, seedIds, seedSpec } from './seed-records.ts';

const HOUR_MS = 3_600_000;
const DAY_MS = 86_400_000;

/** The UTC days of [from, to), each with the part of it inside the span. */
export function daysOf(from: number, to: number): { day: string; from: number; to: number }[] {
  const days: { day: string; from: number; to: number }[] = [];
  for (let start = Math.floor(from / DAY_MS) * DAY_MS; start < to; start += DAY_MS) {
    days.push({
      day: new Date(start).toISOString().slice(0, 10),
      from: Math.max(start, from),
      to: Math.min(start + DAY_MS, to),
    });
  }
  return days;
}

/**
 * Day records of seeded clusters. Clusters with the same configuration and subscription that
 * started together used the same hours, so each (kind, span) is metered once and copied.
 */
export class UsageHistory {
  #templates = new Map<string, UsageDayRecord>();
  /** The days up to an hour, and each (kind, month)'s billed amounts: the same for every organization. */
  #days = new Map<number, { day: string; from: number; to: number }[]>();
  #monthAmounts = new Map<string, { billableUsdCents: number; nodeHours: number }>();
  #catalog: CatalogSeed;
  #createdAt: number;
  #updatedAt: string;

  constructor(catalog: CatalogSeed, createdAt: number, updatedAt: string) {
    this.#catalog = catalog;
    this.#createdAt = createdAt;
    this.#updatedAt = updatedAt;
  }

  #template(j: number, from: number, to: number): UsageDayRecord {
    const key = `${j % 6}:${from}:${to}`;
    const known = this.#templates.get(key);
    if (known) return known;
    const at = new Date(this.#createdAt).toISOString();
    const history = [{ at, spec: seedSpec(j) }];
    const orders = isSubscribed(j)
      ? [paidOrder(0, j, { number: '', invoiceId: '', paidAt: at, catalog: this.#catalog })]
      : [];
    const hours = hoursFrom('template', history, orders, this.#catalog, from, to);
    const empty: UsageDayRecord = {
      id: '',
      clusterId: '',
      organizationId: '',
      day: '',
      kinds: {},
      prepaidHours: Array.from({ length: 24 }, () => 0),
      nodeHours: Array.from({ length: 24 }, () => 0),
      items: {},
      updatedAt: '',
    };
    const template = withHours(empty, hours, this.#updatedAt);
    this.#templates.set(key, template);
    return template;
  }

  /** Cluster `j` of organization `n`'s day records from its creation up to `until` (an hour). */
  days(n: number, j: number, until: number): UsageDayRecord[] {
    const clusterId = seedIds.cluster(n, j);
    const organizationId = seedIds.organization(n);
    let days = this.#days.get(until);
    if (!days) this.#days.set(until, (days = daysOf(this.#createdAt, until)));
    return days.map(({ day, from, to }) => ({
      ...this.#template(j, from, to),
      id: `${clusterId}:${day}`,
      clusterId,
      organizationId,
      day,
    }));
  }

  /** What cluster `j` is billed for month [start, end) beyond what it prepaid, US cents, and its node-hours. */
  monthAmounts(j: number, start: number, end: number): { billableUsdCents: number; nodeHours: number } {
    const key = `${j % 6}:${start}:${end}`;
    const known = this.#monthAmounts.get(key);
    if (known) return { ...known };
    const sums = { kindMicro: Object.keys(KIND_INDEX).map(() => 0), prepaid: 0, nodeHours: 0 };
    for (const { from, to } of daysOf(Math.max(start, this.#createdAt), end)) {
      const record = this.#template(j, from, to);
      for (const [kind, hours] of Object.entries(record.kinds)) {
        const index = KIND_INDEX[kind as UsageKind];
        sums.kindMicro[index] = (sums.kindMicro[index] ?? 0) + (hours ?? []).reduce((a, b) => a + b, 0);
      }
      sums.prepaid += record.prepaidHours.reduce((a, b) => a + b, 0);
      sums.nodeHours += record.nodeHours.reduce((a, b) => a + b, 0);
    }
    const amounts = amountsOf(sums, 1);
    const result = { billableUsdCents: amounts.billableUsdCents, nodeHours: amounts.nodeHours };
    this.#monthAmounts.set(key, result);
    return { ...result };
  }
}

export { HOUR_MS };
