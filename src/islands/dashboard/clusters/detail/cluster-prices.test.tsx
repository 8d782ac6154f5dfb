// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { FALLBACK_RATES } from '../../../../shared/money.ts';
import { AuthProvider } from '../../../auth/AuthProvider.tsx';
import { testUser } from '../../../auth/test-user.ts';
import { setCurrency } from '../../../stores/currency.ts';
import { billingKeys } from '../../billing/billing.queries.ts';
import type { ChangePreview, ClusterPatch } from '../cluster-types.ts';
import { clusterKeys } from '../clusters.queries.ts';
import { ChangeDialog } from './ChangeDialog.tsx';
import { priceCurrency, useClusterPrices } from './cluster-prices.ts';

// A cluster billed in euros, read by a member whose header shows dollars: its monthly cost and the
// change dialog's list prices are in euros (at its period's locked rate), beside the charge in euros.

const CLUSTER = 'c1';
const owner = testUser({
  username: 'ines',
  email: 'ines@example.eu',
  name: 'Inès Dupont',
  companyName: 'Acme',
  companyId: 'ACME',
  mfaEnabled: true,
  preferences: { currency: 'USD', billingCycle: 'monthly', theme: 'system' },
});
const subscription = { id: 's1', clusterId: CLUSTER, currency: 'EUR', rate: 0.92, billingCycle: 'monthly' };
const summary = (billingCurrency: 'EUR' | 'USD' | 'GBP' | null) => ({
  currency: billingCurrency ?? 'USD',
  billingCurrency,
});

/** A client whose reads are the given answers and never go to the network. */
function clientWith(answers: [readonly unknown[], unknown][]): QueryClient {
  const client = new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: Infinity,
        retry: false,
        queryFn: () => Promise.reject(new Error('no network in this test')),
      },
    },
  });
  for (const [key, data] of answers) client.setQueryData(key, data);
  return client;
}

function renderWith(client: QueryClient, children: ReactNode) {
  return render(
    <QueryClientProvider client={client}>
      <AuthProvider initialUser={owner}>{children}</AuthProvider>
    </QueryClientProvider>,
  );
}

function MonthlyCost({ usdCents, billed = true }: { usdCents: number; billed?: boolean }) {
  const prices = useClusterPrices(CLUSTER, billed);
  return <p data-testid="cost">{prices.settled ? prices.format(usdCents) : '…'}</p>;
}

beforeEach(() => setCurrency('USD'));
afterEach(() => {
  cleanup();
  setCurrency('EUR');
});

describe('the currency of a cluster’s list prices', () => {
  it('is its subscription’s, at the rate locked for its period, whatever the header says', () => {
    expect(
      priceCurrency({
        subscription: { currency: 'EUR', rate: 0.92 },
        billingCurrency: 'EUR',
        header: 'USD',
        rates: { ...FALLBACK_RATES },
      }),
    ).toEqual({
      currency: 'EUR',
      rates: { USD: 1, EUR: 0.92, GBP: FALLBACK_RATES.GBP },
    });
  });

  it('is the organization’s billing currency without a readable subscription, and the header’s before any', () => {
    expect(
      priceCurrency({ subscription: null, billingCurrency: 'GBP', header: 'USD', rates: { ...FALLBACK_RATES } })
        .currency,
    ).toBe('GBP');
    expect(
      priceCurrency({ subscription: undefined, billingCurrency: null, header: 'USD', rates: { ...FALLBACK_RATES } })
        .currency,
    ).toBe('USD');
  });
});

describe('a cluster’s monthly cost', () => {
  it('is in its subscription’s currency, not the header’s dollars', () => {
    renderWith(
      clientWith([
        [clusterKeys.subscription(CLUSTER), subscription],
        [billingKeys.summaryIn('USD'), summary('EUR')],
      ]),
      <MonthlyCost usdCents={19_700} />,
    );
    // 197.00 × 0.92 = 181.24, rounded down.
    expect(screen.getByTestId('cost').textContent).toBe('€181');
  });

  it('is in the billing currency when the subscription cannot be read', () => {
    renderWith(
      clientWith([[billingKeys.summaryIn('USD'), summary('GBP')]]),
      <MonthlyCost usdCents={19_700} billed={false} />,
    );
    expect(screen.getByTestId('cost').textContent).toBe('£153');
  });

  it('follows the header before the organization’s first paid order', () => {
    renderWith(
      clientWith([[billingKeys.summaryIn('USD'), summary(null)]]),
      <MonthlyCost usdCents={19_700} billed={false} />,
    );
    expect(screen.getByTestId('cost').textContent).toBe('$197');
  });

  it('waits for the subscription rather than showing the header’s currency first', () => {
    renderWith(clientWith([[billingKeys.summaryIn('USD'), summary('EUR')]]), <MonthlyCost usdCents={19_700} />);
    expect(screen.getByTestId('cost').textContent).toBe('…');
  });
});

describe('the change dialog', () => {
  it('shows the monthly list prices in the currency of the charge', () => {
    const patch: ClusterPatch = { nodePools: [{ name: 'web', nodeSizeId: 'gp-2-4', count: 5 }] };
    const preview: ChangePreview = {
      currentMonthlyUsdCents: 19_700,
      newMonthlyUsdCents: 26_000,
      proratedUsdCents: 4_000,
      periodEndsAt: '2026-12-31T00:00:00.000Z',
      note: 'Charged now.',
      billing: {
        direction: 'charge',
        currency: 'EUR',
        billingCycle: 'monthly',
        periodStartsAt: '2026-12-01T00:00:00.000Z',
        periodEndsAt: '2026-12-31T00:00:00.000Z',
        remainingDays: 25,
        periodDays: 31,
        currentPeriodUsdCents: 19_700,
        newPeriodUsdCents: 26_000,
        proratedUsdCents: 4_000,
        subtotal: 3_680,
        discount: 0,
        vatRateBp: 2000,
        tax: 736,
        total: 4_416,
        creditsApplied: 0,
        creditsAppliedUsdCents: 0,
        chargedNow: 4_416,
        creditedNow: 0,
      },
    };
    const client = clientWith([
      [clusterKeys.detail(CLUSTER), { id: CLUSTER, purpose: 'customer' }],
      [clusterKeys.subscription(CLUSTER), subscription],
      [billingKeys.summaryIn('USD'), summary('EUR')],
      [['cluster-change-preview', CLUSTER, JSON.stringify(patch)], preview],
    ]);
    renderWith(
      client,
      <ChangeDialog
        open
        onOpenChange={() => undefined}
        clusterId={CLUSTER}
        title="Scale web"
        description=""
        patch={patch}
        confirmLabel="Confirm scaling"
      />,
    );
    expect(screen.getByTestId('current-monthly-price').textContent).toBe('€181');
    expect(screen.getByTestId('new-monthly-price').textContent).toBe('€239');
    expect(screen.getByTestId('change-charged-now').textContent).toBe('€44.16');
    expect(screen.getByRole('dialog').textContent).not.toContain('$');
  });
});
