import { defineEndpoint, operation } from '../../../../../server/http/api-route.ts';
import { requestMeta } from '../../../../../server/http/request-meta.ts';
import { actionResultSchema, officersAccessInputSchema } from '../../../../../shared/staff/staff.schemas.ts';

export const prerender = false;

export const operations = defineEndpoint({
  PUT: operation({
    summary: 'Grant or remove officers access; never your own',
    tags: ['admin'],
    access: 'admin',
    body: officersAccessInputSchema,
    response: actionResultSchema,
    handler: ({ services, user, params, context, body }) =>
      services.userAdmin.setOfficersAccess(user, params.id ?? '', body.officersAccess, requestMeta(context)),
  }),
});
