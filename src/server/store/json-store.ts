import { mkdir } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { Low, type Adapter } from 'lowdb';
import { CoalescingWriter } from './coalescing-writer.ts';
import { readJsonFile, StoreCorruptError, writeFileDurably } from './durable-file.ts';

/** A schema migration: mutates a document of `version - 1` into `version`. */
export type Migration = { version: number; description: string; up: (doc: Record<string, unknown>) => void };

type Versioned = { schemaVersion: number };

/** lowdb adapter that never overwrites an unreadable file and replaces the file durably. */
class DurableJsonAdapter<T> implements Adapter<T> {
  readonly path: string;
  constructor(path: string) {
    this.path = path;
  }
  async read(): Promise<T | null> {
    const value = await readJsonFile(this.path);
    if (value === undefined) return null;
    if (typeof value !== 'object' || value === null || typeof (value as Versioned).schemaVersion !== 'number') {
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

export type OpenStoreOptions<Doc> = {
  dataDir: string;
  fileName?: string;
  migrations: readonly Migration[];
  createEmpty: () => Doc;
};

/**
 * The embedded store: one JSON document held in memory, changed only through `update()`,
 * which resolves once the change is durably on disk. Bursts of updates share one write.
 */
export class JsonStore<Doc extends Versioned> {
  readonly path: string;
  #db: Low<Doc>;
  #writer: CoalescingWriter;
  #lastWriteError: Error | undefined;

  private constructor(db: Low<Doc>, path: string) {
    this.#db = db;
    this.path = path;
    this.#writer = new CoalescingWriter(async () => {
      try {
        await this.#db.write();
        this.#lastWriteError = undefined;
      } catch (error) {
        this.#lastWriteError = error as Error;
        throw error;
      }
    });
  }

  /** Opens (or creates) the data file, running pending migrations before anything reads it. */
  static async open<Doc extends Versioned>(options: OpenStoreOptions<Doc>): Promise<JsonStore<Doc>> {
    const dir = resolve(options.dataDir);
    await mkdir(dir, { recursive: true });
    const path = join(dir, options.fileName ?? 'store.json');
    const empty = options.createEmpty();
    const db = new Low<Doc>(new DurableJsonAdapter<Doc>(path), empty);
    await db.read();
    const store = new JsonStore(db, path);
    const fresh = db.data === empty;
    const migrated = store.#migrate(options.migrations);
    if (fresh || migrated) await store.flush();
    return store;
  }

  /** The current document. Read freely; change it only inside `update()`. */
  get data(): Readonly<Doc> {
    return this.#db.data;
  }

  /** Applies a change in memory, synchronously, then resolves once it is on disk. */
  async update<R>(change: (doc: Doc) => R): Promise<R> {
    const result = change(this.#db.data);
    await this.flush();
    return result;
  }

  /** Writes the current document; concurrent calls share one write. */
  flush(): Promise<void> {
    return this.#writer.flush();
  }

  /** Writes what is only in memory (batched session activity) and waits for it (shutdown). */
  async close(): Promise<void> {
    await this.#writer.idle();
    await this.flush();
  }

  /** How many writes reached the disk: lets tests see that bursts coalesce. */
  get writeCount(): number {
    return this.#writer.flushCount;
  }

  /** The error of the last write, if it failed; cleared by the next good write. */
  get lastWriteError(): Error | undefined {
    return this.#lastWriteError;
  }

  #migrate(migrations: readonly Migration[]): boolean {
    const doc = this.#db.data as unknown as Record<string, unknown> & Versioned;
    const latest = migrations.reduce((max, m) => Math.max(max, m.version), 0);
    if (doc.schemaVersion > latest) {
      throw new StoreCorruptError(
        `The data file ${this.path} has schema version ${doc.schemaVersion}, newer than this build knows (${latest}). ` +
          'Run a newer release; the file was left untouched.',
      );
    }
    const pending = [...migrations].filter((m) => m.version > doc.schemaVersion).sort((a, b) => a.version - b.version);
    for (const migration of pending) {
      migration.up(doc);
      doc.schemaVersion = migration.version;
    }
    return pending.length > 0;
  }
}
