import { z } from 'zod';
import { changeQuoteSchema } from '../subscriptions/change-quote.schemas.ts';
import { autoscaleHoldSchema } from '../billing/spending-cap.schemas.ts';
import { m } from '../i18n/messages.ts';
import { maintenanceWindowSchema } from './maintenance.schemas.ts';
import { upgradeProgressSchema, type SurgeUpgrade } from './upgrade.schemas.ts';
import { nodeLabelsSchema, nodeTaintsSchema, tolerationSchema } from './pool-scheduling.schemas.ts';

// Client-safe (zod only): the cluster spec is validated the same way in the wizard and on the server.

/** DNS-1123 label, 3–40 characters, no double hyphen (ANCHORS: Gardener/KKP naming rules). */
export const clusterNameSchema = z
  .string()
  .trim()
  .min(3, { error: () => m.field_at_least_3_characters() })
  .max(40, { error: () => m.field_at_most_40_characters() })
  .regex(/^[a-z0-9]([-a-z0-9]*[a-z0-9])?$/, { error: () => m.field_lower_case_letters_digits_hyphens_start() })
  .refine((name) => !name.includes('--'), { error: () => m.field_no_double_hyphen() });

/**
 * A node pool: a DNS label of at most 15 characters, a size and a count (autoscaling optional, from
 * `min` 0: a pool that has no node while nothing needs it), its nodes' labels and taints.
 */
export const nodePoolSchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, { error: () => m.field_name_pool() })
    .max(15, { error: () => m.field_at_most_15_characters() })
    .regex(/^[a-z0-9]([-a-z0-9]*[a-z0-9])?$/, { error: () => m.field_lower_case_letters_digits_hyphens() }),
  nodeSizeId: z.string().min(1, { error: () => m.field_choose_node_size() }),
  count: z
    .int({ error: () => m.field_whole_number() })
    .min(0, { error: () => m.field_at_least_0_nodes() })
    .max(500, { error: () => m.field_at_most_500_nodes() }),
  autoscale: z
    .object({ min: z.int().min(0), max: z.int().min(1).max(500) })
    .refine((autoscale) => autoscale.min <= autoscale.max, {
      error: () => m.field_autoscale_min_not_above_max(),
      path: ['min'],
    })
    .optional(),
  labels: nodeLabelsSchema.optional(),
  taints: nodeTaintsSchema.optional(),
});
export type NodePool = z.infer<typeof nodePoolSchema>;

/** The cluster spec: order input and part of GET /api/clusters/{id}. */
export const clusterSpecSchema = z.object({
  name: clusterNameSchema,
  tierId: z.string().min(1, { error: () => m.field_choose_cluster_type() }),
  providerId: z.string().min(1, { error: () => m.field_choose_provider() }),
  regionId: z.string().min(1, { error: () => m.field_choose_region() }),
  kubernetesVersion: z.string().regex(/^1\.\d+$/, { error: () => m.field_choose_kubernetes_version() }),
  haControlPlane: z.boolean(),
  nodePools: z
    .array(nodePoolSchema)
    .min(1, { error: () => m.field_add_at_least_one_node_pool() })
    .max(10, { error: () => m.field_at_most_10_node_pools() }),
  addonIds: z.array(z.string()).max(30),
  /** When automatic upgrades may run (maintenance.schemas.ts: Sunday 02:00 UTC for 4 hours when absent). */
  maintenanceWindow: maintenanceWindowSchema.optional(),
  /** Patch versions applied automatically inside the maintenance window. */
  autoUpgrade: z.boolean().optional(),
});
export type ClusterSpec = z.infer<typeof clusterSpecSchema>;

/** Cluster states: pending → provisioning → running ↔ updating; deleting → deleted; any → failed. */
export const clusterStatusSchema = z.enum([
  'pending',
  'provisioning',
  'running',
  'updating',
  'deleting',
  'deleted',
  'failed',
]);
export type ClusterStatus = z.infer<typeof clusterStatusSchema>;

/** The provisioning phases, in order. */
export const PROVISIONING_PHASES = ['network', 'control-plane', 'node-pools', 'addons', 'health-check'] as const;
export const provisioningPhaseSchema = z.enum(PROVISIONING_PHASES);
export type ProvisioningPhase = z.infer<typeof provisioningPhaseSchema>;

