/**
 * Builds the search index (src/pages/search-index.json.ts, and its French build
 * src/pages/fr/search-index.json.ts) from content entries. Pure, so it is tested without Astro.
 */
import { excerpt, extractHeadings, mdxToPlainText } from './plain-text.ts';
import type { SearchDoc, SearchIndex } from '../../islands/docs/search.ts';

/** What the index reads of a content entry (docs, tutorials, or their French translations). */
export type IndexEntry = { id: string; body?: string | undefined; data: { title: string; description: string } };
export type IndexDocEntry<S extends string = string> = IndexEntry & { data: { section: S } };

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

/** The translation of `entry` when there is one, else the entry itself (the English text). */
function translated<E extends IndexEntry>(entry: E, translations: Map<string, IndexEntry>): IndexEntry {
  return translations.get(entry.id) ?? entry;
}

/**
 * Every doc, then every tutorial, in the order given (the sidebars' order, from the English
 * collections). With translations (the French index), each page's title, description, headings
 * and text come from its translation, or from the English entry while it has none; URLs stay the
 * English ones, which serve the French page to a French visitor. `section` turns a doc's section
 * key into the label shown in the results (the key itself by default).
 */
export function buildSearchIndex<S extends string>(options: {
  docs: IndexDocEntry<S>[];
  tutorials: IndexEntry[];
  docTranslations?: IndexEntry[];
  tutorialTranslations?: IndexEntry[];
  docHref: (id: string) => string;
  tutorialHref: (id: string) => string;
  section?: (section: S) => string;
}): SearchIndex {
  const { docs, tutorials, docHref, tutorialHref, section = (key: S) => key } = options;
  const docTranslations = new Map((options.docTranslations ?? []).map((entry) => [entry.id, entry]));
  const tutorialTranslations = new Map((options.tutorialTranslations ?? []).map((entry) => [entry.id, entry]));
  const docPages = docs.map((entry) => {
    const shown = translated(entry, docTranslations);
    // The section stays the English entry's: translations keep the same value (content.config.ts).
    return toSearchDoc('doc', docHref(entry.id), section(entry.data.section), shown.data, shown.body);
  });
  const tutorialPages = tutorials.map((entry) => {
    const shown = translated(entry, tutorialTranslations);
    return toSearchDoc('tutorial', tutorialHref(entry.id), 'Tutorial', shown.data, shown.body);
  });
  return { version: 1, docs: [...docPages, ...tutorialPages] };
}
