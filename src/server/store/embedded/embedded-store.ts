import { readdir, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { Row } from '../db.ts';
import { AfterCommitWork, type AfterCommitTask } from '../after-commit.ts';
import { StoreCorruptError, writeFileDurably } from '../durable-file.ts';
import type { TableSpec } from '../table-spec.ts';
import { JournalWriter } from './journal-writer.ts';
import { MemoryTable } from './memory-table.ts';
import { loadSnapshot, type Migration, type Snapshot } from './snapshot.ts';
import { snapshotText, type SnapshotRows } from './snapshot-text.ts';
import { WriteLock } from './write-lock.ts';

/** One change in the journal: put a whole row, or delete one by id. */
export type JournalOp = ['p', string, Row] | ['d', string, string];

/** The unit of work of one transaction: what to write, how to undo it, what to run after. */
export type Tx = { ops: JournalOp[]; undo: (() => void)[]; after: AfterCommitTask[] };

// Compaction rewrites the whole snapshot, so it waits until the journal is big: at least this,
// and at least as big as the last snapshot. With a fixed threshold alone, a large store rewrote
// everything for every few tens of megabytes written (a month-end run on a big store, the cost
// growing with the square of its size); relative to the snapshot, rewriting costs about what was
// written, and a restart replays a journal no bigger than the snapshot it starts from.
const COMPACT_AT_BYTES = 64 * 1024 * 1024;

/**
 * The embedded store: every table in memory, a snapshot file (`store.json`, read and written
 * through lowdb) and an append-only journal (`store.journal`). A transaction takes the write
 * lock, applies its changes in memory (undoing them if it throws), appends them as one journal
 * line and resolves once that line is on disk. Bursts share one fdatasync (group commit), so a
 * write costs a line, not a rewrite of the whole file. One process owns a data folder.
 */
export class EmbeddedStore {
  readonly snapshotPath: string;
  readonly journalPath: string;
  readonly asidePath: string;
  #schemaVersion: number;
  #seq: number;
  #tables = new Map<string, MemoryTable<Row>>();
  #unclaimed: Map<string, Map<string, Row>>;
  #journal: JournalWriter;
  #lock = new WriteLock();
  #compacting: Promise<void> | undefined;
  #closed = false;
  /** The work started after commits: closing waits for it (it may still write). */
  readonly afterCommit = new AfterCommitWork();
  /** Characters of the last snapshot written or read: the journal may grow as big before compaction. */
  #snapshotSize = 0;
  /** Bulk loads under way: while any is, transactions skip the journal (see bulkLoad). */
  #bulkLoads = 0;

  private constructor(dir: string, snapshot: Snapshot, journal: JournalWriter) {
    this.snapshotPath = join(dir, 'store.json');
    this.journalPath = join(dir, 'store.journal');
    this.asidePath = join(dir, 'store.journal.old');
    this.#schemaVersion = snapshot.schemaVersion;
    this.#seq = snapshot.journalSeq;
    this.#unclaimed = snapshot.tables;
    this.#journal = journal;
  }

  /**
   * Opens the store in `dir`: reads the snapshot, replays the journal, runs migrations, then
   * writes a fresh snapshot so the next start begins from an empty journal.
   */
  static async open(dir: string, migrations: readonly Migration[]): Promise<EmbeddedStore> {
    await removeLeftoverTemporaryFiles(dir);
    const snapshotPath = join(dir, 'store.json');
    const loaded = await loadSnapshot(
      snapshotPath,
      [join(dir, 'store.journal.old'), join(dir, 'store.journal')],
      migrations,
    );
    const journal = await JournalWriter.open(join(dir, 'store.journal'));
    const store = new EmbeddedStore(dir, loaded.snapshot, journal);
    store.#snapshotSize = await stat(snapshotPath).then(
      (s) => s.size,
      () => 0,
    );
    if (loaded.changed) await store.compact();
    return store;
  }

  /** The table for a spec, built from the loaded rows on first use. */
  table<T extends Row>(spec: TableSpec<T>): MemoryTable<T> {
    let table = this.#tables.get(spec.name) as MemoryTable<T> | undefined;
    if (!table) {
      table = new MemoryTable(spec);
      for (const row of this.#unclaimed.get(spec.name)?.values() ?? []) table.put(row as T);
      this.#unclaimed.delete(spec.name);
      this.#tables.set(spec.name, table as unknown as MemoryTable<Row>);
    }
    return table;
  }

  /** Runs `work` under the write lock as one durable unit; undoes its changes if it throws. */
  async run<R>(work: (tx: Tx) => Promise<R>): Promise<R> {
    if (this.#closed) throw new Error('The store is closed.');
    const release = await this.#lock.acquire();
    const tx: Tx = { ops: [], undo: [], after: [] };
    let durable: Promise<void> | undefined;
    try {
      const result = await work(tx);
      if (tx.ops.length > 0 && this.#bulkLoads === 0) {
        this.#seq += 1;
        durable = this.#journal.append(JSON.stringify({ s: this.#seq, o: tx.ops }));
      }
      release();
      await durable;
      for (const task of tx.after) this.afterCommit.run(task);
      if (this.#journal.size > Math.max(COMPACT_AT_BYTES, this.#snapshotSize))
        void this.compact().catch((error: Error) => console.warn('Compaction failed:', error.message));
      return result;
    } catch (error) {
      if (durable === undefined) {
        for (const undo of tx.undo.reverse()) undo();
        release();
      }
      throw error;
    }
  }

  /** True while a bulk load runs: inserted rows are then the loader's to hand over (EmbeddedCollection.insertMany). */
  get bulkLoading(): boolean {
    return this.#bulkLoads > 0;
  }

  /**
   * Runs `work` with the journal set aside: the transactions run meanwhile change memory only
   * (each still whole, undone if it throws) and become durable together in one snapshot written
   * when `work` ends, whether it succeeded or not. A crash before that snapshot loses every one
   * of them, never part of one. For loading a large data set into a folder this process owns:
   * journaled, each row was serialized and written once as a journal line and then again by
   * each compaction the growing journal set off (three to four times in all).
   */
  async bulkLoad<R>(work: () => Promise<R>): Promise<R> {
    if (this.#closed) throw new Error('The store is closed.');
    this.#bulkLoads += 1;
    try {
      return await work();
    } finally {
      this.#bulkLoads -= 1;
      if (this.#bulkLoads === 0) {
        // A compaction already under way may have taken its rows before the load's last changes.
        await this.#compacting?.catch(() => undefined);
        await this.compact();
      }
    }
  }

  /** Writes everything to a new snapshot and empties the journal. */
  compact(): Promise<void> {
    this.#compacting ??= this.#compact().finally(() => (this.#compacting = undefined));
    return this.#compacting;
  }

  /** Throws when the last journal write failed. */
  checkHealth(): void {
    const error = this.#journal.lastError;
    if (error) throw error;
  }

  /** Bytes in the journal since the last snapshot. */
  get journalSize(): number {
    return this.#journal.size;
  }

  /** Waits for the work started after commits and for pending writes, and closes the journal; later writes fail. */
  async close(): Promise<void> {
    if (this.#closed) return;
    await this.afterCommit.settled();
    const release = await this.#lock.acquire();
    this.#closed = true;
    release();
    await this.#compacting;
    await this.#journal.close();
  }

  async #compact(): Promise<void> {
    const release = await this.#lock.acquire();
    let rows: SnapshotRows;
    try {
      // Everything appended so far is in memory: the snapshot covers it and the journal
      // restarts empty. Lines still on their way to disk land in the old journal, kept
      // until the snapshot is durable. Stored rows are replaced on change, never mutated, so
      // the rows taken here stay this moment's while later transactions go on: they are
      // serialized, piece by piece, after the lock is released.
      rows = this.#snapshotRows();
      await this.#journal.rotate(this.asidePath);
    } finally {
      release();
    }
    await writeFileDurably(
      this.snapshotPath,
      snapshotText(rows, (length) => (this.#snapshotSize = length)),
    );
    await rm(this.asidePath, { force: true });
  }

  #snapshotRows(): SnapshotRows {
    const tables = new Map<string, Row[]>();
    for (const [name, rows] of this.#unclaimed) tables.set(name, [...rows.values()]);
    for (const [name, table] of this.#tables) tables.set(name, [...table.rows.values()]);
    return { schemaVersion: this.#schemaVersion, journalSeq: this.#seq, tables: [...tables] };
  }
}

/** A crash mid-write leaves `store.json.<pid>.tmp` behind; it never holds anything needed. */
async function removeLeftoverTemporaryFiles(dir: string): Promise<void> {
  let names: string[];
  try {
    names = await readdir(dir);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
    throw new StoreCorruptError(`Cannot read the data folder ${dir}: ${(error as Error).message}`);
  }
  await Promise.all(
    names.filter((name) => /^store\.json\.\d+\.tmp$/.test(name)).map((name) => rm(join(dir, name), { force: true })),
  );
}
