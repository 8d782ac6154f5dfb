import { defineEndpoint, operation } from '../../../../server/http/api-route.ts';
import { deliveryViewSchema } from '../../../../shared/webhooks/webhooks.schemas.ts';

export const prerender = false;

export const operations = defineEndpoint({
  POST: operation({
    summary: 'Send a webhook.test event now (one attempt, no retries); its result lands in the delivery log',
    tags: ['webhooks'],
    access: 'user',
    permission: 'webhooks.manage',
    response: deliveryViewSchema,
    status: 202,
    handler: ({ services, user, params }) => services.webhooks.sendTest(user, params.id ?? ''),
  }),
});
