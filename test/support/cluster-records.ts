// A running cluster record as the clusters domain stores it, for tests and benchmarks that write
// usage histories directly (on a test clock) instead of provisioning through the API.
import { runningClusterRecord as runningRecord } from '../../src/server/clusters/cluster-record.ts';
import type { ClusterRecord, ClusterSpec } from '../../src/shared/clusters/clusters.schemas.ts';

/** A customer's running cluster with its own order, built as the clusters domain builds one. */
export function runningClusterRecord(input: {
  id: string;
  organizationId: string;
  spec: ClusterSpec;
  createdAt: string;
  meteredUntil?: string | null;
}): ClusterRecord {
  const { id } = input;
  return runningRecord({
    ...input,
    orderId: `order-${id}`,
    purpose: 'customer',
    endpoint: `https://localhost/k8s/${id}`,
  });
}
