import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { RequestTarget } from './request-target.ts';

const ORIGIN = 'https://console.example.eu';

/** The URL parser on the request line, its path and query kept on our origin. */
function parsedByUrl(raw: string): { pathname: string; decodedPath: string; search: string } | undefined {
  // Invalid URLs and paths that do not decode are both refused (400).
  try {
    const first = new URL(raw, ORIGIN);
    const url = new URL(ORIGIN);
    url.pathname = first.pathname;
    url.search = first.search;
    return { pathname: url.pathname, decodedPath: decodeURIComponent(url.pathname), search: url.search };
  } catch {
    return undefined;
  }
}

// Request lines as clients send them, and as attackers do: dot segments, encodings, doubled
// slashes, absolute forms, backslashes, fragments, stray percent signs.
const piece = fc.constantFrom(
  'api',
  'clusters',
  'c-1',
  'x.y',
  '.',
  '..',
  '%2e',
  '%2E%2e',
  '%41',
  '%zz',
  '%',
  'é',
  '~u',
  '',
  '\\',
  'a b',
  '_astro',
);
const target = fc
  .tuple(
    fc.constantFrom('/', '//', 'http://elsewhere/', '', '/api/'),
    fc.array(piece, { maxLength: 6 }),
    fc.option(fc.constantFrom('?lang=fr', '?a=1&b=%20', '?', '?x=/../y', '#frag', '?q=1#f'), { nil: undefined }),
  )
  .map(([start, parts, tail]) => start + parts.join('/') + (tail ?? ''));

describe('RequestTarget', () => {
  it('gives the path, the decoded path and the URL the URL parser gives, for any request line', () => {
    fc.assert(
      fc.property(target, (raw) => {
        const expected = parsedByUrl(raw);
        const actual = RequestTarget.of(raw, ORIGIN);
        if (expected === undefined) {
          expect(actual).toBeUndefined();
          return;
        }
        expect(actual?.pathname).toBe(expected.pathname);
        expect(actual?.decodedPath).toBe(expected.decodedPath);
        expect(actual?.url.pathname).toBe(expected.pathname);
        expect(actual?.url.search).toBe(expected.search);
        expect(actual?.url.origin).toBe(ORIGIN);
        expect(actual?.protocol).toBe('https:');
      }),
      { numRuns: 2000 },
    );
  });

  it('takes a plain path as it is, and refuses an address whose path does not decode', () => {
    expect(RequestTarget.of('/api/user', ORIGIN)?.pathname).toBe('/api/user');
    expect(RequestTarget.of('/api/clusters?page=2', ORIGIN)?.url.searchParams.get('page')).toBe('2');
    expect(RequestTarget.of('/api/../admin', ORIGIN)?.pathname).toBe('/admin');
    expect(RequestTarget.of('http://elsewhere/api/user?x=1', ORIGIN)?.url.href).toBe(`${ORIGIN}/api/user?x=1`);
    expect(RequestTarget.of('/%E0%A4%A', ORIGIN)).toBeUndefined();
  });
});
