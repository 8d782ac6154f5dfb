import type { OutgoingHttpHeaders, ServerResponse } from 'node:http';

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

/**
 * Astro answers unknown and refused addresses with the built not-found page, read from disk as
 * the build wrote it: this puts the run-time origin in it on its way out. Only an HTML error
 * answer Astro has not compressed is held back and rewritten; everything else passes as it is.
 */
export function rewriteBuiltErrorPages(response: ServerResponse, publicOrigin: string): void {
  const { writeHead, write, end } = response;
  let held: { status: number; headers: OutgoingHttpHeaders } | undefined;
  const chunks: Buffer[] = [];
  response.writeHead = function (this: ServerResponse, status: number, ...rest: unknown[]) {
    const [headers] = rest;
    const type = String((isHeaders(headers) ? headers['content-type'] : undefined) ?? response.getHeader('content-type') ?? '');
    const encoded = (isHeaders(headers) && headers['content-encoding'] !== undefined) || response.hasHeader('content-encoding');
    if (status < 400 || rest.length !== 1 || !isHeaders(headers) || !type.startsWith('text/html') || encoded) {
      return Reflect.apply(writeHead, this, [status, ...rest]) as ServerResponse;
    }
    held = { status, headers };
    return this;
  } as ServerResponse['writeHead'];
  response.write = function (this: ServerResponse, chunk: unknown, ...rest: unknown[]) {
    if (!held) return Reflect.apply(write, this, [chunk, ...rest]) as boolean;
    chunks.push(Buffer.from(chunk as Uint8Array));
    return true;
  } as ServerResponse['write'];
  response.end = function (this: ServerResponse, ...args: unknown[]) {
    if (!held) return Reflect.apply(end, this, args) as ServerResponse;
    if (args[0] instanceof Uint8Array || typeof args[0] === 'string') chunks.push(Buffer.from(args[0]));
    const built = Buffer.concat(chunks);
    const body = withPublicOrigin(built, publicOrigin) ?? built;
    Reflect.apply(writeHead, this, [held.status, { ...held.headers, 'content-length': body.length }]);
    return Reflect.apply(end, this, [body]) as ServerResponse;
  } as ServerResponse['end'];
}

function isHeaders(value: unknown): value is OutgoingHttpHeaders {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
