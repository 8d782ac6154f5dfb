import { defineEndpoint, operation } from '../../../../server/http/api-route.ts';
import { organizationExportSchema } from '../../../../shared/organizations/organization-export.schemas.ts';

export const prerender = false;

export const operations = defineEndpoint({
  GET: operation({
    summary: 'One data export of the organization: status, progress (0–100), expiry and download link (owners)',
    description:
      'Status is queued, running, ready, failed or expired; `downloadUrl` and `expiresAt` come with ready. Another organization’s export answers 404. No API token may read it (403 `token_not_allowed`).',
    tags: ['organization'],
    access: 'user',
    permission: 'organization.export',
    response: organizationExportSchema,
    handler: ({ services, user, params }) => services.organizationExports.read(user.organizationId, params.id ?? ''),
  }),
});
