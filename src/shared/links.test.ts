import { describe, expect, it } from 'vitest';
import { configureClusterHref, readWizardPrefill } from './links.ts';

describe('configureClusterHref', () => {
  it('opens the cluster wizard, with the tier preselected when given', () => {
    expect(configureClusterHref()).toBe('/configure-cluster');
    expect(configureClusterHref('standard')).toBe('/configure-cluster?tier=standard');
  });

  it('keeps a tier id inside its query parameter', () => {
    expect(configureClusterHref('a&b=c')).toBe('/configure-cluster?tier=a%26b%3Dc');
  });

  it('preselects tier, provider, region, node size, node count and add-ons', () => {
    expect(
      configureClusterHref({
        tier: 'ai-ml',
        provider: 'sovereign',
        region: 'fr-par-1',
        nodeSize: 'gpu-l4-1',
        nodes: 2,
        addons: ['monitoring', 'gpu-operator'],
      }),
    ).toBe(
      '/configure-cluster?tier=ai-ml&provider=sovereign&region=fr-par-1&nodeSize=gpu-l4-1&nodes=2&addons=monitoring,gpu-operator',
    );
    expect(configureClusterHref({})).toBe('/configure-cluster');
  });
});

describe('readWizardPrefill', () => {
  it('reads back every part a link sets', () => {
    const href = configureClusterHref({
      tier: 'standard',
      provider: 'aws',
      region: 'eu-west-3',
      nodeSize: 'gp-2-4',
      nodes: 5,
      addons: ['logging'],
    });
    expect(readWizardPrefill(new URL(href, 'http://x').searchParams)).toEqual({
      tier: 'standard',
      provider: 'aws',
      region: 'eu-west-3',
      nodeSize: 'gp-2-4',
      nodes: 5,
      addons: ['logging'],
    });
  });

  it('drops values that cannot be ids or a node count', () => {
    const prefill = readWizardPrefill(new URLSearchParams('tier=<script>&nodes=-3&nodeSize=&addons=ok,,Bad Id,ok'));
    expect(prefill).toEqual({ addons: ['ok'] });
    expect(readWizardPrefill(new URLSearchParams('nodes=2.5'))).toEqual({});
  });

  it('keeps an empty add-on list apart from no add-on parameter', () => {
    expect(readWizardPrefill(new URLSearchParams('addons='))).toEqual({ addons: [] });
    expect(readWizardPrefill(new URLSearchParams(''))).toEqual({});
  });
});
