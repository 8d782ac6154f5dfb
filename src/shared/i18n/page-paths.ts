import type { Locale } from './locale.ts';

/** Where the French build of a public page lives: /pricing → /fr/pricing. */
export const FRENCH_PREFIX = '/fr';

/** A path without its language prefix: '/fr/pricing' → '/pricing', '/fr' → '/'. */
export function unprefixedPath(path: string): string {
  if (path === FRENCH_PREFIX || path === `${FRENCH_PREFIX}/`) return '/';
  return path.startsWith(`${FRENCH_PREFIX}/`) ? path.slice(FRENCH_PREFIX.length) : path;
}

/**
 * The page's address in a language. The French home is `/fr`, which answers with a redirect
 * to `/` that switches the visitor to French (the home is then served in French).
 */
export function localizedPath(path: string, locale: Locale): string {
  const bare = unprefixedPath(path);
  if (locale === 'en') return bare;
  return bare === '/' ? FRENCH_PREFIX : `${FRENCH_PREFIX}${bare}`;
}

/** The hreflang alternates of a public page, English as the default. */
export function alternatePaths(path: string): { hreflang: string; path: string }[] {
  return [
    { hreflang: 'en', path: localizedPath(path, 'en') },
    { hreflang: 'fr', path: localizedPath(path, 'fr') },
    { hreflang: 'x-default', path: localizedPath(path, 'en') },
  ];
}
