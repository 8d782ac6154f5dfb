import { defineEndpoint, operation } from '../../../../../server/http/api-route.ts';
import { requestMeta } from '../../../../../server/http/request-meta.ts';
import { actionResultSchema } from '../../../../../shared/staff/staff.schemas.ts';

export const prerender = false;

export const operations = defineEndpoint({
  POST: operation({
    summary: 'E-mail a new verification link to an unverified user',
    tags: ['admin'],
    access: 'admin',
    response: actionResultSchema,
    handler: ({ services, user, params, context }) =>
      services.userAdmin.resendVerification(user, params.id ?? '', requestMeta(context)),
  }),
});
