import type { APIRoute } from 'astro';
import { sitemapPaths } from '../islands/site/sitemap-routes.ts';

// Built once, with the pages: every public page file, and every route of the dynamic ones
// (docs, tutorials, cluster types) through their own getStaticPaths.
export const prerender = true;

const pages = import.meta.glob('/src/pages/**/*.{astro,md,mdx}');
// Their text, to leave out the pages that render BaseLayout with `noindex`.
const sources = import.meta.glob<string>('/src/pages/**/*.{astro,md,mdx}', { query: '?raw', import: 'default', eager: true });

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** GET /sitemap.xml (sitemaps.org protocol 0.9). */
export const GET: APIRoute = async ({ site, url }) => {
  const origin = site ?? url;
  const urls = (await sitemapPaths(pages, sources)).map((path) => `  <url><loc>${escapeXml(new URL(path, origin).href)}</loc></url>`);
  const body = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
  return new Response(body, { headers: { 'Content-Type': 'application/xml; charset=utf-8' } });
};
