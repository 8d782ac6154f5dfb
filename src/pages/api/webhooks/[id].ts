import { z } from 'zod';
import { defineEndpoint, operation } from '../../../server/http/api-route.ts';
import { requestMeta } from '../../../server/http/request-meta.ts';
import { updateWebhookSchema, webhookViewSchema } from '../../../shared/webhooks/webhooks.schemas.ts';

export const prerender = false;

export const operations = defineEndpoint({
  GET: operation({
    summary: 'One webhook endpoint',
    tags: ['webhooks'],
    access: 'user',
    permission: 'webhooks.manage',
    response: webhookViewSchema,
    handler: ({ services, user, params }) => services.webhooks.get(user.organizationId, params.id ?? ''),
  }),
  PATCH: operation({
    summary: 'Change an endpoint’s URL, events or description, or turn it off and on',
    tags: ['webhooks'],
    access: 'user',
    permission: 'webhooks.manage',
    body: updateWebhookSchema,
    response: webhookViewSchema,
    handler: ({ services, user, params, body, context }) =>
      services.webhooks.update(user, params.id ?? '', body, requestMeta(context)),
  }),
  DELETE: operation({
    summary: 'Delete an endpoint and its delivery log',
    tags: ['webhooks'],
    access: 'user',
    permission: 'webhooks.manage',
    response: z.void(),
    status: 204,
    handler: async ({ services, user, params, context }) => {
      await services.webhooks.remove(user, params.id ?? '', requestMeta(context));
    },
  }),
});
