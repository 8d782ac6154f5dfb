import { QueryClientProvider } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { UsageReport } from '../../../shared/usage/usage.schemas.ts';
import { withLocale } from '../../../server/i18n/request-locale.ts';
import { AuthProvider } from '../../auth/AuthProvider.tsx';
import { testUser } from '../../auth/test-user.ts';
import { createQueryClient } from '../../lib/query-client.ts';
import { UsagePage } from './UsagePage.tsx';

const byKind = {
  'control-plane': 7_300,
  nodes: 116_850,
  'included-nodes': 0,
  'ha-control-plane': 0,
  addons: 0,
  'autoscaled-nodes': 1_250,
};
const report: UsageReport = {
  from: '2026-11-01T00:00:00.000Z',
  to: '2026-11-15T11:00:00.000Z',
  granularity: 'day',
  currency: 'EUR',
  rate: 0.91,
  buckets: ['2026-11-01T00:00:00.000Z'],
  series: [{ clusterId: 'c1', clusterName: 'prod-eu', points: [125_400], billablePoints: [1_250] }],
  clusters: [
    {
      clusterId: 'c1',
      clusterName: 'prod-eu',
      status: 'running',
      nodeHours: 1_234.56,
      byKind,
      total: 125_400,
      advance: 124_150,
      billable: 1_250,
      co2eGrams: 12_345,
    },
  ],
  byKind,
  total: 125_400,
  advance: 124_150,
  billable: 1_250,
  co2eGrams: 12_345,
  monthToDate: {
    from: '2026-11-01T00:00:00.000Z',
    total: 125_400,
    advance: 124_150,
    billable: 1_250,
    charged: 124_150,
    spent: 125_400,
  },
  forecast: {
    monthEnd: 250_000,
    charged: 124_150,
    committed: 100_000,
    overage: 25_850,
    overagePerDay: 1_000,
    burnRatePerDay: 8_000,
    basis: 'last 7 days',
  },
};

const viewer = testUser({
  username: 'ada',
  email: 'ada@example.eu',
  name: 'Ada Lovelace',
  companyName: 'Acme',
  companyId: 'c1',
  orgRole: 'viewer',
  mfaEnabled: true,
});

function renderUsage(): string {
  const client = createQueryClient();
  // Whatever range the page asks for, the report above answers it.
  client.setQueryDefaults(['/api/usage'], { initialData: report });
  const html = renderToString(
    <QueryClientProvider client={client}>
      <AuthProvider initialUser={viewer}>
        <UsagePage />
      </AuthProvider>
    </QueryClientProvider>,
  );
  return html.replace(/<!-- -->/g, '').replace(/<[^>]+>/g, ' ');
}

describe('the /usage page', () => {
  it('reads in English by default', () => {
    const page = renderUsage();
    expect(page).toContain('Total for the range');
    expect(page).toContain('Charged in advance €1,241.50 · to be billed at month end €12.50');
    expect(page).toContain('Worker nodes');
    expect(page).toContain('1,234.6');
    expect(page).toContain('running');
    expect(page).toContain('Carbon footprint');
    expect(page).toContain('12.345 kg CO2e');
  });

  it('reads in French on a French page', () => {
    const page = withLocale('fr', renderUsage);
    expect(page).toContain('Total sur la période');
    expect(page).toContain('Facturé d’avance 1\u202f241,50\u00a0€ · à facturer en fin de mois 12,50\u00a0€');
    expect(page).toContain('Nœuds de calcul');
    expect(page).toContain('1\u202f234,6');
    expect(page).toContain('en service');
    expect(page).not.toContain('Worker nodes');
    expect(page).toContain('Empreinte carbone');
    expect(page).toContain('12,345 kg CO2e');
  });
});
