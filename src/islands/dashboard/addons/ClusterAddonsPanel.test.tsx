import { QueryClientProvider } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { ClusterAddons } from '../../../shared/addons/addons.schemas.ts';
import type { OrgRole } from '../../../shared/permissions.ts';
import { AuthProvider } from '../../auth/AuthProvider.tsx';
import { testUser } from '../../auth/test-user.ts';
import { createQueryClient } from '../../lib/query-client.ts';
import { marketplaceKeys } from '../marketplace/marketplace.queries.ts';
import { ClusterAddonsPanel } from './ClusterAddonsPanel.tsx';

const view: ClusterAddons = {
  clusterId: 'c1',
  clusterName: 'shop',
  tierId: 'standard',
  status: 'running',
  addonsPhase: null,
  progress: 0,
  installed: [
    {
      addonId: 'monitoring',
      name: 'Monitoring',
      category: 'observability',
      version: '1.0',
      latestVersion: '1.1',
      targetVersion: null,
      state: 'installed',
      since: '2026-01-01T00:00:00.000Z',
      priceMonthlyUsdCents: 0,
      namespace: 'monitoring',
    },
  ],
  available: [
    {
      addonId: 'backup',
      name: 'Backup',
      category: 'storage',
      description: 'Backs up volumes.',
      version: '2.0',
      olderVersions: [],
      priceMonthlyUsdCents: 500,
      incompatibleReason: null,
    },
  ],
};

/** The panel's text and its buttons' names, as a member of `orgRole` sees it. */
function panelAs(orgRole: OrgRole): string {
  const user = testUser({
    username: 'ada',
    email: 'ada@example.eu',
    name: 'Ada',
    companyName: 'Acme',
    companyId: 'o1',
    orgRole,
  });
  const client = createQueryClient();
  client.setQueryData(marketplaceKeys.clusterAddons('c1'), view);
  return renderToString(
    <QueryClientProvider client={client}>
      <AuthProvider initialUser={user}>
        <ClusterAddonsPanel clusterId="c1" />
      </AuthProvider>
    </QueryClientProvider>,
  ).replace(/<!-- -->/g, '');
}

describe('the add-ons of a cluster, by role', () => {
  it('offers an owner and a member Install, Upgrade and Uninstall', () => {
    for (const role of ['owner', 'member'] as const) {
      const page = panelAs(role);
      expect(page).toContain('aria-label="Install Backup"');
      expect(page).toContain('aria-label="Uninstall Monitoring"');
      expect(page).toMatch(/aria-label="Upgrade Monitoring/);
    }
  });

  it('offers a viewer none of them (the server refuses them: 403) and says why', () => {
    const page = panelAs('viewer');
    expect(page).not.toMatch(/aria-label="(Install|Uninstall|Upgrade) /);
    expect(page).toContain('Your role (viewer) cannot place or cancel orders.');
    expect(page).toContain('data-role-note="clusters.write"');
  });
});
