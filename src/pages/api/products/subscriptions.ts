import { z } from 'zod';
import { defineEndpoint, operation } from '../../../server/http/api-route.ts';
import { productSubscriptionSchema } from '../../../shared/products/product-subscriptions.schemas.ts';

export const prerender = false;

export const operations = defineEndpoint({
  GET: operation({
    summary: 'Your organization’s product subscriptions, newest first',
    tags: ['products'],
    access: 'user',
    permission: 'orders.read',
    response: z.array(productSubscriptionSchema),
    handler: ({ services, user }) => services.productSubscriptions.list(user.organizationId),
  }),
});