/** One provisioning (or update) phase and where it stands. */
export const phaseStateSchema = z.object({
  phase: provisioningPhaseSchema,
  status: z.enum(['pending', 'running', 'done', 'failed']),
  progress: z.int().min(0).max(100),
  startedAt: z.string().nullable(),
  finishedAt: z.string().nullable(),
  /** Seconds this phase usually takes, from past runs (the simulated driver's setting at first). */
  expectedSeconds: z.number(),
});
export type PhaseState = z.infer<typeof phaseStateSchema>;

/** Why a cluster failed: a code, words, and whether the customer can fix it and retry. */
export const clusterFailureSchema = z.object({
  code: z.string(),
  reason: z.string(),
  phase: provisioningPhaseSchema.nullable(),
  customerAction: z.boolean().describe('True when the customer must change something before retrying'),
  at: z.string(),
});

/**
 * Why a cluster exists: bought by a customer through an order (billed), or created from a
 * provider test page to try a provider's driver (no order, never billed).
 */
export const clusterPurposeSchema = z.enum(['customer', 'provider-test']);
export type ClusterPurpose = z.infer<typeof clusterPurposeSchema>;

/** True for clusters that are billed and metered: every cluster but provider test clusters. */
export function isBilled(cluster: { purpose?: ClusterPurpose }): boolean {
  return cluster.purpose !== 'provider-test';
}

/** GET /api/clusters/{id}: the spec and where the cluster stands. */
export const clusterSchema = clusterSpecSchema.extend({
  id: z.string(),
  status: clusterStatusSchema,
  phase: provisioningPhaseSchema.nullable(),
  progress: z.int().min(0).max(100),
  /** The order that bought it; null for a provider test cluster. */
  orderId: z.string().nullable(),
  purpose: clusterPurposeSchema,
  /** The cluster's Kubernetes API, always https: the `server` its kubeconfigs name. */
  endpoint: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  runningSince: z.string().nullable(),
  deletedAt: z.string().nullable(),
  /** The operation in progress: creating, applying a change, deleting. */
  operation: z.enum(['create', 'update', 'delete']).nullable(),
  phases: z.array(phaseStateSchema),
  failure: clusterFailureSchema.nullable(),
  /** What the cluster costs a month at list price, in USD cents (its tier, nodes, add-ons); 0 when not billed. */
  monthlyUsdCents: z.int(),
  /** The patch release the cluster runs (`1.NN.P`). */
  patchVersion: z.string(),
  /** When the next maintenance window starts (ISO): automatic upgrades run only inside it. */
  nextMaintenanceAt: z.string(),
  /** A newer patch of the cluster's minor in the catalog (applied in the next window when `autoUpgrade` is on); null: up to date. */
  availablePatch: z.string().nullable(),
  /** The minor's end of support: 'ending-soon' 30 days or fewer before it; once 'ended', the next window upgrades to the next minor. */
  versionLifecycle: z.object({
    endOfSupport: z.string(),
    status: z.enum(['supported', 'ending-soon', 'ended']),
    daysLeft: z.int().min(0),
  }),
  /** Autoscaled pools running more nodes than configured: pool → nodes running (the extra ones are billed at month end). */
  autoscaledNodes: z.record(z.string(), z.int().min(0)).optional(),
  /**
   * The autoscaler holds (adds no node) because one more would bring the month past the
   * organization's spending cap: pools held, the cap and what it would have reached. Absent or
   * null: not held. The cluster keeps running as it is.
   */
  autoscaleHold: autoscaleHoldSchema.nullable().optional(),
  /** The Kubernetes upgrade under way (nodes replaced one at a time, pool by pool); null or absent: none. */
  upgrade: upgradeProgressSchema.nullable().optional(),
});
export type Cluster = z.infer<typeof clusterSchema>;

/**
 * PATCH /api/clusters/{id}: the cluster; when the bank asks for 3-D Secure on the change's charge,
 * the cluster as it was with `change.status` `requires_action` and the challenge to answer with
 * `POST /api/clusters/{id}/challenge` (nothing changes until it is approved).
 */
