import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { Estimate, EstimateInput } from '../../../shared/pricing/estimate.schemas.ts';
import { apiJson } from '../../lib/api/client.ts';
import { pricingKeys } from '../../pricing/keys.ts';

/** The estimate of what is on screen (the input is debounced by the page). */
export const estimateQueryOptions = (input: EstimateInput) =>
  queryOptions<Estimate>({
    queryKey: pricingKeys.estimate(input),
    queryFn: ({ signal }) => apiJson('/api/pricing/estimate', { method: 'POST', body: input, signal }),
    placeholderData: keepPreviousData,
    enabled: input.items.length > 0,
    retry: false,
  });
