import { describe, expect, it } from 'vitest';
import { inLanguageOf } from '../mail/mail-language.ts';
import { promotionLabel } from '../../shared/staff/promotion-requests.schemas.ts';
import {
  accountDisabledMessage,
  mfaResetMessage,
  organizationMovedMessage,
  promotionDecidedMessage,
} from './staff-mail.ts';

const ORIGIN = 'https://console.example.eu';
const french = { preferences: { language: 'fr' as const } };
const english = { preferences: {} };

describe('staff e-mails', () => {
  it('are written as before in English', () => {
    const mail = inLanguageOf(english, () =>
      promotionDecidedMessage({
        to: 'ada@example.eu',
        name: 'Ada',
        what: promotionLabel('officers_access'),
        approved: false,
        reason: 'Ask your owner.',
        settingsLink: `${ORIGIN}/settings`,
      }),
    );
    expect(mail.subject).toBe('Your request for officers access was not approved');
    expect(mail.text).toContain(
      'An administrator reviewed your request for officers access and did not approve it.\n\nThe reason given:\n\n  > Ask your owner.',
    );
    expect(inLanguageOf(english, () => accountDisabledMessage({ to: 'ada@example.eu', name: 'Ada' })).subject).toBe(
      'Your Sovereign Kubernetes Console account was disabled',
    );
  });

  it('are written in the recipient’s language', () => {
    const promotion = inLanguageOf(french, () =>
      promotionDecidedMessage({
        to: 'amelie@example.eu',
        name: 'Amélie',
        what: promotionLabel('admin'),
        approved: true,
        reason: null,
        settingsLink: `${ORIGIN}/settings`,
      }),
    );
    expect(promotion.subject).toBe('Votre demande concernant le rôle administrateur a été approuvée');
    expect(promotion.text).toMatch(/^Bonjour Amélie,/);
    expect(promotion.text).toContain('Ouvrir les Paramètres\u00a0:');
    expect(promotion.html).toContain('<html lang="fr">');
    const reset = inLanguageOf(french, () =>
      mfaResetMessage({ to: 'amelie@example.eu', name: 'Amélie', settingsLink: `${ORIGIN}/settings` }),
    );
    expect(reset.subject).toBe('L’authentification à deux facteurs de votre compte a été réinitialisée');
    const moved = inLanguageOf(french, () =>
      organizationMovedMessage({
        to: 'amelie@example.eu',
        name: 'Amélie',
        companyName: 'Acme',
        signInLink: `${ORIGIN}/auth`,
      }),
    );
    expect(moved.subject).toBe('Votre compte a été déplacé vers Acme');
    expect(moved.text).toContain('Vous conservez votre compte\u00a0;');
  });
});
