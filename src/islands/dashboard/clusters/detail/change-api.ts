import type { QueryClient } from '@tanstack/react-query';
import { ApiError } from '../../../lib/api-error.ts';
import { apiRequest, invalidateApi } from '../../../lib/api/client.ts';
import type { ChangePreview, Cluster, ClusterChangeAnswer, ClusterPatch } from '../cluster-types.ts';
import { clusterKeys, invalidateCluster } from '../clusters.queries.ts';

const at = (id: string) => `/api/clusters/${encodeURIComponent(id)}`;

export const previewChange = (id: string, patch: ClusterPatch) =>
  apiRequest<ChangePreview>(`${at(id)}/preview`, { method: 'POST', body: patch });

/**
 * Applies a change (202, the cluster `updating`) and shows the new state at once; when the bank
 * asks for 3-D Secure, the answer's `change` holds the challenge and nothing changed yet.
 */
export async function applyChange(client: QueryClient, id: string, patch: ClusterPatch): Promise<ClusterChangeAnswer> {
  const answer = await apiRequest<ClusterChangeAnswer>(at(id), { method: 'PATCH', body: patch });
  if (!answer.change) showApplied(client, id, answer);
  return answer;
}

/** The customer's 3-D Secure answer for a change: approved, it applies (202); failed, 402 and nothing changed. */
export async function answerChangeChallenge(
  client: QueryClient,
  id: string,
  challengeId: string,
  outcome: 'approve' | 'fail',
): Promise<Cluster> {
  const cluster = await apiRequest<Cluster>(`${at(id)}/challenge`, { method: 'POST', body: { challengeId, outcome } });
  showApplied(client, id, cluster);
  return cluster;
}

/** Gives up the change waiting for 3-D Secure: its payment voided, nothing charged, the cluster as it was. */
export async function cancelChangeChallenge(client: QueryClient, id: string): Promise<Cluster> {
  const cluster = await apiRequest<Cluster>(`${at(id)}/challenge`, { method: 'DELETE' });
  client.setQueryData(clusterKeys.detail(id), cluster);
  void invalidateCluster(client, id);
  return cluster;
}

function showApplied(client: QueryClient, id: string, cluster: Cluster) {
  client.setQueryData(clusterKeys.detail(id), cluster);
  void invalidateCluster(client, id);
  // An invoice or a credit note was issued with the change: the billing and usage reads follow.
  void invalidateApi(client, ['/api/billing', '/api/usage']);
}

/** The order the server asks to go through for a change, when it names one. */
export function orderNeeded(error: unknown): string | null {
  if (!(error instanceof ApiError)) return null;
  const body = error.body as { orderId?: unknown } | undefined;
  return typeof body?.orderId === 'string' ? body.orderId : null;
}
