import { describe, expect, it } from 'vitest';
import { catalogSeed as catalog } from '../../shared/catalog-seed.ts';
import { tierPageSchema } from '../../server/catalog/catalog.schemas.ts';
import { CLUSTER_TYPE_ALIASES, clusterTypeAliasTarget } from './aliases.ts';
import { CLUSTER_TYPES } from './index.ts';

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

describe('cluster-type aliases (SPEC §2)', () => {
  it('answers exactly the aliases SPEC lists', () => {
    const named = ['sandbox', 'blue', 'red', 'green', 'data', 'ai'].flatMap((t) => [`${t}-cluster`, `${t}-cluster-page`]);
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

  it.each(['/orange-cluster-page', '/purple-cluster', '/constructor-cluster', '/toString-cluster', '/blue-cluster/extra', '/'])(
    'does not claim %s',
    (path) => {
      expect(clusterTypeAliasTarget(path)).toBeUndefined();
    },
  );
});
