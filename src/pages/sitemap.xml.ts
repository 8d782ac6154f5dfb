import type { APIRoute } from 'astro';
import { sitemapPaths } from '../islands/site/sitemap-routes.ts';
import { alternatePaths, localizedPath } from '../shared/i18n/page-paths.ts';
import { siteOrigin } from '../server/http/public-origin.ts';

// Built once, with the pages: every public page file, and every route of the dynamic ones
// (docs, tutorials, cluster types) through their own getStaticPaths; each in English and in
// French (its /fr/… build), with the other as its hreflang alternate. The French home is not
// listed: /fr is a redirect to / (it is the English home's French alternate). The server
// names its own origin in the built file, in place of the build's stand-in.
export const prerender = true;

const pages = import.meta.glob(['/src/pages/**/*.{astro,md,mdx}', '!/src/pages/fr/**']);
// Their text, to leave out the pages that render BaseLayout with `noindex`.
const sources = import.meta.glob<string>(['/src/pages/**/*.{astro,md,mdx}', '!/src/pages/fr/**'], {
  query: '?raw',
  import: 'default',
  eager: true,
});

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** GET /sitemap.xml (sitemaps.org protocol 0.9). */
export const GET: APIRoute = async (context) => {
  const origin = siteOrigin(context);
  const href = (path: string) => escapeXml(new URL(path, origin).href);
  const entry = (loc: string, path: string) => {
    const alternates = alternatePaths(path).map(
      ({ hreflang, path: alternate }) =>
        `<xhtml:link rel="alternate" hreflang="${hreflang}" href="${href(alternate)}"/>`,
    );
    return `  <url><loc>${href(loc)}</loc>${alternates.join('')}</url>`;
  };
  const urls = (await sitemapPaths(pages, sources)).flatMap((path) =>
    path === '/' ? [entry(path, path)] : [entry(path, path), entry(localizedPath(path, 'fr'), path)],
  );
  const body = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join('\n')}\n</urlset>\n`;
  return new Response(body, { headers: { 'Content-Type': 'application/xml; charset=utf-8' } });
};
