import { z } from 'zod';

// Client-safe (zod only): a Kubernetes upgrade as the cluster answer shows it while it runs.

/** Where an upgrade stands: control plane first, then each pool's nodes one at a time (surge, drain, remove). */
export const UPGRADE_STEPS = ['control-plane', 'surge', 'drain', 'remove', 'done'] as const;
export type UpgradeStep = (typeof UPGRADE_STEPS)[number];

/** `upgrade` on GET /api/clusters/{id} while an upgrade runs: patch versions, the pool being replaced, nodes replaced of all. */
export const upgradeProgressSchema = z.object({
  from: z.string(),
  to: z.string(),
  pool: z.string().nullable(),
  replaced: z.int().min(0),
  total: z.int().min(0),
  step: z.enum(UPGRADE_STEPS),
});
export type UpgradeProgress = z.infer<typeof upgradeProgressSchema>;

/** Why an upgrade runs: asked for, a patch in the maintenance window, or the minor's support ended. */
export type UpgradeReason = 'requested' | 'automatic' | 'end-of-support';

/**
 * A surge upgrade as stored on the cluster: each pool's nodes at the start (named from `base`),
 * the pool being replaced (-1: the control plane), nodes of it replaced, and the step under way
 * since `stepStartedAt`. Every step is written before it is carried out, so a restart resumes it.
 */
export type SurgeUpgrade = {
  fromPatch: string;
  toPatch: string;
  reason: UpgradeReason;
  pools: { name: string; base: number; count: number }[];
  poolIndex: number;
  replaced: number;
  step: UpgradeStep;
  stepStartedAt: string;
  /** When the current surge node joined. */
  surgeJoinedAt?: string;
  /** When each new node joined, by pool and index (`web/5`). */
  joined?: Record<string, string>;
};
