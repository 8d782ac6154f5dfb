import { once } from 'node:events';
import type pg from 'pg';
import { metrics } from '../../observability/metrics.ts';

/** What COPY … FROM STDIN needs of node-postgres's connection (present, but missing from its types). */
type CopyConnection = pg.Connection & {
  sendCopyFromChunk(chunk: Buffer): void;
  endCopyFrom(): void;
  sendCopyFail(message: string): void;
};

/** Characters gathered before a piece of the data goes out as one CopyData message. */
const PIECE_CHARS = 1024 * 1024;

/** A value of COPY's text format: backslash, tab, newline and carriage return escaped; null is \N. */
function field(value: string | null): string {
  if (value === null) return '\\N';
  return /[\\\t\n\r]/.test(value) ? value.replace(/[\\\t\n\r]/g, (c) => ESCAPES[c] ?? c) : value;
}

const ESCAPES: Record<string, string> = { '\\': '\\\\', '\t': '\\t', '\n': '\\n', '\r': '\\r' };

/** A text[] value as PostgreSQL's array literal: every element quoted, `"` and `\` escaped. */
export function arrayLiteral(values: readonly string[]): string {
  return `{${values.map((v) => `"${v.replace(/["\\]/g, (c) => `\\${c}`)}"`).join(',')}}`;
}

/**
 * `COPY table (columns) FROM STDIN` of many rows as one query of node-postgres (a submittable):
 * the rows go as tab-separated text, a megabyte per message, waiting for the socket to drain.
 * Resolves with the number of rows copied; rejects with the server's error (a unique violation
 * among them, with its constraint) once the server has given up the copy.
 */
export class CopyRows implements pg.Submittable {
  readonly text: string;
  readonly done: Promise<number>;
  #rows: Iterable<readonly (string | null)[]>;
  #count = 0;
  #failed = false;
  #settle!: { resolve: (count: number) => void; reject: (error: Error) => void };
  #started = performance.now();

  constructor(table: string, columns: string, rows: Iterable<readonly (string | null)[]>) {
    this.text = `COPY ${table} (${columns}) FROM STDIN`;
    this.#rows = rows;
    this.done = new Promise((resolve, reject) => (this.#settle = { resolve, reject }));
  }

  submit(connection: pg.Connection): void {
    connection.query(this.text);
  }

  handleCopyInResponse(connection: CopyConnection): void {
    this.#send(connection).catch((error: Error) => {
      if (!this.#failed) connection.sendCopyFail(error.message);
    });
  }

  handleCommandComplete(message: { text?: string }): void {
    this.#count = Number(/^COPY (\d+)/.exec(message.text ?? '')?.[1] ?? 0);
  }

  handleReadyForQuery(): void {
    if (this.#failed) return;
    metrics.storageQuery.observe(
      { backend: 'postgres', statement: 'insert' },
      (performance.now() - this.#started) / 1000,
    );
    this.#settle.resolve(this.#count);
  }

  /** The server's error (after which it drops what is still sent), or the connection's loss. */
  handleError(error: Error): void {
    if (this.#failed) return;
    this.#failed = true;
    this.#settle.reject(error);
  }

  handleEmptyQuery(): void {}
  handleRowDescription(): void {}
  handleDataRow(): void {}
  handleCopyData(): void {}

  async #send(connection: CopyConnection): Promise<void> {
    let parts: string[] = [];
    let gathered = 0;
    const flush = async () => {
      connection.sendCopyFromChunk(Buffer.from(parts.join(''), 'utf8'));
      parts = [];
      gathered = 0;
      if (connection.stream.writableNeedDrain) await once(connection.stream, 'drain');
    };
    for (const row of this.#rows) {
      if (this.#failed) return;
      const line = `${row.map(field).join('\t')}\n`;
      parts.push(line);
      gathered += line.length;
      if (gathered >= PIECE_CHARS) await flush();
    }
    if (this.#failed) return;
    if (gathered > 0) await flush();
    connection.endCopyFrom();
  }
}
