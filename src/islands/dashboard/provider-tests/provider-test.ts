import { z } from 'zod';
import type { ClusterSpec } from '../../../shared/clusters/clusters.schemas.ts';
import { m } from '../../../shared/i18n/messages.ts';

// The dry-run form of a provider test page: text controls, turned into a cluster spec of one pool.

/** The form's values as the controls hold them (messages made when they show, in the page's language). */
export const dryRunFormSchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, { error: () => m.provider_tests_name_required() }),
  tierId: z.string().min(1, { error: () => m.provider_tests_tier_required() }),
  regionId: z.string().min(1, { error: () => m.provider_tests_region_required() }),
  kubernetesVersion: z.string().min(1, { error: () => m.provider_tests_version_required() }),
  haControlPlane: z.enum(['yes', 'no']),
  poolName: z
    .string()
    .trim()
    .min(1, { error: () => m.provider_tests_pool_name_required() }),
  nodeSizeId: z.string().min(1, { error: () => m.provider_tests_node_size_required() }),
  count: z
    .string()
    .trim()
    .regex(/^\d{1,4}$/, { error: () => m.provider_tests_count_invalid() }),
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
  const labels: Record<string, () => string> = {
    name: m.provider_tests_field_name,
    tierId: m.provider_tests_field_tier,
    providerId: m.provider_tests_field_provider,
    regionId: m.provider_tests_field_region,
    kubernetesVersion: m.provider_tests_field_version,
    haControlPlane: m.provider_tests_field_control_plane,
    'nodePools.0.name': m.provider_tests_field_pool_name,
    'nodePools.0.nodeSizeId': m.provider_tests_field_node_size,
    'nodePools.0.count': m.provider_tests_field_nodes,
    nodePools: m.provider_tests_field_node_pools,
  };
  return labels[path]?.() ?? path;
}
