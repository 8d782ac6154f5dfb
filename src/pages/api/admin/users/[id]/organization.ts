import { defineEndpoint, operation } from '../../../../../server/http/api-route.ts';
import { requestMeta } from '../../../../../server/http/request-meta.ts';
import { actionResultSchema, moveUserInputSchema } from '../../../../../shared/staff/staff.schemas.ts';

export const prerender = false;

export const operations = defineEndpoint({
  PUT: operation({
    summary: 'Move a user to another organization: they keep their account, their sessions end',
    tags: ['admin'],
    access: 'admin',
    body: moveUserInputSchema,
    response: actionResultSchema,
    handler: ({ services, user, params, context, body }) =>
      services.userAdmin.moveToOrganization(user, params.id ?? '', body.organizationId, requestMeta(context)),
  }),
});
