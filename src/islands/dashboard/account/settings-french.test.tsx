// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AccountProviders } from './AccountProviders.tsx';
import { PreferencesSection } from './PreferencesSection.tsx';
import { SessionsSection } from './SessionsSection.tsx';
import { testUser } from '../../auth/test-user.ts';

const user = testUser();

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  document.documentElement.lang = 'en';
  document.cookie = 'lang=; Path=/; Max-Age=0';
});

describe('Settings in French', () => {
  it('names the preferences in French, each language in its own words', () => {
    document.documentElement.lang = 'fr';
    render(
      <AccountProviders user={user}>
        <PreferencesSection />
        <SessionsSection />
      </AccountProviders>,
    );
    expect(screen.getByRole('heading', { name: 'Préférences' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Appareils connectés' })).toBeTruthy();
    expect(screen.getByRole('combobox', { name: 'Devise' })).toBeTruthy();
    expect(screen.getByRole('option', { name: 'Comme l’appareil' })).toBeTruthy();
    const language = screen.getByRole('combobox', { name: 'Langue' }) as HTMLSelectElement;
    // Never chosen: the page's language.
    expect(language.value).toBe('fr');
    expect(screen.getByRole('option', { name: 'English' }).getAttribute('lang')).toBe('en');
    expect(screen.getByRole('button', { name: 'Enregistrer les préférences' })).toBeTruthy();
  });

  it('sends the language with the preferences and remembers a new one in the lang cookie', async () => {
    document.documentElement.lang = 'fr';
    const fetch = vi.fn(
      async (_url: string, init: RequestInit) =>
        new Response(JSON.stringify({ ...user, preferences: JSON.parse(String(init.body)) }), { status: 200 }),
    );
    vi.stubGlobal('fetch', fetch);
    render(
      <AccountProviders user={user}>
        <PreferencesSection />
      </AccountProviders>,
    );
    fireEvent.change(screen.getByRole('combobox', { name: 'Langue' }), { target: { value: 'en' } });
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer les préférences' }));
    await waitFor(() => expect(document.cookie).toContain('lang=en'));
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toContain('/api/user/preferences');
    expect(init.method).toBe('PUT');
    expect(JSON.parse(String(init.body))).toEqual({
      currency: 'EUR',
      billingCycle: 'monthly',
      theme: 'system',
      language: 'en',
    });
  });
});
