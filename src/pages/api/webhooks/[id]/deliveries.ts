import { defineEndpoint, operation } from '../../../../server/http/api-route.ts';
import { deliveryPageSchema, deliveryQuerySchema } from '../../../../shared/webhooks/webhooks.schemas.ts';

export const prerender = false;

export const operations = defineEndpoint({
  GET: operation({
    summary: 'The endpoint’s delivery log, newest first: each event with its attempts and the receiver’s answers',
    tags: ['webhooks'],
    access: 'user',
    permission: 'webhooks.manage',
    query: deliveryQuerySchema,
    response: deliveryPageSchema,
    handler: ({ services, user, params, query }) =>
      services.webhooks.deliveries(user.organizationId, params.id ?? '', query),
  }),
});
