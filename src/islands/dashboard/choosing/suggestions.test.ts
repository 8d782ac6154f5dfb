import { describe, expect, it } from 'vitest';
import { catalogSeed } from '../../../shared/catalog-seed.ts';
import { clusterSpecProblems } from '../../../shared/cluster-rules.ts';
import { configureClusterHref } from '../../../shared/links.ts';
import { prefillOf, specOf, suggest, type Answers } from './suggestions.ts';

const answers = (extra: Partial<Answers> = {}): Answers => ({
  workload: 'web',
  environment: 'production',
  sensitivity: 'public',
  gpu: 'none',
  size: '1-3',
  budget: 'none',
  location: 'any',
  ...extra,
});

describe('smart suggestions', () => {
  it('ranks three tiers for a production web service, Standard first with its reasons', () => {
    const ranked = suggest(answers(), catalogSeed);
    expect(ranked).toHaveLength(3);
    expect(ranked[0]?.tier.id).toBe('standard');
    expect(ranked[0]?.reasons).toContain('Standard (Blue) is made for this workload.');
    expect(ranked[0]?.reasons.some((r) => /99.95% SLA/.test(r))).toBe(true);
    expect(ranked.map((s) => s.tier.id)).not.toContain('sandbox');
  });

  it('sends health data to an HDS-certified provider, sovereign first, on Enterprise', () => {
    const [best] = suggest(answers({ sensitivity: 'health', location: 'france' }), catalogSeed);
    expect(best?.tier.id).toBe('enterprise');
    expect(best?.provider.certifications).toContain('HDS');
    expect(best?.provider.id).toBe('sovereign');
    expect(best?.region.country).toBe('FR');
    expect(best?.reasons.some((r) => /HDS-certified/.test(r))).toBe(true);
    expect(best?.addonIds).toEqual(expect.arrayContaining(['falco', 'kyverno', 'velero']));
  });

  it('offers only the AI/ML tier with GPU nodes when a GPU is needed', () => {
    const ranked = suggest(answers({ workload: 'ai', gpu: 'training' }), catalogSeed);
    expect(ranked.map((s) => s.tier.id)).toEqual(['ai-ml']);
    expect(ranked[0]?.nodeSizeId).toBe('gpu-h100-1');
    expect(suggest(answers({ workload: 'ai', gpu: 'inference' }), catalogSeed)[0]?.nodeSizeId).toBe('gpu-l4-1');
  });

  it('leaves out tiers too small for the expected size and favours cheap tiers for development', () => {
    const big = suggest(answers({ size: '100+' }), catalogSeed).map((s) => s.tier.id);
    expect(big).not.toContain('standard');
    expect(big).not.toContain('economy');
    const dev = suggest(answers({ workload: 'dev', environment: 'development' }), catalogSeed);
    expect(dev[0]?.tier.id).toBe('dev-test');
  });

  it('pushes suggestions over the budget down the list', () => {
    expect(suggest(answers({ environment: 'staging' }), catalogSeed)[0]?.tier.id).toBe('standard');
    const cheap = suggest(answers({ budget: '300', environment: 'staging' }), catalogSeed);
    expect(cheap[0]?.tier.id).toBe('economy');
    expect(cheap[0]?.estimateUsdCents).toBeLessThanOrEqual(30_000);
    expect(cheap[0]?.reasons).toContain('Within your monthly budget.');
    expect(cheap.find((s) => s.tier.id === 'standard')?.reasons).not.toContain('Within your monthly budget.');
  });

  it('keeps every suggestion valid under the wizard’s rules and opens the wizard prefilled', () => {
    for (const a of [
      answers(),
      answers({ workload: 'data', size: '21-100' }),
      answers({ workload: 'ai', gpu: 'inference', sensitivity: 'health' }),
      answers({ workload: 'dev', environment: 'development' }),
    ]) {
      for (const s of suggest(a, catalogSeed))
        expect(clusterSpecProblems(specOf(s, catalogSeed), catalogSeed), s.tier.id).toEqual({});
    }
    const [best] = suggest(answers({ sensitivity: 'health', location: 'france' }), catalogSeed);
    expect(best && configureClusterHref(prefillOf(best))).toMatch(
      /^\/configure-cluster\?tier=enterprise&provider=sovereign&region=fr-par-1&nodeSize=gp-4-16&nodes=3&addons=/,
    );
  });
});