export const clusterChangeAnswerSchema = clusterSchema.extend({
  change: z
    .object({
      status: z.literal('requires_action'),
      challenge: z.object({ id: z.string(), expiresAt: z.string() }),
      /** What the confirmation charges, in minor units of `currency` (VAT included). */
      amount: z.int(),
      currency: z.enum(['USD', 'EUR', 'GBP']),
    })
    .optional(),
});
export type ClusterChangeAnswer = z.infer<typeof clusterChangeAnswerSchema>;

/**
 * GET /api/clusters: one row of the list, without the phase history (GET /api/clusters/{id}
 * keeps everything). Pages of `limit` (default 50, at most 100), newest first; `X-Next-Cursor`
 * holds the next page's `cursor`.
 */
export const clusterListItemSchema = clusterSchema.omit({ phases: true });
export type ClusterListItem = z.infer<typeof clusterListItemSchema>;

/** The list's filters and its keyset page. */
export const clusterListQuerySchema = z.object({
  q: z.string().trim().max(80).optional(),
  status: clusterStatusSchema.exclude(['deleted']).optional(),
  tierId: z.string().max(80).optional(),
  providerId: z.string().max(80).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(50),
  cursor: z.string().optional(),
});
export type ClusterListQuery = z.output<typeof clusterListQuerySchema>;

/** GET /api/clusters/counts: the organization's clusters (not deleted), in all and by state. */
export const clusterCountsSchema = z.object({
  total: z.int().min(0),
  byStatus: z.record(clusterStatusSchema.exclude(['deleted']), z.int().min(0)),
});
export type ClusterCounts = z.infer<typeof clusterCountsSchema>;

/** A cluster as stored: the answer (without its computed cost) plus its owner and pending change. */
export type ClusterRecord = Omit<
  Cluster,
  'monthlyUsdCents' | 'patchVersion' | 'nextMaintenanceAt' | 'availablePatch' | 'versionLifecycle'
> & {
  organizationId: string;
  /** The patch release it runs; missing on older records: the catalog patch of its minor. */
  patchVersion?: string;
  /** Minors whose end-of-support notice was sent for this cluster (once per cluster and version). */
  endOfSupportNoticed?: string[];
  /** The surge upgrade under way, step by step (its public form is `upgrade`). */
  surge?: SurgeUpgrade | null;
  /** Per pool, the index its nodes are named from (an upgrade replaced the ones before). */
  nodeIndexBase?: Record<string, number>;
  /** The spec a running update moves to. */
  targetSpec: ClusterSpec | null;
  /** Identifies the operation in progress, so a step job of an older one stops. */
  operationId: string | null;
  /** The order the operation fulfils (creation, an add-on), told when it ends. */
  operationOrderId: string | null;
  /** Attempts of the operation so far (a retry after a failure adds one). */
  attempt: number;
  /** Usage is metered up to this hour (ISO); null before the first metering. */
  meteredUntil?: string | null;
  /** Installed add-on versions; an add-on missing here runs the catalog version it was created with. */
  addonVersions?: Record<string, string>;
  /** When each add-on was installed (or last upgraded); missing: since the cluster runs. */
  addonsSince?: Record<string, string>;
  /** Add-on versions a running update moves to (installs and upgrades). */
  targetAddonVersions?: Record<string, string> | null;
  /** An officer escalated the failure (kept after a retry; shown only while it is newer than the failure). */
  escalation?: { note: string; byId: string; byName: string; at: string } | null;
  /** Per autoscaled pool, since when it has had more nodes than its pods need (the autoscaler removes them after a while). */
  underusedSince?: Record<string, string>;
  /** The test load run on each pool: a deployment of `replicas` pods requesting `cpuMillicores` each. */
  testLoad?: Record<string, TestLoad>;
};

/** PUT /api/clusters/{id}/test-load: run (or stop, with 0 replicas) a test service's load on one pool. */
export const testLoadInputSchema = z.object({
  pool: z.string().min(1).max(15),
  replicas: z
    .int({ error: () => m.field_whole_number() })
    .min(0, { error: () => m.field_at_least_0_replicas() })
    .max(2000, { error: () => m.field_at_most_2000_replicas() }),
  cpuMillicores: z
    .int({ error: () => m.field_whole_number() })
    .min(10, { error: () => m.field_at_least_10_millicores() })
    .max(64_000, { error: () => m.field_at_most_64_000_millicores() }),
  /** The pods' tolerations: a pod that does not tolerate a pool's taints stays pending there. */
  tolerations: z.array(tolerationSchema).max(10).optional(),
});
export type TestLoadInput = z.infer<typeof testLoadInputSchema>;
export type TestLoad = Omit<TestLoadInput, 'pool'>;

