import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { Catalog } from '../../server/catalog/catalog.schemas.ts';
import type { Estimate, EstimateInput } from '../../server/pricing/estimate.schemas.ts';
import { fetchJson } from '../billing/fetch-json.ts';
import { MS_PER_MINUTE } from '../../shared/time.ts';

export const catalogQueryOptions = () =>
  queryOptions<Catalog>({ queryKey: ['/api/catalog'], queryFn: ({ signal }) => fetchJson('/api/catalog', { signal }), staleTime: 30 * MS_PER_MINUTE });

/** The estimate of what is on screen (the input is debounced by the page). */
export const estimateQueryOptions = (input: EstimateInput) =>
  queryOptions<Estimate>({
    queryKey: ['/api/pricing/estimate', input],
    queryFn: ({ signal }) => fetchJson('/api/pricing/estimate', { method: 'POST', body: input, signal }),
    placeholderData: keepPreviousData,
    enabled: input.items.length > 0,
    retry: false,
  });
