import { z } from 'zod';
import { defineEndpoint, operation } from '../../../server/http/api-route.ts';
import { requestMeta } from '../../../server/http/request-meta.ts';
import {
  createdWebhookSchema,
  createWebhookSchema,
  webhookViewSchema,
} from '../../../shared/webhooks/webhooks.schemas.ts';

export const prerender = false;

export const operations = defineEndpoint({
  GET: operation({
    summary: 'The organization’s webhook endpoints, newest first (never their secrets)',
    tags: ['webhooks'],
    access: 'user',
    permission: 'webhooks.manage',
    response: z.array(webhookViewSchema),
    handler: ({ services, user }) => services.webhooks.list(user.organizationId),
  }),
  POST: operation({
    summary: 'Add a webhook endpoint for some events; its signing secret (whsec_…) is shown once',
    description:
      'Deliveries are signed per Standard Webhooks (`webhook-id`, `webhook-timestamp`, `webhook-signature`), retried over 24 hours, and go to public https addresses only.',
    tags: ['webhooks'],
    access: 'user',
    permission: 'webhooks.manage',
    body: createWebhookSchema,
    response: createdWebhookSchema,
    status: 201,
    handler: ({ services, user, body, context }) => services.webhooks.create(user, body, requestMeta(context)),
  }),
});
