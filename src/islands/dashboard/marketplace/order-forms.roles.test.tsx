// @vitest-environment jsdom
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MarketplaceItem } from '../../../shared/marketplace/marketplace.schemas.ts';
import type { OrgRole } from '../../../shared/permissions.ts';
import { AuthProvider } from '../../auth/AuthProvider.tsx';
import { $user } from '../../auth/auth-store.ts';
import { testUser } from '../../auth/test-user.ts';
import { createQueryClient } from '../../lib/query-client.ts';
import { AddToClusterForm } from './AddToClusterForm.tsx';
import { BuyProductForm } from './BuyProductForm.tsx';

const harbor: MarketplaceItem = {
  kind: 'product',
  id: 'harbor',
  name: 'Harbor',
  category: 'registry',
  description: 'A registry',
  vendor: 'Harbor',
  license: null,
  version: '2.0',
  olderVersions: [],
  pricingUnit: 'per cluster',
  priceMonthlyMicroUsd: 10_000_000,
  featured: false,
  tiers: ['standard'],
  installs: null,
};
const velero: MarketplaceItem = { ...harbor, kind: 'addon', id: 'velero', name: 'Velero', pricingUnit: 'per node' };

const requested: string[] = [];
beforeEach(() => {
  requested.length = 0;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      requested.push(String(url));
      const body = String(url).includes('/api/clusters') ? { items: [], nextCursor: null } : {};
      return new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  // The signed-in user is a store the provider fills only when empty: each test signs in anew.
  $user.set(undefined);
});

function renderAs(orgRole: OrgRole, form: React.ReactNode) {
  const user = testUser({
    username: 'ada',
    email: 'ada@example.eu',
    name: 'Ada',
    companyName: 'Acme',
    companyId: 'o1',
    orgRole,
  });
  render(
    <QueryClientProvider client={createQueryClient()}>
      <AuthProvider initialUser={user}>{form}</AuthProvider>
    </QueryClientProvider>,
  );
}

describe('the marketplace dialog, for a role that may not see clusters (billing)', () => {
  it('says the role cannot read clusters, not that none is running, and asks for none (403)', async () => {
    renderAs('billing', <BuyProductForm item={harbor} />);
    expect(await screen.findByText('Your role (billing) cannot read clusters.')).toBeTruthy();
    expect(screen.getByText('Your role cannot place orders: ask an owner or a member.')).toBeTruthy();
    expect(screen.queryByText(/none is running yet/)).toBeNull();
    expect(screen.queryByRole('link', { name: 'Configure a cluster' })).toBeNull();
    expect(requested.filter((url) => url.includes('/api/clusters'))).toEqual([]);
  });

  it('offers no add-on form to a role that may not order (billing, viewer): the order would be refused', async () => {
    for (const role of ['billing', 'viewer'] as const) {
      renderAs(role, <AddToClusterForm item={velero} />);
      expect(await screen.findByText('Your role cannot place orders: ask an owner or a member.')).toBeTruthy();
      expect(screen.queryByRole('button', { name: /add/i })).toBeNull();
      cleanup();
      $user.set(undefined);
    }
    expect(requested.filter((url) => url.includes('/api/clusters'))).toEqual([]);
  });

  it('still says so to an owner with no running cluster', async () => {
    renderAs('owner', <BuyProductForm item={harbor} />);
    expect(
      await screen.findByText(/Harbor runs in one of your clusters, and none is running yet/, undefined, {
        timeout: 10_000,
      }),
    ).toBeTruthy();
  });
});
