// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { PromoBanner } from './PromoBanner.tsx';

afterEach(() => {
  cleanup();
  document.documentElement.lang = 'en';
});

describe('PromoBanner', () => {
  it('speaks English on an English page', () => {
    render(<PromoBanner />);
    const banner = screen.getByRole('region', { name: 'Launch offer' });
    expect(banner.textContent).toContain(
      'Launch offer: 5% off your first purchase with code PARIS — limited time. Welcome!',
    );
    expect(screen.getByRole('button', { name: 'Copy code' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Dismiss the launch offer' })).toBeTruthy();
  });

  it('speaks French on a French page', () => {
    document.documentElement.lang = 'fr';
    render(<PromoBanner />);
    const banner = screen.getByRole('region', { name: 'Offre de lancement' });
    expect(banner.textContent).toContain(
      'Offre de lancement\u00a0: 5\u202f% de remise sur votre premier achat avec le code PARIS',
    );
    expect(screen.getByRole('button', { name: 'Copier le code' })).toBeTruthy();
    expect(
      screen.getByRole('button', { name: 'Afficher l’offre de lancement (code PARIS)', hidden: true }),
    ).toBeTruthy();
  });
});
