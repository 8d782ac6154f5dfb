import { queryOptions } from '@tanstack/react-query';
import type { ClusterResidencyAnswer, OrganizationResidency } from '../../../../shared/residency/residency.schemas.ts';
import type { OrganizationClosure } from '../../../../shared/organization-closing/closing.schemas.ts';

/** Query keys of where data lives and of the organization's closing; the first part is the API path. */
export const residencyKeys = {
  organization: ['/api/organization/residency'] as const,
  cluster: (id: string) => [`/api/clusters/${encodeURIComponent(id)}/residency`] as const,
  closure: ['/api/organization/closure'] as const,
};

export const organizationResidencyQueryOptions = () =>
  queryOptions<OrganizationResidency>({ queryKey: residencyKeys.organization });
export const clusterResidencyQueryOptions = (id: string) =>
  queryOptions<ClusterResidencyAnswer>({ queryKey: residencyKeys.cluster(id) });
export const closureQueryOptions = () => queryOptions<OrganizationClosure>({ queryKey: residencyKeys.closure });
