import { QueryClientProvider } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { SpendingCapStatus } from '../../../shared/billing/spending-cap.schemas.ts';
import { withLocale } from '../../../server/i18n/request-locale.ts';
import { AuthProvider } from '../../auth/AuthProvider.tsx';
import { testUser } from '../../auth/test-user.ts';
import { createQueryClient } from '../../lib/query-client.ts';
import { SpendingCapCard, spendingCapQueryOptions } from './SpendingCapCard.tsx';

const capped: SpendingCapStatus = {
  amount: 100_000,
  currency: 'EUR',
  month: '2026-11',
  spent: 60_000,
  forecast: 120_000,
  spentPercent: 60,
  forecastPercent: 120,
  forecastOverCap: true,
  setAt: '2026-11-02T10:00:00.000Z',
};

const userWith = (orgRole: 'owner' | 'member') =>
  testUser({
    username: 'ada',
    email: 'ada@example.eu',
    name: 'Ada Lovelace',
    companyName: 'Acme',
    companyId: 'c1',
    orgRole,
    mfaEnabled: true,
  });

function render(status: SpendingCapStatus, orgRole: 'owner' | 'member'): string {
  const client = createQueryClient();
  client.setQueryData(spendingCapQueryOptions().queryKey, status);
  const html = renderToString(
    <QueryClientProvider client={client}>
      <AuthProvider initialUser={userWith(orgRole)}>
        <SpendingCapCard />
      </AuthProvider>
    </QueryClientProvider>,
  );
  return html.replace(/<!-- -->/g, '').replace(/<[^>]+>/g, ' ');
}

describe('the spending cap card', () => {
  it('shows the cap, the month and its forecast against it, and lets an owner change or remove it', () => {
    const card = render(capped, 'owner');
    expect(card).toContain('Cap for November 2026:');
    expect(card).toContain('€1,000.00');
    expect(card).toContain('At this pace the month will reach €1,200.00, past the cap of €1,000.00');
    expect(card).toContain('Change the cap');
    expect(card).toContain('Remove the cap');
  });

  it('is read-only for a member, who is told why', () => {
    const card = render(capped, 'member');
    expect(card).toContain('€1,000.00');
    expect(card).not.toContain('Change the cap');
    expect(card).not.toContain('Remove the cap');
    expect(card).toMatch(/member/);
  });

  it('offers an owner to set one when there is none', () => {
    const card = render(
      { ...capped, amount: null, forecastOverCap: false, spentPercent: 0, forecastPercent: 0 },
      'owner',
    );
    expect(card).toContain('No spending cap.');
    expect(card).toContain('Set a cap');
  });

  it('reads in French', () => {
    const card = withLocale('fr', () => render(capped, 'owner'));
    expect(card).toContain('Plafond pour novembre 2026\u00a0:');
    expect(card).toContain('1\u202f000,00\u00a0€');
    expect(card).toContain('Retirer le plafond');
  });
});
