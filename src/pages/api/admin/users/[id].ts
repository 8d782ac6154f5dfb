import { defineEndpoint, operation } from '../../../../server/http/api-route.ts';
import { adminUserDetailSchema } from '../../../../shared/staff/staff.schemas.ts';

export const prerender = false;

export const operations = defineEndpoint({
  GET: operation({
    summary: 'One user: organization, role, MFA, live sessions and last sign-in',
    tags: ['admin'],
    access: 'admin',
    response: adminUserDetailSchema,
    handler: ({ services, params }) => services.userAdmin.detail(params.id ?? ''),
  }),
});
