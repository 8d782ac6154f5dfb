import type { APIRoute } from 'astro';
import { searchIndexResponse } from '../_search-index.ts';

// The French search index, which French pages fetch: docs and tutorials in French where they are
// translated, in English otherwise. Built once with the site, like /search-index.json.
export const prerender = true;

/** The search index of every doc and tutorial, in French. */
export const GET: APIRoute = () => searchIndexResponse('fr');
