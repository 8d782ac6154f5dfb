import { queryOptions } from '@tanstack/react-query';
import type { ExportStatus, OrganizationExport } from '../../shared/organizations/organization-export.schemas.ts';

export const EXPORT_PATH = '/api/organization/export';

export const organizationExportKeys = {
  latest: [EXPORT_PATH] as const,
};

/** How often the card reads the export again while it is being built. */
const POLL_MS = 1_000;

const building = (status: ExportStatus | undefined) => status === 'queued' || status === 'running';

/** The organization's latest export (owners); read every second while it is queued or running. */
export const latestExportQueryOptions = () =>
  queryOptions<OrganizationExport | null>({
    queryKey: organizationExportKeys.latest,
    refetchInterval: (query) => (building(query.state.data?.status) ? POLL_MS : false),
  });
