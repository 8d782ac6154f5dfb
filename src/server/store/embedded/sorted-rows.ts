import type { Cursor, Row } from '../db.ts';

/** Compares (order, id) pairs the way PostgreSQL compares `COLLATE "C"` text: by code unit. */
export function compareKeys(aOrder: string, aId: string, bOrder: string, bId: string): number {
  if (aOrder !== bOrder) return aOrder < bOrder ? -1 : 1;
  return aId < bId ? -1 : aId > bId ? 1 : 0;
}

/** Below this many rows added out of order, each is put in place; from it on, sorted and merged at once. */
const MERGE_FROM = 16;

/**
 * Rows kept sorted ascending by (order key, id), for ordered scans and keyset pages. A row that
 * comes in order is appended; one that does not waits with the others that did not, until the
 * rows are next read: then they are sorted together and merged in one pass. A bulk insert (the
 * seed's usage days, organization after organization, each going back over the same days) costs
 * a sort and a merge instead of moving the whole array once per row.
 */
export class SortedRows<T extends Row> {
  #rows: T[] = [];
  #unsorted: T[] = [];
  #order: (row: T) => string;

  constructor(order: (row: T) => string) {
    this.#order = order;
  }

  /** Every row, in order. */
  get rows(): readonly T[] {
    this.#settle();
    return this.#rows;
  }

  get size(): number {
    return this.#rows.length + this.#unsorted.length;
  }

  add(row: T): void {
    const last = this.#rows.at(-1);
    // Appending in order is the common case (new records are the newest).
    if (this.#unsorted.length === 0 && (!last || this.#compare(last, this.#order(row), row.id) < 0)) {
      this.#rows.push(row);
      return;
    }
    this.#unsorted.push(row);
  }

  /** Puts the rows added out of order where they belong. */
  #settle(): void {
    const added = this.#unsorted;
    if (added.length === 0) return;
    this.#unsorted = [];
    if (added.length < MERGE_FROM) {
      for (const row of added) this.#rows.splice(this.#lowerBound(this.#order(row), row.id), 0, row);
      return;
    }
    const order = this.#order;
    const keyed = added.map((row) => ({ order: order(row), row }));
    keyed.sort((a, b) => compareKeys(a.order, a.row.id, b.order, b.row.id));
    const rows = this.#rows;
    const merged: T[] = new Array(rows.length + keyed.length);
    let i = 0;
    let j = 0;
    let k = 0;
    while (i < rows.length && j < keyed.length) {
      const next = keyed[j] as { order: string; row: T };
      if (this.#compare(rows[i] as T, next.order, next.row.id) < 0) merged[k++] = rows[i++] as T;
      else merged[k++] = (keyed[j++] as { order: string; row: T }).row;
    }
    while (i < rows.length) merged[k++] = rows[i++] as T;
    while (j < keyed.length) merged[k++] = (keyed[j++] as { order: string; row: T }).row;
    this.#rows = merged;
  }

  /** Puts `next` where `previous` is; both must have the same order key and id. */
  replace(previous: T, next: T): void {
    this.#settle();
    const at = this.#lowerBound(this.#order(previous), previous.id);
    if (this.#rows[at]?.id === previous.id) this.#rows[at] = next;
    else this.add(next);
  }

  remove(row: T): void {
    this.#settle();
    const at = this.#lowerBound(this.#order(row), row.id);
    if (this.#rows[at]?.id === row.id) this.#rows.splice(at, 1);
  }

  /** Rows in the given direction, starting strictly after `after` when given. */
  *scan(direction: 'asc' | 'desc', after?: Cursor): Generator<T> {
    this.#settle();
    if (direction === 'asc') {
      let i = after ? this.#upperBound(after.order, after.id) : 0;
      for (; i < this.#rows.length; i += 1) yield this.#rows[i] as T;
    } else {
      let i = (after ? this.#lowerBound(after.order, after.id) : this.#rows.length) - 1;
      for (; i >= 0; i -= 1) yield this.#rows[i] as T;
    }
  }

  #compare(row: T, order: string, id: string): number {
    return compareKeys(this.#order(row), row.id, order, id);
  }

  /** First index whose row is not before (order, id). */
  #lowerBound(order: string, id: string): number {
    let low = 0;
    let high = this.#rows.length;
    while (low < high) {
      const mid = (low + high) >>> 1;
      if (this.#compare(this.#rows[mid] as T, order, id) < 0) low = mid + 1;
      else high = mid;
    }
    return low;
  }

  /** First index whose row is after (order, id). */
  #upperBound(order: string, id: string): number {
    let low = 0;
    let high = this.#rows.length;
    while (low < high) {
      const mid = (low + high) >>> 1;
      if (this.#compare(this.#rows[mid] as T, order, id) <= 0) low = mid + 1;
      else high = mid;
    }
    return low;
  }
}
