import { QueryClientProvider } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { withLocale } from '../../../server/i18n/request-locale.ts';
import { createQueryClient } from '../../lib/query-client.ts';
import { PriceEstimatorRoute } from './PriceEstimatorRoute.tsx';

const render = () =>
  renderToString(
    <QueryClientProvider client={createQueryClient()}>
      <PriceEstimatorRoute />
    </QueryClientProvider>,
  );

describe('the /price-estimator page', () => {
  it('is titled in English by default and in French on a French page', () => {
    expect(render()).toContain('Price estimator');
    expect(render()).toContain('Loading the catalog');
    const french = withLocale('fr', render);
    expect(french).toContain('Estimateur de prix');
    expect(french).toContain('Chargement du catalogue');
  });
});
