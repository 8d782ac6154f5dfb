import { emailInputSchema, messageSchema } from '../../../shared/auth/auth.schemas.ts';
import { defineEndpoint, operation } from '../../../server/http/api-route.ts';
import { requestMeta } from '../../../server/http/request-meta.ts';

export const prerender = false;

export const operations = defineEndpoint({
  POST: operation({
    summary: 'Send a new e-mail verification link (same answer whatever the address)',
    tags: ['auth'],
    access: 'public',
    body: emailInputSchema,
    response: messageSchema,
    status: 202,
    handler: async ({ body, services, context }) => {
      await services.emailFlows.resendVerification(body.email, requestMeta(context));
      return { message: 'If that address belongs to an unverified account, a new link is on its way.' };
    },
  }),
});
