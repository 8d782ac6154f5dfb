import type { TierPage } from '../../shared/catalog/catalog.schemas.ts';

const LEGACY_NAMED: readonly TierPage[] = ['sandbox', 'blue', 'red', 'green', 'data', 'ai'];

/**
 * Older addresses of the cluster-type pages, each answered with a 301 to its
 * /cluster-types/{type} page. A tier name with no keyword maps to blue, which is where the
 * additional-cluster page goes; dev, test and orange name the Dev/Test type.
 */
export const CLUSTER_TYPE_ALIASES: Readonly<Record<string, TierPage>> = Object.freeze({
  ...Object.fromEntries(
    LEGACY_NAMED.flatMap((type) => [
      [`${type}-cluster`, type],
      [`${type}-cluster-page`, type],
    ]),
  ),
  'additional-cluster': 'blue',
  'dev-cluster': 'orange',
  'test-cluster': 'orange',
  'orange-cluster': 'orange',
});

/** The canonical page for an alias path such as '/blue-cluster-page' (a trailing slash allowed), or undefined. */
export function clusterTypeAliasTarget(pathname: string): string | undefined {
  const alias = pathname.replace(/^\/+|\/+$/g, '');
  const type = Object.hasOwn(CLUSTER_TYPE_ALIASES, alias) ? CLUSTER_TYPE_ALIASES[alias] : undefined;
  return type ? `/cluster-types/${type}` : undefined;
}
