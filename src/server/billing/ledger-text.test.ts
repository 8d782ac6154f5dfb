import { describe, expect, it } from 'vitest';
import { withLocale } from '../i18n/request-locale.ts';
import { ledgerDescription, storedLedgerText } from './ledger-text.ts';
import { prorateLines } from '../subscriptions/proration.ts';

describe('credits ledger descriptions', () => {
  it('are stored in English, as they always were', () => {
    const stored = withLocale('fr', () =>
      storedLedgerText({
        key: 'credit_note',
        number: 'CN-2027-000001',
        reason: { key: 'cluster_lowered', cluster: 'web' },
      }),
    );
    expect(stored.description).toBe('Credit note CN-2027-000001: Cluster web configuration lowered');
    expect(storedLedgerText({ key: 'unused_prepaid', cluster: 'web', month: '2026-10' }).description).toBe(
      'Cluster web used less than was prepaid in 2026-10 (e.g. after downsizing)',
    );
    expect(
      storedLedgerText({ key: 'credits_returned', creditNote: 'CN-2027-000002', order: 'ORD-1' }).description,
    ).toBe('Credit note CN-2027-000002: credits used by order ORD-1 returned');
    expect(
      storedLedgerText({
        key: 'credit_note',
        number: 'CN-2027-000003',
        reason: { key: 'support_cancelled', plan: 'Business' },
      }).description,
    ).toBe('Credit note CN-2027-000003: Business plan cancelled');
  });

  it('are read in the reader’s language', () => {
    const entry = storedLedgerText({
      key: 'credit_note',
      number: 'CN-2027-000001',
      reason: { key: 'support_lowered', plan: 'Enterprise', to: 'Business' },
    });
    expect(withLocale('fr', () => ledgerDescription(entry))).toBe(
      'Avoir CN-2027-000001\u00a0: offre Enterprise réduite à Business',
    );
    expect(ledgerDescription(entry)).toBe('Credit note CN-2027-000001: Enterprise plan lowered to Business');
    expect(withLocale('fr', () => ledgerDescription({ description: 'Downsized' }))).toBe('Downsized');
    const unused = storedLedgerText({ key: 'unused_prepaid', cluster: 'web', month: '2026-10' });
    expect(ledgerDescription(unused)).toBe(
      'Cluster web used less than was prepaid in October 2026 (e.g. after downsizing)',
    );
  });

  it('prorated lines are written in the language of the request that prices them', () => {
    const period = { periodStart: '2026-11-01T00:00:00Z', periodEnd: '2026-12-01T00:00:00Z' };
    const line = {
      kind: 'addon' as const,
      description: 'Add-on: Argo CD',
      ref: 'argo-cd',
      quantity: 1,
      unitMicroUsd: 30_000_000,
      amountUsdCents: 3000,
    };
    const now = Date.parse('2026-11-21T10:00:00Z');
    expect(prorateLines([line], period, now)[0]?.description).toBe('Add-on: Argo CD, 10 of 30 days until 1 Dec 2026');
    expect(withLocale('fr', () => prorateLines([line], period, now))[0]?.description).toBe(
      'Add-on: Argo CD, 10 jours sur 30 jusqu’au 1 déc. 2026',
    );
  });
});
