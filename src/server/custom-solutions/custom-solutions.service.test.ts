import { describe, expect, it } from 'vitest';
import { withLocale } from '../i18n/request-locale.ts';
import { customSolutionSummary } from './custom-solutions.service.ts';
import type { CustomSolutionInput } from '../../shared/custom-solutions/custom-solutions.schemas.ts';

const request: Pick<CustomSolutionInput, 'description' | 'workloads' | 'regions' | 'compliance' | 'budgetRange'> = {
  description: 'GPU inference next to our data.',
  workloads: ['stateless', 'ai-ml'],
  regions: ['fr-par-1'],
  compliance: [],
  budgetRange: '1k-5k',
};
const regions = new Map([['fr-par-1', 'Paris 1 (Paris)']]);

describe('a custom solution request’s first message', () => {
  it('is headed in English as before', () => {
    const summary = customSolutionSummary(request, regions).split('\n');
    expect(summary.slice(0, 3)).toEqual([
      'GPU inference next to our data.',
      '',
      expect.stringMatching(/^Workloads: Stateless web services and APIs; /),
    ]);
    expect(summary.slice(3)).toEqual([
      'Regions: Paris 1 (Paris)',
      'Compliance: none stated',
      'Budget: €1,000–5,000 a month',
    ]);
  });

  it('is headed in the language the customer wrote in', () => {
    const summary = withLocale('fr', () => customSolutionSummary(request, regions)).split('\n');
    expect(summary[2]).toMatch(/^Charges de travail\u00a0: .+\u00a0; /);
    expect(summary.slice(3, 5)).toEqual([
      'Régions\u00a0: Paris 1 (Paris)',
      'Conformité\u00a0: aucune exigence indiquée',
    ]);
    expect(summary[5]).toMatch(/^Budget\u00a0: 1.000 à 5.000.€ par mois$/);
  });
});
