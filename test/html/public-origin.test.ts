import { request } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from '../api/server-harness.ts';

// One build serves any origin: what search engines read (sitemap, robots.txt, canonical and
// hreflang links, Open Graph, structured data) names the origin the server runs with, not the
// one the build ran with. Runs the built app (npm test builds first).

// A made-up public address, as behind a proxy; the server itself listens on a random port.
const ORIGIN = 'https://console.example.eu';
const NOT_OURS = ['localhost:4321', 'public-origin.invalid'];

type Answer = { status: number; headers: Record<string, string | string[] | undefined>; body: string; sent: number };

let server: RunningServer;

/** GET on the test server, with this Accept-Encoding; the body decoded as the client would. */
function get(path: string, acceptEncoding = '', headers: Record<string, string> = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const target = new URL(path, server.url);
    const call = request(target, { headers: { 'accept-encoding': acceptEncoding, ...headers } }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        const raw = Buffer.concat(chunks);
        const coding = response.headers['content-encoding'];
        const body =
          raw.length === 0
            ? raw
            : coding === 'br'
              ? brotliDecompressSync(raw)
              : coding === 'gzip'
                ? gunzipSync(raw)
                : raw;
        resolve({
          status: response.statusCode ?? 0,
          headers: response.headers,
          body: body.toString('utf8'),
          sent: raw.length,
        });
      });
    });
    call.on('error', reject);
    call.end();
  });
}

/** The path of a URL that must name the public origin. */
function pathOf(url: string): string {
  expect(url.startsWith(`${ORIGIN}/`), url).toBe(true);
  return new URL(url).pathname;
}

function canonicalOf(html: string): string | undefined {
  return /<link rel="canonical" href="([^"]*)"/.exec(html)?.[1];
}

function alternatesOf(html: string): Record<string, string> {
  return Object.fromEntries(
    [...html.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]*)"/g)].map(([, lang, href]) => [
      lang,
      href,
    ]),
  );
}

function expectNoOtherOrigin(text: string, where: string): void {
  for (const origin of NOT_OURS) expect(text, `${where} names ${origin}`).not.toContain(origin);
}

describe('absolute URLs name the run-time PUBLIC_ORIGIN', () => {
  beforeAll(async () => {
    server = await startServer({ PUBLIC_ORIGIN: ORIGIN });
  });
  afterAll(async () => {
    await server?.stop();
  });

  it('robots.txt points to the sitemap at the public origin', async () => {
    const robots = await get('/robots.txt');
    expect(robots.status).toBe(200);
    expect(robots.body).toMatch(new RegExp(`^Sitemap: ${ORIGIN}/sitemap\\.xml$`, 'm'));
    expectNoOtherOrigin(robots.body, 'robots.txt');
  });

  it('the sitemap lists public-origin URLs only, each of which the server answers with 200', async () => {
    for (const encoding of ['', 'gzip']) {
      const sitemap = await get('/sitemap.xml', encoding);
      expect(sitemap.status).toBe(200);
      expect(sitemap.headers['content-encoding']).toBe(encoding || undefined);
      expect(Number(sitemap.headers['content-length'])).toBe(sitemap.sent);
      expectNoOtherOrigin(sitemap.body, 'sitemap.xml');
    }
    const { body } = await get('/sitemap.xml');
    const listed = [...body.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => pathOf(loc ?? ''));
    expect(listed.length).toBeGreaterThan(50);
    expect(listed).toContain('/fr/pricing');
    for (const path of listed) expect((await get(path, 'gzip')).status, path).toBe(200);
    // Alternates are listed pages, or the French home: /fr, which redirects to / by design.
    const alternates = [...body.matchAll(/<xhtml:link rel="alternate" hreflang="[^"]+" href="([^"]+)"\/>/g)].map(
      ([, href]) => pathOf(href ?? ''),
    );
    expect(alternates.length).toBeGreaterThan(listed.length);
    for (const path of alternates) expect(path === '/fr' || listed.includes(path), path).toBe(true);
  });

  it('pages name the public origin in canonical, hreflang and Open Graph links, compressed or not', async () => {
    const pages = [
      { path: '/', canonical: '/', english: '/', french: '/fr' },
      { path: '/pricing', canonical: '/pricing', english: '/pricing', french: '/fr/pricing' },
      { path: '/fr/pricing', canonical: '/fr/pricing', english: '/pricing', french: '/fr/pricing' },
      {
        path: '/fr/documentation',
        canonical: '/fr/documentation',
        english: '/documentation',
        french: '/fr/documentation',
      },
    ];
    for (const page of pages) {
      const answers = [await get(page.path), await get(page.path, 'gzip'), await get(page.path, 'br, gzip')];
      expect(answers.map((answer) => answer.headers['content-encoding'])).toEqual([
        undefined,
        'gzip',
        expect.stringMatching(/^(br|gzip)$/),
      ]);
      for (const answer of answers) {
        const where = `${page.path} (${answer.headers['content-encoding'] ?? 'identity'})`;
        expect(answer.status, where).toBe(200);
        expect(Number(answer.headers['content-length']), where).toBe(answer.sent);
        expect(canonicalOf(answer.body), where).toBe(`${ORIGIN}${page.canonical}`);
        expect(alternatesOf(answer.body), where).toEqual({
          en: `${ORIGIN}${page.english}`,
          fr: `${ORIGIN}${page.french}`,
          'x-default': `${ORIGIN}${page.english}`,
        });
        expect(answer.body, where).toContain(`<meta property="og:url" content="${ORIGIN}${page.canonical}">`);
        expect(answer.body, where).toContain(`<meta property="og:image" content="${ORIGIN}/og-image.png">`);
        expectNoOtherOrigin(answer.body, where);
      }
      // Each coding has its own validator, which a client can revalidate with.
      const [identity, gzip] = answers as [Answer, Answer];
      expect(identity.headers.etag).not.toBe(gzip.headers.etag);
      expect((await get(page.path, 'gzip', { 'if-none-match': String(gzip.headers.etag) })).status).toBe(304);
    }
    // The home page's structured data names the organisation's site and logo.
    const home = await get('/');
    expect(home.body).toContain(`"url":"${ORIGIN}/","logo":"${ORIGIN}/favicon.svg"`);
  });

  it('the not-found page and pages rendered on demand name the public origin too', async () => {
    const missing = await get('/no-such-page', 'gzip');
    expect(missing.status).toBe(404);
    expect(Number(missing.headers['content-length'])).toBe(missing.sent);
    // Rendered for each request (in the visitor's language), it names the address asked for.
    expect(canonicalOf(missing.body)).toBe(`${ORIGIN}/no-such-page`);
    expectNoOtherOrigin(missing.body, 'not-found page');
    // The development sign-in page (APP_ENV=test) is rendered for each request.
    const onDemand = await get('/dev-login', 'gzip');
    expect(onDemand.status).toBe(200);
    expect(canonicalOf(onDemand.body)).toBe(`${ORIGIN}/dev-login`);
    expectNoOtherOrigin(onDemand.body, '/dev-login');
  });
});
