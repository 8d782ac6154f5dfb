import { open, rename, type FileHandle } from 'node:fs/promises';
import { syncFolder } from '../durable-file.ts';
import { dirname } from 'node:path';
import { metrics } from '../../observability/metrics.ts';

type Pending = { text: string; resolve: () => void; reject: (error: Error) => void };

/**
 * Appends lines to the journal with group commit: while one write and fdatasync are on their
 * way, new lines queue up and go together in the next one. `append` resolves only once its
 * line is on disk, so an acknowledged change survives a crash.
 */
export class JournalWriter {
  readonly path: string;
  #handle: FileHandle | undefined;
  #queue: Pending[] = [];
  #running: Promise<void> | undefined;
  #bytes = 0;
  /** Size of the file up to its last complete, durable line. */
  #goodSize = 0;
  #lastError: Error | undefined;

  private constructor(path: string, handle: FileHandle, bytes: number) {
    this.path = path;
    this.#handle = handle;
    this.#bytes = bytes;
    this.#goodSize = bytes;
  }

  /** Opens (or creates) the journal for appending. */
  static async open(path: string): Promise<JournalWriter> {
    const handle = await open(path, 'a', 0o600);
    const { size } = await handle.stat();
    return new JournalWriter(path, handle, size);
  }

  /** Bytes in the journal, counting queued lines. */
  get size(): number {
    return this.#bytes;
  }

  /** The error of the last write, if it failed; cleared by the next good one. */
  get lastError(): Error | undefined {
    return this.#lastError;
  }

  /** Queues one line (without its newline); resolves once it is durable. */
  append(line: string): Promise<void> {
    const text = `${line}\n`;
    this.#bytes += Buffer.byteLength(text);
    return new Promise<void>((resolve, reject) => {
      this.#queue.push({ text, resolve, reject });
      this.#running ??= this.#drain();
    });
  }

  /**
   * Moves the current journal aside to `asidePath` and continues in a new, empty one: lines
   * queued meanwhile go to the new file. Used by compaction.
   */
  async rotate(asidePath: string): Promise<void> {
    await this.idle();
    await this.#handle?.close();
    this.#handle = undefined;
    await rename(this.path, asidePath);
    this.#handle = await open(this.path, 'a', 0o600);
    this.#goodSize = 0;
    this.#bytes = this.#queue.reduce((sum, item) => sum + Buffer.byteLength(item.text), 0);
    await syncFolder(dirname(this.path));
    this.#running ??= this.#queue.length > 0 ? this.#drain() : undefined;
  }

  /** Resolves once nothing is queued or being written. */
  async idle(): Promise<void> {
    while (this.#running) await this.#running;
  }

  async close(): Promise<void> {
    await this.idle();
    await this.#handle?.close();
    this.#handle = undefined;
  }

  async #drain(): Promise<void> {
    try {
      while (this.#queue.length > 0 && this.#handle) {
        const batch = this.#queue;
        this.#queue = [];
        const text = batch.map((item) => item.text).join('');
        try {
          const started = performance.now();
          await this.#handle.write(text);
          await this.#handle.datasync();
          metrics.storageCommit.observe({ backend: 'embedded' }, (performance.now() - started) / 1000);
          this.#goodSize += Buffer.byteLength(text);
          this.#lastError = undefined;
          for (const item of batch) item.resolve();
        } catch (error) {
          this.#lastError = error as Error;
          // A torn write must not glue itself to the next good line: cut back to the last one.
          await this.#handle.truncate(this.#goodSize).catch(() => undefined);
          this.#bytes = this.#goodSize + this.#queue.reduce((sum, item) => sum + Buffer.byteLength(item.text), 0);
          for (const item of batch) item.reject(error as Error);
        }
      }
    } finally {
      this.#running = undefined;
    }
  }
}