/** PATCH /api/clusters/{id}: what can change on a running cluster. */
export const clusterPatchSchema = z
  .object({
    nodePools: z.array(nodePoolSchema).min(1).max(10).optional(),
    kubernetesVersion: z
      .string()
      .regex(/^1\.\d+$/)
      .optional(),
    addonIds: z.array(z.string()).max(30).optional(),
    maintenanceWindow: maintenanceWindowSchema.optional(),
    autoUpgrade: z.boolean().optional(),
  })
  .refine(
    (patch) =>
      patch.nodePools ||
      patch.kubernetesVersion ||
      patch.addonIds ||
      patch.maintenanceWindow ||
      patch.autoUpgrade !== undefined,
    {
      error: () => m.field_change_node_pools_kubernetes_version_add(),
    },
  );
export type ClusterPatch = z.infer<typeof clusterPatchSchema>;

/** An entry of a cluster's event stream. */
export const clusterEventSchema = z.object({
  id: z.string(),
  clusterId: z.string(),
  at: z.string(),
  type: z.enum(['status', 'phase', 'config', 'credential', 'failure', 'info']),
  message: z.string(),
  /** Who caused it, when a person did. */
  actorId: z.string().nullable(),
});
export type ClusterEvent = z.infer<typeof clusterEventSchema>;

/** GET /api/clusters/{id}/kubeconfigs: the inventory, never a secret. */
export const kubeconfigSchema = z.object({
  id: z.string(),
  userId: z.string(),
  userName: z.string(),
  createdAt: z.string(),
  expiresAt: z.string(),
  lastUsedAt: z.string().nullable(),
  revokedAt: z.string().nullable(),
});
export type KubeconfigView = z.infer<typeof kubeconfigSchema>;

/** POST /api/clusters/{id}/kubeconfigs: 1 hour to 90 days. */
export const kubeconfigInputSchema = z.object({
  ttlHours: z
    .int({ error: () => m.field_whole_number_hours() })
    .min(1, { error: () => m.field_at_least_1_hour() })
    .max(90 * 24, { error: () => m.field_at_most_90_days_2160_hours() }),
});

/** What the cost preview of a change answers. */
export const changePreviewSchema = z.object({
  currentMonthlyUsdCents: z.int(),
  newMonthlyUsdCents: z.int(),
  /** The difference for the rest of the paid period, before VAT, US cents: positive is charged at once, negative credited. */
  proratedUsdCents: z.int(),
  periodEndsAt: z.string(),
  /** When and how the difference is charged or credited. */
  note: z.string(),
  /** The exact charge or credit in the subscription's currency (null: the cluster is not billed). */
  billing: changeQuoteSchema.nullable(),
});

/** `GET /api/clusters/{id}/deletion-preview`: what deleting the cluster now credits (null: the cluster is not billed). */
export const deletionPreviewSchema = z.object({ billing: changeQuoteSchema.nullable() });

/** How a part of a cluster is doing (Gardener-style conditions rolled up). */
export const componentHealthStatusSchema = z.enum(['healthy', 'progressing', 'pending', 'unhealthy', 'stopped']);
export type ComponentHealthStatus = z.infer<typeof componentHealthStatusSchema>;

/** GET /api/clusters/{id}/health: the control plane's components and the nodes, from where the cluster stands. */
export const clusterHealthSchema = z.object({
  overall: z.enum(['healthy', 'progressing', 'unhealthy', 'stopped']),
  checkedAt: z.string(),
  components: z.array(
    z.object({
      id: z.enum(['api-server', 'etcd', 'scheduler', 'nodes']),
      name: z.string(),
      status: componentHealthStatusSchema,
      message: z.string(),
    }),
  ),
  nodes: z.object({ ready: z.int().min(0), total: z.int().min(0) }),
});
export type ClusterHealth = z.infer<typeof clusterHealthSchema>;
