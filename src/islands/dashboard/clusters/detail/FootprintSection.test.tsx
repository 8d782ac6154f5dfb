import { QueryClientProvider } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { ClusterFootprint } from '../../../../shared/carbon/carbon.schemas.ts';
import { catalogSeed } from '../../../../shared/catalog-seed.ts';
import type { Catalog } from '../../../../shared/catalog/catalog.schemas.ts';
import { withLocale } from '../../../../server/i18n/request-locale.ts';
import { createQueryClient } from '../../../lib/query-client.ts';
import { catalogKey } from '../../../lib/catalog-query.ts';
import { testClusterSpec } from '../../../../../test/support/builders.ts';
import { CarbonEstimate } from '../wizard/CarbonEstimate.tsx';
import { footprintKeys } from './footprint.queries.ts';
import { FootprintSection } from './FootprintSection.tsx';

const method = {
  page: '/documentation/carbon-footprint',
  formula: 'grams CO2e = node-hours × watts × PUE × intensity / 1000',
  rounding: 'once per cluster-month',
  cpuMinWattsPerVcpu: 0.74,
  cpuMaxWattsPerVcpu: 3.5,
  averageCpuUtilization: 0.5,
  memoryWattsPerGb: 0.392,
  providerId: 'sovereign',
  pue: 1.58,
  pueSource: 'https://example.org',
  puePublishedByProvider: false,
  country: 'FR',
  gridIntensityGramsPerKwh: 56,
  gridIntensityYear: 2023,
  gridIntensitySource: 'https://example.org',
};
const footprint = (month: string, grams: number, nodeHours: number): ClusterFootprint => ({
  month,
  co2eGrams: grams,
  kgCo2e: grams / 1000,
  nodeHours,
  kWh: 11.556,
  method,
  bySize: [{ nodeSizeId: 'gp-4-16', nodeHours, watts: 14.752 }],
});

const text = (html: string) => html.replace(/<!-- -->/g, '').replace(/<[^>]+>/g, ' ');

function renderSection(): string {
  const client = createQueryClient();
  client.setQueryData(footprintKeys.cluster('c1', '2026-12'), footprint('2026-12', 12, 16.5));
  client.setQueryData(footprintKeys.cluster('c1', '2026-11'), footprint('2026-11', 1147, 2232));
  return text(
    renderToString(
      <QueryClientProvider client={client}>
        <FootprintSection clusterId="c1" now={new Date('2026-12-07T10:00:00Z')} />
      </QueryClientProvider>,
    ),
  );
}

function renderEstimate(): string {
  const client = createQueryClient();
  client.setQueryData(catalogKey, catalogSeed as unknown as Catalog);
  const spec = testClusterSpec({ regionId: 'fr-par-1', nodePools: [{ name: 'web', nodeSizeId: 'gp-4-16', count: 3 }] });
  return text(
    renderToString(
      <QueryClientProvider client={client}>
        <CarbonEstimate spec={spec} />
      </QueryClientProvider>,
    ),
  );
}

describe('the cluster page’s carbon footprint', () => {
  it('shows this month to date and last month in kg CO2e, the factors and the method page', () => {
    const page = renderSection();
    expect(page).toContain('Carbon footprint');
    expect(page).toContain('December 2026, to date');
    expect(page).toContain('0.012 kg CO2e');
    expect(page).toContain('November 2026');
    expect(page).toContain('1.147 kg CO2e');
    expect(page).toContain('2,232 node-hours');
    expect(page).toContain('a PUE of 1.58');
    expect(page).toContain('56 g CO2e/kWh (FR)');
  });

  it('reads in French on a French page', () => {
    const page = withLocale('fr', renderSection);
    expect(page).toContain('Empreinte carbone');
    expect(page).toContain('décembre 2026, à ce jour');
    expect(page).toContain('1,147 kg CO2e');
    expect(page).toContain('un PUE de 1,58');
  });
});

describe('the estimate beside the price before ordering', () => {
  it('is 730 hours of the configured nodes in the region’s grid, from the same formula', () => {
    // 3 × gp-4-16 × 730 h × 14.752 W × 1.58 × 56 g/kWh / 1000 = 2 858.5 g.
    expect(renderEstimate()).toContain('≈ 2.859 kg CO2e per month');
    expect(withLocale('fr', renderEstimate)).toContain('≈ 2,859 kg CO2e par mois');
  });
});
