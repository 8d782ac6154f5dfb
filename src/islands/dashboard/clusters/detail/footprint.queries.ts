import { queryOptions } from '@tanstack/react-query';
import type { ClusterFootprint, OrganizationFootprint } from '../../../../shared/carbon/carbon.schemas.ts';

/** Query keys of carbon footprints; the first part is the API path the default query fn GETs. */
export const footprintKeys = {
  cluster: (id: string, month: string) =>
    [`/api/clusters/${encodeURIComponent(id)}/footprint?month=${encodeURIComponent(month)}`] as const,
  organization: (from: string, to: string) =>
    [`/api/usage/footprint?from=${encodeURIComponent(from)}&to=${encodeURIComponent(to)}`] as const,
};

export const clusterFootprintQueryOptions = (id: string, month: string) =>
  queryOptions<ClusterFootprint>({ queryKey: footprintKeys.cluster(id, month) });
export const organizationFootprintQueryOptions = (from: string, to: string) =>
  queryOptions<OrganizationFootprint>({ queryKey: footprintKeys.organization(from, to) });

/** The CSV of the organization's footprint per cluster and month. */
export const footprintCsvHref = (from: string, to: string) =>
  `/api/usage/footprint?from=${encodeURIComponent(from)}&to=${encodeURIComponent(to)}&format=csv`;
