import { defineEndpoint, operation } from '../../../../server/http/api-route.ts';
import { requestMeta } from '../../../../server/http/request-meta.ts';
import {
  exportQueuedSchema,
  latestExportSchema,
} from '../../../../shared/organizations/organization-export.schemas.ts';

export const prerender = false;

export const operations = defineEndpoint({
  GET: operation({
    summary: 'The organization’s latest data export (its status, progress and link), or null (owners)',
    description: 'No API token may read it (403 `token_not_allowed`): its answer carries the download link.',
    tags: ['organization'],
    access: 'user',
    permission: 'organization.export',
    response: latestExportSchema,
    handler: ({ services, user }) => services.organizationExports.latest(user.organizationId),
  }),
  POST: operation({
    summary:
      'Export everything the console holds about the organization in one archive, built in the background (owners)',
    description:
      'Answers 202 with the export’s id; follow it at `GET /api/organization/export/{id}`. When the archive is ready the owner gets an e-mail with a download link that expires (7 days by default). One export at a time per organization (409 `export_running`). Needs a session authenticated within 10 minutes (403 `reauthentication_required`; a token: 403 `token_not_allowed`). Recorded in the audit log (`organization.export_requested`).',
    tags: ['organization'],
    access: 'user',
    permission: 'organization.export',
    recentSession: true,
    response: exportQueuedSchema,
    status: 202,
    handler: ({ services, user, context }) => services.organizationExports.request(user, requestMeta(context)),
  }),
});
