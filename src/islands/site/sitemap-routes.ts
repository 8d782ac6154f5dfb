// Which pages the sitemap lists. Pure, used at build time by src/pages/sitemap.xml.ts (and its
// test): it works from page file names and the routes they declare, not from a hand-kept list.
import { pageAccess } from '../../shared/routes/index.ts';

/** '/src/pages/docs/[slug].astro' → '/docs/[slug]'; null for files Astro does not route. */
export function routePatternOf(file: string): string | null {
  const relative = file.replace(/^.*?\/src\/pages\//, '');
  if (relative.split('/').some((part) => part.startsWith('_'))) return null;
  const withoutExt = relative.replace(/\.(astro|md|mdx|html)$/, '');
  if (withoutExt === relative) return null;
  const path = `/${withoutExt}`.replace(/\/index$/, '') || '/';
  return path;
}

/** Whether a route pattern has parameters ('[slug]', '[...rest]'). */
export const isDynamic = (pattern: string): boolean => pattern.includes('[');

/** '/tutorials/[slug]' with { slug: 'a' } → '/tutorials/a'; an empty rest parameter collapses. */
export function fillPattern(pattern: string, params: Record<string, string | number | undefined>): string {
  const filled = pattern.replace(/\[(\.\.\.)?([^\]]+)\]/g, (_, _rest: string | undefined, name: string) =>
    String(params[name] ?? ''),
  );
  return filled.replace(/\/{2,}/g, '/').replace(/(.)\/$/, '$1') || '/';
}

// Pages that exist for a flow, not for readers (token links, sign-in helpers), redirects,
// duplicates (each names its canonical page instead) and the noindex diagnostics page. e2e/seo.spec.ts
// fails if a listed page says noindex, so this list cannot silently fall behind.
const NOT_LISTED = new Set([
  '/auth',
  '/dev-login',
  '/forgot-password',
  '/reset-password',
  '/verify-email',
  '/verify-registration-email',
  '/join',
  '/magic-link',
  '/magic-link-login',
  '/fr',
  '/privacy',
  '/currency-test',
  '/404',
  '/500',
]);
// The cluster-type aliases answer 301 to the canonical /cluster-types/{type} page.
const CLUSTER_ALIAS =
  /(?:^|\/)(?:(?:sandbox|blue|red|green|data|ai)-cluster(?:-page)?|additional-cluster|dev-cluster|test-cluster|orange-cluster)$/;

/** Whether a concrete public path belongs in the sitemap. */
export function isListed(path: string): boolean {
  if (NOT_LISTED.has(path)) return false;
  if (path === '/api' || path.startsWith('/api/') || path.startsWith('/dev')) return false;
  if (CLUSTER_ALIAS.test(path)) return false;
  return pageAccess(path) === 'public';
}

/** A page module as far as the sitemap cares: its getStaticPaths, when it is dynamic. */
export interface PageModule {
  getStaticPaths?: (options: { paginate: () => unknown[]; routePattern: string }) => unknown;
}

/** Whether a page's source renders BaseLayout with `noindex` (such pages ask not to be listed). */
export function saysNoindex(source: string | undefined): boolean {
  const tag = source?.match(/<BaseLayout\b((?:\s+[\w:-]+(?:=(?:"[^"]*"|'[^']*'|\{[^}]*\}))?)*)\s*\/?>/);
  if (!tag?.[1]) return false;
  // Attribute names only: a title that mentions noindex does not count.
  const names = [...tag[1].matchAll(/\s+([\w:-]+)(?:=(?:"[^"]*"|'[^']*'|\{([^}]*)\}))?/g)];
  return names.some(([, name, expression]) => name === 'noindex' && expression?.trim() !== 'false');
}

/**
 * Every listed path of the given page files, sorted with '/' first. `sources` (the files' text)
 * lets pages that render BaseLayout with `noindex` drop out without being named here.
 */
export async function sitemapPaths(
  pages: Record<string, () => Promise<unknown>>,
  sources: Record<string, string> = {},
): Promise<string[]> {
  const paths = new Set<string>();
  for (const [file, load] of Object.entries(pages)) {
    const pattern = routePatternOf(file);
    if (pattern === null || saysNoindex(sources[file])) continue;
    if (!isDynamic(pattern)) {
      if (isListed(pattern)) paths.add(pattern);
      continue;
    }
    // Only dynamic pages are loaded, to enumerate their routes; on-demand ones have none.
    const module = (await load()) as PageModule;
    const entries = (await module.getStaticPaths?.({ paginate: () => [], routePattern: pattern })) ?? [];
    for (const entry of entries as { params?: Record<string, string | number | undefined> }[]) {
      const path = fillPattern(pattern, entry.params ?? {});
      if (isListed(path)) paths.add(path);
    }
  }
  return [...paths].sort((a, b) => (a === '/' ? -1 : b === '/' ? 1 : a.localeCompare(b)));
}
