import { messageSchema } from '../../../shared/auth/auth.schemas.ts';
import { defineEndpoint, operation } from '../../../server/http/api-route.ts';
import { newsletterTokenSchema } from '../../../shared/leads/newsletter.schemas.ts';

export const prerender = false;

export const operations = defineEndpoint({
  POST: operation({
    summary: 'Unsubscribe from the newsletter with the token of a newsletter e-mail',
    tags: ['forms'],
    access: 'public',
    body: newsletterTokenSchema,
    response: messageSchema,
    handler: async ({ body, services }) => {
      await services.newsletter.unsubscribe(body.token);
      return { message: 'You are unsubscribed. We will not send you the newsletter any more.' };
    },
  }),
});
