import { defineEndpoint, operation } from '../../../../../server/http/api-route.ts';
import { requestMeta } from '../../../../../server/http/request-meta.ts';
import { adminOrganizationSchema, suspendInputSchema } from '../../../../../shared/staff/staff.schemas.ts';

export const prerender = false;

export const operations = defineEndpoint({
  POST: operation({
    summary: 'Suspend an organization: its members keep reading but cannot order or pay (403 organization_suspended)',
    tags: ['admin'],
    access: 'admin',
    body: suspendInputSchema,
    response: adminOrganizationSchema,
    handler: ({ services, user, params, body, context }) =>
      services.organizationAdmin.suspend(user, params.id ?? '', body.reason, requestMeta(context)),
  }),
});
