import { writeSync } from 'node:fs';
import type { DestinationStream } from 'pino';

/** pino sets `lastLevel` on a destination that asks for it with this symbol, before each write. */
const NEEDS_METADATA = Symbol.for('pino.metadata');
/** Warnings and errors are written at once: an operator (or a test) reading them must not wait. */
const WARN_LEVEL = 40;

/**
 * A log destination on a file descriptor that writes each event-loop turn's lines in one
 * write(2) instead of one per line: a synchronous write per request (the request log) was the
 * largest single cost of a small JSON answer. Order is kept; warnings and errors flush what is
 * pending and themselves at once; the rest is written on the same turn (setImmediate) or at exit.
 */
export class BatchedOutput implements DestinationStream {
  readonly [NEEDS_METADATA] = true;
  lastLevel = 0;
  #fd: number;
  #pending: string[] = [];
  #scheduled = false;

  constructor(fd: number) {
    this.#fd = fd;
    process.on('exit', () => this.flush());
  }

  write(line: string): void {
    this.#pending.push(line);
    if (this.lastLevel >= WARN_LEVEL) return this.flush();
    if (this.#scheduled) return;
    this.#scheduled = true;
    setImmediate(() => this.flush());
  }

  /** Writes every pending line now. */
  flush(): void {
    this.#scheduled = false;
    if (this.#pending.length === 0) return;
    const text = this.#pending.join('');
    this.#pending = [];
    writeFully(this.#fd, Buffer.from(text));
  }
}

/** write(2) until every byte is out; a full non-blocking pipe (EAGAIN) is waited on briefly. */
function writeFully(fd: number, bytes: Buffer): void {
  let offset = 0;
  while (offset < bytes.length) {
    try {
      offset += writeSync(fd, bytes, offset);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EAGAIN') return;
      Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 1);
    }
  }
}
