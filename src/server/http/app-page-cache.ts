import { compressHtml, type HtmlEncoding } from './html-encoding.ts';
import { MS_PER_MINUTE } from '../../shared/time.ts';

/** One rendered signed-in page: its HTML, and each compressed form once a client asked for it. */
export type CachedPage = {
  identity: Buffer;
  /** The headers the render answered with (a Content-Security-Policy, say), sent again with it. */
  headers: [string, string][];
  encoded: Partial<Record<HtmlEncoding, Promise<Buffer>>>;
  storedAt: number;
};

type Options = { maxEntries?: number; maxBytes?: number; ttlMs?: number; now?: () => number };

/**
 * Rendered signed-in pages (the dashboard island's first HTML), by everything the render reads:
 * the request path, the signed-in user as clients see them, and the sidebar counts (see
 * appPageKey). Nothing is ever invalidated by hand: a changed name, role, organization or count
 * is a different key, read afresh on every request, so a stale or another user's page cannot
 * match. Entries also expire after `ttlMs`, which bounds anything time-dependent in a render,
 * and the least recently used go first past `maxEntries` or `maxBytes`.
 */
export class AppPageCache {
  #entries = new Map<string, CachedPage>();
  #bytes = 0;
  #maxEntries: number;
  #maxBytes: number;
  #ttlMs: number;
  #now: () => number;

  constructor({
    maxEntries = 500,
    maxBytes = 32 * 1024 * 1024,
    ttlMs = 5 * MS_PER_MINUTE,
    now = Date.now,
  }: Options = {}) {
    this.#maxEntries = maxEntries;
    this.#maxBytes = maxBytes;
    this.#ttlMs = ttlMs;
    this.#now = now;
  }

  get size(): number {
    return this.#entries.size;
  }

  /** The page stored under `key`, if still fresh (and now the most recently used). */
  get(key: string): CachedPage | undefined {
    const entry = this.#entries.get(key);
    if (!entry) return undefined;
    this.#entries.delete(key);
    if (this.#now() - entry.storedAt >= this.#ttlMs) {
      this.#bytes -= entry.identity.length;
      return undefined;
    }
    this.#entries.set(key, entry);
    return entry;
  }

  /** Stores a rendered page and the headers it came with; returns its entry. */
  set(key: string, html: Buffer, headers: [string, string][] = []): CachedPage {
    const previous = this.#entries.get(key);
    if (previous) {
      this.#entries.delete(key);
      this.#bytes -= previous.identity.length;
    }
    const entry: CachedPage = { identity: html, headers, encoded: {}, storedAt: this.#now() };
    this.#entries.set(key, entry);
    this.#bytes += html.length;
    for (const [oldest, old] of this.#entries) {
      if (this.#entries.size <= this.#maxEntries && this.#bytes <= this.#maxBytes) break;
      this.#entries.delete(oldest);
      this.#bytes -= old.identity.length;
    }
    return entry;
  }
}

/** The body of a cached page in `encoding` (none: the HTML as rendered), compressed once. */
export function cachedBody(entry: CachedPage, encoding: HtmlEncoding | undefined): Promise<Buffer> | Buffer {
  if (!encoding) return entry.identity;
  entry.encoded[encoding] ??= compressHtml(entry.identity, encoding);
  return entry.encoded[encoding];
}

/**
 * The cache key of a signed-in page: the raw request path (the page renders it as given) and
 * the values AppLayout renders from. The user carries its id, so two users never share a key.
 */
export function appPageKey(rawPath: string, user: App.Locals['user'], counts: unknown, locale: string): string {
  return JSON.stringify([rawPath, user, counts ?? null, locale]);
}
