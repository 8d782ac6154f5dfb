// One build serves any origin. Built pages, the sitemap and robots.txt name the site with a
// stand-in origin; the server, as it loads them into memory, puts PUBLIC_ORIGIN in its place
// (static-files.ts). Pages rendered on demand, and every page in development, name the
// configured origin directly.

/** The origin built files name the site with (`.invalid` can never resolve, RFC 2606). */
export const BUILD_ORIGIN = 'https://public-origin.invalid';

const BUILD_ORIGIN_BYTES = Buffer.from(BUILD_ORIGIN);

/** What a page or an endpoint knows when it renders: Astro's `Astro` or endpoint context. */
type RenderContext = { locals: { services?: { config: { publicOrigin: string } } }; site?: URL | undefined; url: URL };

/**
 * The origin absolute links name (canonical, hreflang, Open Graph, sitemap): the server's
 * PUBLIC_ORIGIN when the server renders, the build's stand-in when prerendering.
 */
export function siteOrigin({ locals, site, url }: RenderContext): string {
  return locals.services?.config.publicOrigin ?? site?.origin ?? url.origin;
}

/** A built file's text with the run-time origin in place of the stand-in; undefined if it names none. */
export function withPublicOrigin(body: Buffer, publicOrigin: string): Buffer | undefined {
  if (!body.includes(BUILD_ORIGIN_BYTES)) return undefined;
  // An origin (scheme, host, port) holds no character that HTML, XML or JSON would escape.
  const origin = new URL(publicOrigin).origin;
  return Buffer.from(body.toString('utf8').replaceAll(BUILD_ORIGIN, origin));
}
