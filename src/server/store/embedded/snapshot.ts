import { createReadStream } from 'node:fs';
import { Low, type Adapter } from 'lowdb';
import type { Row } from '../db.ts';
import { readJsonFile, StoreCorruptError, writeFileDurably } from '../durable-file.ts';
import type { JournalOp } from './embedded-store.ts';

/** Bytes of the journal read at a time. */
const JOURNAL_CHUNK_BYTES = 4 * 1024 * 1024;

/** A schema migration of the snapshot document: mutates version `version - 1` into `version`. */
export type Migration = { version: number; description: string; up: (doc: Record<string, unknown>) => void };

/** What the store starts from: every table's rows by id, and the last journal line they include. */
export type Snapshot = { schemaVersion: number; journalSeq: number; tables: Map<string, Map<string, Row>> };

type SnapshotDocument = { schemaVersion: number; journalSeq?: number; tables?: Record<string, Row[]> };

/** lowdb adapter that never overwrites an unreadable file and replaces the file durably. */
export class DurableJsonAdapter<T> implements Adapter<T> {
  readonly path: string;
  constructor(path: string) {
    this.path = path;
  }
  async read(): Promise<T | null> {
    const value = await readJsonFile(this.path);
    if (value === undefined) return null;
    if (typeof value !== 'object' || value === null || typeof (value as SnapshotDocument).schemaVersion !== 'number') {
      throw new StoreCorruptError(
        `The data file ${this.path} has no schemaVersion; it was left untouched. Restore it from a backup.`,
      );
    }
    return value as T;
  }
  async write(data: T): Promise<void> {
    await writeFileDurably(this.path, JSON.stringify(data));
  }
}

/**
 * Reads the snapshot through lowdb, replays the journals written after it (a torn last line
 * from a crash is ignored: it was never acknowledged) and runs pending migrations. `changed`
 * says whether anything beyond the snapshot was applied, so the caller writes a new one.
 */
export async function loadSnapshot(
  path: string,
  journalPaths: readonly string[],
  migrations: readonly Migration[],
): Promise<{ snapshot: Snapshot; changed: boolean }> {
  const empty: SnapshotDocument = { schemaVersion: 0 };
  const db = new Low<SnapshotDocument>(new DurableJsonAdapter(path), empty);
  await db.read();
  const doc = db.data as SnapshotDocument & Record<string, unknown>;
  const fresh = db.data === empty;
  const latest = migrations.reduce((max, m) => Math.max(max, m.version), 0);
  if (doc.schemaVersion > latest) {
    throw new StoreCorruptError(
      `The data file ${path} has schema version ${doc.schemaVersion}, newer than this build knows (${latest}). ` +
        'Run a newer release; the file was left untouched.',
    );
  }
  const tables = new Map<string, Map<string, Row>>();
  let seq = doc.journalSeq ?? 0;
  let replayed = 0;
  if (doc.tables) {
    for (const [name, rows] of Object.entries(doc.tables)) tables.set(name, new Map(rows.map((row) => [row.id, row])));
    for (const journal of journalPaths) {
      for (const entry of await readJournal(journal)) {
        if (entry.s <= seq) continue;
        applyOps(tables, entry.o);
        seq = entry.s;
        replayed += 1;
      }
    }
    doc.tables = Object.fromEntries([...tables].map(([name, rows]) => [name, [...rows.values()]]));
  }
  const pending = migrations.filter((m) => m.version > doc.schemaVersion).sort((a, b) => a.version - b.version);
  for (const migration of pending) {
    migration.up(doc);
    doc.schemaVersion = migration.version;
  }
  const migratedTables = doc.tables ?? {};
  const snapshot: Snapshot = {
    schemaVersion: doc.schemaVersion,
    journalSeq: seq,
    tables: new Map(
      Object.entries(migratedTables).map(([name, rows]) => [name, new Map(rows.map((row) => [row.id, row]))]),
    ),
  };
  return { snapshot, changed: fresh || replayed > 0 || pending.length > 0 };
}

function applyOps(tables: Map<string, Map<string, Row>>, ops: JournalOp[]): void {
  for (const op of ops) {
    let rows = tables.get(op[1]);
    if (!rows) tables.set(op[1], (rows = new Map()));
    if (op[0] === 'p') rows.set(op[2].id, op[2]);
    else rows.delete(op[2]);
  }
}

/** The complete lines of a journal; a missing file has none. */
async function readJournal(path: string): Promise<{ s: number; o: JournalOp[] }[]> {
  const entries: { s: number; o: JournalOp[] }[] = [];
  const parse = (line: string) => {
    try {
      entries.push(JSON.parse(line) as { s: number; o: JournalOp[] });
    } catch {
      // A write that failed (and was reported as failed) may have left a partial line.
      console.warn(`Skipped an unreadable line in ${path}.`);
    }
  };
  // Line by line: a journal may grow as big as the snapshot, past what one string can hold.
  let rest: Buffer[] = [];
  try {
    for await (const chunk of createReadStream(path, { highWaterMark: JOURNAL_CHUNK_BYTES }) as AsyncIterable<Buffer>) {
      let from = 0;
      for (let end = chunk.indexOf(0x0a); end !== -1; end = chunk.indexOf(0x0a, from)) {
        parse(
          rest.length === 0
            ? chunk.toString('utf8', from, end)
            : Buffer.concat([...rest, chunk.subarray(from, end)]).toString('utf8'),
        );
        rest = [];
        from = end + 1;
      }
      if (from < chunk.length) rest.push(chunk.subarray(from));
    }
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw new StoreCorruptError(`Cannot read the journal ${path}: ${(error as Error).message}. It was not changed.`);
  }
  // What follows the last newline is a line torn by a crash: it was never acknowledged.
  return entries;
}
