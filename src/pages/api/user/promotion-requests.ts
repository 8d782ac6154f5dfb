import { z } from 'zod';
import { defineEndpoint, operation } from '../../../server/http/api-route.ts';
import { requestMeta } from '../../../server/http/request-meta.ts';
import {
  promotionRequestInputSchema,
  promotionRequestViewSchema,
} from '../../../shared/staff/promotion-requests.schemas.ts';

export const prerender = false;

export const operations = defineEndpoint({
  GET: operation({
    summary: 'The signed-in user’s promotion requests, newest first',
    tags: ['account'],
    access: 'user',
    permission: 'account.self',
    response: z.array(promotionRequestViewSchema),
    handler: ({ services, user }) => services.promotions.mine(user),
  }),
  POST: operation({
    summary: 'Ask for the admin role or officers access, with a reason (one pending request at a time)',
    tags: ['account'],
    access: 'user',
    permission: 'account.self',
    body: promotionRequestInputSchema,
    response: promotionRequestViewSchema,
    status: 201,
    handler: ({ services, user, body, context }) => services.promotions.create(user, body, requestMeta(context)),
  }),
});
