import { defineEndpoint, operation } from '../../../server/http/api-route.ts';
import { orderSchema } from '../../../shared/orders/orders.schemas.ts';

export const prerender = false;

export const operations = defineEndpoint({
  GET: operation({
    summary: 'One of your organization’s orders, with its timeline (another organization’s is 404)',
    tags: ['orders'],
    access: 'user',
    permission: 'orders.read',
    response: orderSchema,
    handler: ({ services, user, params }) => services.orders.get(user.organizationId, params.id ?? ''),
  }),
});
