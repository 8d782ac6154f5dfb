import { messageSchema } from '../../shared/auth/auth.schemas.ts';
import { defineEndpoint, operation } from '../../server/http/api-route.ts';
import { requestMeta } from '../../server/http/request-meta.ts';
import { newsletterSubscribeSchema } from '../../shared/leads/newsletter.schemas.ts';

export const prerender = false;

/** The one answer, whatever the address's state: nobody learns who is subscribed. */
const ANSWER = 'Check your inbox: we sent a link to confirm your subscription. It is valid for 7 days.';

export const operations = defineEndpoint({
  POST: operation({
    summary: 'Subscribe to the newsletter (double opt-in: a confirmation link is e-mailed; same answer always)',
    tags: ['forms'],
    access: 'public',
    body: newsletterSubscribeSchema,
    response: messageSchema,
    status: 202,
    handler: async ({ body, services, context }) => {
      await services.newsletter.subscribe(body, requestMeta(context));
      return { message: ANSWER };
    },
  }),
});
