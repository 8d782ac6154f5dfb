import type { AfterCommitTask } from './after-commit.ts';
import type { TableSpec } from './table-spec.ts';

/** A stored record: every collection is keyed by a string id. */
export type Row = { id: string };

/** Where a keyset page ends: the order key and id of its last record. */
export type Cursor = { order: string; id: string };

/** A condition on one declared index: equal to a key, or a range on its (sortable) key. */
export type Condition = string | { lt?: string; lte?: string; gt?: string; gte?: string };

/**
 * A query on a collection. Conditions name declared indexes (AND); results come in the table's
 * order (its order key, then id), newest first unless `direction` is 'asc'. Pages are keyset
 * pages: `after` is the cursor of the previous page's last record.
 */
export type Query = {
  /** Conditions by index name; an undefined condition is no condition. */
  where?: Record<string, Condition | undefined>;
  direction?: 'asc' | 'desc';
  after?: Cursor;
  limit?: number;
};

/** A change to a record: the record to store, or undefined to leave it as it is. */
export type Change<T> = (current: T) => T | undefined;

/** A write that breaks a unique index; `index` is the index name from the table's spec. */
export class UniqueViolation extends Error {
  override name = 'UniqueViolation';
  readonly table: string;
  readonly index: string;
  constructor(table: string, index: string) {
    super(`A ${table} record with the same ${index} already exists.`);
    this.table = table;
    this.index = index;
  }
}

/**
 * One table of records with declared indexes. Every method is atomic on its own; inside
 * `Db.transaction` they all commit or roll back together. Records returned are copies.
 */
export interface Collection<T extends Row> {
  get(id: string): Promise<T | undefined>;
  /** The first record in order matching the query. */
  findOne(query: Query): Promise<T | undefined>;
  list(query?: Query): Promise<T[]>;
  /**
   * Like list, but the records may be the stored ones themselves rather than copies (the
   * embedded store skips copying): for hot reads that only look. Never change what it returns.
   */
  peek(query?: Query): Promise<readonly Readonly<T>[]>;
  count(where?: Query['where']): Promise<number>;
  /**
   * Where the records live in this process's memory (the embedded store), the record of `id` as
   * it is now, read at once: a deep-frozen copy, the same object until the record changes, so
   * what is worked out from it can be kept by its identity. Absent on PostgreSQL (read with get).
   */
  readonly snapshot?: (id: string) => Readonly<T> | undefined;
  /** Adds a record; UniqueViolation when its id or a unique key is taken. */
  insert(record: T): Promise<T>;
  /** Adds the record, or does nothing when its id exists; true when it was added. */
  insertIfAbsent(record: T): Promise<boolean>;
  /**
   * Reads, changes and writes one record atomically (the row is locked meanwhile). `change` may
   * throw to refuse; undefined when the record does not exist.
   */
  update(id: string, change: Change<T>): Promise<T | undefined>;
  /** Like update, but `change` also sees a missing record (undefined) and may create it. */
  upsert(id: string, change: (current: T | undefined) => T | undefined): Promise<T | undefined>;
  /**
   * Applies `change` to every record matching the query (at most `limit`), atomically per
   * record; `skipLocked` passes over records another transaction holds. Returns the changed ones.
   */
  updateMany(query: Query & { skipLocked?: boolean }, change: Change<T>): Promise<T[]>;
  delete(id: string): Promise<boolean>;
  /** The records with these ids (missing ones left out), in no particular order: one read for many. */
  getMany(ids: readonly string[]): Promise<T[]>;
  /**
   * The records whose key in `index` is one of `keys`, and that meet the other conditions of
   * `where` (as in a query), in no particular order.
   */
  listIn(index: string, keys: readonly string[], where?: Query['where']): Promise<T[]>;
  /**
   * Adds many records in one write. UniqueViolation (nothing added) when one's id or unique key
   * is taken, unless `ifAbsent`: then those are passed over. Returns how many were added.
   */
  insertMany(records: readonly T[], options?: { ifAbsent?: boolean }): Promise<number>;
  /**
   * Like upsert for many ids at once: the existing records are locked (in id order, so two
   * writers never deadlock), `change` sees each id's record or undefined, and what it answers
   * is written in one statement per kind (inserts, updates). Returns the records written.
   */
  upsertMany(ids: readonly string[], change: (id: string, current: T | undefined) => T | undefined): Promise<T[]>;
  /** Deletes every record matching the conditions; returns how many went. */
  deleteMany(where: NonNullable<Query['where']>): Promise<number>;
}

/**
 * A database: collections, transactions across them, and work to do once a commit is durable.
 * The embedded store and PostgreSQL both implement it, so repositories are written once.
 */
export interface Db {
  readonly kind: 'embedded' | 'postgres';
  collection<T extends Row>(spec: TableSpec<T>): Collection<T>;
  /**
   * Runs `work` as one unit: everything it writes through the given Db commits together, or
   * nothing does when it throws. Nested calls join the outer transaction.
   */
  transaction<R>(work: (tx: Db) => Promise<R>): Promise<R>;
  /**
   * Runs `task` after the current transaction commits (at once outside a transaction). Return
   * the promise of the work it starts: closing the storage waits for it (after-commit.ts).
   */
  afterCommit(task: AfterCommitTask): void;
}
