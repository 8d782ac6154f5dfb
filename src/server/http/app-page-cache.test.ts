import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { AppPageCache, appPageKey, cachedBody } from './app-page-cache.ts';
import { preferredEncoding } from './html-encoding.ts';

const user = (id: string, name: string) => ({ id, name }) as unknown as App.Locals['user'];

describe('preferredEncoding', () => {
  it('prefers brotli, then gzip, and honours q=0', () => {
    expect(preferredEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(preferredEncoding('gzip')).toBe('gzip');
    expect(preferredEncoding('br;q=0, gzip;q=0.5')).toBe('gzip');
    expect(preferredEncoding('br;q=0.0, gzip;q=0')).toBeUndefined();
    expect(preferredEncoding('identity')).toBeUndefined();
    expect(preferredEncoding(undefined)).toBeUndefined();
    expect(preferredEncoding('BR')).toBe('br');
  });
});

describe('appPageKey', () => {
  it('differs for another user, path or count, even with the same name', () => {
    const key = appPageKey('/dashboard', user('a', 'Sam'), { clusters: 1 }, 'en');
    expect(appPageKey('/dashboard', user('b', 'Sam'), { clusters: 1 }, 'en')).not.toBe(key);
    expect(appPageKey('/my-clusters', user('a', 'Sam'), { clusters: 1 }, 'en')).not.toBe(key);
    expect(appPageKey('/dashboard', user('a', 'Sam'), { clusters: 2 }, 'en')).not.toBe(key);
    // The same page in the other language is another page.
    expect(appPageKey('/dashboard', user('a', 'Sam'), { clusters: 1 }, 'fr')).not.toBe(key);
    expect(appPageKey('/dashboard', user('a', 'Sam'), { clusters: 1 }, 'en')).toBe(key);
  });
});

describe('AppPageCache', () => {
  it('expires entries after their time', () => {
    let now = 0;
    const cache = new AppPageCache({ ttlMs: 1000, now: () => now });
    cache.set('k', Buffer.from('<p>page</p>'));
    now = 999;
    expect(cache.get('k')?.identity.toString()).toBe('<p>page</p>');
    now = 1000;
    expect(cache.get('k')).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('drops the least recently used past its entry or byte budget', () => {
    const cache = new AppPageCache({ maxEntries: 2, maxBytes: 10 });
    cache.set('a', Buffer.from('1234'));
    cache.set('b', Buffer.from('1234'));
    cache.get('a');
    cache.set('c', Buffer.from('1234'));
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBeDefined();
    cache.set('d', Buffer.from('12345678'));
    expect(cache.size).toBe(1);
    expect(cache.get('d')).toBeDefined();
  });

  it('compresses each coding once, and decodes back to the page', async () => {
    const html = Buffer.from(`<!doctype html><p>${'signed-in page '.repeat(200)}</p>`);
    const entry = new AppPageCache().set('k', html);
    const br = await cachedBody(entry, 'br');
    expect(await cachedBody(entry, 'br')).toBe(br);
    expect(brotliDecompressSync(br).equals(html)).toBe(true);
    expect(gunzipSync(await cachedBody(entry, 'gzip')).equals(html)).toBe(true);
    expect(await cachedBody(entry, undefined)).toBe(html);
  });
});
