import pg from 'pg';
import { UniqueViolation, type Change, type Collection, type Condition, type Query, type Row } from '../db.ts';
import { isMulti, keysOf, type IndexSpec, type MultiIndexSpec, type TableSpec } from '../table-spec.ts';
import { ParsedRecords } from './parsed-records.ts';
import { arrayLiteral, CopyRows } from './pg-copy.ts';
import { runQuery, type Queryable } from './pg-pool.ts';

/** A connection pool or a transaction's connection: both run queries. */
export type Sql = Queryable;

type Param = string | number | string[] | null;

// Rows per bulk UPDATE: large enough to make a mark-all-read of thousands one round trip or two.
const BULK_ROWS = 1000;
// Rows from which insertMany copies (COPY … FROM STDIN) rather than inserts: the server then
// neither parses a text[] parameter per column nor unnests it, and loads the rows as they come.
const COPY_ROWS = 500;
/** Text of the records `peek` keeps parsed, per table: some 16 MB (a few thousand records). */
const PEEK_CACHE_CHARS = 8_000_000;

const quote = (identifier: string) => `"${identifier.replaceAll('"', '""')}"`;

/** The SQL of one table: column lists and how a record becomes a row, computed once. */
export class TableSql<T extends Row> {
  readonly spec: TableSpec<T>;
  readonly table: string;
  readonly columns: string;
  readonly placeholders: string;
  readonly assignments: string;
  /** The record column's type (`jsonb`, or `json` where the spec says so). */
  readonly document: 'jsonb' | 'json';
  /** The records `peek` read, parsed, kept for as long as the table's SQL (the database's life). */
  readonly peeked = new ParsedRecords<T>(PEEK_CACHE_CHARS);
  readonly #uniqueByConstraint = new Map<string, string>();

  constructor(spec: TableSpec<T>) {
    this.spec = spec;
    this.table = quote(spec.name);
    this.document = spec.document ?? 'jsonb';
    const indexes = Object.values(spec.indexes);
    const names = ['id', 'data', spec.order.column, ...indexes.map((index) => index.column)];
    this.columns = names.map(quote).join(', ');
    this.placeholders = names
      .map((_, i) =>
        i === 1 ? `$2::text::${this.document}` : isMultiAt(indexes, i - 3) ? `$${i + 1}::text[]` : `$${i + 1}`,
      )
      .join(', ');
    this.assignments = names
      .slice(1)
      .map(
        (name, i) =>
          `${quote(name)} = ${i === 0 ? `$2::text::${this.document}` : isMultiAt(indexes, i - 2) ? `$${i + 2}::text[]` : `$${i + 2}`}`,
      )
      .join(', ');
    this.#uniqueByConstraint.set(`${spec.name}_pkey`, 'id');
    for (const [name, index] of Object.entries(spec.indexes)) {
      if (!isMulti(index) && index.unique) this.#uniqueByConstraint.set(`${spec.name}_${index.column}_key`, name);
    }
  }

  /**
   * One UPDATE for many rows: every column travels as a text[] parameter and unnest() pairs
   * them up (several-key columns as JSON text, turned back into text[]).
   */
  bulkUpdate(): string {
    const indexes = Object.values(this.spec.indexes);
    const names = ['id', 'data', this.spec.order.column, ...indexes.map((index) => index.column)];
    const aliases = names.map((_, i) => `c${i}`);
    const assignments = names.slice(1).map((name, i) => {
      const value = `v.c${i + 1}`;
      const cast =
        i === 0
          ? `${value}::${this.document}`
          : isMultiAt(indexes, i - 2)
            ? `ARRAY(SELECT jsonb_array_elements_text(${value}::jsonb))`
            : value;
      return `${quote(name)} = ${cast}`;
    });
    const unnest = names.map((_, i) => `$${i + 1}::text[]`).join(', ');
    return `UPDATE ${this.table} AS t SET ${assignments.join(', ')} FROM unnest(${unnest}) AS v(${aliases.join(', ')}) WHERE t."id" = v.c0`;
  }

