import { describe, expect, it } from 'vitest';
import { fillPattern, isListed, routePatternOf, saysNoindex, sitemapPaths } from './sitemap-routes.ts';

describe('routePatternOf', () => {
  it('maps page files to routes', () => {
    expect(routePatternOf('/src/pages/index.astro')).toBe('/');
    expect(routePatternOf('/src/pages/pricing.astro')).toBe('/pricing');
    expect(routePatternOf('/src/pages/tutorials/index.astro')).toBe('/tutorials');
    expect(routePatternOf('/src/pages/tutorials/[slug].astro')).toBe('/tutorials/[slug]');
    expect(routePatternOf('/src/pages/legal/terms.mdx')).toBe('/legal/terms');
  });

  it('skips files Astro does not route', () => {
    expect(routePatternOf('/src/pages/_partials/card.astro')).toBeNull();
    expect(routePatternOf('/src/pages/sitemap.xml.ts')).toBeNull();
  });
});

describe('fillPattern', () => {
  it('fills named and rest parameters', () => {
    expect(fillPattern('/tutorials/[slug]', { slug: 'first-cluster' })).toBe('/tutorials/first-cluster');
    expect(fillPattern('/documentation/[...slug]', { slug: 'networking/ingress' })).toBe(
      '/documentation/networking/ingress',
    );
    expect(fillPattern('/documentation/[...slug]', { slug: undefined })).toBe('/documentation');
  });
});

describe('isListed', () => {
  it('lists public pages', () => {
    for (const path of [
      '/',
      '/pricing',
      '/documentation',
      '/tutorials/x',
      '/cluster-types/blue',
      '/api-reference',
      '/test-service',
    ]) {
      expect(isListed(path), path).toBe(true);
    }
  });

  it('leaves out signed-in, development, API, error, flow and redirect pages', () => {
    for (const path of [
      '/dashboard',
      '/settings',
      '/orders/1',
      '/admin/pending-registrations',
      '/officers/panel',
      '/dev-login',
      '/dev/mailbox',
      '/api/health',
      '/404',
      '/auth',
      '/reset-password',
      '/fr',
      '/privacy',
      '/currency-test',
      '/blue-cluster',
      '/cluster-types/ai-cluster-page',
      '/test-cluster',
    ]) {
      expect(isListed(path), path).toBe(false);
    }
  });
});

describe('sitemapPaths', () => {
  it('lists static pages and the routes of dynamic ones, home first, without duplicates', async () => {
    const pages = {
      '/src/pages/pricing.astro': async () => ({}),
      '/src/pages/index.astro': async () => ({}),
      '/src/pages/dashboard.astro': async () => ({}),
      '/src/pages/tutorials/[slug].astro': async () => ({
        getStaticPaths: () => [{ params: { slug: 'b' } }, { params: { slug: 'a' } }],
      }),
      '/src/pages/clusters/[id].astro': async () => ({}),
      '/src/pages/[alias].astro': async () => ({ getStaticPaths: async () => [{ params: { alias: 'blue-cluster' } }] }),
    };
    expect(await sitemapPaths(pages)).toEqual(['/', '/pricing', '/tutorials/a', '/tutorials/b']);
  });

  it('leaves out pages whose BaseLayout says noindex', async () => {
    const pages = { '/src/pages/index.astro': async () => ({}), '/src/pages/diagnostics.astro': async () => ({}) };
    const sources = { '/src/pages/diagnostics.astro': '<BaseLayout\n  title="x"\n  description="y"\n  noindex\n>' };
    expect(await sitemapPaths(pages, sources)).toEqual(['/']);
  });
});

describe('saysNoindex', () => {
  it('reads the noindex attribute of BaseLayout only', () => {
    expect(saysNoindex('<BaseLayout title="Sign in" description="d" noindex>')).toBe(true);
    expect(saysNoindex('<BaseLayout title="a" noindex={true}>')).toBe(true);
    expect(saysNoindex('<BaseLayout title="Guide to noindex tags">')).toBe(false);
    expect(saysNoindex('// pages can say noindex\n<BaseLayout title="a">')).toBe(false);
    expect(saysNoindex(undefined)).toBe(false);
  });
});
