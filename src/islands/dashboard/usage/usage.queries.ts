import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { Currency } from '../../../shared/money.ts';
import type { UsageReport } from '../../../shared/usage/usage.schemas.ts';
import { apiJson } from '../../lib/api/client.ts';

/** What /usage asks for. */
export interface UsageParams {
  from: string;
  to: string;
  granularity: 'hour' | 'day' | 'month';
  clusterId: string;
  currency: Currency;
}

/** The query string of GET /api/usage (also the CSV's, with format=csv). */
export function usageSearch(params: UsageParams, format?: 'csv'): string {
  const query = new URLSearchParams({
    from: params.from,
    to: params.to,
    granularity: params.granularity,
    currency: params.currency,
  });
  if (params.clusterId) query.set('clusterId', params.clusterId);
  if (format) query.set('format', format);
  return query.toString();
}

/** Query keys of usage: they start with /api/usage (invalidated on each navigation under /usage). */
export const usageKeys = {
  report: (params: UsageParams) => ['/api/usage', params] as const,
};

/** The usage report for the chosen range and grouping. */
export const usageQueryOptions = (params: UsageParams) =>
  queryOptions<UsageReport>({
    queryKey: usageKeys.report(params),
    queryFn: ({ signal }) => apiJson(`/api/usage?${usageSearch(params)}`, { signal }),
    placeholderData: keepPreviousData,
    retry: (count, error) => !('status' in error && error.status === 400) && count < 2,
  });
