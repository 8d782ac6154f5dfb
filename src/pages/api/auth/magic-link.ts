import { emailInputSchema, messageSchema } from '../../../shared/auth/auth.schemas.ts';
import { defineEndpoint, operation } from '../../../server/http/api-route.ts';
import { requestMeta } from '../../../server/http/request-meta.ts';

export const prerender = false;

export const operations = defineEndpoint({
  POST: operation({
    summary: 'Send a sign-in link valid 15 minutes (same answer whatever the address)',
    tags: ['auth'],
    access: 'public',
    body: emailInputSchema,
    response: messageSchema,
    status: 202,
    handler: async ({ body, services, context }) => {
      await services.emailFlows.requestMagicLink(body.email, requestMeta(context));
      return {
        message:
          'If an account exists for that address, we sent a sign-in link. It is valid for 15 minutes and works once.',
      };
    },
  }),
});
