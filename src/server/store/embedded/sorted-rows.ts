import type { Cursor, Row } from '../db.ts';

/** Compares (order, id) pairs the way PostgreSQL compares `COLLATE "C"` text: by code unit. */
export function compareKeys(aOrder: string, aId: string, bOrder: string, bId: string): number {
  if (aOrder !== bOrder) return aOrder < bOrder ? -1 : 1;
  return aId < bId ? -1 : aId > bId ? 1 : 0;
}

/** Rows kept sorted ascending by (order key, id), for ordered scans and keyset pages. */
export class SortedRows<T extends Row> {
  readonly rows: T[] = [];
  #order: (row: T) => string;

  constructor(order: (row: T) => string) {
    this.#order = order;
  }

  get size(): number {
    return this.rows.length;
  }

  add(row: T): void {
    const last = this.rows.at(-1);
    // Appending in order is the common case (new records are the newest).
    if (!last || this.#compare(last, this.#order(row), row.id) < 0) {
      this.rows.push(row);
      return;
    }
    this.rows.splice(this.#lowerBound(this.#order(row), row.id), 0, row);
  }

  /** Puts `next` where `previous` is; both must have the same order key and id. */
  replace(previous: T, next: T): void {
    const at = this.#lowerBound(this.#order(previous), previous.id);
    if (this.rows[at]?.id === previous.id) this.rows[at] = next;
    else this.add(next);
  }

  remove(row: T): void {
    const at = this.#lowerBound(this.#order(row), row.id);
    if (this.rows[at]?.id === row.id) this.rows.splice(at, 1);
  }

  /** Rows in the given direction, starting strictly after `after` when given. */
  *scan(direction: 'asc' | 'desc', after?: Cursor): Generator<T> {
    if (direction === 'asc') {
      let i = after ? this.#upperBound(after.order, after.id) : 0;
      for (; i < this.rows.length; i += 1) yield this.rows[i] as T;
    } else {
      let i = (after ? this.#lowerBound(after.order, after.id) : this.rows.length) - 1;
      for (; i >= 0; i -= 1) yield this.rows[i] as T;
    }
  }

  #compare(row: T, order: string, id: string): number {
    return compareKeys(this.#order(row), row.id, order, id);
  }

  /** First index whose row is not before (order, id). */
  #lowerBound(order: string, id: string): number {
    let low = 0;
    let high = this.rows.length;
    while (low < high) {
      const mid = (low + high) >>> 1;
      if (this.#compare(this.rows[mid] as T, order, id) < 0) low = mid + 1;
      else high = mid;
    }
    return low;
  }

  /** First index whose row is after (order, id). */
  #upperBound(order: string, id: string): number {
    let low = 0;
    let high = this.rows.length;
    while (low < high) {
      const mid = (low + high) >>> 1;
      if (this.#compare(this.rows[mid] as T, order, id) <= 0) low = mid + 1;
      else high = mid;
    }
    return low;
  }
}
