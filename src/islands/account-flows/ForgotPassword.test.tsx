import { describe, expect, it } from 'vitest';
import { renderToString } from 'react-dom/server';
import { withLocale } from '../../server/i18n/request-locale.ts';
import { ForgotPassword } from './ForgotPassword.tsx';

describe('the /forgot-password island', () => {
  it('asks for the address in English by default', () => {
    const html = renderToString(<ForgotPassword />);
    expect(html).toContain('Reset your password');
    expect(html).toContain('Send reset link');
    expect(html).toContain('Remembered it? ');
  });

  it('asks for the address in French on a French page', () => {
    const html = withLocale('fr', () => renderToString(<ForgotPassword />));
    expect(html).toContain('Réinitialiser votre mot de passe');
    expect(html).toContain('Adresse e-mail');
    expect(html).toContain('Envoyer le lien de réinitialisation');
    expect(html).not.toContain('Reset your password');
  });
});
