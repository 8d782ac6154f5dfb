import { UniqueViolation, type Condition, type Query, type Row } from '../db.ts';
import { isMulti, keysOf, type TableSpec } from '../table-spec.ts';
import { SortedRows } from './sorted-rows.ts';

/** True when a key meets a condition: equality, or a range compared by code unit. */
export function meets(key: string, condition: Condition): boolean {
  if (typeof condition === 'string') return key === condition;
  if (condition.lt !== undefined && !(key < condition.lt)) return false;
  if (condition.lte !== undefined && !(key <= condition.lte)) return false;
  if (condition.gt !== undefined && !(key > condition.gt)) return false;
  if (condition.gte !== undefined && !(key >= condition.gte)) return false;
  return true;
}

function definedConditions(where: Query['where']): [string, Condition][] {
  return Object.entries(where ?? {}).filter((entry): entry is [string, Condition] => entry[1] !== undefined);
}

/**
 * One table of the embedded store, in memory: rows by id, all rows in order, and a sorted
 * bucket per key of every declared index. Rows are never mutated in place: a change replaces
 * the row, which keeps every bucket consistent and makes undo a plain swap.
 */
export class MemoryTable<T extends Row> {
  readonly spec: TableSpec<T>;
  readonly rows = new Map<string, T>();
  #all: SortedRows<T>;
  #buckets = new Map<string, Map<string, SortedRows<T>>>();

  constructor(spec: TableSpec<T>) {
    this.spec = spec;
    this.#all = new SortedRows(spec.order.key);
    for (const name of Object.keys(spec.indexes)) this.#buckets.set(name, new Map());
  }

  /** Throws UniqueViolation when `row` would share a unique key with another row. */
  assertUnique(row: T): void {
    for (const [name, index] of Object.entries(this.spec.indexes)) {
      if (isMulti(index) || !index.unique) continue;
      const key = index.key(row);
      if (key === null) continue;
      const holder = this.#buckets.get(name)?.get(key)?.rows[0];
      if (holder && holder.id !== row.id) throw new UniqueViolation(this.spec.name, name);
    }
  }

  /** Stores a row (replacing the one with its id); returns the row it replaced. */
  put(row: T): T | undefined {
    const previous = this.rows.get(row.id);
    this.rows.set(row.id, row);
    if (previous) this.#reindex(previous, row);
    else this.#index(row);
    return previous;
  }

  /** Removes a row; returns it. */
  remove(id: string): T | undefined {
    const previous = this.rows.get(id);
    if (!previous) return undefined;
    this.#unindex(previous);
    this.rows.delete(id);
    return previous;
  }

  /** Rows matching the query, in its order, at most `limit`. */
  select(query: Query = {}): T[] {
    const found: T[] = [];
    const limit = query.limit ?? Number.POSITIVE_INFINITY;
    if (limit <= 0) return found;
    const conditions = definedConditions(query.where);
    for (const row of this.#candidates(conditions).scan(query.direction ?? 'desc', query.after)) {
      if (!conditions.every(([name, condition]) => this.#matches(row, name, condition))) continue;
      found.push(row);
      if (found.length >= limit) break;
    }
    return found;
  }

  /** How many rows match; a single equality condition is answered from its bucket's size. */
  count(where: Query['where'] = {}): number {
    const conditions = definedConditions(where);
    if (conditions.length === 0) return this.rows.size;
    const [only] = conditions;
    if (conditions.length === 1 && only && typeof only[1] === 'string') {
      return this.#buckets.get(only[0])?.get(only[1])?.size ?? 0;
    }
    return this.select({ where }).length;
  }

  /** The smallest sorted set that holds every match: an equality condition's bucket, or all rows. */
  #candidates(conditions: [string, Condition][]): SortedRows<T> {
    let best: SortedRows<T> | undefined;
    for (const [name, condition] of conditions) {
      const buckets = this.#bucketsOf(name);
      if (typeof condition !== 'string') continue;
      const bucket = buckets.get(condition) ?? new SortedRows<T>(this.spec.order.key);
      if (!best || bucket.size < best.size) best = bucket;
    }
    return best ?? this.#all;
  }

  #matches(row: T, name: string, condition: Condition): boolean {
    const index = this.spec.indexes[name];
    if (!index) throw new Error(`Table ${this.spec.name} has no index ${name}.`);
    if (isMulti(index) && typeof condition !== 'string') {
      throw new Error(`Index ${name} of ${this.spec.name} holds several keys per row: equality only.`);
    }
    return keysOf(index, row).some((key) => meets(key, condition));
  }

  #bucketsOf(name: string): Map<string, SortedRows<T>> {
    const buckets = this.#buckets.get(name);
    if (!buckets) throw new Error(`Table ${this.spec.name} has no index ${name}.`);
    return buckets;
  }

  #index(row: T): void {
    this.#all.add(row);
    for (const [name, index] of Object.entries(this.spec.indexes)) {
      const buckets = this.#bucketsOf(name);
      for (const key of keysOf(index, row)) {
        let bucket = buckets.get(key);
        if (!bucket) buckets.set(key, (bucket = new SortedRows(this.spec.order.key)));
        bucket.add(row);
      }
    }
  }

  /** Moves a replaced row's index entries: in place where its keys and order stay the same. */
  #reindex(previous: T, row: T): void {
    const order = this.spec.order.key;
    if (order(previous) !== order(row)) {
      this.#unindex(previous);
      this.#index(row);
      return;
    }
    this.#all.replace(previous, row);
    for (const [name, index] of Object.entries(this.spec.indexes)) {
      const buckets = this.#bucketsOf(name);
      const before = keysOf(index, previous);
      const after = keysOf(index, row);
      for (const key of before) {
        const bucket = buckets.get(key);
        if (!bucket) continue;
        if (after.includes(key)) {
          bucket.replace(previous, row);
        } else {
          bucket.remove(previous);
          if (bucket.size === 0) buckets.delete(key);
        }
      }
      for (const key of after) {
        if (before.includes(key)) continue;
        let bucket = buckets.get(key);
        if (!bucket) buckets.set(key, (bucket = new SortedRows(order)));
        bucket.add(row);
      }
    }
  }

  #unindex(row: T): void {
    this.#all.remove(row);
    for (const [name, index] of Object.entries(this.spec.indexes)) {
      const buckets = this.#bucketsOf(name);
      for (const key of keysOf(index, row)) {
        const bucket = buckets.get(key);
        bucket?.remove(row);
        if (bucket?.size === 0) buckets.delete(key);
      }
    }
  }
}
