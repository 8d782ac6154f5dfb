import { defineEndpoint, operation } from '../../../../../../server/http/api-route.ts';
import { deliveryViewSchema } from '../../../../../../shared/webhooks/webhooks.schemas.ts';

export const prerender = false;

export const operations = defineEndpoint({
  POST: operation({
    summary: 'Send a delivery again now (same webhook-id, fresh signature); the attempt lands in the log',
    tags: ['webhooks'],
    access: 'user',
    permission: 'webhooks.manage',
    response: deliveryViewSchema,
    status: 202,
    handler: ({ services, user, params }) => services.webhooks.resend(user, params.id ?? '', params.deliveryId ?? ''),
  }),
});
