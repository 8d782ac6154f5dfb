import type pg from 'pg';
import type { Collection, Db, Row } from '../db.ts';
import { AfterCommitWork, type AfterCommitTask } from '../after-commit.ts';
import { isStorageUnavailable, StorageUnavailableError } from '../storage-unavailable.ts';
import type { TableSpec } from '../table-spec.ts';
import { PgCollection, TableSql, type Sql } from './pg-collection.ts';
import { isConnectionFailure, runQuery } from './pg-pool.ts';

// Serialization failures and deadlocks are the database asking for a retry of the whole unit.
const RETRYABLE = new Set(['40001', '40P01']);
const ATTEMPTS = 3;

/** What a transaction carries besides its connection: the tasks to run once it commits. */
type Unit = { after: AfterCommitTask[] };

/** A failure before anything of the unit reached the database: safe to run it again at once. */
class NotStarted extends Error {}

/**
 * Db over PostgreSQL (node-postgres, whose pool is the only pool). Outside a transaction each
 * call runs on its own; `transaction` is BEGIN … COMMIT on one connection, retried from the
 * start when PostgreSQL reports a deadlock or a serialization failure, or when the pooled
 * connection turns out dead before BEGIN (the database restarted since it was opened).
 */
export class PgDb implements Db {
  readonly kind = 'postgres' as const;
  readonly pool: pg.Pool;
  #sql: Sql;
  #unit: Unit | undefined;
  #tables: Map<string, TableSql<Row>>;
  #afterCommit: AfterCommitWork;

  constructor(
    pool: pg.Pool,
    sql: Sql = pool,
    unit?: Unit,
    tables = new Map<string, TableSql<Row>>(),
    afterCommit = new AfterCommitWork(),
  ) {
    this.pool = pool;
    this.#sql = sql;
    this.#unit = unit;
    this.#tables = tables;
    this.#afterCommit = afterCommit;
  }

  /** Resolves once the work started after commits has ended (before the pool closes). */
  settled(): Promise<void> {
    return this.#afterCommit.settled();
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
        const result = await this.#inTransaction(unit, work);
        for (const task of unit.after) this.#afterCommit.run(task);
        return result;
      } catch (error) {
        if (error instanceof NotStarted) {
          if (attempt >= ATTEMPTS) throw new StorageUnavailableError(error.cause);
          continue;
        }
        if (attempt >= ATTEMPTS || !RETRYABLE.has((error as { code?: string }).code ?? '')) throw error;
      }
    }
  }

  afterCommit(task: AfterCommitTask): void {
    if (this.#unit) this.#unit.after.push(task);
    else this.#afterCommit.run(task);
  }

  async #inTransaction<R>(unit: Unit, work: (tx: Db) => Promise<R>): Promise<R> {
    let client: pg.PoolClient;
    try {
      client = await this.pool.connect();
    } catch (error) {
      throw isConnectionFailure(error) ? new StorageUnavailableError(error) : error;
    }
    let broken: Error | undefined;
    // A connection the server closes between two queries reports it as an event: unheard, it
    // would end the process. Noted here, it fails the next query of the unit instead.
    const onError = (error: Error) => (broken = error);
    client.on('error', onError);
    try {
      try {
        await client.query('BEGIN');
      } catch (error) {
        broken = error as Error;
        throw isConnectionFailure(error) ? new NotStarted('BEGIN failed', { cause: error }) : error;
      }
      try {
        const result = await work(new PgDb(this.pool, client, unit, this.#tables, this.#afterCommit));
        await runQuery(client, 'COMMIT');
        return result;
      } catch (error) {
        if (isStorageUnavailable(error) || isConnectionFailure(error)) {
          broken = error as Error;
          throw isStorageUnavailable(error) ? error : new StorageUnavailableError(error);
        }
        await client.query('ROLLBACK').catch((rollbackError: Error) => (broken = rollbackError));
        throw error;
      }
    } finally {
      client.off('error', onError);
      // A connection that failed is closed rather than handed to the next caller.
      client.release(broken);
    }
  }
}
