import { describe, expect, it } from 'vitest';
import { renderToString } from 'react-dom/server';
import { withLocale } from '../../server/i18n/request-locale.ts';
import { AuthPage } from './AuthPage.tsx';

describe('the /auth island', () => {
  it('renders the sign-in form in English by default', () => {
    const html = renderToString(<AuthPage />);
    expect(html).toContain('aria-label="Sign in or create an account"');
    expect(html).toContain('Forgot password?');
    expect(html).toContain('No password at hand? ');
    expect(html).toContain('E-mail me a sign-in link');
  });

  it('renders the sign-in form in French on a French page', () => {
    const html = withLocale('fr', () => renderToString(<AuthPage />));
    expect(html).toContain('aria-label="Se connecter ou créer un compte"');
    expect(html).toContain('Créer un compte');
    expect(html).toContain('Mot de passe oublié\u00a0?');
    expect(html).toContain('Recevoir un lien de connexion par e-mail');
    expect(html).not.toContain('Forgot password?');
  });
});