  /** One INSERT for many rows, the same unnest() pairing as bulkUpdate; `ifAbsent` passes over taken ids. */
  bulkInsert(ifAbsent: boolean): string {
    const indexes = Object.values(this.spec.indexes);
    const names = ['id', 'data', this.spec.order.column, ...indexes.map((index) => index.column)];
    const aliases = names.map((_, i) => `c${i}`);
    const selected = names.map((_, i) => {
      const value = `v.c${i}`;
      return i === 1
        ? `${value}::${this.document}`
        : isMultiAt(indexes, i - 3)
          ? `ARRAY(SELECT jsonb_array_elements_text(${value}::jsonb))`
          : value;
    });
    const unnest = names.map((_, i) => `$${i + 1}::text[]`).join(', ');
    const conflict = ifAbsent ? ' ON CONFLICT ("id") DO NOTHING' : '';
    return `INSERT INTO ${this.table} (${this.columns}) SELECT ${selected.join(', ')} FROM unnest(${unnest}) AS v(${aliases.join(', ')})${conflict} RETURNING "id"`;
  }

  /** The columns of many rows, as one array per column (the parameters of bulkUpdate). */
  bulkValues(records: readonly T[]): (string | null)[][] {
    const columns: (string | null)[][] = [];
    for (const record of records) {
      this.values(record).forEach((value, i) => {
        (columns[i] ??= []).push(Array.isArray(value) ? JSON.stringify(value) : value === null ? null : String(value));
      });
    }
    return columns;
  }

  /** The rows of `records` as COPY's fields, in `columns` order (several-key columns as array literals). */
  *copyValues(records: readonly T[]): Generator<(string | null)[]> {
    for (const record of records)
      yield this.values(record).map((value) =>
        Array.isArray(value) ? arrayLiteral(value) : value === null ? null : String(value),
      );
  }

  /** The parameters of a row, in `columns` order. */
  values(record: T): Param[] {
    const keys = Object.values(this.spec.indexes).map((index: IndexSpec<T> | MultiIndexSpec<T>) =>
      isMulti(index) ? keysOf(index, record) : index.key(record),
    );
    return [record.id, JSON.stringify(record), this.spec.order.key(record), ...keys];
  }

  /** WHERE, ORDER BY and LIMIT of a query; parameters are appended to `params`. */
  clauses(query: Query, params: Param[]): { where: string; orderLimit: string } {
    const parts: string[] = [];
    for (const [name, condition] of Object.entries(query.where ?? {})) {
      if (condition !== undefined) parts.push(this.#condition(name, condition, params));
    }
    const descending = (query.direction ?? 'desc') === 'desc';
    const order = quote(this.spec.order.column);
    if (query.after) {
      params.push(query.after.order, query.after.id);
      parts.push(`(${order}, "id") ${descending ? '<' : '>'} ($${params.length - 1}, $${params.length})`);
    }
    const direction = descending ? 'DESC' : 'ASC';
    let orderLimit = `ORDER BY ${order} ${direction}, "id" ${direction}`;
    if (query.limit !== undefined) {
      params.push(query.limit);
      orderLimit += ` LIMIT $${params.length}`;
    }
    return { where: parts.length > 0 ? `WHERE ${parts.join(' AND ')}` : '', orderLimit };
  }

  /** The index a unique-violation error names, as a UniqueViolation; other errors unchanged. */
  translate(error: unknown): unknown {
    const failure = error as { code?: string; constraint?: string };
    if (failure.code !== '23505') return error;
    return new UniqueViolation(this.spec.name, this.#uniqueByConstraint.get(failure.constraint ?? '') ?? 'id');
  }

  #condition(name: string, condition: Condition, params: Param[]): string {
    const index = this.spec.indexes[name];
    if (!index) throw new Error(`Table ${this.spec.name} has no index ${name}.`);
    const column = quote(index.column);
    if (typeof condition === 'string') {
      params.push(condition);
      return isMulti(index) ? `${column} @> ARRAY[$${params.length}]::text[]` : `${column} = $${params.length}`;
    }
    if (isMulti(index))
      throw new Error(`Index ${name} of ${this.spec.name} holds several keys per row: equality only.`);
    const ranges: string[] = [`${column} IS NOT NULL`];
    for (const [op, sqlOp] of [
      ['lt', '<'],
      ['lte', '<='],
      ['gt', '>'],
      ['gte', '>='],
    ] as const) {
      const bound = condition[op];
      if (bound === undefined) continue;
      params.push(bound);
      ranges.push(`${column} ${sqlOp} $${params.length}`);
    }
    return ranges.join(' AND ');
  }
}

function isMultiAt<T>(indexes: (IndexSpec<T> | MultiIndexSpec<T>)[], position: number): boolean {
  const index = indexes[position];
  return index !== undefined && isMulti(index);
}

/** A collection stored as a PostgreSQL table: the record as jsonb (or json) plus one column per key. */
export class PgCollection<T extends Row> implements Collection<T> {
  #t: TableSql<T>;
  #sql: Sql;
  /** Runs work in a transaction (joining the current one): row locks need one. */
  #inTransaction: <R>(work: (sql: Sql) => Promise<R>) => Promise<R>;

