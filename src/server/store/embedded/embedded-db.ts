import { UniqueViolation, type Change, type Collection, type Db, type Query, type Row } from '../db.ts';
import type { AfterCommitTask } from '../after-commit.ts';
import type { TableSpec } from '../table-spec.ts';
import type { EmbeddedStore, Tx } from './embedded-store.ts';
import type { MemoryTable } from './memory-table.ts';

/**
 * A deep copy of a stored row, so callers can never change the store's own. Rows are JSON-like
 * (the journal stores them as JSON): plain objects and arrays are copied by hand, several times
 * faster than structuredClone, which every read (a session check on each request) paid; anything
 * else still goes through structuredClone.
 */
function copy<T>(value: T): T {
  if (typeof value !== 'object' || value === null) return value;
  if (Array.isArray(value)) return value.map(copy) as T;
  if (Object.getPrototypeOf(value) !== Object.prototype) return structuredClone(value);
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(value)) out[key] = copy((value as Record<string, unknown>)[key]);
  return out as T;
}

/** Frozen copies of stored rows, by the stored row: one per version of a record (a change replaces the row). */
const snapshots = new WeakMap<object, object>();

function deepFreeze<T>(value: T): T {
  if (typeof value !== 'object' || value === null || Object.isFrozen(value)) return value;
  for (const key of Object.keys(value)) deepFreeze((value as Record<string, unknown>)[key]);
  return Object.freeze(value);
}

/** The frozen copy of a stored row, made at its first snapshot read. */
function snapshotOf<T extends object>(row: T): Readonly<T> {
  let frozen = snapshots.get(row);
  if (frozen === undefined) snapshots.set(row, (frozen = deepFreeze(copy(row))));
  return frozen as Readonly<T>;
}

/**
 * Db over the embedded store. Outside a transaction every write is its own small transaction;
 * inside one, writes join it. Reads never wait for the write lock: they see the newest state
 * in memory, including that of a transaction still running (there is one writer at a time, and
 * a failed one is undone before the next starts).
 */
export class EmbeddedDb implements Db {
  readonly kind = 'embedded' as const;
  readonly store: EmbeddedStore;
  #tx: Tx | undefined;

  constructor(store: EmbeddedStore, tx?: Tx) {
    this.store = store;
    this.#tx = tx;
  }

  collection<T extends Row>(spec: TableSpec<T>): Collection<T> {
    return new EmbeddedCollection(
      this.store.table(spec),
      (apply) => this.#write(apply),
      () => this.store.bulkLoading,
    );
  }

  transaction<R>(work: (tx: Db) => Promise<R>): Promise<R> {
    if (this.#tx) return work(this);
    return this.store.run((tx) => work(new EmbeddedDb(this.store, tx)));
  }

  afterCommit(task: AfterCommitTask): void {
    if (this.#tx) this.#tx.after.push(task);
    else this.store.afterCommit.run(task);
  }

  #write<R>(apply: (tx: Tx) => R): Promise<R> {
    if (this.#tx) return Promise.resolve(apply(this.#tx));
    return this.store.run(async (tx) => apply(tx));
  }
}

type Writer = <R>(apply: (tx: Tx) => R) => Promise<R>;

/** A collection of the embedded store; every change is recorded for the journal and for undo. */
class EmbeddedCollection<T extends Row> implements Collection<T> {
  #table: MemoryTable<T>;
  #write: Writer;
  #handedOver: () => boolean;

  /**
   * `handedOver` says whether inserted records become the store's as they are (a bulk load: its
   * loader builds them for the store and never touches them again, so a copy of each, the
   * largest cost of seeding, is saved). Otherwise every insert stores a copy.
   */
  constructor(table: MemoryTable<T>, write: Writer, handedOver: () => boolean = () => false) {
    this.#table = table;
    this.#write = write;
    this.#handedOver = handedOver;
  }

  async get(id: string) {
    const row = this.#table.rows.get(id);
    return row && copy(row);
  }

  readonly snapshot = (id: string): Readonly<T> | undefined => {
    const row = this.#table.rows.get(id);
    return row && snapshotOf(row);
  };

  async findOne(query: Query) {
    const [row] = this.#table.select({ ...query, limit: 1 });
    return row && copy(row);
  }

  async list(query: Query = {}) {
    return this.#table.select(query).map(copy);
  }

  /** Stored rows are replaced on change, never mutated: handing them out is safe for readers. */
  async peek(query: Query = {}): Promise<readonly Readonly<T>[]> {
    return this.#table.select(query);
  }

  async count(where: Query['where'] = {}) {
    return this.#table.count(where);
  }

  insert(record: T): Promise<T> {
    return this.#write((tx) => {
      if (this.#table.rows.has(record.id)) throw new UniqueViolation(this.#table.spec.name, 'id');
      return copy(this.#put(tx, copy(record)));
    });
  }

  insertIfAbsent(record: T): Promise<boolean> {
    return this.#write((tx) => {
      if (this.#table.rows.has(record.id)) return false;
      this.#put(tx, copy(record));
      return true;
    });
  }

  update(id: string, change: Change<T>): Promise<T | undefined> {
    return this.#write((tx) => {
      const current = this.#table.rows.get(id);
      if (!current) return undefined;
      return copy(this.#change(tx, current, change));
    });
  }

