import { defineEndpoint, operation } from '../../../server/http/api-route.ts';
import { requestMeta } from '../../../server/http/request-meta.ts';
import { organizationClosureSchema } from '../../../shared/organization-closing/closing.schemas.ts';

export const prerender = false;

export const operations = defineEndpoint({
  POST: operation({
    summary: 'Reopen your organization during its grace period: nothing is erased (owners only)',
    description:
      'Needs a session authenticated within 10 minutes (403 `reauthentication_required`; a token: 403 `token_not_allowed`). The erasure is called off and the subscriptions cancelled by the closing renew again. Not closing: 409 `organization_open`; grace period over: 409 `grace_period_over`. Audited as `organization.reopened`.',
    tags: ['organization'],
    access: 'user',
    permission: 'team.manage',
    recentSession: true,
    response: organizationClosureSchema,
    handler: ({ services, user, context }) => services.organizationClosing.reopen(user, requestMeta(context)),
  }),
});
