import { defineEndpoint, operation } from '../../../../server/http/api-route.ts';
import { productSubscriptionSchema } from '../../../../shared/products/product-subscriptions.schemas.ts';

export const prerender = false;

export const operations = defineEndpoint({
  GET: operation({
    summary: 'One product subscription; its id is the id of the order that bought it',
    description: '404 until the order is paid and the product activated, and for another organization’s.',
    tags: ['products'],
    access: 'user',
    permission: 'orders.read',
    response: productSubscriptionSchema,
    handler: ({ services, user, params }) => services.productSubscriptions.get(user.organizationId, params.id ?? ''),
  }),
});
