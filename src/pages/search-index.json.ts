import type { APIRoute } from 'astro';
import { searchIndexResponse } from './_search-index.ts';

// Built once with the site; the search box fetches it on first focus, so search needs no server.
// French pages fetch their own, /fr/search-index.json (fr/search-index.json.ts).
export const prerender = true;

/** The search index of every doc and tutorial, in English. */
export const GET: APIRoute = () => searchIndexResponse('en');
