import { describe, expect, it } from 'vitest';
import { catalogSeed } from '../../../../shared/catalog-seed.ts';
import {
  applyPrefill,
  draftErrors,
  emptySpec,
  fieldsFromServer,
  readDraft,
  specForQuote,
  stepErrors,
  stepOfField,
  withProvider,
  withTier,
  writeDraft,
} from './wizard-draft.ts';

const catalog = catalogSeed;

describe('the wizard draft', () => {
  it('starts on Standard with the default version, the tier’s included nodes and default add-ons', () => {
    const spec = emptySpec(catalog);
    expect(spec).toMatchObject({
      tierId: 'standard',
      providerId: 'sovereign',
      regionId: 'fr-par-1',
      kubernetesVersion: '1.37',
      haControlPlane: true,
    });
    expect(spec.nodePools).toEqual([{ name: 'pool-1', nodeSizeId: 'gp-2-4', count: 3 }]);
    expect(spec.addonIds).toEqual(expect.arrayContaining(['monitoring', 'cert-manager', 'traefik']));
    expect(spec.addonIds).not.toContain('gpu-operator');
  });

  it('replaces sizes and add-ons the new tier does not offer, and fits counts to its maximum', () => {
    const big = {
      ...emptySpec(catalog),
      nodePools: [{ name: 'a', nodeSizeId: 'mem-4-32', count: 50 }],
      addonIds: ['falco', 'logging'],
    };
    const economy = withTier(big, 'economy', catalog);
    expect(economy.nodePools[0]).toMatchObject({ nodeSizeId: 'gp-2-4', count: 20 });
    expect(economy.addonIds).toContain('logging');
    expect(economy.addonIds).not.toContain('falco');
    const ai = withTier(emptySpec(catalog), 'ai-ml', catalog, true);
    expect(ai.addonIds).toContain('gpu-operator');
    expect(catalog.nodeSizes.filter((s) => s.tiers.includes('ai-ml')).some((s) => s.gpu)).toBe(true);
  });

  it('applies a link’s preselection and ignores ids the catalog does not know', () => {
    const spec = applyPrefill(
      emptySpec(catalog),
      {
        tier: 'ai-ml',
        provider: 'aws',
        region: 'eu-west-3',
        nodeSize: 'gpu-l4-1',
        nodes: 2,
        addons: ['monitoring', 'nope', 'falco'],
      },
      catalog,
    );
    expect(spec).toMatchObject({ tierId: 'ai-ml', providerId: 'aws', regionId: 'eu-west-3' });
    expect(spec.nodePools[0]).toMatchObject({ nodeSizeId: 'gpu-l4-1', count: 2 });
    expect(spec.addonIds).toEqual(['monitoring', 'falco']);
    expect(applyPrefill(emptySpec(catalog), { tier: 'unknown', region: 'nowhere' }, catalog)).toEqual(
      emptySpec(catalog),
    );
    expect(withProvider(emptySpec(catalog), 'gcp', catalog).regionId).toBe('europe-west9');
  });

  it('says why, per field, with the server’s schema and rules, split by step', () => {
    const spec = {
      ...emptySpec(catalog),
      name: 'Bad_Name',
      tierId: 'economy',
      nodePools: [{ name: 'a', nodeSizeId: 'gp-2-4', count: 25, autoscale: { min: 1, max: 30 } }],
    };
    const errors = draftErrors(spec, catalog);
    expect(errors.name).toMatch(/Lower-case letters/);
    expect(errors.nodePools).toBe('At most 20 nodes in Economy (Green); this has 25.');
    expect(errors['nodePools.0.autoscale.max']).toBe('At most 20 nodes in Economy (Green).');
    expect(Object.keys(stepErrors(errors, 'pools'))).toEqual(
      expect.arrayContaining(['nodePools', 'nodePools.0.autoscale.max']),
    );
    expect(stepErrors(errors, 'pools').name).toBeUndefined();
    expect(stepOfField('nodePools.0.count')).toBe('pools');
    expect(stepOfField('promoCode')).toBe('review');
    expect(fieldsFromServer({ 'cluster.name': 'Taken.', promoCode: 'No.' })).toEqual({
      name: 'Taken.',
      promoCode: 'No.',
    });
  });

  it('prices with a placeholder name until a valid one is typed', () => {
    expect(specForQuote({ ...emptySpec(catalog), name: '' }).name).toBe('price-preview');
    expect(specForQuote({ ...emptySpec(catalog), name: 'web-prod' }).name).toBe('web-prod');
  });

  it('keeps the draft in storage and refuses what is not a draft', () => {
    const store = new Map<string, string>();
    const storage = {
      getItem: (k: string) => store.get(k) ?? null,
      setItem: (k: string, v: string) => void store.set(k, v),
    };
    const draft = {
      spec: emptySpec(catalog),
      step: 'pools' as const,
      promoCode: 'PARIS',
      appliedPrefill: '?tier=standard',
      orderId: null,
    };
    writeDraft(storage, draft);
    expect(readDraft(storage)).toEqual(draft);
    store.set('clusterWizardDraft', '{"spec":1}');
    expect(readDraft(storage)).toBeNull();
    store.set('clusterWizardDraft', 'not json');
    expect(readDraft(storage)).toBeNull();
  });
});
