import { createHash } from 'node:crypto';
import { readdir, readFile, stat } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { extname, join, relative, sep } from 'node:path';
import { metaPolicy, pagePolicyHeader } from '../../csp/policy.ts';
import { FRENCH_PREFIX, unprefixedPath } from '../../shared/i18n/page-paths.ts';
import { requestLocale } from '../i18n/request-locale.ts';
import { localeCookieHeader } from '../i18n/language-choice.ts';
import { withPublicOrigin } from './public-origin.ts';
import { headWithBase, type HeaderList } from './security-headers.ts';
import { compressHtmlSync, worthCompressing, type HtmlEncoding } from './html-encoding.ts';

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.webmanifest': 'application/manifest+json',
  '.map': 'application/json; charset=utf-8',
  '.pdf': 'application/pdf',
};

const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'public, max-age=0, must-revalidate';
const SHORT = 'public, max-age=3600';

type Variant = { body: Buffer; etag: string };
type StaticEntry = {
  contentType: string;
  cacheControl: string;
  /** A page's Content-Security-Policy: its <meta> policy plus the header-only directives. */
  contentSecurityPolicy?: string;
  identity: Variant;
  /**
   * The file names the run-time origin: its .br and .gz are made by the server, not the build,
   * each when first asked for (a millisecond or two per page, once; most pages are never asked
   * for in every coding, and a start no longer compresses them all).
   */
  rewritten?: boolean;
  /** The codings already tried on a rewritten file (a small file is not worth one). */
  tried?: { br?: boolean; gzip?: boolean };
  br?: Variant;
  gzip?: Variant;
};

/** The built client files, held in memory and served with the right caching and encoding. */
export class StaticFiles {
  #entries = new Map<string, StaticEntry>();
  /** The French build of a page (dist/client/fr/…), by the English address it answers too. */
  #french = new Map<string, StaticEntry>();
  #secureCookies = false;
  #publicOrigin: string | undefined;
  #errorPagePolicy: string | undefined;

  /**
   * Reads every file under the build's client folder; a missing folder gives an empty set. With
   * `publicOrigin`, the pages, sitemap and robots.txt name it in place of the build's stand-in.
   */
  static async load(
    root: string,
    options: { secureCookies?: boolean; publicOrigin?: string } = {},
  ): Promise<StaticFiles> {
    const files = new StaticFiles();
    files.#secureCookies = options.secureCookies ?? false;
    files.#publicOrigin = options.publicOrigin;
    const exists = await stat(root).then(
      (s) => s.isDirectory(),
      () => false,
    );
    if (exists) await files.#add(root, await builtFiles(root));
    return files;
  }

  /**
   * The policy of the built not-found page, which Astro answers unknown and refused pages with
   * (it sends no header of its own for a built page); pages Astro renders replace it.
   */
  get errorPagePolicy(): string | undefined {
    return this.#errorPagePolicy;
  }

  get size(): number {
    return this.#entries.size;
  }

