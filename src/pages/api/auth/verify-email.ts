import { z } from 'zod';
import { tokenInputSchema } from '../../../shared/auth/auth.schemas.ts';
import { defineEndpoint, operation } from '../../../server/http/api-route.ts';
import { requestMeta } from '../../../server/http/request-meta.ts';

export const prerender = false;

export const operations = defineEndpoint({
  POST: operation({
    summary: 'Verify an e-mail address (a new account, or the new address of an e-mail change)',
    tags: ['auth'],
    access: 'public',
    body: tokenInputSchema,
    response: z.object({ message: z.string(), email: z.string() }),
    handler: async ({ body, services, context }) => {
      const { email } = await services.emailFlows.verifyEmail(body.token, requestMeta(context));
      return { message: `Your e-mail address ${email} is verified.`, email };
    },
  }),
});
