import { defineEndpoint, operation } from '../../../../../server/http/api-route.ts';
import { requestMeta } from '../../../../../server/http/request-meta.ts';
import { adminOrganizationSchema } from '../../../../../shared/staff/staff.schemas.ts';

export const prerender = false;

export const operations = defineEndpoint({
  POST: operation({
    summary: 'Lift the suspension of an organization',
    tags: ['admin'],
    access: 'admin',
    response: adminOrganizationSchema,
    handler: ({ services, user, params, context }) =>
      services.organizationAdmin.unsuspend(user, params.id ?? '', requestMeta(context)),
  }),
});
