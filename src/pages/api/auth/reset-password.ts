import { messageSchema } from '../../../shared/auth/auth.schemas.ts';
import { resetPasswordBodySchema } from '../../../server/auth/password-policy.ts';
import { defineEndpoint, operation } from '../../../server/http/api-route.ts';
import { requestMeta } from '../../../server/http/request-meta.ts';

export const prerender = false;

export const operations = defineEndpoint({
  POST: operation({
    summary: 'Set a new password from a reset link; every session is signed out',
    tags: ['auth'],
    access: 'public',
    body: resetPasswordBodySchema,
    response: messageSchema,
    handler: async ({ body, services, context }) => {
      await services.emailFlows.resetPassword(body.token, body.password, requestMeta(context));
      return { message: 'Your password is changed. Sign in with the new one.' };
    },
  }),
});
