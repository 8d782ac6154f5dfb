// A request line's path is checked on every request; the whole URL (with its query parsed) is
// built only when something reads it. A plain path needs no parser: the URL one cost more than
// the rest of a small JSON answer's routing.
const PLAIN_TARGET = /^\/(?!\/)[A-Za-z0-9_~.\/-]*(?:\?[^#]*)?$/;

/**
 * The request's target on this site: its path at once, its URL when asked. Only the path and
 * query come from the request line: an absolute-form target (`GET http://elsewhere/…`) must not
 * change the scheme or host we act on.
 */
export class RequestTarget {
  /** The path as the URL parser gives it (dot segments resolved, still percent-encoded). */
  readonly pathname: string;
  /** The path percent-decoded once (pages and files are looked up by it). */
  readonly decodedPath: string;
  /** The public origin's scheme (`https:`), which relative targets take. */
  readonly protocol: string;
  readonly hasQuery: boolean;
  #text: string;
  #origin: string;
  #url: URL | undefined;

  private constructor(parts: { pathname: string; decodedPath: string; text: string; origin: string; url?: URL }) {
    this.pathname = parts.pathname;
    this.decodedPath = parts.decodedPath;
    this.#text = parts.text;
    this.#origin = parts.origin;
    this.#url = parts.url;
    this.protocol = parts.url?.protocol ?? (parts.origin.startsWith('https:') ? 'https:' : 'http:');
    this.hasQuery = parts.text.includes('?');
  }

  /** The target of a request line on `origin`; undefined when it is not a valid address. */
  static of(raw: string, origin: string): RequestTarget | undefined {
    // Letters, digits, `-._~/` and no dot segment: what the URL parser would give back unchanged.
    if (PLAIN_TARGET.test(raw)) {
      const query = raw.indexOf('?');
      const pathname = query === -1 ? raw : raw.slice(0, query);
      if (!pathname.includes('/.')) return new RequestTarget({ pathname, decodedPath: pathname, text: raw, origin });
    }
    const url = parseUrl(raw, origin);
    const decodedPath = url && decodePath(url.pathname);
    if (!url || decodedPath === undefined) return undefined;
    return new RequestTarget({ pathname: url.pathname, decodedPath, text: url.pathname + url.search, origin, url });
  }

  /** The whole URL on the public origin, parsed at its first use. */
  get url(): URL {
    this.#url ??= new URL(this.#text, this.#origin);
    return this.#url;
  }
}

function parseUrl(raw: string, origin: string): URL | undefined {
  try {
    // `/\\host/…` parses as another host too (a backslash is a slash in http URLs): re-based.
    const parsed = new URL(raw, origin);
    if (parsed.origin === origin) return parsed;
    const url = new URL(origin);
    url.pathname = parsed.pathname;
    url.search = parsed.search;
    return url;
  } catch {
    return undefined;
  }
}

function decodePath(pathname: string): string | undefined {
  try {
    return decodeURIComponent(pathname);
  } catch {
    return undefined;
  }
}
