import { messageSchema, tokenInputSchema } from '../../../shared/auth/auth.schemas.ts';
import { defineEndpoint, operation } from '../../../server/http/api-route.ts';

export const prerender = false;

export const operations = defineEndpoint({
  POST: operation({
    summary: 'Confirm the e-mail address of a registration that waits for approval',
    tags: ['auth'],
    access: 'public',
    body: tokenInputSchema,
    response: messageSchema,
    handler: async ({ body, services }) => {
      await services.registrations.confirmEmail(body.token);
      return {
        message:
          'Your e-mail is confirmed. An administrator will review your registration; we will e-mail you the decision.',
      };
    },
  }),
});
