import { MS_PER_MINUTE } from '../../../shared/time.ts';

/** Settings of a response cache; the defaults: 5 min, pruned above 100 entries, up to 50 removed. */
export interface ResponseCacheOptions {
  /** Clock in milliseconds; tests pass their own to move time. */
  now?: () => number;
  ttlMs?: number;
  maxEntries?: number;
  pruneCount?: number;
}

interface Entry {
  value: unknown;
  storedAt: number;
}

/** In-memory cache of GET responses keyed by path. */
export class ResponseCache {
  readonly #entries = new Map<string, Entry>();
  readonly #now: () => number;
  readonly #ttlMs: number;
  readonly #maxEntries: number;
  readonly #pruneCount: number;

  constructor(options: ResponseCacheOptions = {}) {
    // Read Date.now at call time, so a faked Date in tests is honoured.
    this.#now = options.now ?? (() => Date.now());
    this.#ttlMs = options.ttlMs ?? 5 * MS_PER_MINUTE;
    this.#maxEntries = options.maxEntries ?? 100;
    this.#pruneCount = options.pruneCount ?? 50;
  }

  /** Number of entries held, fresh or expired. */
  get size(): number {
    return this.#entries.size;
  }

  /** Paths held, fresh or expired, oldest first. */
  keys(): string[] {
    return [...this.#entries.keys()];
  }

  /** Returns `{ value }` for a fresh entry, undefined when missing or expired. */
  get(key: string): { value: unknown } | undefined {
    const entry = this.#entries.get(key);
    if (entry === undefined || this.#isExpired(entry)) return undefined;
    // Wrapped so a cached null or [] is distinguishable from a miss.
    return { value: entry.value };
  }

  /** Stores a value; past the size limit, drops the oldest expired entries. */
  set(key: string, value: unknown): void {
    // Delete first so insertion order stays storage order.
    this.#entries.delete(key);
    this.#entries.set(key, { value, storedAt: this.#now() });
    if (this.#entries.size > this.#maxEntries) this.#prune();
  }

  /** Removes every entry whose key starts with the prefix. */
  invalidate(prefix: string): void {
    for (const key of [...this.#entries.keys()]) {
      if (key.startsWith(prefix)) this.#entries.delete(key);
    }
  }

  /** Removes everything, e.g. on logout so the next user sees none of this one's data. */
  clear(): void {
    this.#entries.clear();
  }

  #isExpired(entry: Entry): boolean {
    return this.#now() - entry.storedAt >= this.#ttlMs;
  }

  // Only expired entries go: fresh ones are still correct answers, so the cache may stay above
  // the limit until they expire.
  #prune(): void {
    const expired = [...this.#entries]
      .filter(([, entry]) => this.#isExpired(entry))
      .sort(([, a], [, b]) => a.storedAt - b.storedAt)
      .slice(0, this.#pruneCount);
    for (const [key] of expired) this.#entries.delete(key);
  }
}

/** The cache shared by every apiRequest on the page. */
export const responseCache = /* @__PURE__ */ new ResponseCache();
