import { defineEndpoint, operation } from '../../../../../server/http/api-route.ts';
import { requestMeta } from '../../../../../server/http/request-meta.ts';
import { actionResultSchema } from '../../../../../shared/staff/staff.schemas.ts';

export const prerender = false;

export const operations = defineEndpoint({
  POST: operation({
    summary: 'Remove two-factor authentication from a user (lost device); they are e-mailed and notified',
    tags: ['admin'],
    access: 'admin',
    response: actionResultSchema,
    handler: ({ services, user, params, context }) =>
      services.userAdmin.resetMfa(user, params.id ?? '', requestMeta(context)),
  }),
});
