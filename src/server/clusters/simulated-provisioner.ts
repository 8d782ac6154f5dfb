import type { ProvisioningPhase } from '../../shared/clusters/clusters.schemas.ts';
import type { ClusterOperation, Provisioner, StepResult } from './provisioner.ts';

/** Changes and deletions are quicker than a creation: a fraction of a phase's length. */
const SHARE: Record<ClusterOperation, number> = { create: 1, update: 0.5, delete: 0.3 };

/**
 * The built-in simulated provider: every phase takes `phaseSeconds` (SIMULATED_PHASE_SECONDS),
 * its progress following the clock, so progress survives restarts (it is computed from when the
 * phase started). One documented way to see a failure: a cluster whose name starts with
 * `fail-` runs out of node capacity in its first node-pools attempt; a retry then succeeds.
 */
export class SimulatedProvisioner implements Provisioner {
  readonly name = 'simulated';
  #phaseMs: number;

  constructor(phaseSeconds: number) {
    this.#phaseMs = Math.max(100, phaseSeconds * 1000);
  }

  expectedSeconds(operation: ClusterOperation, _phase: ProvisioningPhase): number {
    return (this.#phaseMs * SHARE[operation]) / 1000;
  }

  async step({ cluster, operation, phase, startedAt, now }: Parameters<Provisioner['step']>[0]): Promise<StepResult> {
    const duration = this.#phaseMs * SHARE[operation];
    const elapsed = Math.max(0, now.getTime() - Date.parse(startedAt));
    const progress = Math.min(100, Math.floor((elapsed / duration) * 100));
    if (
      operation === 'create' &&
      phase === 'node-pools' &&
      progress >= 40 &&
      cluster.name.startsWith('fail-') &&
      cluster.attempt === 1
    ) {
      return {
        failed: {
          code: 'node_capacity',
          reason: `Not enough ${cluster.nodePools[0]?.nodeSizeId ?? 'node'} capacity in ${cluster.regionId} right now. Retry, or choose another size or region.`,
          customerAction: false,
        },
      };
    }
    // About ten updates a phase, never more often than every 200 ms.
    return { progress, nextInMs: progress >= 100 ? 0 : Math.max(200, Math.min(duration - elapsed, duration / 10)) };
  }
}
