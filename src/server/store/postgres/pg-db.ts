import type postgres from 'postgres';
import type { Collection, Db, Row } from '../db.ts';
import type { TableSpec } from '../table-spec.ts';
import { PgCollection, TableSql, type Sql } from './pg-collection.ts';

// Serialization failures and deadlocks are the database asking for a retry of the whole unit.
const RETRYABLE = new Set(['40001', '40P01']);
const ATTEMPTS = 3;

/** What a transaction carries besides its connection: the tasks to run once it commits. */
type Unit = { after: (() => void)[] };

/**
 * Db over PostgreSQL (postgres.js, whose pool is the only pool). Outside a transaction each
 * call runs on its own; `transaction` is BEGIN … COMMIT on one connection, retried from the
 * start when PostgreSQL reports a deadlock or a serialization failure.
 */
export class PgDb implements Db {
  readonly kind = 'postgres' as const;
  readonly pool: postgres.Sql;
  #sql: Sql;
  #unit: Unit | undefined;
  #tables: Map<string, TableSql<Row>>;

  constructor(pool: postgres.Sql, sql: Sql = pool, unit?: Unit, tables = new Map<string, TableSql<Row>>()) {
    this.pool = pool;
    this.#sql = sql;
    this.#unit = unit;
    this.#tables = tables;
  }

  collection<T extends Row>(spec: TableSpec<T>): Collection<T> {
    let table = this.#tables.get(spec.name) as TableSql<T> | undefined;
    if (!table) {
      table = new TableSql(spec);
      this.#tables.set(spec.name, table as unknown as TableSql<Row>);
    }
    return new PgCollection(table, this.#sql, (work) => this.transaction((tx) => work((tx as PgDb).#sql)));
  }

  async transaction<R>(work: (tx: Db) => Promise<R>): Promise<R> {
    if (this.#unit) return work(this);
    for (let attempt = 1; ; attempt += 1) {
      const unit: Unit = { after: [] };
      try {
        const result = (await this.pool.begin((sql) => work(new PgDb(this.pool, sql, unit, this.#tables)))) as R;
        for (const task of unit.after) runSafely(task);
        return result;
      } catch (error) {
        if (attempt >= ATTEMPTS || !RETRYABLE.has((error as { code?: string }).code ?? '')) throw error;
      }
    }
  }

  afterCommit(task: () => void): void {
    if (this.#unit) this.#unit.after.push(task);
    else runSafely(task);
  }
}

function runSafely(task: () => void): void {
  try {
    task();
  } catch (error) {
    console.warn('A task after a commit failed:', (error as Error).message);
  }
}
