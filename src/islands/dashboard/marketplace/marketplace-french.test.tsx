// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { MarketplaceItem } from '../../../shared/marketplace/marketplace.schemas.ts';
import { CatalogueFilters } from './CatalogueFilters.tsx';
import { ItemCard } from './ItemCard.tsx';
import { EMPTY_FILTER } from './marketplace.ts';

afterEach(() => {
  cleanup();
  document.documentElement.lang = 'en';
});

const velero: MarketplaceItem = {
  kind: 'addon',
  id: 'velero',
  name: 'Velero',
  category: 'backup',
  description: 'Backups of your clusters',
  vendor: 'Managed by us',
  license: null,
  version: '1.15.0',
  olderVersions: [],
  pricingUnit: 'per node',
  priceMonthlyMicroUsd: 0,
  featured: true,
  tiers: ['standard'],
  installs: null,
};

describe('the marketplace in French', () => {
  it('shows a catalogue entry and the filters in French, the item’s own name unchanged', () => {
    document.documentElement.lang = 'fr';
    render(
      <>
        <CatalogueFilters
          filter={EMPTY_FILTER}
          onChange={() => undefined}
          categories={['backup', 'ci-cd']}
          tiers={[]}
        />
        <ul>
          <ItemCard item={velero} onOpen={() => undefined} />
        </ul>
      </>,
    );
    expect(screen.getByRole('search', { name: 'Catalogue' })).toBeTruthy();
    expect(screen.getByRole('combobox', { name: 'Unité de tarification' })).toBeTruthy();
    expect(screen.getByRole('option', { name: 'Toutes les unités de tarification' })).toBeTruthy();
    expect(screen.getAllByText('Sauvegarde')).toHaveLength(2);
    expect(screen.getByText('Module complémentaire')).toBeTruthy();
    expect(screen.getByText('Inclus sans frais')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Détails de Velero' }).textContent).toBe('Détails');
  });

  it('keeps the English words on an English page', () => {
    render(
      <ul>
        <ItemCard item={velero} onOpen={() => undefined} />
      </ul>,
    );
    expect(screen.getByText('Add-on')).toBeTruthy();
    expect(screen.getByText('Included at no charge')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Details of Velero' })).toBeTruthy();
  });
});
