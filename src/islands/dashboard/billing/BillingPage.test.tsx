import { QueryClientProvider } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { BillingSummary } from '../../../shared/billing/billing.schemas.ts';
import type { BudgetStatus } from '../../../shared/billing/budget.schemas.ts';
import type { Credits } from '../../../shared/billing/credits.schemas.ts';
import type { PaymentMethod } from '../../../shared/payments/payments.schemas.ts';
import { withLocale } from '../../../server/i18n/request-locale.ts';
import { AuthProvider } from '../../auth/AuthProvider.tsx';
import { testUser } from '../../auth/test-user.ts';
import { createQueryClient } from '../../lib/query-client.ts';
import { billingKeys, budgetQueryOptions } from './billing.queries.ts';
import { BillingPage } from './BillingPage.tsx';

const budget: BudgetStatus = {
  budget: { amount: 50_000, currency: 'EUR' },
  month: '2026-11',
  currency: 'EUR',
  currencyFixed: true,
  actual: 12_345,
  forecast: 30_000,
  actualPercent: 24.69,
  forecastPercent: 60,
  alerted: [],
};

const summary: BillingSummary = {
  currency: 'EUR',
  billingCurrency: 'EUR',
  period: { start: '2026-11-01T00:00:00.000Z', end: '2026-11-30T23:59:59.999Z' },
  monthToDate: 12_345,
  chargedThisMonth: 12_000,
  forecast: 30_000,
  billableToDate: 345,
  creditsBalance: 1_000,
  creditsBalanceUsdCents: 1_100,
  nextInvoiceDate: '2026-12-01T00:00:00.000Z',
  nextCharge: {
    kind: 'cluster',
    description: 'prod-eu',
    at: '2026-12-03T00:00:00.000Z',
    amount: 123_456,
    net: 102_880,
    fromBalance: 0,
    collected: 123_456,
  },
  upcomingCharges: [],
  plan: { id: 'basic', name: 'Basic', discountPercent: 0 },
  unpaidInvoices: [
    { id: 'i1', number: 'INV-2026-0007', total: 5_000, currency: 'EUR', status: 'failed', nextAttemptAt: null },
  ],
  ordersSuspendedBy: null,
  budget,
};

const card: PaymentMethod = {
  id: 'pm1',
  kind: 'card',
  brand: 'Visa',
  last4: '4242',
  expMonth: 3,
  expYear: 2030,
  holderName: 'Ada Lovelace',
  mandateReference: null,
  country: 'FR',
  isDefault: true,
  createdAt: '2026-01-01T00:00:00.000Z',
};

const credits: Credits = { currency: 'EUR', balance: 1_000, balanceUsdCents: 1_100, entries: [] };

const owner = testUser({
  username: 'ada',
  email: 'ada@example.eu',
  name: 'Ada Lovelace',
  companyName: 'Acme',
  companyId: 'c1',
  mfaEnabled: true,
});

function renderPage(): string {
  const client = createQueryClient();
  client.setQueryData(billingKeys.summaryIn('EUR'), summary);
  client.setQueryData(budgetQueryOptions().queryKey, budget);
  client.setQueryData(billingKeys.paymentMethods, [card]);
  client.setQueryData(billingKeys.credits, credits);
  client.setQueryData(billingKeys.invoiceList('all'), { pages: [{ items: [], nextCursor: null }], pageParams: [null] });
  return renderToString(
    <QueryClientProvider client={client}>
      <AuthProvider initialUser={owner}>
        <BillingPage />
      </AuthProvider>
    </QueryClientProvider>,
  );
}

/** The page's text as a reader meets it (no tags, React's comment markers gone). */
const text = (html: string) => html.replace(/<!-- -->/g, '').replace(/<[^>]+>/g, '');

describe('the /billing page', () => {
  it('reads in English by default', () => {
    const page = text(renderPage());
    expect(page).toContain('Spent this month');
    expect(page).toContain(
      'Next charge: €1,234.56 on 3 Dec 2026 for prod-eu (€1,028.80 before VAT). It is charged in advance',
    );
    expect(page).toContain('Visa ending 4242, expires 03/2030');
    expect(page).toContain('INV-2026-0007: €50.00 · payment failed');
    expect(page).toContain('Budget for November 2026: €500.00 a month, before VAT, in EUR');
  });

  it('reads in French on a French page, amounts and dates included', () => {
    const page = text(withLocale('fr', renderPage));
    expect(page).toContain('Dépensé ce mois-ci');
    expect(page).toContain(
      'Prochain prélèvement\u00a0: 1\u202f234,56\u00a0€ le 3 déc. 2026 pour prod-eu (1\u202f028,80\u00a0€ HT).',
    );
    expect(page).toContain('Visa se terminant par 4242, expire en 03/2030');
    expect(page).toContain('INV-2026-0007\u00a0: 50,00\u00a0€ · échec du paiement');
    expect(page).toContain('Moyens de paiement');
    expect(page).not.toContain('Spent this month');
  });
});
