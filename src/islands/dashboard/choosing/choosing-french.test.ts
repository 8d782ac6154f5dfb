// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { catalogSeed } from '../../../shared/catalog-seed.ts';
import { wholeUnits } from './SuggestionCard.tsx';
import { suggest } from './suggestions.ts';

afterEach(() => {
  document.documentElement.lang = 'en';
});

describe('smart suggestions in French', () => {
  it('gives the reasons in French, with the catalog’s names unchanged', () => {
    document.documentElement.lang = 'fr';
    const [best] = suggest(
      {
        workload: 'web',
        environment: 'production',
        sensitivity: 'health',
        gpu: 'none',
        size: '1-3',
        budget: 'none',
        location: 'france',
      },
      catalogSeed,
    );
    expect(best?.reasons).toContain(`Données de santé\u00a0: ${best?.provider.name} est certifié HDS.`);
    expect(
      best?.reasons.some(
        (r) =>
          r.startsWith('Cloud souverain à ') &&
          r.endsWith('vos données de santé restent soumises au seul droit de l’UE.'),
      ),
    ).toBe(true);
  });

  it('writes whole amounts the French way, and the English way on an English page', () => {
    document.documentElement.lang = 'fr';
    expect(wholeUnits(123_499, 'EUR')).toBe('1\u202f234\u00a0€');
    document.documentElement.lang = 'en';
    expect(wholeUnits(23_999, 'EUR')).toBe('€239');
  });
});
