import { messageSchema } from '../../../shared/auth/auth.schemas.ts';
import { defineEndpoint, operation } from '../../../server/http/api-route.ts';
import { newsletterTokenSchema } from '../../../shared/leads/newsletter.schemas.ts';

export const prerender = false;

export const operations = defineEndpoint({
  POST: operation({
    summary: 'Confirm a newsletter subscription with the e-mailed token (single use, 7 days)',
    tags: ['forms'],
    access: 'public',
    body: newsletterTokenSchema,
    response: messageSchema,
    handler: async ({ body, services }) => {
      await services.newsletter.confirm(body.token);
      return { message: 'Your subscription is confirmed. Welcome aboard!' };
    },
  }),
});
