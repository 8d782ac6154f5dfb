import { queryOptions } from '@tanstack/react-query';
import type { Cluster, ClusterSpec } from '../../../shared/clusters/clusters.schemas.ts';
import type { DryRunResult, ProviderTestPage } from '../../../shared/provider-tests/provider-tests.schemas.ts';
import { apiRequest } from '../../lib/api/client.ts';

/** GET /api/{slug}-clusters: the live test clusters, refetched on /ws `cluster` messages. */
/** Query keys of a provider's test clusters: its API path. */
export const providerTestKeys = {
  clusters: (page: ProviderTestPage) => [page.api] as const,
};

export const testClustersQuery = (page: ProviderTestPage) =>
  queryOptions<Cluster[]>({ queryKey: providerTestKeys.clusters(page) });

export const dryRun = (page: ProviderTestPage, spec: ClusterSpec) =>
  apiRequest<DryRunResult>(`${page.api}/dry-run`, { method: 'POST', body: spec });
export const createTestCluster = (page: ProviderTestPage, spec: ClusterSpec) =>
  apiRequest<Cluster>(page.api, { method: 'POST', body: spec });
export const deleteTestCluster = (page: ProviderTestPage, id: string) =>
  apiRequest<Cluster>(`${page.api}/${encodeURIComponent(id)}`, { method: 'DELETE' });