  /** Serves the file for this request if there is one; returns false to let the app handle it. */
  serve(request: IncomingMessage, response: ServerResponse, pathname: string): boolean {
    if (request.method !== 'GET' && request.method !== 'HEAD') return false;
    // A page built in both languages answers in the request's (http/server.ts chose it); one
    // asked for at its French address (/fr/pricing) keeps French as the visitor's choice.
    const french = this.#french.get(pathname);
    const entry = french && requestLocale() === 'fr' ? french : this.#entries.get(pathname);
    if (!entry) return false;
    const variant = pickVariant(entry, String(request.headers['accept-encoding'] ?? ''));
    const own: HeaderList = [];
    if (french) own.push('Vary', 'Accept-Encoding, Cookie, Accept-Language');
    else if (entry.br || entry.gzip || entry.rewritten) own.push('Vary', 'Accept-Encoding');
    if (pathname.startsWith(`${FRENCH_PREFIX}/`) && entry.contentType.startsWith('text/html')) {
      own.push('Set-Cookie', localeCookieHeader('fr', this.#secureCookies));
    }
    own.push('Content-Type', entry.contentType, 'Cache-Control', entry.cacheControl, 'ETag', variant.etag);
    if (variant !== entry.identity) own.push('Content-Encoding', variant === entry.br ? 'br' : 'gzip');
    // A file without a policy of its own carries the built error page's, as pages Astro answers do.
    const policy = entry.contentSecurityPolicy ?? this.#errorPagePolicy;
    if (request.headers['if-none-match'] === variant.etag) {
      response.writeHead(304, headWithBase(request, policy, own));
      response.end();
      return true;
    }
    own.push('Content-Length', String(variant.body.length));
    response.writeHead(200, headWithBase(request, policy, own));
    response.end(request.method === 'HEAD' ? undefined : variant.body);
    return true;
  }

  async #add(root: string, files: string[]): Promise<void> {
    // All at once: the pages to compress again share libuv's threads.
    const urls = files.map((path) => '/' + relative(root, path).split(sep).join('/'));
    const entries = await Promise.all(
      files.map((path, index) => readEntry(path, urls[index] as string, this.#publicOrigin)),
    );
    for (const [index, entry] of entries.entries()) {
      const url = urls[index] as string;
      if (url === '/404.html') this.#errorPagePolicy = entry.contentSecurityPolicy;
      if (url.startsWith(`${FRENCH_PREFIX}/`) && url.endsWith('.html')) {
        const english = unprefixedPath(url);
        for (const key of urlKeys(english)) this.#french.set(key, entry);
        // The French home is served at / only: /fr redirects to / (pages/fr.astro).
        if (english === '/index.html') continue;
      }
      for (const key of urlKeys(url)) this.#entries.set(key, entry);
    }
  }
}

/** Every file under `dir` but the build's .br and .gz copies. */
async function builtFiles(dir: string): Promise<string[]> {
  const files: string[] = [];
  for (const dirent of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, dirent.name);
    if (dirent.isDirectory()) files.push(...(await builtFiles(path)));
    else if (!path.endsWith('.br') && !path.endsWith('.gz')) files.push(path);
  }
  return files;
}

// The files that may name the site's origin: pages, the sitemap, robots.txt.
const NAMES_ORIGIN = new Set(['.html', '.xml', '.txt']);

async function readEntry(path: string, url: string, publicOrigin: string | undefined): Promise<StaticEntry> {
  const ext = extname(path).toLowerCase();
  const built = await readFile(path);
  const rewritten = publicOrigin && NAMES_ORIGIN.has(ext) ? withPublicOrigin(built, publicOrigin) : undefined;
  const identity = rewritten ?? built;
  // Rewritten bytes are compressed again when first asked for; other files keep the build's .br and .gz.
  const [br, gzip] = rewritten
    ? [undefined, undefined]
    : await Promise.all([readFile(`${path}.br`).catch(() => undefined), readFile(`${path}.gz`).catch(() => undefined)]);
  const policy = ext === '.html' ? metaPolicy(identity.toString('utf8')) : undefined;
  return {
    contentType: CONTENT_TYPES[ext] ?? 'application/octet-stream',
    cacheControl: url.startsWith('/_astro/') ? IMMUTABLE : ext === '.html' ? REVALIDATE : SHORT,
    contentSecurityPolicy: policy && pagePolicyHeader(policy),
    identity: variant(identity, ''),
    rewritten: rewritten !== undefined,
    br: br && variant(br, '-br'),
    gzip: gzip && variant(gzip, '-gz'),
  };
}

/** A rewritten file's copy in `coding`, made the first time a client accepts it. */
function compressOnce(entry: StaticEntry, coding: HtmlEncoding): Variant | undefined {
  const tried = (entry.tried ??= {});
  if (!tried[coding]) {
    tried[coding] = true;
    const body = entry.identity.body;
    const compressed = worthCompressing(body.length) ? compressHtmlSync(body, coding) : undefined;
    if (compressed && compressed.length < body.length)
      entry[coding] = variant(compressed, coding === 'br' ? '-br' : '-gz');
  }
  return entry[coding];
}

function variant(body: Buffer, suffix: string): Variant {
  const digest = createHash('sha256').update(body).digest('base64url').slice(0, 22);
  return { body, etag: `"${digest}${suffix}"` };
}

/** `/docs/index.html` answers `/docs` and `/docs/`; a 404 page is never served as a 200. */
function urlKeys(url: string): string[] {
  if (url === '/404.html' || url === '/500.html') return [];
  if (url === '/index.html') return ['/', url];
  if (url.endsWith('/index.html')) {
    const dir = url.slice(0, -'/index.html'.length);
    return [dir, `${dir}/`, url];
  }
  return [url];
}

function pickVariant(entry: StaticEntry, acceptEncoding: string): Variant {
  const br = /\bbr\b/.test(acceptEncoding);
  const gzip = /\bgzip\b/.test(acceptEncoding);
  if (entry.rewritten)
    return (br && compressOnce(entry, 'br')) || (gzip && compressOnce(entry, 'gzip')) || entry.identity;
  if (entry.br && br) return entry.br;
  if (entry.gzip && gzip) return entry.gzip;
  return entry.identity;
}
