import { z } from 'zod';
import type { ClusterSpec } from '../../../server/clusters/clusters.schemas.ts';

// The dry-run form of a provider test page: text controls, turned into a cluster spec of one pool.

/** The form's values as the controls hold them. */
export const dryRunFormSchema = z.object({
  name: z.string().trim().min(1, 'Name the cluster.'),
  tierId: z.string().min(1, 'Choose a cluster type.'),
  regionId: z.string().min(1, 'Choose a region.'),
  kubernetesVersion: z.string().min(1, 'Choose a Kubernetes version.'),
  haControlPlane: z.enum(['yes', 'no']),
  poolName: z.string().trim().min(1, 'Name the pool.'),
  nodeSizeId: z.string().min(1, 'Choose a node size.'),
  count: z.string().trim().regex(/^\d{1,4}$/, 'A whole number of nodes.'),
});
export type DryRunForm = z.infer<typeof dryRunFormSchema>;

/** The cluster spec the form describes, for `providerId`. */
export function specFromForm(values: DryRunForm, providerId: string): ClusterSpec {
  return {
    name: values.name,
    tierId: values.tierId,
    providerId,
    regionId: values.regionId,
    kubernetesVersion: values.kubernetesVersion,
    haControlPlane: values.haControlPlane === 'yes',
    nodePools: [{ name: values.poolName, nodeSizeId: values.nodeSizeId, count: Number(values.count) }],
    addonIds: [],
  };
}

const FIELD_OF: Record<string, keyof DryRunForm> = {
  name: 'name',
  tierId: 'tierId',
  regionId: 'regionId',
  kubernetesVersion: 'kubernetesVersion',
  haControlPlane: 'haControlPlane',
  'nodePools.0.name': 'poolName',
  'nodePools.0.nodeSizeId': 'nodeSizeId',
  'nodePools.0.count': 'count',
  nodePools: 'count',
};

/** The form field a server problem belongs to (spec paths → controls); undefined when none does. */
export function formFieldOf(path: string): keyof DryRunForm | undefined {
  return FIELD_OF[path];
}

/** Server field paths in words, for the list of refusals. */
export function fieldLabel(path: string): string {
  const labels: Record<string, string> = {
    name: 'Cluster name',
    tierId: 'Cluster type',
    providerId: 'Provider',
    regionId: 'Region',
    kubernetesVersion: 'Kubernetes version',
    haControlPlane: 'Control plane',
    'nodePools.0.name': 'Pool name',
    'nodePools.0.nodeSizeId': 'Node size',
    'nodePools.0.count': 'Nodes',
    nodePools: 'Node pools',
  };
  return labels[path] ?? path;
}
