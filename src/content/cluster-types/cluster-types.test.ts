import { describe, expect, it } from 'vitest';
import { catalogSeed as catalog } from '../../shared/catalog-seed.ts';
import { tierPageSchema } from '../../shared/catalog/catalog.schemas.ts';
import { CLUSTER_TYPE_ALIASES, clusterTypeAliasTarget } from './aliases.ts';
import { CLUSTER_TYPES, CLUSTER_TYPES_FR, clusterTypeContent } from './index.ts';

describe('cluster-type content', () => {
  it('has a page for each of the 7 types, presenting the catalog tier of that page', () => {
    expect(Object.keys(CLUSTER_TYPES).sort()).toEqual([...tierPageSchema.options].sort());
    for (const [page, content] of Object.entries(CLUSTER_TYPES)) {
      expect(content.page).toBe(page);
      expect(catalog.tiers.find((tier) => tier.id === content.tierId)?.page).toBe(page);
    }
  });

  it('keeps summaries short enough for search results, and cross-links only to real types', () => {
    for (const content of Object.values(CLUSTER_TYPES)) {
      expect(content.summary.length).toBeLessThanOrEqual(160);
      expect(content.workloads.length).toBeGreaterThan(0);
      for (const item of content.considerations) {
        if (item.seeAlso) expect(item.seeAlso).not.toBe(content.page);
      }
    }
  });
});

describe('cluster-type content in French', () => {
  const texts = (content: (typeof CLUSTER_TYPES)[keyof typeof CLUSTER_TYPES]) => [
    content.tagline,
    content.summary,
    ...content.purpose,
    ...content.whoFor,
    ...content.workloads.flatMap((workload) => [workload.name, workload.detail]),
    ...content.considerations.map((item) => item.text),
  ];

  it.each(Object.keys(CLUSTER_TYPES) as (keyof typeof CLUSTER_TYPES)[])(
    'translates %s item for item, with the same tier and cross-links',
    (page) => {
      const english = CLUSTER_TYPES[page];
      const french = CLUSTER_TYPES_FR[page];
      expect(french.page).toBe(english.page);
      expect(french.tierId).toBe(english.tierId);
      expect(french.purpose).toHaveLength(english.purpose.length);
      expect(french.whoFor).toHaveLength(english.whoFor.length);
      expect(french.workloads).toHaveLength(english.workloads.length);
      expect(french.considerations.map((item) => item.seeAlso ?? null)).toEqual(
        english.considerations.map((item) => item.seeAlso ?? null),
      );
      expect(french.summary.length).toBeLessThanOrEqual(160);
      const frenchTexts = texts(french);
      const englishTexts = new Set(texts(english));
      for (const text of frenchTexts) {
        expect(text.trim().length).toBeGreaterThan(0);
        // Translated (a name like 'Streaming' may stay), with French spacing: a no-break space before : ; ! ? %.
        if (text.length > 20) expect(englishTexts.has(text)).toBe(false);
        expect(text).not.toMatch(/ [:;!?%]/);
        expect(text).not.toMatch(/'/);
      }
    },
  );

  it('picks the language asked for, English by default in tests', () => {
    expect(clusterTypeContent('blue')).toBe(CLUSTER_TYPES.blue);
    expect(clusterTypeContent('blue', 'en')).toBe(CLUSTER_TYPES.blue);
    expect(clusterTypeContent('blue', 'fr')).toBe(CLUSTER_TYPES_FR.blue);
  });
});

describe('cluster-type aliases (SPEC §2)', () => {
  it('answers exactly the aliases SPEC lists', () => {
    const named = ['sandbox', 'blue', 'red', 'green', 'data', 'ai'].flatMap((t) => [
      `${t}-cluster`,
      `${t}-cluster-page`,
    ]);
    expect(Object.keys(CLUSTER_TYPE_ALIASES).sort()).toEqual(
      [...named, 'additional-cluster', 'dev-cluster', 'test-cluster', 'orange-cluster'].sort(),
    );
  });

  it.each([
    ['/blue-cluster', '/cluster-types/blue'],
    ['/red-cluster-page', '/cluster-types/red'],
    ['/ai-cluster/', '/cluster-types/ai'],
    ['/data-cluster-page', '/cluster-types/data'],
    ['/sandbox-cluster', '/cluster-types/sandbox'],
    ['/additional-cluster', '/cluster-types/blue'],
    ['/dev-cluster', '/cluster-types/orange'],
    ['/test-cluster', '/cluster-types/orange'],
    ['/orange-cluster', '/cluster-types/orange'],
  ])('sends %s to %s', (path, target) => {
    expect(clusterTypeAliasTarget(path)).toBe(target);
  });

  it.each([
    '/orange-cluster-page',
    '/purple-cluster',
    '/constructor-cluster',
    '/toString-cluster',
    '/blue-cluster/extra',
    '/',
  ])('does not claim %s', (path) => {
    expect(clusterTypeAliasTarget(path)).toBeUndefined();
  });
});
