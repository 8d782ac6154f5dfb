import { QueryClientProvider } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { Credits } from '../../../shared/billing/credits.schemas.ts';
import type { PaymentMethod } from '../../../shared/payments/payments.schemas.ts';
import { AuthProvider } from '../../auth/AuthProvider.tsx';
import { testUser } from '../../auth/test-user.ts';
import { createQueryClient } from '../../lib/query-client.ts';
import { creditsQueryOptions, paymentMethodsQueryOptions } from './billing.queries.ts';
import { CreditsCard } from './CreditsCard.tsx';

// The credits card offers to pay the balance back only to those who may (owners, billing
// administrators), only when there is a balance and a payment method to send it to.

const held: Credits = {
  currency: 'EUR',
  balance: 5246,
  balanceUsdCents: 5742,
  entries: [
    {
      id: 'credit-note-cn1',
      createdAt: '2026-12-06T10:00:00.000Z',
      kind: 'credit_note',
      description: 'Credit note CN-2026-000001: cluster web lowered',
      amountUsdCents: 5742,
      amount: 5246,
      countsInBalance: true,
      orderId: null,
      invoiceId: 'cn1',
      clusterId: null,
    },
  ],
};

const visa: PaymentMethod = {
  id: 'pm1',
  kind: 'card',
  brand: 'Visa',
  last4: '4242',
  expMonth: 12,
  expYear: 2030,
  holderName: 'Ada Lovelace',
  mandateReference: null,
  country: 'FR',
  isDefault: true,
  createdAt: '2026-11-01T10:00:00.000Z',
};

function render(credits: Credits, orgRole: 'owner' | 'billing' | 'member', methods: PaymentMethod[] = [visa]): string {
  const client = createQueryClient();
  client.setQueryData(creditsQueryOptions().queryKey, credits);
  client.setQueryData(paymentMethodsQueryOptions().queryKey, methods);
  const user = testUser({ username: 'ada', email: 'ada@example.eu', name: 'Ada Lovelace', orgRole });
  const html = renderToString(
    <QueryClientProvider client={client}>
      <AuthProvider initialUser={user}>
        <CreditsCard />
      </AuthProvider>
    </QueryClientProvider>,
  );
  return html.replace(/<!-- -->/g, '').replace(/<[^>]+>/g, ' ');
}

describe('the credits card', () => {
  it('offers an owner and a billing administrator to pay the balance back', () => {
    for (const role of ['owner', 'billing'] as const) {
      const card = render(held, role);
      expect(card, role).toContain('€52.46');
      expect(card, role).toContain('Pay back to my payment method');
    }
  });

  it('offers nothing to a member, who is told why, nor without a balance or a payment method', () => {
    const member = render(held, 'member');
    expect(member).not.toContain('Pay back to my payment method');
    expect(member).toContain('cannot');
    const empty = render({ ...held, balance: 0, balanceUsdCents: 0, entries: [] }, 'owner');
    expect(empty).not.toContain('Pay back');
    const noMethod = render(held, 'owner', []);
    expect(noMethod).not.toContain('Pay back to my payment method');
    expect(noMethod).toContain('Add a payment method to have your balance paid back to it.');
  });
});
