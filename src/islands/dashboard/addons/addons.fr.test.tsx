// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { ClusterAddons } from '../../../shared/addons/addons.schemas.ts';
import { stateLabel } from './addon-state.ts';
import { ChangeProgress } from './ChangeProgress.tsx';

afterEach(() => {
  cleanup();
  document.documentElement.lang = 'en';
});

const view = {
  clusterName: 'shop',
  status: 'updating',
  progress: 40,
  addonsPhase: { status: 'running', progress: 40 },
} as unknown as ClusterAddons;

describe('the add-ons in French', () => {
  it('says the change in progress and the states in French', () => {
    document.documentElement.lang = 'fr';
    render(<ChangeProgress view={view} />);
    // The matcher's normalizer reads the no-break spaces as spaces.
    expect(
      screen.getByText('shop est en cours de modification : Installation des modules complémentaires (40 %)'),
    ).toBeTruthy();
    expect(screen.getByRole('progressbar', { name: 'Phase des modules complémentaires' })).toBeTruthy();
    expect(stateLabel('installing')).toBe('Installation…');
  });

  it('keeps the English words on an English page', () => {
    render(<ChangeProgress view={view} />);
    expect(screen.getByText('shop is updating: Installing add-ons (40%)')).toBeTruthy();
  });
});
