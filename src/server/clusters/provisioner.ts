import type { ClusterRecord, ProvisioningPhase } from '../../shared/clusters/clusters.schemas.ts';

/** The operations a provider carries out on a cluster. */
export type ClusterOperation = 'create' | 'update' | 'delete';

/** One step of a phase: its progress now and when to look again, or why it failed. */
export type StepResult =
  | { progress: number; nextInMs: number }
  | { failed: { code: string; reason: string; customerAction: boolean } };

/**
 * A cloud provider's driver. The console calls `step` again and again (from persisted jobs, so a
 * restart resumes where it was) until each phase reaches 100. The built-in simulated driver
 * stands in for a provider; a real driver calls the provider's API behind the same interface.
 */
export interface Provisioner {
  readonly name: string;
  step(input: {
    cluster: ClusterRecord;
    operation: ClusterOperation;
    phase: ProvisioningPhase;
    startedAt: string;
    now: Date;
  }): Promise<StepResult>;
  /** Seconds a phase is expected to take, before any run has been measured. */
  expectedSeconds(operation: ClusterOperation, phase: ProvisioningPhase): number;
}
