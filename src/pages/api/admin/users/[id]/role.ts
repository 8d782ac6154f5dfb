import { defineEndpoint, operation } from '../../../../../server/http/api-route.ts';
import { requestMeta } from '../../../../../server/http/request-meta.ts';
import { actionResultSchema, roleChangeInputSchema } from '../../../../../shared/staff/staff.schemas.ts';

export const prerender = false;

export const operations = defineEndpoint({
  PUT: operation({
    summary: 'Change the role; admin and super_admin are granted and removed by a super_admin only; never your own',
    tags: ['admin'],
    access: 'admin',
    body: roleChangeInputSchema,
    response: actionResultSchema,
    handler: ({ services, user, params, context, body }) =>
      services.userAdmin.setRole(user, params.id ?? '', body.role, requestMeta(context)),
  }),
});
