import { afterEach, describe, expect, it, vi } from 'vitest';
import { withLocale } from '../../server/i18n/request-locale.ts';
import { loadSearchIndex, searchIndexUrl } from './search-index-loader.ts';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the search index of the page’s language', () => {
  it('is /search-index.json on an English page and /fr/search-index.json on a French one', () => {
    expect(searchIndexUrl()).toBe('/search-index.json');
    expect(withLocale('en', searchIndexUrl)).toBe('/search-index.json');
    expect(withLocale('fr', searchIndexUrl)).toBe('/fr/search-index.json');
  });

  it('is fetched once from the French address on a French page', async () => {
    const index = {
      version: 1,
      docs: [
        {
          url: '/documentation/storage',
          title: 'Stockage',
          description: '',
          section: 'Clusters',
          kind: 'doc',
          headings: [],
          excerpt: '',
          text: 'Volumes bloc',
        },
      ],
    };
    const fetchMock = vi.fn(async () => new Response(JSON.stringify(index), { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    const prepared = await withLocale('fr', () => loadSearchIndex());
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock).toHaveBeenCalledWith(
      '/fr/search-index.json',
      expect.objectContaining({ credentials: 'same-origin' }),
    );
    expect(prepared.map((page) => page.doc.title)).toEqual(['Stockage']);
    await loadSearchIndex();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
