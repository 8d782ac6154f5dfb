import { defineEndpoint, operation } from '../../../../../server/http/api-route.ts';
import { requestMeta } from '../../../../../server/http/request-meta.ts';
import { actionResultSchema } from '../../../../../shared/staff/staff.schemas.ts';

export const prerender = false;

export const operations = defineEndpoint({
  POST: operation({
    summary: 'Enable a disabled user again; they are e-mailed',
    tags: ['admin'],
    access: 'admin',
    response: actionResultSchema,
    handler: ({ services, user, params, context }) =>
      services.userAdmin.enable(user, params.id ?? '', requestMeta(context)),
  }),
});
