import type { APIRoute } from 'astro';
import { siteOrigin } from '../server/http/public-origin.ts';

export const prerender = true;

// Signed-in and staff pages redirect or answer 404 anyway; saying so spares crawlers the trip.
const DISALLOWED = [
  '/api/',
  '/dashboard',
  '/admin/',
  '/officers/',
  '/dev/',
  '/dev-login',
  '/settings',
  '/profile',
  '/account',
  '/orders',
  '/clusters/',
  '/billing',
  '/usage',
];

/** GET /robots.txt: everything public may be crawled; the sitemap lists it. */
export const GET: APIRoute = (context) => {
  const origin = siteOrigin(context);
  const lines = [
    'User-agent: *',
    'Allow: /',
    ...DISALLOWED.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${new URL('/sitemap.xml', origin).href}`,
    '',
  ];
  return new Response(lines.join('\n'), { headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
};
