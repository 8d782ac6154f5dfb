import type { z } from 'zod';
import type {
  changePreviewSchema,
  deletionPreviewSchema,
  clusterChangeAnswerSchema,
  clusterHealthSchema,
  clusterSchema,
  clusterEventSchema,
  kubeconfigSchema,
} from '../../../shared/clusters/clusters.schemas.ts';

// The wire shapes the cluster screens read, inferred from the server's schemas.
export type Cluster = z.infer<typeof clusterSchema>;
export type ClusterEvent = z.infer<typeof clusterEventSchema>;
export type KubeconfigView = z.infer<typeof kubeconfigSchema>;
export type ChangePreview = z.infer<typeof changePreviewSchema>;
export type DeletionPreview = z.infer<typeof deletionPreviewSchema>;
/** PATCH's answer: the cluster, with `change` when the charge waits for 3-D Secure. */
export type ClusterChangeAnswer = z.infer<typeof clusterChangeAnswerSchema>;
export type ClusterHealth = z.infer<typeof clusterHealthSchema>;
export type {
  ClusterSpec,
  ClusterStatus,
  ClusterPatch,
  NodePool,
  PhaseState,
  ProvisioningPhase,
} from '../../../shared/clusters/clusters.schemas.ts';