  upsert(id: string, change: (current: T | undefined) => T | undefined): Promise<T | undefined> {
    return this.#write((tx) => {
      const current = this.#table.rows.get(id);
      const next = change(current && copy(current));
      if (!next) return current && copy(current);
      return copy(this.#put(tx, { ...copy(next), id }));
    });
  }

  updateMany(query: Query & { skipLocked?: boolean }, change: Change<T>): Promise<T[]> {
    return this.#write((tx) => {
      const changed: T[] = [];
      for (const row of this.#table.select(query)) {
        const next = this.#change(tx, row, change);
        if (next !== row) changed.push(copy(next));
      }
      return changed;
    });
  }

  delete(id: string): Promise<boolean> {
    return this.#write((tx) => this.#remove(tx, id));
  }

  async getMany(ids: readonly string[]): Promise<T[]> {
    return ids.flatMap((id) => {
      const row = this.#table.rows.get(id);
      return row ? [copy(row)] : [];
    });
  }

  async listIn(index: string, keys: readonly string[], where: Query['where'] = {}): Promise<T[]> {
    const found = new Map<string, T>();
    for (const key of new Set(keys))
      for (const row of this.#table.select({ where: { ...where, [index]: key } })) found.set(row.id, row);
    return [...found.values()].map(copy);
  }

  insertMany(records: readonly T[], options: { ifAbsent?: boolean } = {}): Promise<number> {
    return this.#write((tx) => {
      let added = 0;
      const handedOver = this.#handedOver();
      for (const record of records) {
        if (this.#table.rows.has(record.id)) {
          if (options.ifAbsent) continue;
          throw new UniqueViolation(this.#table.spec.name, 'id');
        }
        this.#put(tx, handedOver ? record : copy(record));
        added += 1;
      }
      return added;
    });
  }

  upsertMany(ids: readonly string[], change: (id: string, current: T | undefined) => T | undefined): Promise<T[]> {
    return this.#write((tx) => {
      const written: T[] = [];
      for (const id of new Set(ids)) {
        const current = this.#table.rows.get(id);
        const next = change(id, current && copy(current));
        if (next) written.push(copy(this.#put(tx, { ...copy(next), id })));
      }
      return written;
    });
  }

  deleteMany(where: NonNullable<Query['where']>): Promise<number> {
    return this.#write((tx) => {
      let removed = 0;
      for (const row of this.#table.select({ where })) if (this.#remove(tx, row.id)) removed += 1;
      return removed;
    });
  }

  /** Applies `change` to a stored row; returns the stored row after it (the same one if unchanged). */
  #change(tx: Tx, current: T, change: Change<T>): T {
    const next = change(copy(current));
    if (!next) return current;
    return this.#put(tx, { ...copy(next), id: current.id });
  }

  #put(tx: Tx, row: T): T {
    this.#table.assertUnique(row);
    const previous = this.#table.put(row);
    tx.undo.push(() => (previous ? this.#table.put(previous) : this.#table.remove(row.id)));
    tx.ops.push(['p', this.#table.spec.name, row]);
    return row;
  }

  #remove(tx: Tx, id: string): boolean {
    const previous = this.#table.remove(id);
    if (!previous) return false;
    tx.undo.push(() => this.#table.put(previous));
    tx.ops.push(['d', this.#table.spec.name, id]);
    return true;
  }
}
