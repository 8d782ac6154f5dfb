/** One record kept: the row version it was read at, the record, and its text's length. */
type Kept<T> = { version: string; record: Readonly<T>; chars: number };

/**
 * Records `peek` read, by id and row version (PostgreSQL's `xmin`, new on every write of the
 * row), least recently used first out. A row read again unchanged comes back as the same object:
 * its jsonb is neither sent nor parsed again (the largest costs of a list page, on both sides),
 * and what readers keep per record object (a cluster's list row, worked out from the catalog) is
 * kept too. The objects are shared between readers, which `peek` allows: they are never changed.
 * Holds at most `maxChars` of the records' text.
 */
export class ParsedRecords<T> {
  readonly #entries = new Map<string, Kept<T>>();
  readonly #maxChars: number;
  #chars = 0;

  constructor(maxChars: number) {
    this.#maxChars = maxChars;
  }

  /** The record kept for this id at this version, if any (it becomes the most recently used). */
  get(id: string, version: string): Readonly<T> | undefined {
    const kept = this.#entries.get(id);
    if (kept?.version !== version) return undefined;
    this.#entries.delete(id);
    this.#entries.set(id, kept);
    return kept.record;
  }

  /** Parses the record read at `version` and keeps it in place of any older one. */
  keep(id: string, version: string, text: string): Readonly<T> {
    const record = JSON.parse(text) as T;
    this.#forget(id);
    // A record of more than a quarter of the room would push out too many others for one.
    if (text.length > this.#maxChars / 4) return record;
    this.#entries.set(id, { version, record, chars: text.length });
    this.#chars += text.length;
    for (const [oldest, { chars }] of this.#entries) {
      if (this.#chars <= this.#maxChars) break;
      this.#entries.delete(oldest);
      this.#chars -= chars;
    }
    return record;
  }

  get size(): number {
    return this.#entries.size;
  }

  #forget(id: string): void {
    const kept = this.#entries.get(id);
    if (!kept) return;
    this.#entries.delete(id);
    this.#chars -= kept.chars;
  }
}
