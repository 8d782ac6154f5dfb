import { expect, test, type APIRequestContext } from '@playwright/test';
import { JOURNEY_MS } from './budgets.ts';

/** The pathnames the sitemap lists. */
async function sitemapPaths(request: APIRequestContext): Promise<string[]> {
  const response = await request.get('/sitemap.xml');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toContain('xml');
  const xml = await response.text();
  expect(xml).toContain(
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
  );
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => new URL(loc ?? '').pathname);
}

/** The content of the first tag matching `pattern` (a <meta>/<link> attribute, or <title>). */
function pick(html: string, pattern: RegExp): string | undefined {
  return pattern.exec(html)?.[1]?.trim();
}

test('the sitemap lists the public pages, docs and tutorials, and nothing signed-in or internal', async ({
  request,
}) => {
  const paths = await sitemapPaths(request);
  expect(paths[0]).toBe('/');
  for (const path of ['/api-reference', '/test-service', '/documentation', '/tutorials']) expect(paths).toContain(path);
  expect(paths.some((path) => path.startsWith('/documentation/'))).toBe(true);
  expect(paths.some((path) => path.startsWith('/tutorials/'))).toBe(true);
  expect(new Set(paths).size).toBe(paths.length);
  for (const path of paths) {
    expect(path).not.toMatch(/^(\/fr)?\/(api|dashboard|settings|admin|officers|auth|404)(\/|$)/);
    expect(path).not.toMatch(/^(\/fr)?\/dev/);
    expect(path).not.toBe('/fr');
  }
  // Every page in both languages: the French build at /fr/… (the French home is / after /fr).
  for (const path of ['/pricing', '/documentation', '/tutorials']) expect(paths).toContain(`/fr${path}`);
  expect(paths.filter((path) => path.startsWith('/fr/')).length).toBe(
    paths.length - paths.filter((path) => path.startsWith('/fr/')).length - 1,
  );
});

test('every page in the sitemap answers 200 with a title, description, canonical URL and Open Graph tags', async ({
  request,
}) => {
  test.setTimeout(JOURNEY_MS);
  // English pages first: opening a /fr/… page keeps French as the visitor's choice (its cookie),
  // and the English addresses then answer in French.
  const paths = (await sitemapPaths(request)).sort(
    (a, b) => Number(a.startsWith('/fr/')) - Number(b.startsWith('/fr/')),
  );
  for (const path of paths) {
    const response = await request.get(path, { maxRedirects: 0 });
    expect(response.status(), path).toBe(200);
    const html = await response.text();
    const title = pick(html, /<title>([^<]*)<\/title>/);
    expect(title, `${path} title`).toBeTruthy();
    expect(pick(html, /<meta name="description" content="([^"]*)"/), `${path} description`).toBeTruthy();
    const canonical = pick(html, /<link rel="canonical" href="([^"]*)"/);
    expect(canonical && new URL(canonical).pathname, `${path} canonical`).toBe(path);
    expect(pick(html, /<meta property="og:title" content="([^"]*)"/), `${path} og:title`).toBe(title);
    expect(pick(html, /<meta property="og:url" content="([^"]*)"/), `${path} og:url`).toBe(canonical);
    expect(pick(html, /<meta property="og:image" content="([^"]*)"/), `${path} og:image`).toMatch(/^https?:\/\//);
    expect(html, `${path} must be indexable`).not.toContain('<meta name="robots" content="noindex"');
    expect(pick(html, /<html lang="([^"]*)"/), `${path} language`).toBe(path.startsWith('/fr/') ? 'fr' : 'en');
    const french = path === '/' ? '/fr' : path.startsWith('/fr/') ? path : `/fr${path}`;
    expect(html, `${path} French alternate`).toContain(
      `<link rel="alternate" hreflang="fr" href="${new URL(french, canonical).href}">`,
    );
  }
});

test('the sharing image exists', async ({ request }) => {
  const response = await request.get('/og-image.png');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('image/png');
});

test('robots.txt allows crawling and points to the sitemap', async ({ request }) => {
  const response = await request.get('/robots.txt');
  expect(response.status()).toBe(200);
  const text = await response.text();
  expect(text).toContain('User-agent: *');
  expect(text).toContain('Disallow: /api/');
  expect(text).toMatch(/^Sitemap: https?:\/\/\S+\/sitemap\.xml$/m);
});

test('/fr redirects to / with a 301', async ({ request, page }) => {
  for (const path of ['/fr', '/fr/']) {
    const response = await request.get(path, { maxRedirects: 0 });
    expect(response.status(), path).toBe(301);
    expect(new URL(response.headers()['location'] ?? '', 'http://x').pathname).toBe('/');
  }
  await page.goto('/fr');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Kubernetes');
});

test('pages that must not be indexed say so and stay out of the sitemap', async ({ request }) => {
  const paths = await sitemapPaths(request);
  for (const path of ['/auth', '/forgot-password']) {
    const html = await (await request.get(path)).text();
    expect(html, path).toContain('<meta name="robots" content="noindex"');
    expect(paths).not.toContain(path);
  }
});
