import { z } from 'zod';

// Client-safe (zod only): the cluster spec is validated the same way in the wizard and on the server.

/** DNS-1123 label, 3–40 characters, no double hyphen (ANCHORS: Gardener/KKP naming rules). */
export const clusterNameSchema = z
  .string()
  .trim()
  .min(3, 'At least 3 characters.')
  .max(40, 'At most 40 characters.')
  .regex(/^[a-z0-9]([-a-z0-9]*[a-z0-9])?$/, 'Lower-case letters, digits and hyphens; start and end with a letter or digit.')
  .refine((name) => !name.includes('--'), 'No double hyphen.');

/** A node pool: a DNS label of at most 15 characters, a size and a count (autoscaling optional). */
export const nodePoolSchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, 'Name the pool.')
    .max(15, 'At most 15 characters.')
    .regex(/^[a-z0-9]([-a-z0-9]*[a-z0-9])?$/, 'Lower-case letters, digits and hyphens.'),
  nodeSizeId: z.string().min(1, 'Choose a node size.'),
  count: z.int('A whole number.').min(0, 'At least 0 nodes.').max(500, 'At most 500 nodes.'),
  autoscale: z.object({ min: z.int().min(0), max: z.int().min(1).max(500) }).optional(),
});
export type NodePool = z.infer<typeof nodePoolSchema>;

/** DESIGN.md "Cluster spec": order input and part of GET /api/clusters/{id}. */
export const clusterSpecSchema = z.object({
  name: clusterNameSchema,
  tierId: z.string().min(1, 'Choose a cluster type.'),
  providerId: z.string().min(1, 'Choose a provider.'),
  regionId: z.string().min(1, 'Choose a region.'),
  kubernetesVersion: z.string().regex(/^1\.\d+$/, 'Choose a Kubernetes version.'),
  haControlPlane: z.boolean(),
  nodePools: z.array(nodePoolSchema).min(1, 'Add at least one node pool.').max(10, 'At most 10 node pools.'),
  addonIds: z.array(z.string()).max(30),
});
export type ClusterSpec = z.infer<typeof clusterSpecSchema>;

/** DESIGN.md cluster states. */
export const clusterStatusSchema = z.enum(['pending', 'provisioning', 'running', 'updating', 'deleting', 'deleted', 'failed']);
export type ClusterStatus = z.infer<typeof clusterStatusSchema>;

/** The provisioning phases, in order (DESIGN.md). */
export const PROVISIONING_PHASES = ['network', 'control-plane', 'node-pools', 'addons', 'health-check'] as const;
export const provisioningPhaseSchema = z.enum(PROVISIONING_PHASES);
export type ProvisioningPhase = z.infer<typeof provisioningPhaseSchema>;