  constructor(table: TableSql<T>, sql: Sql, inTransaction: <R>(work: (sql: Sql) => Promise<R>) => Promise<R>) {
    this.#t = table;
    this.#sql = sql;
    this.#inTransaction = inTransaction;
  }

  async get(id: string) {
    const [row] = await rows<{ data: T }>(this.#sql, `SELECT "data" FROM ${this.#t.table} WHERE "id" = $1`, [id]);
    return row?.data;
  }

  async findOne(query: Query) {
    const [found] = await this.list({ ...query, limit: 1 });
    return found;
  }

  async list(query: Query = {}) {
    const params: Param[] = [];
    const { where, orderLimit } = this.#t.clauses(query, params);
    const found = await rows<{ data: T }>(
      this.#sql,
      `SELECT "data" FROM ${this.#t.table} ${where} ${orderLimit}`,
      params,
    );
    return found.map((row) => row.data);
  }

  /**
   * The matching rows' ids and versions first, then the records of those not kept yet at that
   * version (ParsedRecords): an unchanged record is neither sent nor parsed again. A row written
   * between the two reads is given as it is at the second, one deleted meanwhile is left out.
   */
  async peek(query: Query = {}): Promise<readonly Readonly<T>[]> {
    const params: Param[] = [];
    const { where, orderLimit } = this.#t.clauses(query, params);
    const listed = await rows<{ id: string; version: string }>(
      this.#sql,
      `SELECT "id", "xmin"::text AS "version" FROM ${this.#t.table} ${where} ${orderLimit}`,
      params,
    );
    const kept = this.#t.peeked;
    const found = new Map<string, Readonly<T>>();
    const missing: string[] = [];
    for (const { id, version } of listed) {
      const record = kept.get(id, version);
      if (record) found.set(id, record);
      else missing.push(id);
    }
    if (missing.length > 0) {
      const read = await rows<{ id: string; version: string; text: string }>(
        this.#sql,
        `SELECT "id", "xmin"::text AS "version", "data"::text AS "text" FROM ${this.#t.table} WHERE "id" = ANY($1::text[])`,
        [missing],
      );
      for (const { id, version, text } of read) found.set(id, kept.keep(id, version, text));
    }
    return listed.flatMap(({ id }) => found.get(id) ?? []);
  }

  async count(where: Query['where'] = {}) {
    const params: Param[] = [];
    const clauses = this.#t.clauses({ where }, params);
    const [row] = await rows<{ count: number }>(
      this.#sql,
      `SELECT count(*)::int AS "count" FROM ${this.#t.table} ${clauses.where}`,
      params,
    );
    return row?.count ?? 0;
  }

  async insert(record: T) {
    await this.#insert(this.#sql, record, false);
    return structuredClone(record);
  }

  insertIfAbsent(record: T) {
    return this.#insert(this.#sql, record, true);
  }

  update(id: string, change: Change<T>) {
    return this.#inTransaction(async (sql) => {
      const current = await this.#lock(sql, id);
      if (!current) return undefined;
      const next = change(structuredClone(current));
      if (!next) return current;
      return this.#write(sql, { ...next, id });
    });
  }

