import { describe, expect, it } from 'vitest';
import { withLocale } from '../server/i18n/request-locale.ts';
import { ROLES, roleInSentence, roleLabel } from './role-labels.ts';

describe('role labels', () => {
  it('names every role once, in each language', () => {
    expect(ROLES.map((role) => roleLabel(role))).toEqual(['User', 'Admin', 'Super admin']);
    expect(withLocale('fr', () => ROLES.map((role) => roleLabel(role)))).toEqual([
      'Utilisateur',
      'Administrateur',
      'Super administrateur',
    ]);
    expect(roleLabel('auditor')).toBe('auditor');
  });

  it('says a role in lower case inside a sentence', () => {
    expect(roleInSentence('super_admin')).toBe('super admin');
    expect(withLocale('fr', () => roleInSentence('user'))).toBe('utilisateur');
  });
});
