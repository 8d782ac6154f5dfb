import { prepareIndex } from './search.ts';
import type { PreparedIndex, SearchIndex } from './search.ts';

let pending: Promise<PreparedIndex> | null = null;

/**
 * Fetches /search-index.json once per page, shared by every search box on it. A failed fetch
 * is forgotten so the next focus tries again.
 */
export function loadSearchIndex(url = '/search-index.json'): Promise<PreparedIndex> {
  pending ??= fetch(url, { credentials: 'same-origin' })
    .then(async (response) => {
      if (!response.ok) throw new Error(`The search index answered ${response.status}.`);
      const index = (await response.json()) as SearchIndex;
      if (index.version !== 1 || !Array.isArray(index.docs)) throw new Error('The search index has an unknown format.');
      return prepareIndex(index);
    })
    .catch((error: unknown) => {
      pending = null;
      throw error;
    });
  return pending;
}
