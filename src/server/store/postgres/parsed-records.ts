/**
 * Parsed records by their stored text, for `peek`, least recently used first out: a row read
 * again unchanged comes back as the same object, so parsing it is skipped (JSON.parse of a few
 * kilobytes costs far more than finding its text) and so is what readers keep per record object
 * (a cluster's list row, worked out from the catalog). The objects are shared between readers,
 * which `peek` allows: they are never changed. Holds at most `maxChars` of text.
 */
export class ParsedRecords<T> {
  readonly #entries = new Map<string, Readonly<T>>();
  readonly #maxChars: number;
  #chars = 0;

  constructor(maxChars: number) {
    this.#maxChars = maxChars;
  }

  parse(text: string): Readonly<T> {
    const kept = this.#entries.get(text);
    if (kept !== undefined) {
      this.#entries.delete(text);
      this.#entries.set(text, kept);
      return kept;
    }
    const parsed = JSON.parse(text) as T;
    // A record of more than a quarter of the room would push out too many others for one.
    if (text.length > this.#maxChars / 4) return parsed;
    this.#entries.set(text, parsed);
    this.#chars += text.length;
    for (const oldest of this.#entries.keys()) {
      if (this.#chars <= this.#maxChars) break;
      this.#entries.delete(oldest);
      this.#chars -= oldest.length;
    }
    return parsed;
  }

  get size(): number {
    return this.#entries.size;
  }
}
