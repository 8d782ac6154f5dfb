import type { ClusterPurpose, ClusterRecord, ClusterSpec } from '../../shared/clusters/clusters.schemas.ts';

/** What a new cluster record is made of; everything else starts empty. */
export type NewClusterRecord = {
  id: string;
  organizationId: string;
  spec: ClusterSpec;
  orderId: string | null;
  purpose: ClusterPurpose;
  endpoint: string;
  createdAt: string;
};

/** A cluster as first stored: pending, no operation, no phases, first attempt. */
export function pendingClusterRecord(input: NewClusterRecord): ClusterRecord {
  const { id, organizationId, spec, orderId, purpose, endpoint, createdAt } = input;
  return {
    ...spec,
    id,
    organizationId,
    orderId,
    purpose,
    status: 'pending',
    phase: null,
    progress: 0,
    endpoint,
    createdAt,
    updatedAt: createdAt,
    runningSince: null,
    deletedAt: null,
    operation: null,
    phases: [],
    failure: null,
    targetSpec: null,
    operationId: null,
    operationOrderId: null,
    attempt: 1,
  };
}

/**
 * A cluster running since `createdAt`, metered up to `meteredUntil`: what seed data and tests
 * write directly (on their own clock) instead of provisioning through the API.
 */
export function runningClusterRecord(input: NewClusterRecord & { meteredUntil?: string | null }): ClusterRecord {
  return {
    ...pendingClusterRecord(input),
    status: 'running',
    progress: 100,
    runningSince: input.createdAt,
    meteredUntil: input.meteredUntil ?? null,
  };
}
