import { describe, expect, it } from 'vitest';
import { withLocale } from '../../../server/i18n/request-locale.ts';
import { formatLocked, productState, quantityText } from './product-state.ts';

describe('a product order in words', () => {
  it('follows the payment, then the subscription', () => {
    expect(productState({ status: 'pending_payment' }, undefined)).toBe('Waiting for payment');
    expect(productState({ status: 'completed' }, { state: 'active', periodEnd: '2026-12-23T10:00:00.000Z' })).toBe(
      'Active',
    );
    expect(productState({ status: 'completed' }, { state: 'cancelling', periodEnd: '2026-12-23T10:00:00.000Z' })).toBe(
      'Active until 23 Dec 2026, then cancelled',
    );
  });
  it('says the quantity in the unit it is sold by', () => {
    expect(quantityText({ product: null }, { pricingUnit: 'per GB', quantity: 250 })).toBe('250 GB');
    expect(quantityText({ product: null }, { pricingUnit: 'per node', quantity: 1 })).toBe('1 node');
    expect(quantityText({ product: null }, { pricingUnit: 'flat', quantity: 1 })).toBe('Organization-wide');
  });
  it('writes a locked amount with its symbol and cents', () => {
    expect(formatLocked(5434, 'EUR')).toBe('€54.34');
    expect(formatLocked(-105, 'GBP')).toBe('-£1.05');
  });
});

describe('a product order in French words', () => {
  it('says the state, quantity and amount as a French page writes them', () => {
    withLocale('fr', () => {
      expect(productState({ status: 'pending_payment' }, undefined)).toBe('En attente de paiement');
      expect(
        productState({ status: 'completed' }, { state: 'cancelling', periodEnd: '2026-12-23T10:00:00.000Z' }),
      ).toBe('Actif jusqu’au 23 déc. 2026, puis résilié');
      expect(quantityText({ product: null }, { pricingUnit: 'per node', quantity: 3 })).toBe('3 nœuds');
      expect(quantityText({ product: null }, { pricingUnit: 'flat', quantity: 1 })).toBe('Toute l’organisation');
      expect(formatLocked(543_400, 'EUR')).toBe('5\u202f434,00\u00a0€');
    });
  });
});
