// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Order } from '../../../shared/orders/orders.schemas.ts';
import { OrderSummary, PromoNote } from './checkout/OrderSummary.tsx';
import { OrderRows } from './list/OrderRows.tsx';

afterEach(() => {
  cleanup();
  document.documentElement.lang = 'en';
});

const order = {
  id: 'o1',
  number: 'ORD-1042',
  kind: 'cluster',
  status: 'pending_payment',
  cluster: { name: 'shop-prod' },
  lines: [{ kind: 'nodes', description: '3 × General M', ref: null, quantity: 3, unitAmount: 41_152, amount: 123_456 }],
  discounts: [],
  currency: 'EUR',
  total: 123_456,
  subtotal: 123_456,
  tax: 0,
  vat: { rateBp: 2000, reason: 'France' },
  promoCode: null,
  billingCycle: 'monthly',
  createdAt: '2026-11-23T10:00:00.000Z',
} as unknown as Order;

describe('the orders list and checkout in French', () => {
  it('names the columns, the status and the cluster in French, with French amounts', () => {
    document.documentElement.lang = 'fr';
    render(<OrderRows orders={[order]} caption="Commandes" />);
    const table = screen.getByRole('table', { name: 'Commandes' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Commande', 'Objet', 'Statut', 'Total', 'Créée le']);
    expect(table.textContent).toContain('En attente de paiement');
    expect(table.textContent).toContain('Cluster · Cluster «\u00a0shop-prod\u00a0»');
    expect(table.textContent).toContain('1\u202f234,56\u00a0€');
  });

  it('sums up the order and says the promo code’s rule in French', () => {
    document.documentElement.lang = 'fr';
    render(
      <>
        <OrderSummary priced={order} />
        <PromoNote priced={order} />
      </>,
    );
    expect(screen.getByRole('table', { name: 'Récapitulatif de la commande' }).textContent).toContain(
      'Sous-total (un mois)',
    );
    // The matcher's normalizer reads the no-break spaces as spaces.
    expect(screen.getByText('TVA 20 % · France')).toBeTruthy();
    expect(screen.getByText(/^Aucun code promo sur cette commande\./)).toBeTruthy();
  });

  it('keeps the English words on an English page', () => {
    render(<OrderRows orders={[order]} caption="Orders" />);
    const table = screen.getByRole('table', { name: 'Orders' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Order', 'What', 'Status', 'Total', 'Created']);
    expect(table.textContent).toContain('Waiting for payment');
    expect(table.textContent).toContain('Cluster · Cluster “shop-prod”');
  });
});
