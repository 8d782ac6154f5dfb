import { getCollection } from 'astro:content';
import { docHref, getSortedDocs, getSortedTutorials, tutorialHref } from '../components/content/collections.ts';
import { buildSearchIndex } from '../components/content/search-index.ts';
import { sectionLabel } from '../components/content/taxonomy.ts';
import { withLocale } from '../server/i18n/request-locale.ts';
import type { Locale } from '../shared/i18n/locale.ts';

/**
 * The search index of every doc and tutorial in one language, as the search box fetches it
 * (src/islands/docs/search-index-loader.ts): /search-index.json in English, /fr/search-index.json
 * in French, where a page not translated yet keeps its English text. Each page's JavaScript stays
 * the same: the box only picks the file of the page's language.
 */
export async function searchIndexResponse(locale: Locale): Promise<Response> {
  const french = locale === 'fr';
  const index = buildSearchIndex({
    docs: await getSortedDocs(),
    tutorials: await getSortedTutorials(),
    docTranslations: french ? await getCollection('docsFr') : [],
    tutorialTranslations: french ? await getCollection('tutorialsFr') : [],
    docHref,
    tutorialHref,
    section: (section) => withLocale(locale, () => sectionLabel(section)),
  });
  return new Response(JSON.stringify(index), { headers: { 'Content-Type': 'application/json; charset=utf-8' } });
}
