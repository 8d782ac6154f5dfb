import { z } from 'zod';
import { defineEndpoint, operation } from '../../../server/http/api-route.ts';
import { requestMeta } from '../../../server/http/request-meta.ts';

export const prerender = false;

export const operations = defineEndpoint({
  POST: operation({
    summary:
      'Leave your organization: your account is deleted and you are signed out (the last owner cannot leave: 400)',
    tags: ['organization'],
    access: 'user',
    permission: 'account.self',
    response: z.void(),
    status: 204,
    handler: async ({ services, user, context }) => {
      await services.members.remove(user, user.id, requestMeta(context));
    },
  }),
});
