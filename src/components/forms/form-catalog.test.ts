import { describe, expect, it } from 'vitest';
import { withLocale } from '../../server/i18n/request-locale.ts';
import { countryName } from '../home/home-data.ts';
import { responseTime, supportLevelLabel } from './form-catalog.ts';

describe('the public pages’ catalog labels', () => {
  it('read in English by default', () => {
    expect(responseTime(1)).toBe('1 hour');
    expect(responseTime(4)).toBe('4 hours');
    expect(responseTime(72)).toBe('3 days');
    expect(supportLevelLabel('community')).toBe('community');
    expect(countryName('NL')).toBe('Netherlands');
  });

  it('read in French on a French page', () => {
    withLocale('fr', () => {
      expect(responseTime(1)).toBe('1 heure');
      expect(responseTime(72)).toBe('3 jours');
      expect(supportLevelLabel('community')).toBe('communautaire');
      expect(countryName('NL')).toBe('Pays-Bas');
    });
  });
});
