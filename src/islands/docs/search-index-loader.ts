import { prepareIndex } from './search.ts';
import type { PreparedIndex, SearchIndex } from './search.ts';
import { currentLocale } from '../../shared/i18n/locale.ts';
import { getPublicJson } from '../lib/api/public-json.ts';

let pending: Promise<PreparedIndex> | null = null;

/**
 * The index in the page's language: /search-index.json, or on a French page /fr/search-index.json
 * (its French text, English for pages not translated yet; src/pages/_search-index.ts).
 */
export function searchIndexUrl(): string {
  return currentLocale() === 'fr' ? '/fr/search-index.json' : '/search-index.json';
}

/**
 * Fetches the page's search index once per page, shared by every search box on it. A failed
 * fetch is forgotten so the next focus tries again.
 */
export function loadSearchIndex(url = searchIndexUrl()): Promise<PreparedIndex> {
  pending ??= getPublicJson(url, { credentials: 'same-origin' })
    .then((answer) => {
      const index = answer as SearchIndex;
      if (index.version !== 1 || !Array.isArray(index.docs)) throw new Error('The search index has an unknown format.');
      return prepareIndex(index);
    })
    .catch((error: unknown) => {
      pending = null;
      throw error;
    });
  return pending;
}
