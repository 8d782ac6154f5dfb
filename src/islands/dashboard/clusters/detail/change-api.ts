import type { QueryClient } from '@tanstack/react-query';
import { ApiError } from '../../../lib/api-error.ts';
import { apiRequest } from '../../../lib/request.ts';
import type { ChangePreview, Cluster, ClusterPatch } from '../cluster-types.ts';
import { clusterKeys, invalidateCluster } from '../clusters.queries.ts';

const at = (id: string) => `/api/clusters/${encodeURIComponent(id)}`;

export const previewChange = (id: string, patch: ClusterPatch) => apiRequest<ChangePreview>(`${at(id)}/preview`, { method: 'POST', body: patch });

/** Applies a change (202, the cluster `updating`) and shows the new state at once. */
export async function applyChange(client: QueryClient, id: string, patch: ClusterPatch): Promise<Cluster> {
  const cluster = await apiRequest<Cluster>(at(id), { method: 'PATCH', body: patch });
  client.setQueryData(clusterKeys.detail(id), cluster);
  void invalidateCluster(client, id);
  // An invoice or a credit note was issued with the change: the billing and usage reads follow.
  void client.invalidateQueries({ predicate: (query) => typeof query.queryKey[0] === 'string' && /^\/api\/(billing|usage)/.test(query.queryKey[0]) });
  return cluster;
}

/** The order the server asks to go through for a change, when it names one. */
export function orderNeeded(error: unknown): string | null {
  if (!(error instanceof ApiError)) return null;
  const body = error.body as { orderId?: unknown } | undefined;
  return typeof body?.orderId === 'string' ? body.orderId : null;
}