  upsert(id: string, change: (current: T | undefined) => T | undefined) {
    return this.#inTransaction(async (sql) => {
      // Two writers may both find nothing; the loser of the insert race locks the winner's row.
      for (let attempt = 0; attempt < 3; attempt += 1) {
        const current = await this.#lock(sql, id);
        const next = change(current && structuredClone(current));
        if (!next) return current;
        if (current) return this.#write(sql, { ...next, id });
        if (await this.#insert(sql, { ...next, id }, true)) return structuredClone({ ...next, id });
      }
      throw new Error(`Could not create ${this.#t.spec.name} ${id}: it keeps changing.`);
    });
  }

  updateMany(query: Query & { skipLocked?: boolean }, change: Change<T>) {
    return this.#inTransaction(async (sql) => {
      const params: Param[] = [];
      const { where, orderLimit } = this.#t.clauses(query, params);
      const lock = query.skipLocked ? 'FOR UPDATE SKIP LOCKED' : 'FOR UPDATE';
      const locked = await rows<{ data: T }>(
        sql,
        `SELECT "data" FROM ${this.#t.table} ${where} ${orderLimit} ${lock}`,
        params,
      );
      const changed = locked.flatMap(({ data }) => {
        const next = change(structuredClone(data));
        return next ? [{ ...next, id: data.id }] : [];
      });
      if (changed.length === 1 && changed[0]) return [await this.#write(sql, changed[0])];
      for (let start = 0; start < changed.length; start += BULK_ROWS) {
        const chunk = changed.slice(start, start + BULK_ROWS);
        try {
          await runQuery(sql, this.#t.bulkUpdate(), this.#t.bulkValues(chunk));
        } catch (error) {
          throw this.#t.translate(error);
        }
      }
      return changed.map((record) => structuredClone(record));
    });
  }

  async getMany(ids: readonly string[]) {
    if (ids.length === 0) return [];
    const found = await rows<{ data: T }>(
      this.#sql,
      `SELECT "data" FROM ${this.#t.table} WHERE "id" = ANY($1::text[])`,
      [[...ids]],
    );
    return found.map((row) => row.data);
  }

  async listIn(index: string, keys: readonly string[], where: Query['where'] = {}) {
    const spec = this.#t.spec.indexes[index];
    if (!spec) throw new Error(`Table ${this.#t.spec.name} has no index ${index}.`);
    if (keys.length === 0) return [];
    const column = quote(spec.column);
    const params: Param[] = [[...new Set(keys)]];
    const others = this.#t.clauses({ where }, params).where.replace(/^WHERE /, ' AND ');
    const condition = isMulti(spec) ? `${column} && $1::text[]` : `${column} = ANY($1::text[])`;
    const found = await rows<{ data: T }>(
      this.#sql,
      `SELECT "data" FROM ${this.#t.table} WHERE ${condition}${others}`,
      params,
    );
    return found.map((row) => row.data);
  }

  insertMany(records: readonly T[], options: { ifAbsent?: boolean } = {}) {
    if (records.length === 0) return Promise.resolve(0);
    return this.#inTransaction(async (sql) => {
      if (options.ifAbsent || records.length < COPY_ROWS || sql instanceof pg.Pool)
        return (await this.#insertRows(sql, records, options.ifAbsent ?? false)).size;
      return this.#copyRows(sql as pg.PoolClient, records);
    });
  }

  upsertMany(ids: readonly string[], change: (id: string, current: T | undefined) => T | undefined) {
    return this.#inTransaction(async (sql) => {
      const written: T[] = [];
      let pending = [...new Set(ids)].sort();
      // Ids another writer created meanwhile are locked and changed on the next pass.
      for (let attempt = 0; pending.length > 0; attempt += 1) {
        if (attempt >= 3) throw new Error(`Could not write ${this.#t.spec.name} records: they keep changing.`);
        const locked = await rows<{ data: T }>(
          sql,
          `SELECT "data" FROM ${this.#t.table} WHERE "id" = ANY($1::text[]) ORDER BY "id" FOR UPDATE`,
          [pending],
        );
        const current = new Map(locked.map(({ data }) => [data.id, data]));
        const updates: T[] = [];
        const inserts: T[] = [];
        for (const id of pending) {
          const found = current.get(id);
          const next = change(id, found && structuredClone(found));
          if (next) (found ? updates : inserts).push({ ...next, id });
        }
        for (let start = 0; start < updates.length; start += BULK_ROWS) {
          try {
            await runQuery(sql, this.#t.bulkUpdate(), this.#t.bulkValues(updates.slice(start, start + BULK_ROWS)));
          } catch (error) {
            throw this.#t.translate(error);
          }
        }
        written.push(...updates);
        const added = await this.#insertRows(sql, inserts, true);
        written.push(...inserts.filter((record) => added.has(record.id)));
        pending = inserts.filter((record) => !added.has(record.id)).map((record) => record.id);
      }
      return written.map((record) => structuredClone(record));
    });
  }

  async #insertRows(sql: Sql, records: readonly T[], ifAbsent: boolean): Promise<Set<string>> {
    const added = new Set<string>();
    for (let start = 0; start < records.length; start += BULK_ROWS) {
      try {
        const result = await runQuery<{ id: string }>(
          sql,
          this.#t.bulkInsert(ifAbsent),
          this.#t.bulkValues(records.slice(start, start + BULK_ROWS)),
        );
        for (const row of result.rows) added.add(row.id);
      } catch (error) {
        throw this.#t.translate(error);
      }
    }
    return added;
  }

  /** Many new rows in one COPY (on the transaction's connection): all of them, or an error and none. */
  async #copyRows(client: pg.PoolClient, records: readonly T[]): Promise<number> {
    const copy = new CopyRows(this.#t.table, this.#t.columns, this.#t.copyValues(records));
    client.query(copy);
    try {
      return await copy.done;
    } catch (error) {
      throw this.#t.translate(error);
    }
  }

  async delete(id: string) {
    const result = await runQuery(this.#sql, `DELETE FROM ${this.#t.table} WHERE "id" = $1`, [id]);
    return (result.rowCount ?? 0) > 0;
  }

  async deleteMany(where: NonNullable<Query['where']>) {
    const params: Param[] = [];
    const clauses = this.#t.clauses({ where }, params);
    const result = await runQuery(this.#sql, `DELETE FROM ${this.#t.table} ${clauses.where}`, params);
    return result.rowCount ?? 0;
  }

  async #lock(sql: Sql, id: string): Promise<T | undefined> {
    const [row] = await rows<{ data: T }>(sql, `SELECT "data" FROM ${this.#t.table} WHERE "id" = $1 FOR UPDATE`, [id]);
    return row?.data;
  }

  async #write(sql: Sql, record: T): Promise<T> {
    const values = this.#t.values(record);
    try {
      await runQuery(sql, `UPDATE ${this.#t.table} SET ${this.#t.assignments} WHERE "id" = $1`, values);
    } catch (error) {
      throw this.#t.translate(error);
    }
    return structuredClone(record);
  }

  async #insert(sql: Sql, record: T, ifAbsent: boolean): Promise<boolean> {
    const conflict = ifAbsent ? ' ON CONFLICT ("id") DO NOTHING' : '';
    try {
      const result = await runQuery(
        sql,
        `INSERT INTO ${this.#t.table} (${this.#t.columns}) VALUES (${this.#t.placeholders})${conflict}`,
        this.#t.values(record),
      );
      return (result.rowCount ?? 0) > 0;
    } catch (error) {
      throw this.#t.translate(error);
    }
  }
}

/** The rows of one query. */
async function rows<R extends object>(on: Sql, text: string, params: unknown[]): Promise<R[]> {
  return (await runQuery<R & Record<string, unknown>>(on, text, params)).rows;
}
