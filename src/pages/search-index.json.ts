import type { APIRoute } from 'astro';
import { docHref, getSortedDocs, getSortedTutorials, tutorialHref } from '../components/content/collections.ts';
import { excerpt, extractHeadings, mdxToPlainText } from '../components/content/plain-text.ts';
import type { SearchDoc, SearchIndex } from '../islands/docs/search.ts';

// Built once with the site; the search box fetches it on first focus, so search needs no server.
export const prerender = true;

function toSearchDoc(
  kind: SearchDoc['kind'],
  url: string,
  section: string,
  data: { title: string; description: string },
  body: string | undefined,
): SearchDoc {
  const text = mdxToPlainText(body ?? '');
  return {
    url,
    title: data.title,
    description: data.description,
    section,
    kind,
    headings: extractHeadings(body ?? ''),
    excerpt: excerpt(text),
    text,
  };
}

/** The search index of every doc and tutorial. */
export const GET: APIRoute = async () => {
  const docs = (await getSortedDocs()).map((entry) =>
    toSearchDoc('doc', docHref(entry.id), entry.data.section, entry.data, entry.body),
  );
  const tutorials = (await getSortedTutorials()).map((entry) =>
    toSearchDoc('tutorial', tutorialHref(entry.id), 'Tutorial', entry.data, entry.body),
  );
  const index: SearchIndex = { version: 1, docs: [...docs, ...tutorials] };
  return new Response(JSON.stringify(index), { headers: { 'Content-Type': 'application/json; charset=utf-8' } });
};
