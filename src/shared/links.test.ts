import { describe, expect, it } from 'vitest';
import { configureClusterHref } from './links.ts';

describe('configureClusterHref', () => {
  it('opens the cluster wizard, with the tier preselected when given', () => {
    expect(configureClusterHref()).toBe('/configure-cluster');
    expect(configureClusterHref('standard')).toBe('/configure-cluster?tier=standard');
  });

  it('keeps a tier id inside its query parameter', () => {
    expect(configureClusterHref('a&b=c')).toBe('/configure-cluster?tier=a%26b%3Dc');
  });

  it('prefills provider, region, node size and count, and add-ons as a comma list', () => {
    expect(configureClusterHref({ tier: 'enterprise', provider: 'sovereign', region: 'fr-par-1', nodeSize: 'gp-4-16', nodes: 3, addons: ['monitoring', 'velero'] })).toBe(
      '/configure-cluster?tier=enterprise&provider=sovereign&region=fr-par-1&nodeSize=gp-4-16&nodes=3&addons=monitoring,velero',
    );
    expect(configureClusterHref({})).toBe('/configure-cluster');
  });
});
