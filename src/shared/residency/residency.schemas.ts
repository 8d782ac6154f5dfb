import { z } from 'zod';
import { PERSONAL_DATA_KINDS, SUBPROCESSOR_PURPOSES } from './subprocessors.ts';

/** A catalog region as the residency statement names it. */
export const residencyRegionSchema = z.object({
  id: z.string(),
  name: z.string(),
  city: z.string(),
  country: z.string().describe('ISO 3166-1 alpha-2'),
  jurisdiction: z.enum(['EU', 'UK', 'CH', 'US', 'APAC', 'ME']),
  sovereign: z.boolean(),
});
export type ResidencyRegion = z.infer<typeof residencyRegionSchema>;

/** Where one cluster's data and its backups are. */
export const clusterResidencySchema = z.object({
  clusterId: z.string(),
  clusterName: z.string(),
  providerId: z.string(),
  /** Volumes, snapshots, etcd, logs and metrics: the cluster's region. */
  region: residencyRegionSchema,
  /**
   * Backups made by the Velero add-on go to object storage in the cluster's region; without it
   * the console makes no backup of the cluster's data.
   */
  backups: z.object({ addonId: z.string().nullable(), region: residencyRegionSchema.nullable() }),
});
export type ClusterResidency = z.infer<typeof clusterResidencySchema>;

export const subprocessorSchema = z.object({
  purpose: z.enum(SUBPROCESSOR_PURPOSES),
  host: z.string().nullable(),
  country: z.string(),
  external: z.boolean(),
  personalData: z.array(z.enum(PERSONAL_DATA_KINDS)),
});

/** The console's own storage (accounts, orders, invoices, tickets, audit log) and the services it uses. */
const consoleSide = {
  console: z.object({ region: residencyRegionSchema }),
  subprocessors: z.array(subprocessorSchema),
};

/** GET /api/clusters/{id}/residency. */
export const clusterResidencyAnswerSchema = z.object({ cluster: clusterResidencySchema, ...consoleSide });
export type ClusterResidencyAnswer = z.infer<typeof clusterResidencyAnswerSchema>;

/** GET /api/organization/residency: every cluster not deleted, and the distinct regions they use. */
export const organizationResidencySchema = z.object({
  clusters: z.array(clusterResidencySchema),
  regions: z.array(residencyRegionSchema),
  ...consoleSide,
});
export type OrganizationResidency = z.infer<typeof organizationResidencySchema>;
