import { z } from 'zod';
import { clusterStatusSchema } from '../clusters/clusters.schemas.ts';

// Client-safe (zod only): the add-ons of one cluster on the wire.

/** Where an installed add-on stands; the last three while the cluster applies a change. */
export const installedAddonStateSchema = z.enum(['installed', 'installing', 'upgrading', 'uninstalling']);
export type InstalledAddonState = z.infer<typeof installedAddonStateSchema>;

/** An add-on on the cluster (or being installed on it). */
export const installedAddonSchema = z.object({
  addonId: z.string(),
  name: z.string(),
  category: z.string(),
  version: z.string(),
  /** The newest version the catalog offers; an upgrade is possible when it differs from `version`. */
  latestVersion: z.string(),
  /** The version an upgrade or install in progress moves to. */
  targetVersion: z.string().nullable(),
  state: installedAddonStateSchema,
  /** When it was installed or last upgraded; null while it installs. */
  since: z.string().nullable(),
  priceMonthlyUsdCents: z.int(),
  /** Where its pods run. */
  namespace: z.string(),
});
export type InstalledAddon = z.infer<typeof installedAddonSchema>;

/** A catalog add-on this cluster does not have. */
export const availableAddonSchema = z.object({
  addonId: z.string(),
  name: z.string(),
  category: z.string(),
  description: z.string(),
  version: z.string(),
  olderVersions: z.array(z.string()),
  priceMonthlyUsdCents: z.int(),
  /** Null when it runs on this cluster's type; otherwise why not. */
  incompatibleReason: z.string().nullable(),
});
export type AvailableAddon = z.infer<typeof availableAddonSchema>;

/** GET /api/clusters/{id}/addons. */
export const clusterAddonsSchema = z.object({
  clusterId: z.string(),
  clusterName: z.string(),
  tierId: z.string(),
  status: clusterStatusSchema,
  /** The add-ons phase of the change in progress, when there is one. */
  addonsPhase: z.object({ status: z.enum(['pending', 'running', 'done', 'failed']), progress: z.int() }).nullable(),
  /** Progress of the whole change in progress (0–100). */
  progress: z.int(),
  installed: z.array(installedAddonSchema),
  available: z.array(availableAddonSchema),
});
export type ClusterAddons = z.infer<typeof clusterAddonsSchema>;
