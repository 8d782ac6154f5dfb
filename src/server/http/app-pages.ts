import type { IncomingMessage, ServerResponse } from 'node:http';
import type { TLSSocket } from 'node:tls';
import { parseCookie } from 'cookie';
import { mayAccess, matchRoute, type RouteDef } from '../../shared/routes/index.ts';
import type { Services } from '../app/services.ts';
import { firstPaintCounts } from '../dashboard/first-paint-counts.ts';
import { appPageKey, cachedBody, type AppPageCache, type CachedPage } from './app-page-cache.ts';
import { resolveCaller, sessionCookieFor } from './caller.ts';
import { preferredEncoding, type HtmlEncoding } from './html-encoding.ts';
import { APP_PAGE_CACHE_CONTROL, PageRender } from './page-render.ts';
import type { AstroHandler } from './server.ts';
import { requestLocale, settleRequestLocale } from '../i18n/request-locale.ts';

type Options = { services: Services; astroHandler: AstroHandler; cache: AppPageCache };

/**
 * Pages rendered on demand, in production. A signed-in app page (the dashboard island) is a
 * function of the path, the user and the sidebar counts: the session is checked and the counts
 * read on every request, as Astro's render would, and when the same values rendered a page
 * before, its HTML is sent without rendering again. Anything else, and a first render, goes to
 * Astro with what was already read, and its HTML comes back compressed (PageRender.finish).
 */
export class OnDemandPages {
  #services: Services;
  #astro: AstroHandler;
  #cache: AppPageCache;

  constructor({ services, astroHandler, cache }: Options) {
    this.#services = services;
    this.#astro = astroHandler;
    this.#cache = cache;
  }

  async serve(request: IncomingMessage, response: ServerResponse, pathname: string): Promise<void> {
    const services = this.#services;
    const encoding = preferredEncoding(request.headers['accept-encoding']);
    const page = new PageRender(encoding, this.#cache);
    const locals: App.Locals = { services, user: null, userRecord: null, session: null, page };
    try {
      const route = request.method === 'GET' || request.method === 'HEAD' ? matchRoute(pathname)?.route : undefined;
      if (route) {
        const cached = await this.#prepareAppPage(request, route, locals, page);
        if (cached) return await sendCachedPage(request, response, cached, encoding);
      }
    } catch (error) {
      console.error('Preparing a signed-in page failed; Astro renders it:', error);
    }
    await this.#astro(request, response, undefined, locals);
  }

  /** Resolves the session and reads the counts into locals; the cached page when there is one. */
  async #prepareAppPage(
    request: IncomingMessage,
    route: RouteDef,
    locals: App.Locals,
    page: PageRender,
  ): Promise<CachedPage | undefined> {
    const services = this.#services;
    const protocol = (request.socket as Partial<TLSSocket>).encrypted ? 'https:' : 'http:';
    const cookies = request.headers.cookie ? parseCookie(request.headers.cookie) : {};
    Object.assign(locals, await resolveCaller(services, cookies[sessionCookieFor(services, protocol)]));
    page.callerResolved = true;
    const { user, userRecord } = locals;
    settleRequestLocale(userRecord?.preferences.language);
    if (!user || !userRecord || !mayAccess(route.access, user)) return undefined;
    page.counts = await firstPaintCounts(services, userRecord.organizationId);
    page.countsRead = true;
    page.cacheKey = appPageKey(rawPath(request.url), user, page.counts, requestLocale());
    return this.#cache.get(page.cacheKey);
  }
}

/** The request target's path as sent, before decoding: the page renders that path. */
function rawPath(url: string | undefined): string {
  const target = url ?? '/';
  const query = target.indexOf('?');
  return query === -1 ? target : target.slice(0, query);
}

async function sendCachedPage(
  request: IncomingMessage,
  response: ServerResponse,
  page: CachedPage,
  encoding: HtmlEncoding | undefined,
): Promise<void> {
  const body = await cachedBody(page, encoding);
  const headers: Record<string, string | number> = {
    ...Object.fromEntries(page.headers),
    'Content-Type': 'text/html; charset=utf-8',
    'Cache-Control': APP_PAGE_CACHE_CONTROL,
    Vary: 'Accept-Encoding',
    'Content-Length': body.length,
  };
  if (encoding) headers['Content-Encoding'] = encoding;
  response.writeHead(200, headers);
  response.end(request.method === 'HEAD' ? undefined : body);
}
