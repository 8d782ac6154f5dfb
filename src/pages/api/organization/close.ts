import { defineEndpoint, operation } from '../../../server/http/api-route.ts';
import { requestMeta } from '../../../server/http/request-meta.ts';
import {
  closeOrganizationInputSchema,
  organizationClosureSchema,
} from '../../../shared/organization-closing/closing.schemas.ts';

export const prerender = false;

export const operations = defineEndpoint({
  POST: operation({
    summary: 'Close your organization: subscriptions end with their period, then the data is erased (owners only)',
    description:
      'Needs a session authenticated within 10 minutes (403 `reauthentication_required`; a token: 403 `token_not_allowed`) and `confirmName`, the organization’s exact name (400 `fields.confirmName`). Every subscription is cancelled at the end of its paid period; after the grace period (`ORGANIZATION_CLOSE_GRACE_DAYS`, 7 days by default) the clusters are deleted (the unused days of their period credited as for any deletion), personal data is erased and invoices, credit notes and ledger entries move to a restricted archive for 10 years. Until then an owner can reopen (`POST /api/organization/reopen`). Already closing: 409 `organization_closing`. Audited as `organization.closed`; each owner is e-mailed.',
    tags: ['organization'],
    access: 'user',
    permission: 'team.manage',
    recentSession: true,
    body: closeOrganizationInputSchema,
    response: organizationClosureSchema,
    handler: ({ services, user, body, context }) =>
      services.organizationClosing.close(user, body.confirmName, requestMeta(context)),
  }),
});
