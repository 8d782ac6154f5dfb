import { z } from 'zod';

// Client-safe (zod only): the answer of the minor-upgrade pre-check.

/** One thing the pre-check looked at: blocking stops the upgrade, a warning only tells. */
export const upgradeCheckItemSchema = z.object({
  kind: z.enum(['version', 'deprecated-api', 'addon', 'operation']),
  status: z.enum(['ok', 'warning', 'blocking']),
  message: z.string(),
  /** The add-on an `addon` check is about. */
  addonId: z.string().optional(),
});
export type UpgradeCheckItem = z.infer<typeof upgradeCheckItemSchema>;

/** GET /api/clusters/{id}/upgrade-check?version=1.NN: allowed when no check is blocking. */
export const upgradeCheckSchema = z.object({
  from: z.string(),
  to: z.string(),
  allowed: z.boolean(),
  checks: z.array(upgradeCheckItemSchema),
});
export type UpgradeCheck = z.infer<typeof upgradeCheckSchema>;

/** The pre-check's query: the minor to move to. */
export const upgradeCheckQuerySchema = z.object({ version: z.string().regex(/^1\.\d+$/) });
