import pg from 'pg';
import { metrics, statementKind } from '../../observability/metrics.ts';
import { StorageUnavailableError } from '../storage-unavailable.ts';
import { MS_PER_MINUTE } from '../../../shared/time.ts';

/** Connection settings beyond the URL (tests put each suite in a schema of its own). */
export type PgOptions = { max?: number; searchPath?: string; log?: (line: string) => void };

/** What runs a query: the pool, or one connection inside a transaction. */
export type Queryable = Pick<pg.Pool | pg.PoolClient, 'query'>;

/** The database named in `url` with the user and password hidden, for messages. */
export function describeDatabase(url: string): string {
  const parsed = new URL(url);
  return `${parsed.hostname}:${parsed.port || 5432}${parsed.pathname}`;
}

/**
 * The connection settings of `url`. A `search_path` query parameter (as tests and schemas per
 * console use) becomes a startup option: node-postgres does not pass unknown parameters on.
 */
export function connectionConfig(url: string, options: PgOptions = {}): pg.ClientConfig {
  const parsed = new URL(url);
  const searchPath = options.searchPath ?? parsed.searchParams.get('search_path') ?? undefined;
  parsed.searchParams.delete('search_path');
  return {
    connectionString: parsed.toString(),
    application_name: 'sovereign-console',
    ...(searchPath ? { options: `-c search_path=${searchPath}` } : {}),
    // A dead peer (a database host gone without closing) is noticed by TCP, not by a hung query.
    keepAlive: true,
    connectionTimeoutMillis: 5_000,
  };
}

/**
 * The one node-postgres pool of the process. A connection the server closes (a restart, an
 * administrator) while idle is dropped from the pool and reported here, never thrown: the next
 * query opens a fresh one, so the process outlives any database restart.
 */
export function createPool(url: string, options: PgOptions = {}): pg.Pool {
  const pool = new pg.Pool({
    ...connectionConfig(url, options),
    max: options.max ?? 10,
    idleTimeoutMillis: MS_PER_MINUTE,
  });
  pool.on('error', (error) => options.log?.(`An idle database connection closed: ${error.message}`));
  // The pool listens for errors of idle connections only. One handed to a waiting caller in the
  // same tick as the server's "terminating connection" message arrives (a restart under load)
  // would emit that error to nobody, which ends the process. Every connection keeps a listener
  // for its whole life; the error still fails its next query, and the pool then drops it.
  pool.on('connect', (client) => client.on('error', ignoreReportedLater));
  return pool;
}

function ignoreReportedLater(): void {}

// SQLSTATE classes and codes that mean "the server is not there for us right now".
const UNAVAILABLE_STATES = new Set([
  '57P01',
  '57P02',
  '57P03',
  '53300',
  '08000',
  '08001',
  '08003',
  '08004',
  '08006',
  '08P01',
]);
const UNAVAILABLE_SOCKET_ERRORS = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/** True when `error` says the database cannot be reached, rather than that a query is wrong. */
export function isConnectionFailure(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { code, message } = error as { code?: string; message?: string };
  if (code && (UNAVAILABLE_STATES.has(code) || UNAVAILABLE_SOCKET_ERRORS.has(code))) return true;
  // node-postgres reports a lost or unusable connection by message only.
  return /Connection terminated|connection timeout|timeout exceeded when trying to connect|Client has encountered a connection error|not queryable|Client was closed/i.test(
    message ?? '',
  );
}

/** The names given to statement texts so far (s1, s2…), by text. */
const statementNames = new Map<string, string>();
/** The queries are built from the table specs, so there are a few hundred texts; past this many, a text is not named. */
const MAX_NAMED_STATEMENTS = 2000;

/**
 * The name to prepare a statement under: each connection then parses and plans it
 * once and afterwards only binds and runs it (node-postgres prepares a named statement on a
 * connection the first time it runs there). Transaction control and anything else run unnamed.
 */
function statementName(text: string, statement: string): string | undefined {
  if (!['select', 'insert', 'update', 'delete'].includes(statement) || text.includes(';')) return undefined;
  let name = statementNames.get(text);
  if (name === undefined && statementNames.size < MAX_NAMED_STATEMENTS)
    statementNames.set(text, (name = `s${statementNames.size + 1}`));
  return name;
}

/**
 * Runs one query, turning a lost database into StorageUnavailableError. A read on the pool
 * that failed on a connection the database had already closed is tried once more, on a fresh
 * one: nothing was changed, and after a database restart the pool may still hold such a one.
 */
export async function runQuery<R extends pg.QueryResultRow>(
  on: Queryable,
  text: string,
  params: unknown[] = [],
): Promise<pg.QueryResult<R>> {
  const retryable = on instanceof pg.Pool && /^\s*SELECT\b/i.test(text) && !/\bFOR UPDATE\b/i.test(text);
  const statement = statementKind(text);
  const name = statementName(text, statement);
  for (let attempt = 1; ; attempt += 1) {
    const started = performance.now();
    try {
      const result = await on.query<R>(name ? { name, text, values: params } : { text, values: params });
      const seconds = (performance.now() - started) / 1000;
      metrics.storageQuery.observe({ backend: 'postgres', statement }, seconds);
      if (statement === 'commit') metrics.storageCommit.observe({ backend: 'postgres' }, seconds);
      return result;
    } catch (error) {
      if (!isConnectionFailure(error)) throw error;
      if (!retryable || attempt >= 2) throw new StorageUnavailableError(error);
    }
  }
}
