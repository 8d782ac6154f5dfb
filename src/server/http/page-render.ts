import type { SidebarCounts } from '../dashboard/sidebar-counts.service.ts';
import { cachedBody, type AppPageCache } from './app-page-cache.ts';
import { compressHtml, worthCompressing, type HtmlEncoding } from './html-encoding.ts';
import { htmlWithScriptsOf } from '../../shared/i18n/language-scripts.ts';
import { requestLocale } from '../i18n/request-locale.ts';

/** Signed-in pages hold the user's own data: never stored by a browser or a proxy. */
export const APP_PAGE_CACHE_CONTROL = 'private, no-store';

/**
 * What the production server did for one page request before Astro renders it
 * (`locals.page`), and what it does with Astro's answer: point it at the scripts of its language,
 * compress the HTML for the client and, for a signed-in app page, keep it for the next request
 * with the same key (http/app-pages.ts).
 */
export class PageRender {
  /** The session was resolved into locals already: the middleware does not do it again. */
  callerResolved = false;
  /** The sidebar counts as read for this request, when `countsRead`. */
  counts: SidebarCounts | undefined;
  countsRead = false;
  /** Set by the server when the page may be cached: everything the app page renders from. */
  cacheKey: string | undefined;
  #appShell = false;
  #encoding: HtmlEncoding | undefined;
  #cache: AppPageCache;

  constructor(encoding: HtmlEncoding | undefined, cache: AppPageCache) {
    this.#encoding = encoding;
    this.#cache = cache;
  }

  /** AppLayout calls this: the HTML is the dashboard island rendered from the key's values. */
  renderedAppShell(): void {
    this.#appShell = true;
  }

  /** Astro's answer as the client gets it: HTML compressed as asked, an app page kept. */
  async finish(response: Response): Promise<Response> {
    const type = response.headers.get('content-type') ?? '';
    if (!type.startsWith('text/html') || response.headers.has('content-encoding') || response.body === null)
      return response;
    // The build's scripts exist once per language (integrations/per-language-scripts.ts).
    const html = Buffer.from(htmlWithScriptsOf(await response.text(), requestLocale()));
    const headers = new Headers(response.headers);
    headers.set('Content-Type', 'text/html; charset=utf-8');
    headers.append('Vary', 'Accept-Encoding');
    let body: Buffer = html;
    if (this.#appShell) headers.set('Cache-Control', APP_PAGE_CACHE_CONTROL);
    const cacheable =
      this.#appShell && this.cacheKey !== undefined && response.status === 200 && !headers.has('set-cookie');
    if (cacheable && this.cacheKey !== undefined) {
      const entry = this.#cache.set(this.cacheKey, html, replayedHeaders(headers));
      body = await cachedBody(entry, this.#encoding);
      if (this.#encoding) headers.set('Content-Encoding', this.#encoding);
    } else if (this.#encoding && worthCompressing(html.length)) {
      body = await compressHtml(html, this.#encoding);
      headers.set('Content-Encoding', this.#encoding);
    }
    headers.set('Content-Length', String(body.length));
    return new Response(new Uint8Array(body), { status: response.status, statusText: response.statusText, headers });
  }
}

// Set per answer by whoever sends it (app-pages.ts for a cached page, Node for the rest).
const NOT_REPLAYED = new Set([
  'content-length',
  'content-encoding',
  'content-type',
  'cache-control',
  'vary',
  'date',
  'connection',
  'keep-alive',
  'transfer-encoding',
  'set-cookie',
]);

/** The headers of a rendered app page that a cached copy must carry too (a CSP from Astro, say). */
function replayedHeaders(headers: Headers): [string, string][] {
  return [...headers].filter(([name]) => !NOT_REPLAYED.has(name.toLowerCase()));
}
