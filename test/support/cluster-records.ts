// A running cluster record as the clusters domain stores it, for tests and benchmarks that write
// usage histories directly (on a test clock) instead of provisioning through the API.
import type { ClusterRecord, ClusterSpec } from '../../src/server/clusters/clusters.schemas.ts';

export function runningClusterRecord(input: { id: string; organizationId: string; spec: ClusterSpec; createdAt: string; meteredUntil?: string | null }): ClusterRecord {
  const { id, organizationId, spec, createdAt } = input;
  return {
    ...spec,
    id,
    organizationId,
    status: 'running',
    phase: null,
    progress: 100,
    orderId: `order-${id}`,
    purpose: 'customer',
    endpoint: `https://localhost/k8s/${id}`,
    createdAt,
    updatedAt: createdAt,
    runningSince: createdAt,
    deletedAt: null,
    operation: null,
    phases: [],
    failure: null,
    targetSpec: null,
    operationId: null,
    operationOrderId: null,
    attempt: 1,
    meteredUntil: input.meteredUntil ?? null,
  };
}
