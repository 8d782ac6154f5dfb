import { z } from 'zod';
import { changePasswordBodySchema } from '../../../server/auth/password-policy.ts';
import { defineEndpoint, operation, requireSession } from '../../../server/http/api-route.ts';
import { requestMeta } from '../../../server/http/request-meta.ts';

export const prerender = false;

export const operations = defineEndpoint({
  POST: operation({
    summary: 'Change the password; every other session is signed out',
    tags: ['account'],
    access: 'user',
    permission: 'account.self',
    body: changePasswordBodySchema,
    response: z.void(),
    status: 204,
    handler: async ({ body, services, user, session, context }) => {
      await services.accounts.changePassword(user, body, requireSession(session).id, requestMeta(context));
    },
  }),
});
